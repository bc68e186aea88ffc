import { Bar, BarChart, CartesianGrid, Cell, ResponsiveContainer, XAxis, YAxis } from 'recharts';
import type { AnalyzeDeResponse } from '@ageless/contracts';
import { useCalculatorLanguage } from '../hooks/use-calculator-language';
import { useFormatAge } from '../hooks/use-format-age';
import { AXIS_TICK, CHART_COLOURS } from '../lib/chart-theme';
import { formatMoney, formatNumber } from '../lib/format';
import { ChartFigure } from './ChartFigure';
import { DataTable } from './DataTable';
import { ResultNotes } from './ResultNotes';

export function DePensionResult({ result }: { result: AnalyzeDeResponse }) {
  const { t, language } = useCalculatorLanguage();
  const formatAge = useFormatAge();
  const eur = (cents: number) => formatMoney(cents, 'EUR', language);
  const validFrom =
    language === 'de'
      ? result.rentenwert.validFrom.split('-').reverse().join('.')
      : result.rentenwert.validFrom;
  const adjustment = formatNumber(Math.abs(result.adjustmentPercent), language, 1);
  const gapRows =
    result.targetMonthlyIncomeCents === null || result.rentenlueckeCents === null
      ? null
      : [
          {
            item: t('pension.deResult.pension'),
            short: t('pension.deResult.pensionShort'),
            cents: result.monthlyGrossCents,
          },
          {
            item: t('pension.deResult.target'),
            short: t('pension.deResult.targetShort'),
            cents: result.targetMonthlyIncomeCents,
          },
          {
            item: t('pension.deResult.gap'),
            short: t('pension.deResult.gapShort'),
            cents: result.rentenlueckeCents,
          },
        ];
  const formula = `${formatNumber(result.entgeltpunkte, language, 4)} × ${formatNumber(result.zugangsfaktor, language, 3)} × ${formatNumber(result.rentenartfaktor, language, 1)} × ${eur(result.rentenwert.cents)} = ${eur(result.monthlyGrossCents)}`;

  return (
    <div className="flex flex-col gap-8">
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold">{t('pension.deResult.monthly')}</dt>
        <dd className="text-xl font-bold text-primary">
          {eur(result.monthlyGrossCents)} (
          {t('pension.deResult.start', { age: formatAge(result.startAge) })})
        </dd>
        <dt className="font-semibold">{t('pension.deResult.regelaltersgrenze')}</dt>
        <dd>{formatAge(result.regelaltersgrenze)}</dd>
      </dl>
      <p>
        {result.monthsEarly > 0
          ? t('pension.deResult.abschlag', {
              percent: adjustment,
              months: result.monthsEarly,
            })
          : result.monthsLate > 0
            ? t('pension.deResult.zuschlag', {
                percent: adjustment,
                months: result.monthsLate,
              })
            : t('pension.deResult.noAdjustment')}
        {result.monthsEarly + result.monthsLate > 0 &&
          ` ${t('pension.deResult.atRegelaltersgrenze', {
            amount: eur(result.monthlyGrossAtRegelaltersgrenzeCents),
          })}`}
      </p>

      <section>
        <h3 className="mb-2 text-xl">{t('pension.deResult.formula')}</h3>
        <p className="tabular-nums">
          Entgeltpunkte × Zugangsfaktor × Rentenartfaktor × aktueller Rentenwert
        </p>
        <p className="text-lg font-semibold tabular-nums">{formula}</p>
        <p>
          {t('pension.deResult.rentenwert', {
            amount: eur(result.rentenwert.cents),
            date: validFrom,
          })}
        </p>
      </section>

      {gapRows ? (
        <ChartFigure
          title={t('pension.deResult.gapChart')}
          summary={
            result.rentenlueckeCents === 0
              ? t('pension.deResult.noGap')
              : t('pension.deResult.gapSummary', {
                  pension: eur(result.monthlyGrossCents),
                  target: eur(result.targetMonthlyIncomeCents!),
                  gap: eur(result.rentenlueckeCents!),
                })
          }
          chart={
            <ResponsiveContainer width="100%" height="100%">
              <BarChart
                accessibilityLayer={false}
                layout="vertical"
                // Short names on the axis so they fit 360 px; the table gives the full ones.
                data={gapRows.map((row) => ({ item: row.short, euros: row.cents / 100 }))}
                margin={{ top: 8, right: 24, bottom: 8, left: 8 }}
              >
                <CartesianGrid stroke={CHART_COLOURS.grid} horizontal={false} />
                <XAxis type="number" tick={AXIS_TICK} tickFormatter={(v: number) => `${v} €`} />
                <YAxis type="category" dataKey="item" tick={AXIS_TICK} width={72} />
                <Bar dataKey="euros" isAnimationActive={false}>
                  {/* Pension, target, gap: the gap stands out in the accent colour. */}
                  {gapRows.map((row, index) => (
                    <Cell
                      key={row.item}
                      fill={
                        index === 2
                          ? CHART_COLOURS.accent
                          : index === 1
                            ? CHART_COLOURS.info
                            : CHART_COLOURS.primary
                      }
                    />
                  ))}
                </Bar>
              </BarChart>
            </ResponsiveContainer>
          }
          table={
            <DataTable
              caption={t('pension.deResult.gapChart')}
              columns={[t('pension.deResult.item'), t('pension.deResult.amount')]}
              rows={gapRows.map((row) => [row.item, eur(row.cents)])}
            />
          }
        />
      ) : (
        <p>{t('pension.deResult.noTarget')}</p>
      )}

      <ResultNotes assumptions={result.assumptions} sources={result.sources} />
    </div>
  );
}
