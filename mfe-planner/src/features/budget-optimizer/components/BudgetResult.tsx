import { Bar, BarChart, CartesianGrid, ResponsiveContainer, XAxis, YAxis } from 'recharts';
import type { AnalyzeBudgetResponse, BudgetExpenseCategory } from '@ageless/contracts';
import { cx } from '@ageless/ui';
import { useCalculatorLanguage } from '../../../hooks/use-calculator-language';
import { AXIS_TICK, CHART_COLOURS } from '../../../lib/chart-theme';
import { formatMoney, formatPercent } from '../../../lib/format';
import { ChartFigure } from '../../../components/ChartFigure';
import { WrappedTick } from '../../../components/WrappedTick';
import { DataTable } from '../../../components/DataTable';

export function BudgetResult({ result }: { result: AnalyzeBudgetResponse }) {
  const { t, language } = useCalculatorLanguage();
  const money = (cents: number) => formatMoney(cents, result.currency, language);
  const category = (name: BudgetExpenseCategory) => t(`budget.expenseCategories.${name}`);
  const percent = (value: number) => formatPercent(value / 100, language, 1);
  const largest = result.byCategory[0];
  const shortfall = result.gapCents < 0;

  return (
    <div className="flex flex-col gap-8">
      <p className="text-lg">{result.summary}</p>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold">{t('budget.totalIncome')}</dt>
        <dd>{money(result.totalIncomeCents)}</dd>
        <dt className="font-semibold">{t('budget.totalExpenses')}</dt>
        <dd>{money(result.totalExpensesCents)}</dd>
        <dt className="font-semibold">{shortfall ? t('budget.shortfall') : t('budget.gap')}</dt>
        <dd className={cx('text-xl font-bold', shortfall ? 'text-danger' : 'text-success')}>
          {money(Math.abs(result.gapCents))}
        </dd>
        <dt className="font-semibold">{t('budget.savingsRate')}</dt>
        <dd>
          {result.savingsRatePercent === null
            ? t('budget.noIncome')
            : percent(result.savingsRatePercent)}
        </dd>
      </dl>

      {largest && (
        <ChartFigure
          title={t('budget.chart')}
          summary={t('budget.chartSummary', {
            category: category(largest.category),
            share: percent(largest.sharePercent),
          })}
          chart={
            <ResponsiveContainer width="100%" height="100%">
              <BarChart
                accessibilityLayer={false}
                layout="vertical"
                data={result.byCategory.map((total) => ({
                  category: category(total.category),
                  amount: total.amountCents / 100,
                }))}
                margin={{ top: 8, right: 16, bottom: 8, left: 8 }}
              >
                <CartesianGrid stroke={CHART_COLOURS.grid} horizontal={false} />
                <XAxis type="number" tick={AXIS_TICK} />
                <YAxis type="category" dataKey="category" tick={<WrappedTick />} width={136} />
                <Bar dataKey="amount" fill={CHART_COLOURS.accent} isAnimationActive={false} />
              </BarChart>
            </ResponsiveContainer>
          }
          table={
            <DataTable
              caption={t('budget.chart')}
              columns={[t('budget.category'), t('budget.amount'), t('budget.share')]}
              rows={result.byCategory.map((total) => [
                category(total.category),
                money(total.amountCents),
                percent(total.sharePercent),
              ])}
            />
          }
        />
      )}

      {result.levers.length > 0 && (
        <section>
          <h3 className="mb-3 text-xl">{t('budget.levers')}</h3>
          <ul className="flex list-none flex-col gap-3 p-0">
            {result.levers.map((lever) => (
              <li key={lever.category} className="rounded-card border border-border p-4">
                <h4 className="text-lg font-bold">{lever.title}</h4>
                <p>{lever.text}</p>
                <p className="font-semibold text-primary">
                  {t('budget.tenPercent', { amount: money(lever.tenPercentCents) })}
                </p>
              </li>
            ))}
          </ul>
        </section>
      )}

      <p className="text-ink-muted">{result.disclaimer}</p>
    </div>
  );
}
