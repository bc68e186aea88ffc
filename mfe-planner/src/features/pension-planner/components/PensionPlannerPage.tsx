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
import { LinkButton, cx } from '@ageless/ui';
import { useCalculatorLanguage } from '../../../hooks/use-calculator-language';
import { useAnalyzeDe, useAnalyzeUs } from '../api/pension-analysis';
import { useFocusOnResult } from '../../../hooks/use-focus-on-result';
import { CalculationError } from '../../../components/CalculationError';
import { CalculatorCard, CalculatorLayout } from '../../../components/CalculatorLayout';
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
      <CalculatorCard className="flex flex-col gap-6">
        {/* min-w-0: a fieldset is never narrower than its longest word by default, which pushed
            the German page 20 px past a 320 px phone with the largest text (issue 27). */}
        <fieldset className="flex min-w-0 flex-col gap-2">
          <legend className="mb-2 text-lg font-bold sm:text-xl">{t('pension.system')}</legend>
          <div className="flex flex-col gap-2 sm:flex-row">
            {(['us', 'de'] as const).map((option) => (
              // Text flows beside the radio and, when a word does not fit there, under it: on a
              // phone with the largest text "Deutschland:" gets the label's whole width.
              <label
                key={option}
                className={cx(
                  'block min-h-target flex-1 cursor-pointer rounded-control border-2 px-3 py-2 sm:px-4',
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
                  className="me-3 size-6 align-middle accent-primary"
                />
                {t(`pension.${option}`)}
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
      </CalculatorCard>

      {current.error && <CalculationError error={current.error} />}

      {result && (
        <CalculatorCard className="flex flex-col gap-6">
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
        </CalculatorCard>
      )}
    </CalculatorLayout>
  );
}
