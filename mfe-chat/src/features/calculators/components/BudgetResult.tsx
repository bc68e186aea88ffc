import { Bar, BarChart, CartesianGrid, ResponsiveContainer, XAxis, YAxis } from 'recharts';
import type { AnalyzeBudgetResponse, BudgetExpenseCategory } from '@ageless/contracts';
import { cx } from '@ageless/ui';
import { useChatLanguage } from '../../chat/hooks/use-chat-language';
import { AXIS_TICK, CHART_COLOURS } from '../lib/chart-theme';
import { formatMoney, formatPercent } from '../lib/format';
import { ChartFigure } from './ChartFigure';
import { WrappedTick } from './WrappedTick';
import { DataTable } from './DataTable';

export function BudgetResult({ result }: { result: AnalyzeBudgetResponse }) {
  const { t, language } = useChatLanguage();
  const money = (cents: number) => formatMoney(cents, result.currency, language);
  const category = (name: BudgetExpenseCategory) =>
    t(`calculators.budget.expenseCategories.${name}`);
  const percent = (value: number) => formatPercent(value / 100, language, 1);
  const largest = result.byCategory[0];
  const shortfall = result.gapCents < 0;

  return (
    <div className="flex flex-col gap-8">
      <p className="text-lg">{result.summary}</p>
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold">{t('calculators.budget.totalIncome')}</dt>
        <dd>{money(result.totalIncomeCents)}</dd>
        <dt className="font-semibold">{t('calculators.budget.totalExpenses')}</dt>
        <dd>{money(result.totalExpensesCents)}</dd>
        <dt className="font-semibold">
          {shortfall ? t('calculators.budget.shortfall') : t('calculators.budget.gap')}
        </dt>
        <dd className={cx('text-xl font-bold', shortfall ? 'text-danger' : 'text-success')}>
          {money(Math.abs(result.gapCents))}
        </dd>
        <dt className="font-semibold">{t('calculators.budget.savingsRate')}</dt>
        <dd>
          {result.savingsRatePercent === null
            ? t('calculators.budget.noIncome')
            : percent(result.savingsRatePercent)}
        </dd>
      </dl>

      {largest && (
        <ChartFigure
          title={t('calculators.budget.chart')}
          summary={t('calculators.budget.chartSummary', {
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
              caption={t('calculators.budget.chart')}
              columns={[
                t('calculators.budget.category'),
                t('calculators.budget.amount'),
                t('calculators.budget.share'),
              ]}
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
          <h3 className="mb-3 text-xl">{t('calculators.budget.levers')}</h3>
          <ul className="flex list-none flex-col gap-3 p-0">
            {result.levers.map((lever) => (
              <li key={lever.category} className="rounded-card border border-border p-4">
                <h4 className="text-lg font-bold">{lever.title}</h4>
                <p>{lever.text}</p>
                <p className="font-semibold text-primary">
                  {t('calculators.budget.tenPercent', { amount: money(lever.tenPercentCents) })}
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
