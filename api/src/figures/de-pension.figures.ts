import { defineFigure, defineRate } from './figure.js';
import { germanLaw } from './sources.js';

// German statutory pension (SGB VI) and its income tax (EStG): the figures the calculators use.

const rentenwert = (year: number, cents: number) => ({
  validFrom: `${year}-07-01`,
  value: cents,
  source: germanLaw(
    `rwbestv_${year}`,
    '1',
    `Rentenwertbestimmungsverordnung ${year} (RWBestV ${year}), § 1: aktueller Rentenwert ab 1. Juli ${year}`,
  ),
});

/** Aktueller Rentenwert: one Entgeltpunkt's monthly pension; set each 1 July (§§ 68, 69 SGB VI). */
export const RENTENWERT = defineFigure({
  id: 'de.rentenwert',
  label: {
    en: 'Aktueller Rentenwert (monthly pension per Entgeltpunkt)',
    de: 'Aktueller Rentenwert (Monatsrente je Entgeltpunkt)',
  },
  unit: 'eur-cents',
  renewal: 'yearly',
  rows: [
    rentenwert(2023, 3760),
    rentenwert(2024, 3932),
    rentenwert(2025, 4079),
    // Announced by the BMAS in March 2026 (+4.24 %), set by the RWBestV 2026.
    rentenwert(2026, 4252),
  ],
});

const ZUGANGSFAKTOR_SOURCE = germanLaw(
  'sgb_6',
  '77',
  '§ 77 SGB VI Zugangsfaktor: 0,003 weniger je Kalendermonat vor, 0,005 mehr je Kalendermonat nach der Regelaltersgrenze',
);

/** Abschlag per month of an old-age pension started before the Regelaltersgrenze (§ 77 SGB VI). */
export const ABSCHLAG_PER_MONTH = defineRate({
  id: 'de.zugangsfaktor.abschlag-per-month',
  label: {
    en: 'Reduction per month started early (Abschlag)',
    de: 'Abschlag je Monat vorzeitiger Inanspruchnahme',
  },
  validFrom: '1992-01-01',
  value: 0.3,
  source: ZUGANGSFAKTOR_SOURCE,
});

/** Zuschlag per month of an old-age pension started after the Regelaltersgrenze (§ 77 SGB VI). */
export const ZUSCHLAG_PER_MONTH = defineRate({
  id: 'de.zugangsfaktor.zuschlag-per-month',
  label: {
    en: 'Increase per month started after the Regelaltersgrenze (Zuschlag)',
    de: 'Zuschlag je Monat nach der Regelaltersgrenze',
  },
  validFrom: '1992-01-01',
  value: 0.5,
  source: ZUGANGSFAKTOR_SOURCE,
});

const BESTEUERUNGSANTEIL_SOURCE = germanLaw(
  'estg',
  '22',
  '§ 22 Nr. 1 Satz 3 Buchst. a Doppelbuchst. aa EStG: Besteuerungsanteil nach Jahr des Rentenbeginns (ab Rentenbeginn 2023 +0,5 Prozentpunkte je Jahr, Wachstumschancengesetz vom 27.03.2024)',
);

// 50 % for 2005, +2 points a year to 80 % in 2020, +1 point to 82 % in 2022; since the
// Wachstumschancengesetz (retroactive to 2023) +0.5 points a year, reaching 100 % in 2058.
function besteuerungsanteil(year: number): number {
  if (year <= 2020) return 50 + 2 * (year - 2005);
  if (year <= 2022) return 80 + (year - 2020);
  return 82.5 + 0.5 * (year - 2023);
}

/**
 * Taxable share of a statutory pension by the year it began (§ 22 EStG): the value on the pension's
 * first day is the share for life (the euro amount left free is fixed in the year after).
 */
export const BESTEUERUNGSANTEIL = defineFigure({
  id: 'de.einkommensteuer.besteuerungsanteil',
  label: {
    en: 'Taxable share of the pension by year it began (Besteuerungsanteil)',
    de: 'Besteuerungsanteil der Rente nach Jahr des Rentenbeginns',
  },
  unit: 'percent',
  renewal: 'by-law',
  rows: Array.from({ length: 2058 - 2005 + 1 }, (_, index) => ({
    validFrom: `${2005 + index}-01-01`,
    value: besteuerungsanteil(2005 + index),
    source: BESTEUERUNGSANTEIL_SOURCE,
  })),
});

/**
 * The basic tax-free allowance of German income tax (§ 32a Abs. 1 EStG): taxable income up to it pays
 * no income tax. 2025 and 2026 as set by the Steuerfortentwicklungsgesetz of 23 December 2024 (BGBl.
 * 2024 I Nr. 449: Art. 2 for 2025, Art. 3 for 2026); checked on 23 November 2026 against the
 * consolidated text of § 32a Abs. 1 ("bis 12.096 Euro (Grundfreibetrag)" from the Veranlagungszeitraum
 * 2025) and the 2026 value the same law sets.
 */
export const GRUNDFREIBETRAG = defineFigure({
  id: 'de.einkommensteuer.grundfreibetrag',
  label: {
    en: 'Basic tax-free allowance of German income tax (Grundfreibetrag), single person, per year',
    de: 'Grundfreibetrag der Einkommensteuer (Alleinstehende, im Jahr)',
  },
  unit: 'eur-cents',
  renewal: 'yearly',
  rows: [
    {
      validFrom: '2025-01-01',
      value: 1_209_600,
      source: germanLaw('estg', '32a', '§ 32a EStG Einkommensteuertarif (Grundfreibetrag)'),
    },
    {
      validFrom: '2026-01-01',
      value: 1_234_800,
      source: germanLaw('estg', '32a', '§ 32a EStG Einkommensteuertarif (Grundfreibetrag)'),
    },
  ],
});

/** A married couple assessed jointly pays no income tax up to twice the allowance (splitting, § 32a Abs. 5 EStG). */
export const GRUNDFREIBETRAG_PAARE = defineFigure({
  id: 'de.einkommensteuer.grundfreibetrag-paare',
  label: {
    en: 'Basic tax-free allowance of German income tax for a married couple assessed jointly, per year',
    de: 'Grundfreibetrag der Einkommensteuer für zusammen veranlagte Ehepaare (im Jahr)',
  },
  unit: 'eur-cents',
  renewal: 'yearly',
  rows: [
    {
      validFrom: '2025-01-01',
      value: 2_419_200,
      source: germanLaw(
        'estg',
        '32a',
        '§ 32a Abs. 5 EStG Splitting-Verfahren (doppelter Grundfreibetrag)',
      ),
    },
    {
      validFrom: '2026-01-01',
      value: 2_469_600,
      source: germanLaw(
        'estg',
        '32a',
        '§ 32a Abs. 5 EStG Splitting-Verfahren (doppelter Grundfreibetrag)',
      ),
    },
  ],
});
