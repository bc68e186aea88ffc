import { useEffect, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  type AnalyzeDeResponse,
  type AnalyzeUsResponse,
  type PlannerInputs,
  plannerGuidePrompt,
  plannerSearchParams,
  readPlannerSearchParams,
} from '@ageless/contracts';
import { Card, LinkButton, cx } from '@ageless/ui';
import { useCalculatorLanguage } from '../../../hooks/use-calculator-language';
import { useAnalyzeDe, useAnalyzeUs } from '../api/pension-analysis';
import { useFocusOnResult } from '../../../hooks/use-focus-on-result';
import { CalculationError } from '../../../components/CalculationError';
import { CalculatorLayout } from '../../../components/CalculatorLayout';
import { DePensionForm } from './DePensionForm';
import { DePensionResult } from './DePensionResult';
import { ShareResult } from './ShareResult';
import { UsPensionForm } from './UsPensionForm';
import { UsPensionResult } from './UsPensionResult';

type PensionSystem = PlannerInputs['system'];

const isSystem = (value: string | null): value is PensionSystem => value === 'us' || value === 'de';

/**
 * `/pension-planner`: US Social Security claiming ages, or the German statutory pension and gap. The
 * inputs live in the URL (?system=de&ep=38.5&born=1964…): a shared link opens with the same result.
 */
export function PensionPlannerPage() {
  const { t, language } = useCalculatorLanguage();
  const [searchParams, setSearchParams] = useSearchParams();
  // Read once: later changes to the URL come from this page.
  const [linked] = useState(() => readPlannerSearchParams(searchParams));
  const requested = searchParams.get('system');
  const [system, setSystem] = useState<PensionSystem>(
    linked?.system ?? (isSystem(requested) ? requested : language === 'de' ? 'de' : 'us'),
  );
  const us = useAnalyzeUs();
  const de = useAnalyzeDe();
  const [lastInputs, setLastInputs] = useState<PlannerInputs | null>(null);
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const groupName = useId();
  const current = system === 'us' ? us : de;
  const result: AnalyzeUsResponse | AnalyzeDeResponse | undefined = current.data;
  useFocusOnResult(result, resultHeading);

  const calculate = (inputs: PlannerInputs, updateUrl = true) => {
    setLastInputs(inputs);
    if (updateUrl) setSearchParams(plannerSearchParams(inputs));
    if (inputs.system === 'us') us.mutate({ request: inputs.request, language });
    else de.mutate({ request: inputs.request, language });
  };

  // A shared link shows its result straight away.
  const shown = useRef(false);
  useEffect(() => {
    if (linked && !shown.current) {
      shown.current = true;
      calculate(linked, false);
    }
  });

  const choose = (next: PensionSystem) => {
    setSystem(next);
    setLastInputs(null);
    setSearchParams({ system: next }, { replace: true });
    us.reset();
    de.reset();
  };

  return (
    <CalculatorLayout title={t('pension.title')} intro={t('pension.intro')}>
      <Card className="flex flex-col gap-6">
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-xl font-bold">{t('pension.system')}</legend>
          <div className="flex flex-col gap-2 sm:flex-row">
            {(['us', 'de'] as const).map((option) => (
              <label
                key={option}
                className={cx(
                  'flex min-h-target flex-1 cursor-pointer items-center gap-3 rounded-control border-2 px-4 py-2',
                  system === option
                    ? 'border-primary bg-primary-soft font-semibold'
                    : 'border-border-strong bg-surface',
                )}
              >
                <input
                  type="radio"
                  name={groupName}
                  value={option}
                  checked={system === option}
                  onChange={() => choose(option)}
                  className="size-6 accent-primary"
                />
                {/* min-w-0: a long word may wrap instead of pushing the label past a 320 px phone. */}
                <span className="min-w-0">{t(`pension.${option}`)}</span>
              </label>
            ))}
          </div>
        </fieldset>
        {system === 'us' ? (
          <UsPensionForm
            key="us"
            pending={us.isPending}
            initial={linked?.system === 'us' ? linked.request : undefined}
            onSubmit={(request) => calculate({ system: 'us', request })}
          />
        ) : (
          <DePensionForm
            key="de"
            pending={de.isPending}
            initial={linked?.system === 'de' ? linked.request : undefined}
            onSubmit={(request) => calculate({ system: 'de', request })}
          />
        )}
      </Card>

      {current.error && <CalculationError error={current.error} />}

      {result && (
        <Card className="flex flex-col gap-6">
          <h2 ref={resultHeading} tabIndex={-1} className="text-2xl">
            {t('resultsTitle')}
          </h2>
          {result.country === 'US' ? (
            <UsPensionResult result={result} />
          ) : (
            <DePensionResult result={result} />
          )}
          {lastInputs && (
            <>
              <ShareResult inputs={lastInputs} />
              <LinkButton
                variant="secondary"
                className="self-start"
                to={`/chat?prompt=${encodeURIComponent(plannerGuidePrompt(lastInputs, language))}`}
              >
                {t('askGuide')}
              </LinkButton>
            </>
          )}
        </Card>
      )}
    </CalculatorLayout>
  );
}
