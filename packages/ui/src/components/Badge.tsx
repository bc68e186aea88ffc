import { type HTMLAttributes } from 'react';
import { cx } from '../lib/cx.js';

// Spec §9: default, secondary, destructive, outline; plus tones for match types (§4 colours).
export type BadgeVariant =
  'default' | 'secondary' | 'destructive' | 'outline' | 'success' | 'warning' | 'info';

const VARIANTS: Record<BadgeVariant, string> = {
  default: 'border-primary bg-primary text-on-primary',
  secondary: 'border-surface-muted bg-surface-muted text-ink',
  destructive: 'border-danger bg-danger text-on-danger',
  outline: 'border-border-strong bg-transparent text-ink',
  success: 'border-success bg-success-soft text-success',
  warning: 'border-warning bg-warning-soft text-warning',
  info: 'border-info bg-info-soft text-info',
};

export function badgeClassName(variant: BadgeVariant = 'default', extra?: string): string {
  return cx(
    'inline-flex items-center gap-1 rounded-full border px-3 py-0.5 text-sm font-semibold leading-normal whitespace-nowrap',
    VARIANTS[variant],
    extra,
  );
}

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  variant?: BadgeVariant;
}

export function Badge({ variant = 'default', className, ...rest }: BadgeProps) {
  return <span className={badgeClassName(variant, className)} {...rest} />;
}
