import { useId, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckboxField, Input, Label, Textarea } from '@ageless/ui';

export function Group({
  legend,
  hint,
  children,
  columns = false,
}: {
  legend: string;
  hint?: string;
  children: ReactNode;
  columns?: boolean;
}) {
  const hintId = useId();
  return (
    <fieldset className="flex flex-col gap-1" aria-describedby={hint ? hintId : undefined}>
      <legend className="mb-1 text-lg font-bold">{legend}</legend>
      {hint ? (
        <p id={hintId} className="mb-2 text-ink-muted">
          {hint}
        </p>
      ) : null}
      <div
        className={
          columns ? 'grid grid-cols-1 gap-x-6 sm:grid-cols-2 lg:grid-cols-3' : 'flex flex-col'
        }
      >
        {children}
      </div>
    </fieldset>
  );
}

export function Toggle({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <CheckboxField label={label} checked={checked} onCheckedChange={(v) => onChange(v === true)} />
  );
}

export function TextField({
  label,
  hint,
  value,
  onChange,
  multiline = false,
  status,
  type = 'text',
  autoComplete,
  error,
  inputRef,
  maxLength,
}: {
  label: string;
  hint?: string;
  value: string;
  onChange: (value: string) => void;
  multiline?: boolean;
  /** Said under the field as it changes (a live region), e.g. how a place was read. */
  status?: ReactNode;
  type?: 'text' | 'email';
  autoComplete?: string;
  /** What is wrong with the value, shown under the field and read with it. */
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
  maxLength?: number;
}) {
  const { t } = useTranslation('onboarding');
  const id = useId();
  const hintId = `${id}-hint`;
  const statusId = `${id}-status`;
  const errorId = `${id}-error`;
  const describedBy = [
    error ? errorId : '',
    hint ? hintId : '',
    status !== undefined ? statusId : '',
  ].filter(Boolean);
  const common = {
    id,
    value,
    'aria-describedby': describedBy.length > 0 ? describedBy.join(' ') : undefined,
    'aria-invalid': error ? true : undefined,
    maxLength,
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
  };
  return (
    <div className="flex flex-col gap-1">
      <Label htmlFor={id}>
        {label} <span className="font-normal text-ink-muted">{t('optional')}</span>
      </Label>
      {hint ? (
        <p id={hintId} className="text-ink-muted">
          {hint}
        </p>
      ) : null}
      {multiline ? (
        <Textarea rows={3} {...common} />
      ) : (
        <Input ref={inputRef} type={type} autoComplete={autoComplete} {...common} />
      )}
      {error ? (
        <p id={errorId} className="font-semibold text-danger">
          {error}
        </p>
      ) : null}
      {status !== undefined ? (
        <div id={statusId} role="status" aria-live="polite">
          {status}
        </div>
      ) : null}
    </div>
  );
}

/** Native radios (arrow keys move within the group); at least 44 px per row. */
export function RadioGroup<T extends string>({
  legend,
  name,
  options,
  value,
  labelOf,
  onChange,
}: {
  legend: string;
  name: string;
  options: readonly T[];
  value: T | '';
  labelOf: (option: T) => string;
  onChange: (value: T) => void;
}) {
  const id = useId();
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="mb-1 text-lg font-bold">{legend}</legend>
      {options.map((option) => (
        // The whole row is the label, so the 44 px row (not only the small circle) picks the option.
        <label key={option} className="flex min-h-target cursor-pointer items-center gap-3">
          <input
            type="radio"
            id={`${id}-${option}`}
            name={name}
            value={option}
            checked={value === option}
            onChange={() => onChange(option)}
            className="size-6 shrink-0 cursor-pointer accent-primary"
          />
          <span>{labelOf(option)}</span>
        </label>
      ))}
    </fieldset>
  );
}
