import { useId, type Ref } from 'react';
import { Input, Label } from '@ageless/ui';

export interface NumberFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: string;
  error?: string | null | undefined;
  /** Text fields keep what people type ("1.800,50"); the keyboard still offers digits. */
  inputMode?: 'decimal' | 'numeric';
  ref?: Ref<HTMLInputElement>;
  name: string;
}

export function NumberField({
  label,
  value,
  onChange,
  hint,
  error,
  inputMode = 'decimal',
  ref,
  name,
}: NumberFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className="flex flex-col gap-1">
      <Label htmlFor={id}>{label}</Label>
      {hint && (
        <p id={hintId} className="text-ink-muted">
          {hint}
        </p>
      )}
      <Input
        ref={ref}
        id={id}
        name={name}
        type="text"
        inputMode={inputMode}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className="max-w-xs"
      />
      {error && (
        <p id={errorId} className="font-semibold text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
