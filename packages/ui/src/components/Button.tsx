import { type ComponentPropsWithRef } from 'react';
import { cx } from '../lib/cx.js';

// 'inverse' is for light-on-dark bands (bg-primary sections).
export type ButtonVariant =
  'primary' | 'secondary' | 'outline' | 'ghost' | 'destructive' | 'inverse';
// Padding lives only in the size (not in BASE) so no two padding classes ever compete.
export type ButtonSize = 'sm' | 'md' | 'lg';

const BASE =
  'inline-flex min-h-target min-w-target items-center justify-center gap-2 rounded-control border-2 text-base font-semibold leading-tight text-center no-underline cursor-pointer transition-colors motion-reduce:transition-none disabled:cursor-not-allowed disabled:opacity-60';

const VARIANTS: Record<ButtonVariant, string> = {
  primary:
    'border-primary bg-primary text-on-primary hover:border-primary-hover hover:bg-primary-hover',
  secondary: 'border-primary bg-surface text-primary hover:bg-primary-soft',
  outline: 'border-border-strong bg-transparent text-ink hover:bg-surface-muted',
  ghost:
    'border-transparent bg-transparent text-ink hover:bg-primary-soft aria-pressed:bg-primary aria-pressed:text-on-primary',
  destructive: 'border-danger bg-danger text-on-danger hover:opacity-90',
  inverse: 'border-on-primary bg-transparent text-on-primary hover:bg-primary-hover',
};

const SIZES: Record<ButtonSize, string> = {
  sm: 'px-3 py-2',
  md: 'px-5 py-2',
  lg: 'px-7 py-3 text-lg',
};

export function buttonClassName(
  variant: ButtonVariant = 'primary',
  extra?: string,
  size: ButtonSize = 'md',
): string {
  return cx(BASE, VARIANTS[variant], SIZES[size], extra);
}

// With its ref (React 19 passes it as a prop), so a caller can give the focus back to a button.
export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

// type="button" by default: a button only submits a form when it says so.
export function Button({
  variant = 'primary',
  size = 'md',
  type = 'button',
  className,
  ...rest
}: ButtonProps) {
  return <button type={type} className={buttonClassName(variant, className, size)} {...rest} />;
}
