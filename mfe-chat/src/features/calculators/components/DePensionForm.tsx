import { useState, type FormEvent } from 'react';
import { type AnalyzeDeRequest, DE_LIMITS } from '@ageless/contracts';
import { Button } from '@ageless/ui';
import { useCalculatorLanguage } from '../hooks/use-calculator-language';
import { useNumberFields } from '../hooks/use-number-fields';
import { AgeSelect } from './AgeSelect';
import { NumberField } from './NumberField';

export interface DePensionFormProps {
  pending: boolean;
  onSubmit: (request: AnalyzeDeRequest) => void;
}

export function DePensionForm({ pending, onSubmit }: DePensionFormProps) {
  const { t } = useCalculatorLanguage();
  const [startAge, setStartAge] = useState('');
  const { read, bind } = useNumberFields({
    entgeltpunkte: {
      rule: { min: 0.0001, max: DE_LIMITS.maxEntgeltpunkte },
      name: t('pension.deForm.entgeltpunkteField'),
    },
    birthYear: {
      rule: { min: DE_LIMITS.minBirthYear, max: new Date().getFullYear(), integer: true },
      name: t('pension.deForm.birthYearField'),
    },
    target: {
      rule: { min: 0, max: DE_LIMITS.maxTargetEuros, required: false },
      name: t('pension.deForm.targetField'),
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const values = read(['entgeltpunkte', 'birthYear', 'target']);
    if (!values) return;
    onSubmit({
      entgeltpunkte: values.entgeltpunkte!,
      birthYear: values.birthYear!,
      ...(startAge ? { startAge: Number(startAge) } : {}),
      ...(values.target !== undefined ? { targetMonthlyIncome: values.target } : {}),
    });
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      <NumberField
        {...bind('entgeltpunkte')}
        label={t('pension.deForm.entgeltpunkte')}
        hint={t('pension.deForm.entgeltpunkteHint')}
      />
      <NumberField
        {...bind('birthYear')}
        label={t('pension.deForm.birthYear')}
        inputMode="numeric"
      />
      <AgeSelect
        label={t('pension.deForm.startAge')}
        emptyLabel={t('pension.deForm.atRegelaltersgrenze')}
        min={DE_LIMITS.earliestStartAge}
        max={DE_LIMITS.latestStartAge}
        value={startAge}
        onChange={setStartAge}
      />
      <NumberField {...bind('target')} label={`${t('pension.deForm.target')} ${t('optional')}`} />
      <Button type="submit" size="lg" disabled={pending} className="self-start">
        {pending ? t('calculating') : t('calculate')}
      </Button>
    </form>
  );
}
