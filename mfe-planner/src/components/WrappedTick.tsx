import { AXIS_TICK } from '../lib/chart-theme';

/** Characters per line of a category label; about 130 px at the 16 px axis font. */
const LINE_CHARS = 14;

/** Greedy word wrap, so "Nebenkosten und Energie" fits a narrow axis on two lines. */
export function wrapLabel(label: string, lineChars = LINE_CHARS): string[] {
  const lines: string[] = [];
  for (const word of label.split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= lineChars)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

interface TickProps {
  x?: number | string;
  y?: number | string;
  payload?: { value?: unknown };
}

/** A category axis tick whose long labels wrap instead of being cut off on small screens. */
export function WrappedTick({ x = 0, y = 0, payload }: TickProps) {
  const lines = wrapLabel(String(payload?.value ?? ''));
  // Centre the block of lines on the bar.
  const firstDy = `${0.35 - (lines.length - 1) * 0.6}em`;
  return (
    <text
      x={Number(x)}
      y={Number(y)}
      textAnchor="end"
      fill={AXIS_TICK.fill}
      fontSize={AXIS_TICK.fontSize}
    >
      {lines.map((line, index) => (
        <tspan key={index} x={Number(x)} dy={index === 0 ? firstDy : '1.2em'}>
          {line}
        </tspan>
      ))}
    </text>
  );
}
