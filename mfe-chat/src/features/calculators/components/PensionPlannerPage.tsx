import { useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type {
  AnalyzeDeRequest,
  AnalyzeDeResponse,
  AnalyzeUsRequest,
  AnalyzeUsResponse,
} from '@ageless/contracts';
import { Card, LinkButton, cx } from '@ageless/ui';
import { useCalculatorLanguage } from '../hooks/use-calculator-language';
import { useAnalyzeDe, useAnalyzeUs } from '../api/calculators';
import { useFocusOnResult } from '../hooks/use-focus-on-result';
import { CalculationError } from './CalculationError';
import { CalculatorLayout } from './CalculatorLayout';
import { DePensionForm } from './DePensionForm';
import { DePensionResult } from './DePensionResult';
import { UsPensionForm } from './UsPensionForm';
import { UsPensionResult } from './UsPensionResult';

type PensionSystem = 'us' | 'de';

const isSystem = (value: string | null): value is PensionSystem => value === 'us' || value === 'de';

/** The question the guide gets when someone wants to talk their result through. */
function guidePrompt(
  language: 'en' | 'de',
  request: AnalyzeUsRequest | AnalyzeDeRequest,
  system: PensionSystem,
): string {
  if (system === 'us') {
    const us = request as AnalyzeUsRequest;
    return language === 'de'
      ? `Mein PIA ist ${us.pia} Dollar, Geburtsjahr ${us.birthYear}. Wann sollte ich Social Security beantragen?`
      : `My PIA is ${us.pia} dollars, born ${us.birthYear}. When should I claim Social Security?`;
  }
  const de = request as AnalyzeDeRequest;
  return language === 'de'
    ? `Ich habe ${de.entgeltpunkte} Entgeltpunkte, Jahrgang ${de.birthYear}. Wie schließe ich meine Rentenlücke?`
    : `I have ${de.entgeltpunkte} Entgeltpunkte, born ${de.birthYear}. How can I close my pension gap?`;
}

/** `/pension-planner`: US Social Security claiming ages, or the German statutory pension and gap. */
export function PensionPlannerPage() {
  const { t, language } = useCalculatorLanguage();
  const [searchParams] = useSearchParams();
  const requested = searchParams.get('system');
  const [system, setSystem] = useState<PensionSystem>(
    isSystem(requested) ? requested : language === 'de' ? 'de' : 'us',
  );
  const us = useAnalyzeUs();
  const de = useAnalyzeDe();
  const [lastRequest, setLastRequest] = useState<AnalyzeUsRequest | AnalyzeDeRequest | null>(null);
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const groupName = useId();
  const current = system === 'us' ? us : de;
  const result: AnalyzeUsResponse | AnalyzeDeResponse | undefined = current.data;
  useFocusOnResult(result, resultHeading);

  const choose = (next: PensionSystem) => {
    setSystem(next);
    setLastRequest(null);
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
                {t(`pension.${option}`)}
              </label>
            ))}
          </div>
        </fieldset>
        {system === 'us' ? (
          <UsPensionForm
            key="us"
            pending={us.isPending}
            onSubmit={(request) => {
              setLastRequest(request);
              us.mutate({ request, language });
            }}
          />
        ) : (
          <DePensionForm
            key="de"
            pending={de.isPending}
            onSubmit={(request) => {
              setLastRequest(request);
              de.mutate({ request, language });
            }}
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
          {lastRequest && (
            <LinkButton
              variant="secondary"
              className="self-start"
              to={`/chat?prompt=${encodeURIComponent(guidePrompt(language, lastRequest, system))}`}
            >
              {t('askGuide')}
            </LinkButton>
          )}
        </Card>
      )}
    </CalculatorLayout>
  );
}
