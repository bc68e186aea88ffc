import { Bar, BarChart, CartesianGrid, ResponsiveContainer, XAxis, YAxis } from 'recharts';
import type { AgeInMonths } from '@ageless/contracts';
import { useCalculatorLanguage } from '../../../hooks/use-calculator-language';
import { useFormatAge } from '../hooks/use-format-age';
import { AXIS_TICK, CHART_COLOURS } from '../../../lib/chart-theme';
import { formatAxisMoney, formatMoney, formatPercent } from '../../../lib/format';
import { ChartFigure } from '../../../components/ChartFigure';
import { DataTable } from '../../../components/DataTable';

export interface BenefitByAge {
  age: AgeInMonths;
  monthlyBenefitCents: number;
  /** Benefit as a fraction of the PIA. */
  factor: number;
}

export interface BenefitByAgeChartProps {
  title: string;
  summary: string;
  /** Column headings: the age, the monthly benefit, the share of the PIA. */
  columns: [string, string, string];
  options: BenefitByAge[];
  colour: string;
}

/** Monthly dollars by starting age as bars, with the same figures as a table. */
export function BenefitByAgeChart({
  title,
  summary,
  columns,
  options,
  colour,
}: BenefitByAgeChartProps) {
  const { language } = useCalculatorLanguage();
  const formatAge = useFormatAge();
  return (
    <ChartFigure
      title={title}
      summary={summary}
      chart={
        <ResponsiveContainer width="100%" height="100%">
          <BarChart
            accessibilityLayer={false}
            data={options.map((option) => ({
              age: formatAge(option.age),
              benefit: option.monthlyBenefitCents / 100,
            }))}
            margin={{ top: 8, right: 8, bottom: 8, left: 8 }}
          >
            <CartesianGrid stroke={CHART_COLOURS.grid} vertical={false} />
            <XAxis dataKey="age" tick={AXIS_TICK} />
            <YAxis
              tick={AXIS_TICK}
              width={80}
              tickFormatter={(value: number) => formatAxisMoney(value, 'USD', language)}
            />
            <Bar dataKey="benefit" fill={colour} isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      }
      table={
        <DataTable
          caption={title}
          columns={columns}
          rows={options.map((option) => [
            formatAge(option.age),
            formatMoney(option.monthlyBenefitCents, 'USD', language),
            formatPercent(option.factor, language, 2),
          ])}
        />
      }
    />
  );
}
