import { useState, type FormEvent } from 'react';
import { type AnalyzeDeRequest, DE_LIMITS } from '@ageless/contracts';
import { Button } from '@ageless/ui';
import { useCalculatorLanguage } from '../../../hooks/use-calculator-language';
import { useNumberFields } from '../../../hooks/use-number-fields';
import { AgeSelect } from './AgeSelect';
import { NumberField } from '../../../components/NumberField';

export interface DePensionFormProps {
  pending: boolean;
  onSubmit: (request: AnalyzeDeRequest) => void;
  /** Inputs to start from (a shared link). */
  initial?: AnalyzeDeRequest | undefined;
}

const text = (value: number | undefined) => (value === undefined ? undefined : String(value));

export function DePensionForm({ pending, onSubmit, initial }: DePensionFormProps) {
  const { t } = useCalculatorLanguage();
  const [startAge, setStartAge] = useState(text(initial?.startAge) ?? '');
  const optional = (label: string) => `${label} ${t('optional')}`;
  const { read, bind } = useNumberFields(
    {
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
      wartezeit: {
        rule: { min: 0, max: DE_LIMITS.maxWartezeitYears, required: false },
        name: t('pension.deForm.wartezeitField'),
      },
      children: {
        rule: { min: 0, max: DE_LIMITS.maxChildrenUnder25, required: false, integer: true },
        name: t('pension.deForm.childrenField'),
      },
      childrenUnder25: {
        rule: { min: 0, max: DE_LIMITS.maxChildrenUnder25, required: false, integer: true },
        name: t('pension.deForm.childrenUnder25Field'),
      },
      zusatzbeitrag: {
        rule: { min: 0, max: DE_LIMITS.maxZusatzbeitrag, required: false },
        name: t('pension.deForm.zusatzbeitragField'),
      },
    },
    {
      entgeltpunkte: text(initial?.entgeltpunkte),
      birthYear: text(
        initial?.birthYear ??
          (initial?.birthDate ? Number(initial.birthDate.slice(0, 4)) : undefined),
      ),
      target: text(initial?.targetMonthlyIncome),
      wartezeit: text(initial?.wartezeitYears),
      children: text(initial?.children),
      childrenUnder25: text(initial?.childrenUnder25),
      zusatzbeitrag: text(initial?.zusatzbeitrag),
    },
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const values = read([
      'entgeltpunkte',
      'birthYear',
      'target',
      'wartezeit',
      'children',
      'childrenUnder25',
      'zusatzbeitrag',
    ]);
    if (!values) return;
    // The net amount needs the number of children; without it the others that refine it are left out.
    const children = values.children;
    onSubmit({
      entgeltpunkte: values.entgeltpunkte!,
      birthYear: values.birthYear!,
      ...(startAge ? { startAge: Number(startAge) } : {}),
      ...(values.target !== undefined ? { targetMonthlyIncome: values.target } : {}),
      ...(values.wartezeit !== undefined ? { wartezeitYears: values.wartezeit } : {}),
      ...(children !== undefined ? { children } : {}),
      ...(children !== undefined && values.childrenUnder25 !== undefined
        ? { childrenUnder25: Math.min(values.childrenUnder25, children) }
        : {}),
      ...(children !== undefined && values.zusatzbeitrag !== undefined
        ? { zusatzbeitrag: values.zusatzbeitrag }
        : {}),
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
      <NumberField
        {...bind('wartezeit')}
        label={optional(t('pension.deForm.wartezeit'))}
        hint={t('pension.deForm.wartezeitHint')}
      />
      <NumberField {...bind('target')} label={optional(t('pension.deForm.target'))} />
      {/* min-w-0: a fieldset is otherwise as wide as its longest word ("Pflegeversicherung"). */}
      <fieldset className="flex min-w-0 flex-col gap-5">
        <legend className="mb-1 text-lg font-bold">{t('pension.deForm.netLegend')}</legend>
        <p className="text-ink-muted">{t('pension.deForm.netHint')}</p>
        <NumberField
          {...bind('children')}
          label={t('pension.deForm.children')}
          hint={t('pension.deForm.childrenHint')}
          inputMode="numeric"
        />
        <NumberField
          {...bind('childrenUnder25')}
          label={optional(t('pension.deForm.childrenUnder25'))}
          inputMode="numeric"
        />
        <NumberField
          {...bind('zusatzbeitrag')}
          label={optional(t('pension.deForm.zusatzbeitrag'))}
          hint={t('pension.deForm.zusatzbeitragHint')}
        />
      </fieldset>
      <Button type="submit" size="lg" disabled={pending} className="self-start">
        {pending ? t('calculating') : t('calculate')}
      </Button>
    </form>
  );
}
