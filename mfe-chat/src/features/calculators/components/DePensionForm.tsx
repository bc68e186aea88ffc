import { useId, useRef, useState, type FormEvent } from 'react';
import { type AnalyzeDeRequest, DE_LIMITS } from '@ageless/contracts';
import { Button, Label, Select } from '@ageless/ui';
import { useChatLanguage } from '../../chat/hooks/use-chat-language';
import { useProblemText } from '../hooks/use-problem-text';
import { type NumberRule, readFields } from '../lib/validation';
import { NumberField } from './NumberField';

const START_AGES = Array.from(
  { length: DE_LIMITS.latestStartAge - DE_LIMITS.earliestStartAge + 1 },
  (_, index) => DE_LIMITS.earliestStartAge + index,
);

type Field = 'entgeltpunkte' | 'birthYear' | 'target';

export interface DePensionFormProps {
  pending: boolean;
  onSubmit: (request: AnalyzeDeRequest) => void;
}

export function DePensionForm({ pending, onSubmit }: DePensionFormProps) {
  const { t } = useChatLanguage();
  const problemText = useProblemText();
  const startAgeId = useId();
  const [texts, setTexts] = useState<Record<Field, string>>({
    entgeltpunkte: '',
    birthYear: '',
    target: '',
  });
  const [startAge, setStartAge] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const inputs = {
    entgeltpunkte: useRef<HTMLInputElement>(null),
    birthYear: useRef<HTMLInputElement>(null),
    target: useRef<HTMLInputElement>(null),
  };
  const rules: Record<Field, NumberRule> = {
    entgeltpunkte: { min: 0.0001, max: DE_LIMITS.maxEntgeltpunkte },
    birthYear: { min: DE_LIMITS.minBirthYear, max: new Date().getFullYear(), integer: true },
    target: { min: 0, max: DE_LIMITS.maxTargetEuros, required: false },
  };
  const names: Record<Field, string> = {
    entgeltpunkte: t('calculators.pension.deForm.entgeltpunkteField'),
    birthYear: t('calculators.pension.deForm.birthYearField'),
    target: t('calculators.pension.deForm.targetField'),
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { values, problems } = readFields({
      entgeltpunkte: { text: texts.entgeltpunkte, rule: rules.entgeltpunkte },
      birthYear: { text: texts.birthYear, rule: rules.birthYear },
      target: { text: texts.target, rule: rules.target },
    });
    setErrors(
      Object.fromEntries(
        problems.map(([field, problem]) => [
          field,
          problemText(problem, names[field], rules[field]),
        ]),
      ),
    );
    const first = problems[0];
    if (first) {
      inputs[first[0]].current?.focus();
      return;
    }
    onSubmit({
      entgeltpunkte: values.entgeltpunkte!,
      birthYear: values.birthYear!,
      ...(startAge ? { startAge: Number(startAge) } : {}),
      ...(values.target !== undefined ? { targetMonthlyIncome: values.target } : {}),
    });
  };

  const field = (name: Field, label: string, inputMode: 'decimal' | 'numeric', hint?: string) => (
    <NumberField
      ref={inputs[name]}
      name={name}
      label={label}
      hint={hint}
      value={texts[name]}
      onChange={(value) => setTexts((current) => ({ ...current, [name]: value }))}
      error={errors[name]}
      inputMode={inputMode}
    />
  );

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      {field(
        'entgeltpunkte',
        t('calculators.pension.deForm.entgeltpunkte'),
        'decimal',
        t('calculators.pension.deForm.entgeltpunkteHint'),
      )}
      {field('birthYear', t('calculators.pension.deForm.birthYear'), 'numeric')}
      <div className="flex flex-col gap-1">
        <Label htmlFor={startAgeId}>{t('calculators.pension.deForm.startAge')}</Label>
        <Select
          id={startAgeId}
          value={startAge}
          onChange={(event) => setStartAge(event.target.value)}
          className="max-w-md"
        >
          <option value="">{t('calculators.pension.deForm.atRegelaltersgrenze')}</option>
          {START_AGES.map((age) => (
            <option key={age} value={age}>
              {age}
            </option>
          ))}
        </Select>
      </div>
      {field(
        'target',
        `${t('calculators.pension.deForm.target')} ${t('calculators.optional')}`,
        'decimal',
      )}
      <Button type="submit" size="lg" disabled={pending} className="self-start">
        {pending ? t('calculators.calculating') : t('calculators.calculate')}
      </Button>
    </form>
  );
}
