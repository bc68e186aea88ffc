import type { PensionSource } from '@ageless/contracts';
import {
  ABSCHLAG_PER_MONTH,
  RENTENWERT,
  ZUSCHLAG_PER_MONTH,
} from '../figures/de-pension.figures.js';
import { exactUnits, figureOn, type FigureOn } from '../figures/figure.js';
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
  besondersLangjaehrig: {
    title:
      '§ 38 SGB VI Altersrente für besonders langjährig Versicherte: ab 65 mit 45 Jahren Wartezeit, ohne Abschlag',
    url: 'https://www.gesetze-im-internet.de/sgb_6/__38.html',
  },
  besondersLangjaehrigTransition: {
    title:
      '§ 236b SGB VI Altersrente für besonders langjährig Versicherte, Übergangsrecht: 63, ab Jahrgang 1953 um 2 Monate je Jahrgang angehoben',
    url: 'https://www.gesetze-im-internet.de/sgb_6/__236b.html',
  },
  wartezeit45: {
    title:
      '§ 51 Abs. 3a SGB VI Wartezeit von 45 Jahren (Pflichtbeiträge, Kinderberücksichtigung, Pflege; Arbeitslosengeld der letzten zwei Jahre nicht)',
    url: 'https://www.gesetze-im-internet.de/sgb_6/__51.html',
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

/** The aktueller Rentenwert on a date, from the dated figures table (§§ 68, 69 SGB VI: each 1 July). */
export function rentenwertOn(date: CalendarDate): FigureOn {
  return figureOn(RENTENWERT, formatIsoDate(date));
}

/** Abschlag and Zuschlag per month in thousandths of the Zugangsfaktor (§ 77 SGB VI), from the table. */
export interface ZugangsfaktorRates {
  abschlagPerMonth: number;
  zuschlagPerMonth: number;
  figures: FigureOn[];
}

export function zugangsfaktorRatesOn(date: CalendarDate): ZugangsfaktorRates {
  const iso = formatIsoDate(date);
  const abschlag = figureOn(ABSCHLAG_PER_MONTH, iso);
  const zuschlag = figureOn(ZUSCHLAG_PER_MONTH, iso);
  return {
    abschlagPerMonth: exactUnits(abschlag, 10),
    zuschlagPerMonth: exactUnits(zuschlag, 10),
    figures: [abschlag, zuschlag],
  };
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

/**
 * Age in months from which the Altersrente für besonders langjährig Versicherte (45 years of
 * Wartezeit) is paid without Abschlag: 63 for people born before 1953, two months more per birth year
 * from 1953, 65 from 1964 (§ 38, § 236b SGB VI).
 */
export function besondersLangjaehrigAgeMonths(birthYear: number): number {
  if (birthYear <= 1952) return 63 * 12;
  if (birthYear <= 1963) return 63 * 12 + (birthYear - 1952) * 2;
  return 65 * 12;
}

/** Years of Wartezeit the pension for especially long-insured people needs (§ 38, § 51 Abs. 3a SGB VI). */
export const BESONDERS_LANGJAEHRIG_YEARS = 45;

/** Abschlag (negative) or Zuschlag (positive) in percent for months before or after the Regelaltersgrenze. */
export function adjustmentPercent(
  monthsEarly: number,
  monthsLate: number,
  rates: Pick<ZugangsfaktorRates, 'abschlagPerMonth' | 'zuschlagPerMonth'>,
): number {
  return (zugangsfaktor(monthsEarly, monthsLate, rates) - 1000) / 10;
}

/** The Rentenlücke: how much a (gross or net) pension falls short of a target, never below 0. */
export function rentenlueckeCents(targetCents: number, pensionCents: number): number {
  return Math.max(0, targetCents - pensionCents);
}

/** Zugangsfaktor in thousandths (§ 77 SGB VI): 1 − 0.003 per month early, + 0.005 per month late. */
export function zugangsfaktor(
  monthsEarly: number,
  monthsLate: number,
  rates: Pick<ZugangsfaktorRates, 'abschlagPerMonth' | 'zuschlagPerMonth'>,
): number {
  return 1000 - rates.abschlagPerMonth * monthsEarly + rates.zuschlagPerMonth * monthsLate;
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
