import { cx } from '../lib/cx.js';
import { TEXT_SIZES, textSizePreference, type TextSize } from '../lib/text-size.js';
import { Button } from './Button.js';

export interface TextSizeControlProps {
  /** The group's visible name ("Text size"), and each step's name, in the page's language. */
  label: string;
  names: Record<TextSize, string>;
  /** false: remembered for this page only (a widget host that asked for no storage). */
  persist?: boolean;
  className?: string;
}

// Each step's "A" is drawn at the size it gives, so the choice can be seen before it is made.
const GLYPH: Record<TextSize, string> = {
  normal: 'text-base',
  large: 'text-xl',
  larger: 'text-2xl',
};

/** Three buttons, one pressed: the reader's text size, remembered in this browser. */
export function TextSizeControl({ label, names, persist = true, className }: TextSizeControlProps) {
  const current = textSizePreference.useValue();
  return (
    <div
      role="group"
      aria-label={label}
      className={cx('inline-flex items-center gap-1', className)}
    >
      <span aria-hidden="true" className="mr-1 text-base">
        {label}
      </span>
      {TEXT_SIZES.map((size) => (
        <Button
          key={size}
          variant="ghost"
          size="sm"
          aria-pressed={current === size}
          onClick={() => textSizePreference.write(size, persist)}
        >
          <span className={cx('leading-none', GLYPH[size])}>A</span>
          <span className="sr-only"> {names[size]}</span>
        </Button>
      ))}
    </div>
  );
}
