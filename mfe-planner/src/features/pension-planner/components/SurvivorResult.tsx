import type { UsSurvivorResult } from '@ageless/contracts';
import { useCalculatorLanguage } from '../../../hooks/use-calculator-language';
import { useFormatAge } from '../hooks/use-format-age';
import { CHART_COLOURS } from '../../../lib/chart-theme';
import { formatMoney } from '../../../lib/format';
import { BenefitByAgeChart } from './BenefitByAgeChart';

/** What the spouse would get as a widow(er), by the age they start the survivor benefit. */
export function SurvivorResult({ survivor }: { survivor: UsSurvivorResult }) {
  const { t, language } = useCalculatorLanguage();
  const formatAge = useFormatAge();
  const usd = (cents: number) => formatMoney(cents, 'USD', language);
  const first = survivor.options[0]!;
  const last = survivor.options.at(-1)!;
  return (
    <section className="flex flex-col gap-3">
      <h3 className="text-xl">{t('pension.survivor.title')}</h3>
      <p>{t(`pension.survivor.deceased.${survivor.deceased}`)}</p>
      {survivor.limitCents !== null && (
        <p>{t('pension.survivor.limit', { amount: usd(survivor.limitCents) })}</p>
      )}
      <BenefitByAgeChart
        title={t('pension.survivor.chart')}
        summary={t('pension.survivor.summary', {
          low: usd(first.monthlyBenefitCents),
          lowAge: formatAge(first.age, true),
          high: usd(last.monthlyBenefitCents),
          highAge: formatAge(last.age, true),
        })}
        columns={[
          t('pension.survivor.age'),
          t('pension.usResult.monthly'),
          t('pension.survivor.share'),
        ]}
        options={survivor.options}
        colour={CHART_COLOURS.info}
      />
    </section>
  );
}
