import type { ComponentProps } from 'react';
import { cx } from '../lib/cx.js';

const CONTROL =
  'block w-full min-h-target rounded-control border-2 border-border-strong bg-surface px-4 py-2 text-base text-ink placeholder:text-ink-muted disabled:cursor-not-allowed disabled:opacity-60';

export function Label({ className, ...rest }: ComponentProps<'label'>) {
  return <label className={cx('block font-semibold text-ink', className)} {...rest} />;
}

export function Input({ className, ...rest }: ComponentProps<'input'>) {
  return <input className={cx(CONTROL, className)} {...rest} />;
}

export function Textarea({ className, ...rest }: ComponentProps<'textarea'>) {
  return <textarea className={cx(CONTROL, 'min-h-28', className)} {...rest} />;
}

/** A native select: the platform's own list is the most familiar and accessible one. */
export function Select({ className, ...rest }: ComponentProps<'select'>) {
  return <select className={cx(CONTROL, 'appearance-auto', className)} {...rest} />;
}
