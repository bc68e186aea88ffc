import {
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ReferenceLine,
  ResponsiveContainer,
  XAxis,
  YAxis,
} from 'recharts';
import type { AnalyzeUsResponse, UsClaimOption } from '@ageless/contracts';
import { useCalculatorLanguage } from '../../../hooks/use-calculator-language';
import { useFormatAge } from '../hooks/use-format-age';
import { AXIS_TICK, CHART_COLOURS } from '../../../lib/chart-theme';
import { formatMoney } from '../../../lib/format';
import { ChartFigure } from '../../../components/ChartFigure';
import { DataTable } from '../../../components/DataTable';
import { FiguresUsed } from '../../../components/FiguresUsed';
import { ResultNotes } from '../../../components/ResultNotes';
import { BenefitByAgeChart } from './BenefitByAgeChart';
import { EarningsTestResult } from './EarningsTestResult';
import { SurvivorResult } from './SurvivorResult';

const LINE_COLOURS = [CHART_COLOURS.accent, CHART_COLOURS.primary, CHART_COLOURS.info];
const LINE_DASHES = ['6 4', undefined, '2 3'];

/** Earliest claim, full retirement age and 70: the three choices people weigh. */
function keyOptions(result: AnalyzeUsResponse): UsClaimOption[] {
  const months = (age: { years: number; months: number }) => age.years * 12 + age.months;
  const byMonths = (value: number) => result.options.find((o) => o.ageInMonths === value);
  const earliest = byMonths(months(result.earliestClaimAge))!;
  const atFra =
    byMonths(months(result.fullRetirementAge)) ?? result.options.find((o) => o.monthsEarly === 0)!;
  const at70 = byMonths(70 * 12)!;
  return [...new Map([earliest, atFra, at70].map((o) => [o.ageInMonths, o])).values()];
}

export function UsPensionResult({ result }: { result: AnalyzeUsResponse }) {
  const { t, language } = useCalculatorLanguage();
  const formatAge = useFormatAge();
  const usd = (cents: number) => formatMoney(cents, 'USD', language);
  const available = result.options.filter((option) => option.available);
  const lowest = available[0]!;
  const highest = available.at(-1)!;
  const compared = keyOptions(result);
  const comparedMonths = new Set(compared.map((option) => option.ageInMonths));
  const breakEvens = result.breakEvens.filter(
    (b) =>
      comparedMonths.has(b.earlier.years * 12 + b.earlier.months) &&
      comparedMonths.has(b.later.years * 12 + b.later.months),
  );
  const seriesName = (option: UsClaimOption) =>
    t('pension.usResult.claimAt', { age: formatAge(option.age, true) });
  const cumulative = compared[0]!.cumulative.map((point, index) => ({
    age: point.age,
    ...Object.fromEntries(
      compared.map((option) => [seriesName(option), option.cumulative[index]!.totalCents / 100]),
    ),
  }));
  const fraOption = result.options.find((o) => o.monthsEarly === 0 && o.monthsDelayed === 0);

  return (
    <div className="flex flex-col gap-8">
      <dl className="grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold">{t('pension.usResult.fra')}</dt>
        <dd>{formatAge(result.fullRetirementAge)}</dd>
        {fraOption && (
          <>
            <dt className="font-semibold">{t('pension.usResult.atFra')}</dt>
            <dd>
              {t('pension.usResult.perMonth', {
                amount: usd(fraOption.monthlyBenefitCents),
              })}
            </dd>
          </>
        )}
        {result.planned && (
          <>
            <dt className="font-semibold">
              {t('pension.usResult.planned', { age: formatAge(result.planned.age, true) })}
            </dt>
            <dd className="text-xl font-bold text-primary">
              {t('pension.usResult.perMonth', {
                amount: usd(result.planned.monthlyBenefitCents),
              })}
            </dd>
          </>
        )}
      </dl>

      <BenefitByAgeChart
        title={t('pension.usResult.benefitChart')}
        summary={t('pension.usResult.benefitSummary', {
          low: usd(lowest.monthlyBenefitCents),
          lowAge: formatAge(lowest.age, true),
          high: usd(highest.monthlyBenefitCents),
        })}
        columns={[
          t('pension.usResult.claimAge'),
          t('pension.usResult.monthly'),
          t('pension.usResult.share'),
        ]}
        options={available}
        colour={CHART_COLOURS.primary}
      />

      <ChartFigure
        title={t('pension.usResult.cumulativeChart')}
        summary={t('pension.usResult.cumulativeSummary')}
        chart={
          <ResponsiveContainer width="100%" height="100%">
            <LineChart
              accessibilityLayer={false}
              data={cumulative}
              margin={{ top: 8, right: 16, bottom: 8, left: 8 }}
            >
              <CartesianGrid stroke={CHART_COLOURS.grid} />
              <XAxis dataKey="age" type="number" domain={['dataMin', 'dataMax']} tick={AXIS_TICK} />
              <YAxis
                tick={AXIS_TICK}
                width={80}
                tickFormatter={(value: number) =>
                  new Intl.NumberFormat(language === 'de' ? 'de-DE' : 'en-US', {
                    style: 'currency',
                    currency: 'USD',
                    notation: 'compact',
                  }).format(value)
                }
              />
              <Legend wrapperStyle={{ fontSize: 16 }} />
              {compared.map((option, index) => (
                <Line
                  key={option.ageInMonths}
                  dataKey={seriesName(option)}
                  stroke={LINE_COLOURS[index]}
                  strokeDasharray={LINE_DASHES[index]}
                  strokeWidth={3}
                  dot={false}
                  isAnimationActive={false}
                />
              ))}
              {breakEvens.map((b) =>
                b.ageYears === null ? null : (
                  <ReferenceLine
                    key={`${b.earlier.years}-${b.later.years}`}
                    x={b.ageYears}
                    stroke={CHART_COLOURS.ink}
                    strokeDasharray="4 4"
                  />
                ),
              )}
            </LineChart>
          </ResponsiveContainer>
        }
        table={
          <DataTable
            caption={t('pension.usResult.cumulativeChart')}
            columns={[t('pension.usResult.byAge'), ...compared.map(seriesName)]}
            rows={compared[0]!.cumulative.map((point, index) => [
              String(point.age),
              ...compared.map((option) => usd(option.cumulative[index]!.totalCents)),
            ])}
          />
        }
      />

      <section>
        <h3 className="mb-2 text-xl">{t('pension.usResult.breakEvens')}</h3>
        <ul className="flex list-disc flex-col gap-1 pl-6">
          {breakEvens.map((b) => (
            <li key={`${b.earlier.years}-${b.earlier.months}-${b.later.years}`}>
              {b.age
                ? t('pension.usResult.breakEven', {
                    earlier: formatAge(b.earlier, true),
                    later: formatAge(b.later, true),
                    age: formatAge(b.age, true),
                  })
                : t('pension.usResult.breakEvenNever', {
                    earlier: formatAge(b.earlier, true),
                    later: formatAge(b.later, true),
                  })}
            </li>
          ))}
        </ul>
      </section>

      {result.spouse && (
        <section className="flex flex-col gap-3">
          <h3 className="text-xl">{t('pension.usResult.spouseTitle')}</h3>
          {result.spouse.planned && (
            <p>
              {t('pension.usResult.spousePlanned', {
                ownAge: formatAge(result.spouse.planned.age, true),
                own: usd(result.spouse.planned.ownBenefitCents),
                spousalAge: formatAge(result.spouse.planned.spousalAge, true),
                spousal: usd(result.spouse.planned.spousalBenefitCents),
                total: usd(result.spouse.planned.totalCents),
              })}
            </p>
          )}
          <p>
            {result.spouse.partnerFilesAtAge
              ? t('pension.usResult.partnerFiles', {
                  age: formatAge(result.spouse.partnerFilesAtAge),
                })
              : t('pension.usResult.partnerFiled')}
          </p>
          <DataTable
            caption={t('pension.usResult.spouseTable')}
            columns={[
              t('pension.usResult.spouseOwnAge'),
              t('pension.usResult.spouseOwn'),
              t('pension.usResult.spousalFrom'),
              t('pension.usResult.spousal'),
              t('pension.usResult.spouseTotal'),
            ]}
            rows={result.spouse.options
              .filter((option) => option.available)
              .map((option) => [
                formatAge(option.age),
                usd(option.ownBenefitCents),
                formatAge(option.spousalAge),
                usd(option.spousalBenefitCents),
                usd(option.totalCents),
              ])}
          />
        </section>
      )}

      {result.survivor && <SurvivorResult survivor={result.survivor} />}
      {result.earningsTest && (
        <EarningsTestResult
          test={result.earningsTest}
          fullRetirementAge={result.fullRetirementAge}
        />
      )}

      <FiguresUsed figures={result.figures} />
      <ResultNotes assumptions={result.assumptions} sources={result.sources} />
    </div>
  );
}
