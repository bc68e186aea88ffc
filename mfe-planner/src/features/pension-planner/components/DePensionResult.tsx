import { Bar, BarChart, CartesianGrid, Cell, ResponsiveContainer, XAxis, YAxis } from 'recharts';
import type { AnalyzeDeResponse } from '@ageless/contracts';
import { useCalculatorLanguage } from '../../../hooks/use-calculator-language';
import { useFormatAge } from '../hooks/use-format-age';
import { AXIS_TICK, CHART_COLOURS } from '../../../lib/chart-theme';
import {
  formatAxisMoney,
  formatDate,
  formatMoney,
  formatNumber,
  formatPercentValue,
} from '../../../lib/format';
import { ChartFigure } from '../../../components/ChartFigure';
import { DataTable } from '../../../components/DataTable';
import { FiguresUsed } from '../../../components/FiguresUsed';
import { ResultNotes } from '../../../components/ResultNotes';

export function DePensionResult({ result }: { result: AnalyzeDeResponse }) {
  const { t, language } = useCalculatorLanguage();
  const formatAge = useFormatAge();
  const eur = (cents: number) => formatMoney(cents, 'EUR', language);
  const percent = (value: number) => formatPercentValue(value, language);
  const net = result.net;
  const compared = net ? net.monthlyNetCents : result.monthlyGrossCents;
  const basis = result.rentenlueckeBasis === 'net' ? 'Net' : 'Gross';
  const gapRows =
    result.targetMonthlyIncomeCents === null || result.rentenlueckeCents === null
      ? null
      : [
          {
            item: t(`pension.deResult.pension${basis}`),
            short: t('pension.deResult.pensionShort'),
            cents: compared,
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
  const adjustment = percent(Math.abs(result.adjustmentPercent));
  const early = result.besondersLangjaehrig;
  const tax = result.taxableShare;

  return (
    <div className="flex flex-col gap-8">
      <dl className="grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold">{t('pension.deResult.monthly')}</dt>
        <dd className={net ? 'text-lg font-semibold' : 'text-xl font-bold text-primary'}>
          {eur(result.monthlyGrossCents)} (
          {t('pension.deResult.start', { age: formatAge(result.startAge, true) })})
        </dd>
        {net && (
          <>
            <dt className="font-semibold">{t('pension.deResult.monthlyNet')}</dt>
            <dd className="text-xl font-bold text-primary">{eur(net.monthlyNetCents)}</dd>
          </>
        )}
        <dt className="font-semibold">{t('pension.deResult.regelaltersgrenze')}</dt>
        <dd>{formatAge(result.regelaltersgrenze)}</dd>
        <dt className="font-semibold">{t('pension.deResult.pensionType')}</dt>
        <dd>{t(`pension.deResult.type.${result.pensionType}`)}</dd>
      </dl>
      <p>
        {result.monthsEarly > 0
          ? t('pension.deResult.abschlag', { percent: adjustment, count: result.monthsEarly })
          : result.monthsLate > 0
            ? t('pension.deResult.zuschlag', { percent: adjustment, count: result.monthsLate })
            : t('pension.deResult.noAdjustment')}
        {result.monthsEarly + result.monthsLate > 0 &&
          ` ${t('pension.deResult.atRegelaltersgrenze', {
            amount: eur(result.monthlyGrossAtRegelaltersgrenzeCents),
          })}`}
      </p>
      {early && (
        <p>
          {early.eligible
            ? t('pension.deResult.besondersLangjaehrig', {
                age: formatAge(early.age, true),
                amount: eur(early.monthlyGrossCents),
              })
            : t('pension.deResult.notBesondersLangjaehrig', { age: formatAge(early.age, true) })}
        </p>
      )}

      <section>
        <h3 className="mb-2 text-xl">{t('pension.deResult.formula')}</h3>
        <p className="tabular-nums">
          Entgeltpunkte × Zugangsfaktor × Rentenartfaktor × aktueller Rentenwert
        </p>
        <p className="text-lg font-semibold tabular-nums">{formula}</p>
        <p>
          {t('pension.deResult.rentenwert', {
            amount: eur(result.rentenwert.cents),
            date: formatDate(result.rentenwert.validFrom, language),
          })}
        </p>
      </section>

      {net ? (
        <DataTable
          caption={t('pension.deResult.netTable')}
          columns={[
            t('pension.deResult.item'),
            t('pension.deResult.rate'),
            t('pension.deResult.amount'),
          ]}
          rows={[
            [t('pension.deResult.pensionGross'), '', eur(result.monthlyGrossCents)],
            [t('pension.deResult.health'), percent(net.healthPercent), `− ${eur(net.healthCents)}`],
            [t('pension.deResult.care'), percent(net.carePercent), `− ${eur(net.careCents)}`],
            [t('pension.deResult.pensionNet'), '', eur(net.monthlyNetCents)],
          ]}
        />
      ) : (
        <p>{t('pension.deResult.noNet')}</p>
      )}

      <p>
        {t('pension.deResult.taxableShare', {
          percent: percent(tax.percent),
          year: tax.startYear,
          taxable: eur(tax.annualTaxableCents),
          free: eur(tax.annualTaxFreeCents),
        })}
      </p>

      {gapRows ? (
        <ChartFigure
          title={t(`pension.deResult.gapChart${basis}`)}
          summary={
            result.rentenlueckeCents === 0
              ? t(`pension.deResult.noGap${basis}`)
              : t('pension.deResult.gapSummary', {
                  pension: eur(compared),
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
                <XAxis
                  type="number"
                  tick={AXIS_TICK}
                  tickFormatter={(value: number) => formatAxisMoney(value, 'EUR', language)}
                />
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
              caption={t(`pension.deResult.gapChart${basis}`)}
              columns={[t('pension.deResult.item'), t('pension.deResult.amount')]}
              rows={gapRows.map((row) => [row.item, eur(row.cents)])}
            />
          }
        />
      ) : (
        <p>{t('pension.deResult.noTarget')}</p>
      )}

      <FiguresUsed figures={result.figures} />
      <ResultNotes assumptions={result.assumptions} sources={result.sources} />
    </div>
  );
}
