import { useState, type FormEvent } from 'react';
import { type AnalyzeUsRequest, US_CLAIM_AGE, US_LIMITS } from '@ageless/contracts';
import { Button, CheckboxField } from '@ageless/ui';
import { useCalculatorLanguage } from '../hooks/use-calculator-language';
import { useNumberFields } from '../hooks/use-number-fields';
import { AgeSelect } from './AgeSelect';
import { NumberField } from './NumberField';

export interface UsPensionFormProps {
  pending: boolean;
  onSubmit: (request: AnalyzeUsRequest) => void;
}

export function UsPensionForm({ pending, onSubmit }: UsPensionFormProps) {
  const { t } = useCalculatorLanguage();
  const [claimAge, setClaimAge] = useState('');
  const [withSpouse, setWithSpouse] = useState(false);
  const birthYear = { min: US_LIMITS.minBirthYear, max: new Date().getFullYear(), integer: true };
  const { read, bind } = useNumberFields({
    pia: {
      rule: { min: 0.01, max: US_LIMITS.maxPiaDollars },
      name: t('pension.usForm.piaField'),
    },
    birthYear: { rule: birthYear, name: t('pension.usForm.birthYearField') },
    spouseBirthYear: {
      rule: birthYear,
      name: t('pension.usForm.spouseBirthYearField'),
    },
    spousePia: {
      rule: { min: 0, max: US_LIMITS.maxPiaDollars, required: false },
      name: t('pension.usForm.spousePiaField'),
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const values = read(
      withSpouse ? ['pia', 'birthYear', 'spouseBirthYear', 'spousePia'] : ['pia', 'birthYear'],
    );
    if (!values) return;
    onSubmit({
      pia: values.pia!,
      birthYear: values.birthYear!,
      ...(claimAge ? { claimAge: Number(claimAge) } : {}),
      ...(withSpouse
        ? { spouse: { birthYear: values.spouseBirthYear!, pia: values.spousePia ?? 0 } }
        : {}),
    });
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      <NumberField
        {...bind('pia')}
        label={t('pension.usForm.pia')}
        hint={t('pension.usForm.piaHint')}
      />
      <NumberField
        {...bind('birthYear')}
        label={t('pension.usForm.birthYear')}
        hint={t('pension.usForm.birthYearHint')}
        inputMode="numeric"
      />
      <AgeSelect
        label={t('pension.usForm.claimAge')}
        emptyLabel={t('pension.usForm.undecided')}
        min={US_CLAIM_AGE.min}
        max={US_CLAIM_AGE.max}
        value={claimAge}
        onChange={setClaimAge}
      />
      <CheckboxField
        checked={withSpouse}
        onCheckedChange={(checked) => setWithSpouse(checked === true)}
        label={t('pension.usForm.spouse')}
      />
      {withSpouse && (
        <div className="flex flex-col gap-5 border-l-4 border-primary-soft pl-4">
          <NumberField
            {...bind('spouseBirthYear')}
            label={t('pension.usForm.spouseBirthYear')}
            inputMode="numeric"
          />
          <NumberField {...bind('spousePia')} label={t('pension.usForm.spousePia')} />
        </div>
      )}
      <Button type="submit" size="lg" disabled={pending} className="self-start">
        {pending ? t('calculating') : t('calculate')}
      </Button>
    </form>
  );
}
