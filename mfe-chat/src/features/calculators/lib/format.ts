import { type Language, parseLocaleNumber } from '@ageless/contracts';

const LOCALE: Record<Language, string> = { en: 'en-US', de: 'de-DE' };

export function formatMoney(cents: number, currency: 'USD' | 'EUR', language: Language): string {
  return new Intl.NumberFormat(LOCALE[language], { style: 'currency', currency }).format(
    cents / 100,
  );
}

/** A number with at most `digits` decimals in the language's notation ("14.4" / "14,4"). */
export function formatNumber(value: number, language: Language, digits = 1): string {
  return new Intl.NumberFormat(LOCALE[language], { maximumFractionDigits: digits }).format(value);
}

/** What a person typed in an amount field, in either notation ("1,800.50", "1.800,50", "$ 1 800"). */
export function parseAmount(text: string): number | null {
  return parseLocaleNumber(text.replace(/[\s$€]/g, ''));
}

/** A fraction as a percentage in the language's notation ("70%" / "70 %"). */
export function formatPercent(fraction: number, language: Language, digits = 1): string {
  return new Intl.NumberFormat(LOCALE[language], {
    style: 'percent',
    maximumFractionDigits: digits,
  }).format(fraction);
}
