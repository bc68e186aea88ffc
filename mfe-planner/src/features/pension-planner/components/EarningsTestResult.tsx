import type { AgeInMonths, UsEarningsTestResult } from '@ageless/contracts';
import { useCalculatorLanguage } from '../../../hooks/use-calculator-language';
import { useFormatAge } from '../hooks/use-format-age';
import { formatMoney } from '../../../lib/format';
import { DataTable } from '../../../components/DataTable';

/** Working while claiming before full retirement age: what is held back each year, and what comes back. */
export function EarningsTestResult({
  test,
  fullRetirementAge,
}: {
  test: UsEarningsTestResult;
  fullRetirementAge: AgeInMonths;
}) {
  const { t, language } = useCalculatorLanguage();
  const formatAge = useFormatAge();
  const usd = (cents: number) => formatMoney(cents, 'USD', language);
  return (
    <section className="flex flex-col gap-3">
      <h3 className="text-xl">{t('pension.earningsTest.title')}</h3>
      {test.years.length === 0 ? (
        <p>{t('pension.earningsTest.none', { age: formatAge(test.claimAge, true) })}</p>
      ) : (
        <>
          <p>
            {test.totalMonthsWithheld === 0
              ? t('pension.earningsTest.underLimit', {
                  earnings: usd(test.annualEarningsCents),
                  age: formatAge(test.claimAge, true),
                })
              : t('pension.earningsTest.summary', {
                  earnings: usd(test.annualEarningsCents),
                  age: formatAge(test.claimAge, true),
                  count: test.totalMonthsWithheld,
                  withheld: usd(test.totalWithheldCents),
                  fra: formatAge(fullRetirementAge, true),
                  before: usd(test.monthlyBenefitCents),
                  after: usd(test.recomputedAtFraCents),
                })}
          </p>
          <DataTable
            caption={t('pension.earningsTest.table')}
            columns={[
              t('pension.earningsTest.year'),
              t('pension.earningsTest.limit'),
              t('pension.earningsTest.counted'),
              t('pension.earningsTest.months'),
              t('pension.earningsTest.withheld'),
            ]}
            rows={test.years.map((year) => [
              String(year.year),
              `${usd(year.exemptAmountCents)}${year.kind === 'fra-year' ? ` (${t('pension.earningsTest.fraYear')})` : ''}`,
              usd(year.countedEarningsCents),
              t('pension.earningsTest.monthsOf', {
                withheld: year.monthsWithheld,
                count: year.benefitMonths,
              }),
              usd(year.withheldCents),
            ])}
          />
        </>
      )}
    </section>
  );
}
