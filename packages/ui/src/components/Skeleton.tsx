import { type HTMLAttributes } from 'react';
import { cx } from '../lib/cx.js';

/** A grey placeholder block; hidden from assistive technology (announce loading separately). */
export function Skeleton({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      aria-hidden="true"
      className={cx('rounded-control bg-surface-muted motion-safe:animate-pulse', className)}
      {...rest}
    />
  );
}
