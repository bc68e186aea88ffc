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

/** A rate given in percent ("8.75" → "8.75%" / "8,75 %"), the sign kept with its number. */
export function formatPercentValue(percent: number, language: Language, digits = 3): string {
  return formatPercent(percent / 100, language, digits);
}

/** "1 July 2026" / "1. Juli 2026" from an ISO date. */
export function formatDate(iso: string, language: Language): string {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(language === 'de' ? 'de-DE' : 'en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, day)));
}

/** An axis label for an amount: "$1,240" / "1.240 $", no cents. */
export function formatAxisMoney(
  amount: number,
  currency: 'USD' | 'EUR',
  language: Language,
): string {
  return new Intl.NumberFormat(LOCALE[language], {
    style: 'currency',
    currency,
    maximumFractionDigits: 0,
  }).format(amount);
}
