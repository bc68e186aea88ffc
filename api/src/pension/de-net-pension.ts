import type { DeNetPension, DeTaxableShare, PensionSource } from '@ageless/contracts';
import { BESTEUERUNGSANTEIL } from '../figures/de-pension.figures.js';
import {
  KV_ALLGEMEINER_BEITRAGSSATZ,
  KV_DURCHSCHNITTLICHER_ZUSATZBEITRAG,
  PV_ABSCHLAG_JE_KIND,
  PV_BEITRAGSSATZ,
  PV_KINDERLOSENZUSCHLAG,
} from '../figures/de-health.figures.js';
import { exactUnits, figureOn, type FigureOn } from '../figures/figure.js';

// From gross to net for a statutory pension: health and long-term care contributions of a
// compulsorily insured pensioner (KVdR), and the taxable share by the year the pension began.

export const DE_NET_SOURCES = {
  healthFromPension: {
    title:
      '§ 247 SGB V Beitragssatz aus der Rente: allgemeiner Beitragssatz und Zusatzbeitragssatz der Krankenkasse',
    url: 'https://www.gesetze-im-internet.de/sgb_5/__247.html',
  },
  healthShare: {
    title:
      '§ 249a SGB V: Versicherungspflichtige mit Rente und der Rentenversicherungsträger tragen die Beiträge je zur Hälfte',
    url: 'https://www.gesetze-im-internet.de/sgb_5/__249a.html',
  },
  careFromPension: {
    title: '§ 59 Abs. 1 SGB XI: Beiträge aus der Rente tragen die Rentner allein',
    url: 'https://www.gesetze-im-internet.de/sgb_11/__59.html',
  },
  careRate: {
    title:
      '§ 55 SGB XI Beitragssatz (3,6 %), Zuschlag für Kinderlose (0,6 Punkte), Abschlag je Kind unter 25 ab dem zweiten bis zum fünften (0,25 Punkte)',
    url: 'https://www.gesetze-im-internet.de/sgb_11/__55.html',
  },
  taxableShare: {
    title:
      '§ 22 Nr. 1 Satz 3 Buchst. a Doppelbuchst. aa EStG: Besteuerungsanteil nach Jahr des Rentenbeginns (Wachstumschancengesetz: ab 2023 +0,5 Punkte je Jahr)',
    url: 'https://www.gesetze-im-internet.de/estg/__22.html',
  },
} as const satisfies Record<string, PensionSource>;

/** Rates in thousandths of a percent (1.45 % = 1450), so half of any two-decimal rate is exact. */
const PER_PERCENT = 1000;

export interface ContributionRates {
  /** The pensioner's health share: half the general rate plus half the additional rate. */
  health: number;
  care: number;
  zusatzbeitrag: number;
  zusatzbeitragIsAverage: boolean;
  figures: FigureOn[];
}

export interface Family {
  /** Children the person has or had (0: childless). */
  children: number;
  childrenUnder25: number;
  /** The fund's own additional rate in percent; the average when absent. */
  zusatzbeitrag?: number;
}

/**
 * Children who lower the care rate: those under 25 among the second to the fifth child. The under-25s
 * are the youngest, so they take the last places in the order of birth.
 */
export function childrenReducingCare(children: number, childrenUnder25: number): number {
  const firstUnder25 = children - childrenUnder25 + 1;
  return Math.max(0, Math.min(5, children) - Math.max(2, firstUnder25) + 1);
}

export function contributionRatesOn(date: string, family: Family): ContributionRates {
  const general = figureOn(KV_ALLGEMEINER_BEITRAGSSATZ, date);
  const average = figureOn(KV_DURCHSCHNITTLICHER_ZUSATZBEITRAG, date);
  const care = figureOn(PV_BEITRAGSSATZ, date);
  const figures = [general, average, care];
  const zusatzbeitrag =
    family.zusatzbeitrag === undefined
      ? exactUnits(average, PER_PERCENT)
      : Math.round(family.zusatzbeitrag * PER_PERCENT);
  let careRate = exactUnits(care, PER_PERCENT);
  if (family.children === 0) {
    const surcharge = figureOn(PV_KINDERLOSENZUSCHLAG, date);
    figures.push(surcharge);
    careRate += exactUnits(surcharge, PER_PERCENT);
  } else {
    const reducing = childrenReducingCare(family.children, family.childrenUnder25);
    if (reducing > 0) {
      const perChild = figureOn(PV_ABSCHLAG_JE_KIND, date);
      figures.push(perChild);
      careRate -= reducing * exactUnits(perChild, PER_PERCENT);
    }
  }
  return {
    health: (exactUnits(general, PER_PERCENT) + zusatzbeitrag) / 2,
    care: careRate,
    zusatzbeitrag,
    zusatzbeitragIsAverage: family.zusatzbeitrag === undefined,
    figures,
  };
}

/** cents × rate (thousandths of a percent), to the cent, half up. */
function contribution(grossCents: number, rate: number): number {
  return Math.floor((2 * grossCents * rate + 100 * PER_PERCENT) / (200 * PER_PERCENT));
}

/**
 * Net monthly pension of a compulsorily insured pensioner (KVdR): gross minus the health share (half
 * of the general and of the additional rate; the pension insurer pays the other half) and minus long-term
 * care in full, each rounded to the cent (sources: healthFromPension, healthShare, careFromPension).
 */
export function netPension(grossCents: number, rates: ContributionRates): DeNetPension {
  const healthCents = contribution(grossCents, rates.health);
  const careCents = contribution(grossCents, rates.care);
  return {
    healthPercent: rates.health / PER_PERCENT,
    healthCents,
    carePercent: rates.care / PER_PERCENT,
    careCents,
    monthlyNetCents: grossCents - healthCents - careCents,
    zusatzbeitragPercent: rates.zusatzbeitrag / PER_PERCENT,
    zusatzbeitragIsAverage: rates.zusatzbeitragIsAverage,
  };
}

/**
 * The part of the pension that counts as income for tax: the Besteuerungsanteil of the year the
 * pension begins, for life; the rest becomes a fixed euro amount (Rentenfreibetrag) from the year after
 * the first full year, so later increases are taxed in full (source: taxableShare).
 */
export function taxableShare(
  startYear: number,
  monthlyGrossCents: number,
  startYearEstimated: boolean,
): { share: DeTaxableShare; figure: FigureOn } {
  const figure = figureOn(BESTEUERUNGSANTEIL, `${startYear}-01-01`);
  const annualGrossCents = 12 * monthlyGrossCents;
  // Percent with at most one decimal: × 10 is exact.
  const annualTaxableCents = Math.round((annualGrossCents * exactUnits(figure, 10)) / 1000);
  return {
    share: {
      startYear,
      startYearEstimated,
      percent: figure.value,
      annualGrossCents,
      annualTaxableCents,
      annualTaxFreeCents: annualGrossCents - annualTaxableCents,
    },
    figure,
  };
}
