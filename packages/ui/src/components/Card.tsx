import { type HTMLAttributes } from 'react';
import { cx } from '../lib/cx.js';

type DivProps = HTMLAttributes<HTMLDivElement>;

export function Card({ className, ...rest }: DivProps) {
  return (
    <div
      className={cx(
        'rounded-card border border-border bg-surface p-5 text-ink shadow-card sm:p-6',
        className,
      )}
      {...rest}
    />
  );
}

export function CardHeader({ className, ...rest }: DivProps) {
  return <div className={cx('mb-4 flex flex-col gap-2', className)} {...rest} />;
}

export interface CardTitleProps extends HTMLAttributes<HTMLHeadingElement> {
  /** The heading level that fits the page outline; the look stays the same. */
  as?: 'h2' | 'h3' | 'h4';
}

export function CardTitle({ as: Heading = 'h3', className, ...rest }: CardTitleProps) {
  return <Heading className={cx('text-xl font-bold text-ink', className)} {...rest} />;
}

export function CardDescription({ className, ...rest }: HTMLAttributes<HTMLParagraphElement>) {
  return <p className={cx('text-ink-muted', className)} {...rest} />;
}

export function CardContent({ className, ...rest }: DivProps) {
  return <div className={cx('flex flex-col gap-3', className)} {...rest} />;
}

export function CardFooter({ className, ...rest }: DivProps) {
  return <div className={cx('flex flex-wrap items-center gap-3', className)} {...rest} />;
}
