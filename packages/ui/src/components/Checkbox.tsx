import { useId, type ReactNode } from 'react';
import * as CheckboxPrimitive from '@radix-ui/react-checkbox';
import { cx } from '../lib/cx.js';

export type CheckboxProps = CheckboxPrimitive.CheckboxProps;

/**
 * Radix checkbox (role=checkbox); label it with CheckboxField or aria-label(ledby). The control is a
 * 44 px target (issue 20: older hands) around a smaller visible box.
 */
export function Checkbox({ className, ...rest }: CheckboxProps) {
  return (
    <CheckboxPrimitive.Root
      className={cx(
        'group inline-flex size-target shrink-0 cursor-pointer items-center justify-center rounded-control disabled:cursor-not-allowed disabled:opacity-60',
        className,
      )}
      {...rest}
    >
      <span
        aria-hidden="true"
        className="inline-flex size-8 items-center justify-center rounded-md border-2 border-border-strong bg-surface text-on-primary group-data-[state=checked]:border-primary group-data-[state=checked]:bg-primary"
      >
        <CheckboxPrimitive.Indicator>
          <svg viewBox="0 0 24 24" className="size-6" aria-hidden="true" focusable="false">
            <path
              d="M5 12.5l4.5 4.5L19 7.5"
              fill="none"
              stroke="currentColor"
              strokeWidth="3"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </CheckboxPrimitive.Indicator>
      </span>
    </CheckboxPrimitive.Root>
  );
}

export interface CheckboxFieldProps extends Omit<CheckboxProps, 'children'> {
  label: ReactNode;
  /** Optional help text under the label, linked with aria-describedby. */
  description?: ReactNode;
}

/** A checkbox with its label; the whole row (at least 44 px high) toggles it. */
export function CheckboxField({ label, description, id, className, ...rest }: CheckboxFieldProps) {
  const generated = useId();
  const checkboxId = id ?? generated;
  const descriptionId = description ? `${checkboxId}-description` : undefined;
  return (
    <div className={cx('flex min-h-target items-center gap-2', className)}>
      <Checkbox id={checkboxId} aria-describedby={descriptionId} {...rest} />
      <div className="flex flex-col py-1">
        <label htmlFor={checkboxId} className="cursor-pointer text-base text-ink">
          {label}
        </label>
        {description ? (
          <span id={descriptionId} className="text-sm text-ink-muted">
            {description}
          </span>
        ) : null}
      </div>
    </div>
  );
}
