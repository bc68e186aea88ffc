import { useId } from 'react';
import { Label, Select } from '@ageless/ui';

export interface AgeSelectProps {
  label: string;
  /** The first option, meaning "no age chosen". */
  emptyLabel: string;
  min: number;
  max: number;
  value: string;
  onChange: (value: string) => void;
}

/** A choice of whole ages from `min` to `max`, or none. */
export function AgeSelect({ label, emptyLabel, min, max, value, onChange }: AgeSelectProps) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <Label htmlFor={id}>{label}</Label>
      <Select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="max-w-md"
      >
        <option value="">{emptyLabel}</option>
        {Array.from({ length: max - min + 1 }, (_, index) => min + index).map((age) => (
          <option key={age} value={age}>
            {age}
          </option>
        ))}
      </Select>
    </div>
  );
}
