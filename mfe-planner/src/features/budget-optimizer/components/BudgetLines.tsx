import { useId, type Ref } from 'react';
import { Button, Input, Label, Select } from '@ageless/ui';
import { useCalculatorLanguage } from '../../../hooks/use-calculator-language';

export interface BudgetLineDraft<C extends string> {
  id: number;
  category: C;
  amount: string;
  label: string;
}

export interface BudgetLinesProps<C extends string> {
  legend: string;
  categories: readonly C[];
  categoryLabel: (category: C) => string;
  lines: BudgetLineDraft<C>[];
  errors: Record<number, string>;
  onChange: (lines: BudgetLineDraft<C>[]) => void;
  addLabel: string;
  onAdd: () => void;
  amountRef: (id: number) => Ref<HTMLInputElement>;
}

/** One group of budget lines (incomes or expenses): category, monthly amount, optional note. */
export function BudgetLines<C extends string>({
  legend,
  categories,
  categoryLabel,
  lines,
  errors,
  onChange,
  addLabel,
  onAdd,
  amountRef,
}: BudgetLinesProps<C>) {
  const { t } = useCalculatorLanguage();
  const baseId = useId();
  const update = (id: number, patch: Partial<BudgetLineDraft<C>>) =>
    onChange(lines.map((line) => (line.id === id ? { ...line, ...patch } : line)));

  return (
    // min-w-0: a fieldset is otherwise as wide as its longest word and widens the page.
    <fieldset className="flex min-w-0 flex-col gap-4">
      <legend className="mb-2 text-xl font-bold">{legend}</legend>
      {lines.map((line, index) => {
        const id = `${baseId}-${line.id}`;
        const error = errors[line.id];
        return (
          // Three columns only where the category names fit whole ("Rente oder Pension" at 200 %
          // zoom too); the remove button has its own row so its long name never squeezes them.
          <div
            key={line.id}
            className="grid grid-cols-1 gap-3 rounded-card border border-border p-3 md:grid-cols-2 md:items-end xl:grid-cols-[minmax(15rem,1fr)_11rem_minmax(10rem,1fr)]"
          >
            <div className="flex flex-col gap-1">
              <Label htmlFor={`${id}-category`}>{t('budget.category')}</Label>
              <Select
                id={`${id}-category`}
                value={line.category}
                onChange={(event) => update(line.id, { category: event.target.value as C })}
              >
                {categories.map((category) => (
                  <option key={category} value={category}>
                    {categoryLabel(category)}
                  </option>
                ))}
              </Select>
            </div>
            <div className="flex flex-col gap-1">
              <Label htmlFor={`${id}-amount`}>{t('budget.amount')}</Label>
              <Input
                ref={amountRef(line.id)}
                id={`${id}-amount`}
                type="text"
                inputMode="decimal"
                autoComplete="off"
                value={line.amount}
                onChange={(event) => update(line.id, { amount: event.target.value })}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
              />
            </div>
            <div className="flex flex-col gap-1 md:col-span-2 xl:col-span-1">
              <Label htmlFor={`${id}-label`}>{t('budget.label')}</Label>
              <Input
                id={`${id}-label`}
                type="text"
                maxLength={100}
                value={line.label}
                onChange={(event) => update(line.id, { label: event.target.value })}
              />
            </div>
            <Button
              type="button"
              variant="ghost"
              className="max-w-full justify-self-start md:col-span-2 xl:col-span-3"
              onClick={() => onChange(lines.filter((other) => other.id !== line.id))}
            >
              {t('budget.removeNamed', {
                name: `${categoryLabel(line.category)} ${index + 1}`,
              })}
            </Button>
            {error && (
              <p id={`${id}-error`} className="col-span-full font-semibold text-danger">
                {error}
              </p>
            )}
          </div>
        );
      })}
      <Button type="button" variant="outline" className="self-start" onClick={onAdd}>
        {addLabel}
      </Button>
    </fieldset>
  );
}
