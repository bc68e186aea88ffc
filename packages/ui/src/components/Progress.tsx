import * as ProgressPrimitive from '@radix-ui/react-progress';
import { cx } from '../lib/cx.js';

export interface ProgressProps extends ProgressPrimitive.ProgressProps {
  /** 0 to max (default 100). */
  value: number;
}

/** Radix progress bar (role=progressbar with aria-valuenow); give it an aria-label. */
export function Progress({ value, max = 100, className, ...rest }: ProgressProps) {
  const percent = Math.max(0, Math.min(100, (value / max) * 100));
  return (
    <ProgressPrimitive.Root
      value={value}
      max={max}
      className={cx(
        'relative h-3 w-full overflow-hidden rounded-full border border-border-strong bg-surface-muted',
        className,
      )}
      {...rest}
    >
      {/* The width goes through the CSSOM (a React style prop), which the CSP allows. */}
      <ProgressPrimitive.Indicator
        className="h-full rounded-full bg-primary transition-[width] duration-300 motion-reduce:transition-none"
        style={{ width: `${percent}%` }}
      />
    </ProgressPrimitive.Root>
  );
}
