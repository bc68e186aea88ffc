import { useState, type FormEvent } from 'react';
import { type AnalyzeUsRequest, US_CLAIM_AGE, US_LIMITS } from '@ageless/contracts';
import { Button, CheckboxField } from '@ageless/ui';
import { useCalculatorLanguage } from '../../../hooks/use-calculator-language';
import { useNumberFields } from '../../../hooks/use-number-fields';
import { AgeSelect } from './AgeSelect';
import { NumberField } from '../../../components/NumberField';

export interface UsPensionFormProps {
  pending: boolean;
  onSubmit: (request: AnalyzeUsRequest) => void;
  /** Inputs to start from (a shared link). */
  initial?: AnalyzeUsRequest | undefined;
}

const yearOf = (birth: { birthDate?: string; birthYear?: number } | undefined) =>
  birth?.birthYear ?? (birth?.birthDate ? Number(birth.birthDate.slice(0, 4)) : undefined);
const text = (value: number | undefined) => (value === undefined ? undefined : String(value));

export function UsPensionForm({ pending, onSubmit, initial }: UsPensionFormProps) {
  const { t } = useCalculatorLanguage();
  const [claimAge, setClaimAge] = useState(text(initial?.claimAge) ?? '');
  const [spouseClaimAge, setSpouseClaimAge] = useState(text(initial?.spouse?.ownClaimAge) ?? '');
  const [withSpouse, setWithSpouse] = useState(initial?.spouse !== undefined);
  const [working, setWorking] = useState(initial?.work !== undefined);
  const birthYear = { min: US_LIMITS.minBirthYear, max: new Date().getFullYear(), integer: true };
  const { read, bind } = useNumberFields(
    {
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
      earnings: {
        rule: { min: 0, max: US_LIMITS.maxAnnualEarnings },
        name: t('pension.usForm.earningsField'),
      },
    },
    {
      pia: text(initial?.pia),
      birthYear: text(yearOf(initial)),
      spouseBirthYear: text(yearOf(initial?.spouse)),
      spousePia: text(initial?.spouse?.pia),
      earnings: text(initial?.work?.annualEarnings),
    },
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const values = read([
      'pia',
      'birthYear',
      ...(withSpouse ? (['spouseBirthYear', 'spousePia'] as const) : []),
      ...(working ? (['earnings'] as const) : []),
    ]);
    if (!values) return;
    onSubmit({
      pia: values.pia!,
      birthYear: values.birthYear!,
      ...(claimAge ? { claimAge: Number(claimAge) } : {}),
      ...(withSpouse
        ? {
            spouse: {
              birthYear: values.spouseBirthYear!,
              pia: values.spousePia ?? 0,
              ...(spouseClaimAge ? { ownClaimAge: Number(spouseClaimAge) } : {}),
            },
          }
        : {}),
      ...(working ? { work: { annualEarnings: values.earnings! } } : {}),
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
        checked={working}
        onCheckedChange={(checked) => setWorking(checked === true)}
        label={t('pension.usForm.working')}
      />
      {working && (
        <div className="flex flex-col gap-5 border-l-4 border-primary-soft pl-4">
          <NumberField
            {...bind('earnings')}
            label={t('pension.usForm.earnings')}
            hint={t('pension.usForm.earningsHint')}
          />
        </div>
      )}
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
          <AgeSelect
            label={t('pension.usForm.spouseClaimAge')}
            emptyLabel={t('pension.usForm.undecided')}
            min={US_CLAIM_AGE.min}
            max={US_CLAIM_AGE.max}
            value={spouseClaimAge}
            onChange={setSpouseClaimAge}
          />
        </div>
      )}
      <Button type="submit" size="lg" disabled={pending} className="self-start">
        {pending ? t('calculating') : t('calculate')}
      </Button>
    </form>
  );
}
