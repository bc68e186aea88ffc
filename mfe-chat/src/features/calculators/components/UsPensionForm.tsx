import { useId, useRef, useState, type FormEvent } from 'react';
import { type AnalyzeUsRequest, US_CLAIM_AGE, US_LIMITS } from '@ageless/contracts';
import { Button, CheckboxField, Label, Select } from '@ageless/ui';
import { useChatLanguage } from '../../chat/hooks/use-chat-language';
import { useProblemText } from '../hooks/use-problem-text';
import { type NumberRule, readFields } from '../lib/validation';
import { NumberField } from './NumberField';

const CLAIM_AGES = Array.from(
  { length: US_CLAIM_AGE.max - US_CLAIM_AGE.min + 1 },
  (_, index) => US_CLAIM_AGE.min + index,
);

type Field = 'pia' | 'birthYear' | 'spouseBirthYear' | 'spousePia';

export interface UsPensionFormProps {
  pending: boolean;
  onSubmit: (request: AnalyzeUsRequest) => void;
}

export function UsPensionForm({ pending, onSubmit }: UsPensionFormProps) {
  const { t } = useChatLanguage();
  const problemText = useProblemText();
  const [texts, setTexts] = useState<Record<Field, string>>({
    pia: '',
    birthYear: '',
    spouseBirthYear: '',
    spousePia: '',
  });
  const claimAgeId = useId();
  const [claimAge, setClaimAge] = useState('');
  const [withSpouse, setWithSpouse] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const inputs = {
    pia: useRef<HTMLInputElement>(null),
    birthYear: useRef<HTMLInputElement>(null),
    spouseBirthYear: useRef<HTMLInputElement>(null),
    spousePia: useRef<HTMLInputElement>(null),
  };

  const thisYear = new Date().getFullYear();
  const birthYearRule: NumberRule = { min: US_LIMITS.minBirthYear, max: thisYear, integer: true };
  const rules: Record<Field, NumberRule> = {
    pia: { min: 0.01, max: US_LIMITS.maxPiaDollars },
    birthYear: birthYearRule,
    spouseBirthYear: birthYearRule,
    spousePia: { min: 0, max: US_LIMITS.maxPiaDollars, required: false },
  };
  const names: Record<Field, string> = {
    pia: t('calculators.pension.usForm.piaField'),
    birthYear: t('calculators.pension.usForm.birthYearField'),
    spouseBirthYear: t('calculators.pension.usForm.spouseBirthYearField'),
    spousePia: t('calculators.pension.usForm.spousePiaField'),
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const fields: Field[] = withSpouse
      ? ['pia', 'birthYear', 'spouseBirthYear', 'spousePia']
      : ['pia', 'birthYear'];
    const { values, problems } = readFields(
      Object.fromEntries(
        fields.map((field) => [field, { text: texts[field], rule: rules[field] }]),
      ),
    );
    setErrors(
      Object.fromEntries(
        problems.map(([field, problem]) => [
          field,
          problemText(problem, names[field as Field], rules[field as Field]),
        ]),
      ),
    );
    const first = problems[0];
    if (first) {
      inputs[first[0] as Field].current?.focus();
      return;
    }
    onSubmit({
      pia: values.pia!,
      birthYear: values.birthYear!,
      ...(claimAge ? { claimAge: Number(claimAge) } : {}),
      ...(withSpouse
        ? { spouse: { birthYear: values.spouseBirthYear!, pia: values.spousePia ?? 0 } }
        : {}),
    });
  };

  const field = (name: Field, inputMode: 'decimal' | 'numeric', hint?: string) => (
    <NumberField
      ref={inputs[name]}
      name={name}
      label={t(`calculators.pension.usForm.${name}`)}
      hint={hint}
      value={texts[name]}
      onChange={(value) => setTexts((current) => ({ ...current, [name]: value }))}
      error={errors[name]}
      inputMode={inputMode}
    />
  );

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      {field('pia', 'decimal', t('calculators.pension.usForm.piaHint'))}
      {field('birthYear', 'numeric', t('calculators.pension.usForm.birthYearHint'))}
      <div className="flex flex-col gap-1">
        <Label htmlFor={claimAgeId}>{t('calculators.pension.usForm.claimAge')}</Label>
        <Select
          id={claimAgeId}
          value={claimAge}
          onChange={(event) => setClaimAge(event.target.value)}
          className="max-w-xs"
        >
          <option value="">{t('calculators.pension.usForm.undecided')}</option>
          {CLAIM_AGES.map((age) => (
            <option key={age} value={age}>
              {age}
            </option>
          ))}
        </Select>
      </div>
      <CheckboxField
        checked={withSpouse}
        onCheckedChange={(checked) => setWithSpouse(checked === true)}
        label={t('calculators.pension.usForm.spouse')}
      />
      {withSpouse && (
        <div className="flex flex-col gap-5 border-l-4 border-primary-soft pl-4">
          {field('spouseBirthYear', 'numeric')}
          {field('spousePia', 'decimal')}
        </div>
      )}
      <Button type="submit" size="lg" disabled={pending} className="self-start">
        {pending ? t('calculators.calculating') : t('calculators.calculate')}
      </Button>
    </form>
  );
}
