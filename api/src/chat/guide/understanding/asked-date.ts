import { MONTHS } from './facts.js';

// A year asked about (issue 24, item 7): "the 401(k) limit for 2025", "Rentenwert seit Juli 2025".
// Figures are then given as they were on that day, with today's beside them. Only the past counts:
// for this year or a later one the figures of today are the ones we know.

const MONTH = Object.keys(MONTHS)
  .sort((a, b) => b.length - a.length)
  .join('|');
// A month name (optional) and a year from 2000; no digit may stand on either side of the year, and
// no currency ("2025 euros a month" is an amount).
const YEAR_ASKED = new RegExp(
  String.raw`(?:\b(${MONTH})\.? )?(?<![\d.,$€] ?)(20\d\d)(?![\d.,]| ?(?:€|\$|euro|eur\b|dollar|usd))`,
  'giu',
);
const EARLIEST_YEAR = 2000;

/** The day a message asks the figures for (YYYY-MM-DD), when it names a past year; else null. */
export function askedDay(message: string, today: { year: number; month: number }): string | null {
  const text = message.replace(/\s+/gu, ' ');
  for (const match of text.matchAll(YEAR_ASKED)) {
    const year = Number(match[2]);
    const month = match[1] ? MONTHS[match[1].toLowerCase()] : undefined;
    if (year < EARLIEST_YEAR) continue;
    if (month !== undefined && (year < today.year || (year === today.year && month < today.month)))
      return `${year}-${String(month).padStart(2, '0')}-01`;
    // A year alone: the figures that applied at its end, the year's last word.
    if (month === undefined && year < today.year) return `${year}-12-31`;
  }
  return null;
}

/** The message without the dates it names: "Rentenwert seit Juli 2025" is searched as "Rentenwert seit". */
export function withoutDates(message: string): string {
  return message.replace(YEAR_ASKED, ' ');
}
