import type { FigureReference } from '@ageless/contracts';
import { useCalculatorLanguage } from '../hooks/use-calculator-language';
import { formatDate, formatMoney, formatNumber, formatPercentValue } from '../lib/format';
import { DataTable } from './DataTable';

function figureValue(figure: FigureReference, language: 'en' | 'de'): string {
  switch (figure.unit) {
    case 'eur-cents':
      return formatMoney(figure.value, 'EUR', language);
    case 'usd-cents':
      return formatMoney(figure.value, 'USD', language);
    case 'percent':
      return formatPercentValue(figure.value, language, 4);
    default:
      return formatNumber(figure.value, language, 2);
  }
}

/**
 * Every dated figure the result used: its value, the date it applies from and its source. The
 * heading carries no date of its own: one "as of" for rules of different ages read as a stale
 * table ("as of 1 January 2005", issue 27); each figure shows its own date instead.
 */
export function FiguresUsed({ figures }: { figures: FigureReference[] }) {
  const { t, language } = useCalculatorLanguage();
  return (
    <section className="flex flex-col gap-2">
      <h3 className="text-xl">{t('figures.title')}</h3>
      <DataTable
        caption={t('figures.caption')}
        columns={[
          t('figures.figure'),
          t('figures.value'),
          t('figures.validFrom'),
          t('figures.source'),
        ]}
        rows={figures.map((figure) => [
          figure.label,
          figureValue(figure, language),
          figure.stale
            ? t('figures.stale', { date: formatDate(figure.validFrom, language) })
            : formatDate(figure.validFrom, language),
          `${figure.source.title} (${figure.source.publisher})`,
        ])}
        links={figures.map((figure) => figure.source.url)}
      />
    </section>
  );
}
