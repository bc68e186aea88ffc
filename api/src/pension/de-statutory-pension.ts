import type { PensionSource } from '@ageless/contracts';
import { type CalendarDate, formatIsoDate, monthIndex } from './calendar.js';

// German statutory pension (gesetzliche Rentenversicherung, SGB VI), as pure functions in whole
// numbers: Entgeltpunkte in ten-thousandths (§121 SGB VI: four decimals), the Zugangsfaktor in
// thousandths, money in cents (§123 SGB VI: two decimals).

export const DE_SOURCES = {
  formula: {
    title:
      '§ 64 SGB VI Rentenformel: Monatsrente = persönliche Entgeltpunkte × Rentenartfaktor × aktueller Rentenwert',
    url: 'https://www.gesetze-im-internet.de/sgb_6/__64.html',
  },
  zugangsfaktor: {
    title:
      '§ 77 SGB VI Zugangsfaktor: 0,003 weniger je Kalendermonat vor, 0,005 mehr je Kalendermonat nach der Regelaltersgrenze',
    url: 'https://www.gesetze-im-internet.de/sgb_6/__77.html',
  },
  rentenartfaktor: {
    title: '§ 67 SGB VI Rentenartfaktor: 1,0 für Renten wegen Alters',
    url: 'https://www.gesetze-im-internet.de/sgb_6/__67.html',
  },
  regelaltersgrenze: {
    title: '§ 35 SGB VI Regelaltersgrenze: 67 Jahre (Jahrgang 1964 und später)',
    url: 'https://www.gesetze-im-internet.de/sgb_6/__35.html',
  },
  regelaltersgrenzeTable: {
    title: '§ 235 SGB VI Anhebung der Regelaltersgrenze nach Geburtsjahr (1947 bis 1963)',
    url: 'https://www.gesetze-im-internet.de/sgb_6/__235.html',
  },
  langjaehrig: {
    title:
      '§ 36 SGB VI Altersrente für langjährig Versicherte: frühestens mit 63, 35 Jahre Wartezeit, mit Abschlag',
    url: 'https://www.gesetze-im-internet.de/sgb_6/__36.html',
  },
  langjaehrigTransition: {
    title:
      '§ 236 SGB VI Altersrente für langjährig Versicherte, Übergangsrecht (vor 1964 Geborene)',
    url: 'https://www.gesetze-im-internet.de/sgb_6/__236.html',
  },
  start: {
    title: '§ 99 SGB VI Beginn: ab dem Kalendermonat nach Erfüllung der Voraussetzungen',
    url: 'https://www.gesetze-im-internet.de/sgb_6/__99.html',
  },
  rounding: {
    title:
      '§§ 121, 123 SGB VI: Berechnung auf vier Dezimalstellen, Euro-Beträge auf zwei Dezimalstellen',
    url: 'https://www.gesetze-im-internet.de/sgb_6/__121.html',
  },
} as const satisfies Record<string, PensionSource>;

export interface RentenwertEntry {
  /** ISO date from which the value applies (always 1 July). */
  validFrom: string;
  cents: number;
  source: PensionSource;
}

// One line per adjustment (§ 68, § 69 SGB VI: each 1 July by Rentenwertbestimmungsverordnung).
// Oldest first; a new value is one more line.
export const RENTENWERTE: readonly RentenwertEntry[] = [
  {
    validFrom: '2023-07-01',
    cents: 3760,
    source: {
      title: 'Rentenwertbestimmungsverordnung 2023, § 1',
      url: 'https://www.gesetze-im-internet.de/rwbestv_2023/__1.html',
      validFrom: '2023-07-01',
    },
  },
  {
    validFrom: '2024-07-01',
    cents: 3932,
    source: {
      title: 'Rentenwertbestimmungsverordnung 2024, § 1',
      url: 'https://www.gesetze-im-internet.de/rwbestv_2024/__1.html',
      validFrom: '2024-07-01',
    },
  },
  {
    validFrom: '2025-07-01',
    cents: 4079,
    source: {
      title: 'Rentenwertbestimmungsverordnung 2025, § 1',
      url: 'https://www.gesetze-im-internet.de/rwbestv_2025/__1.html',
      validFrom: '2025-07-01',
    },
  },
];

/** The aktueller Rentenwert on a date: the newest entry whose validFrom is not after it. */
export function rentenwertOn(
  date: CalendarDate,
  table: readonly RentenwertEntry[] = RENTENWERTE,
): RentenwertEntry {
  const iso = formatIsoDate(date);
  const entry = [...table].reverse().find((candidate) => candidate.validFrom <= iso);
  // Only reachable with a clock set before the table starts: a configuration error, not bad input.
  if (!entry) throw new Error(`No Rentenwert known for ${iso}`);
  return entry;
}

export const RENTENARTFAKTOR_ALTERSRENTE = 1;
export const EARLIEST_START_MONTHS = 63 * 12;

/** Regelaltersgrenze in months of age by birth year (§ 35, § 235 SGB VI). */
export function regelaltersgrenzeMonths(birthYear: number): number {
  if (birthYear <= 1946) return 65 * 12;
  if (birthYear <= 1958) return 65 * 12 + (birthYear - 1946); // one month more per year
  if (birthYear <= 1963) return 66 * 12 + (birthYear - 1958) * 2; // two months more per year
  return 67 * 12;
}

/** Zugangsfaktor in thousandths (§ 77 SGB VI). */
export function zugangsfaktor(monthsEarly: number, monthsLate: number): number {
  return 1000 - 3 * monthsEarly + 5 * monthsLate;
}

/** Entgeltpunkte (ten-thousandths) from contribution years × salary relative to the average. */
export function entgeltpunkteFromSalary(years: number, salaryRatio: number): number {
  return Math.round(years * salaryRatio * 10000);
}

/** Persönliche Entgeltpunkte = Entgeltpunkte × Zugangsfaktor, rounded to four decimals (§ 66, § 121). */
export function persoenlicheEntgeltpunkte(ep4: number, zf1000: number): number {
  return Math.floor((2 * ep4 * zf1000 + 1000) / 2000);
}

/** Monthly gross pension in cents (§ 64, § 123): PEP × Rentenartfaktor (1.0) × aktueller Rentenwert. */
export function monthlyPensionCents(pep4: number, rentenwertCents: number): number {
  return Math.floor((2 * pep4 * rentenwertCents * RENTENARTFAKTOR_ALTERSRENTE + 10000) / 20000);
}

/**
 * First pension month for an age, when the birth date is known: an age is completed at the end of the
 * day before the birthday (§ 187 Abs. 2, § 188 Abs. 2 BGB), so people born on the 1st complete it in
 * the previous month, and the pension starts the month after (§ 99 SGB VI).
 */
export function startMonthForAge(birth: CalendarDate, ageInMonths: number): number {
  const completed = monthIndex(birth.year, birth.month) + ageInMonths - (birth.day === 1 ? 1 : 0);
  return completed + 1;
}

/** The inverse: the age in months completed before a given first pension month. */
export function ageForStartMonth(birth: CalendarDate, startMonth: number): number {
  return startMonth - 1 - monthIndex(birth.year, birth.month) + (birth.day === 1 ? 1 : 0);
}
