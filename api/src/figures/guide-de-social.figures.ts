import { RENTENWERT } from './de-pension.figures.js';
import { defineFigure, type FigureRow } from './figure.js';
import { germanLaw, PUBLISHER } from './sources.js';

// German figures the guide's answer cards quote on money beside or instead of a pension (issue 24,
// item 6): the income allowance on a widow's or widower's pension, the Aktivrente and the standard
// rate of Grundsicherung im Alter. Each was checked against its public source on 27 November 2026.

const euros = (cents: number): string => `${(cents / 100).toFixed(2).replace('.', ',')} €`;
const julyFirst = (iso: string): string => `1. Juli ${iso.slice(0, 4)}`;

// § 97 Abs. 2 SGB VI sets the allowances as multiples of the aktueller Rentenwert, so each row
// follows the Rentenwert's row of the same 1 July and can never disagree with it. Tenths keep the
// arithmetic in whole numbers; 264 × and 56 × a whole number of cents never ends in a half cent,
// so rounding to the cent is exact (DRV: 1.076,86 € and 228,42 € from 1 July 2025).
const timesRentenwert = (tenths: number, what: string): FigureRow[] =>
  RENTENWERT.rows.map((row) => ({
    validFrom: row.validFrom,
    value: Math.round((tenths * row.value) / 10),
    source: germanLaw(
      'sgb_6',
      '97',
      `§ 97 Abs. 2 SGB VI: ${what} das ${String(tenths / 10).replace('.', ',')}-Fache des aktuellen Rentenwerts (${euros(row.value)} ab ${julyFirst(row.validFrom)})`,
    ),
  }));

/** Net income a widow or widower may have beside the pension before 40 % of the rest is deducted. */
export const WITWENRENTE_FREIBETRAG = defineFigure({
  id: 'de.witwenrente.einkommensfreibetrag',
  label: {
    en: "Income allowance beside a widow's or widower's pension (net, monthly)",
    de: 'Einkommensfreibetrag neben der Witwen- oder Witwerrente (netto, monatlich)',
  },
  unit: 'eur-cents',
  renewal: 'yearly',
  rows: timesRentenwert(264, 'Freibetrag für eigenes Einkommen ist'),
});

/** What the allowance rises by for each child entitled to an orphan's pension. */
export const WITWENRENTE_FREIBETRAG_JE_KIND = defineFigure({
  id: 'de.witwenrente.freibetrag-je-kind',
  label: {
    en: "Additional income allowance per child entitled to an orphan's pension (monthly)",
    de: 'Zusätzlicher Einkommensfreibetrag je waisenrentenberechtigtem Kind (monatlich)',
  },
  unit: 'eur-cents',
  renewal: 'yearly',
  rows: timesRentenwert(56, 'je waisenrentenberechtigtem Kind erhöht sich der Freibetrag um'),
});

/**
 * The Aktivrente (Aktivrentengesetz, agreed by the Bundesrat on 19 December 2025, in force since
 * 1 January 2026): wages from employment subject to social insurance after the Regelaltersgrenze are
 * tax-free up to this amount a month. The Deutsche Rentenversicherung's FAQ (22 January 2026) and the
 * Federal Ministry of Finance's FAQ (6 February 2026) state the same amount. No value before 2026.
 */
export const AKTIVRENTE_FREIBETRAG = defineFigure({
  id: 'de.einkommensteuer.aktivrente-freibetrag',
  label: {
    en: 'Aktivrente: tax-free wages after the Regelaltersgrenze (monthly)',
    de: 'Aktivrente: steuerfreier Arbeitslohn nach Erreichen der Regelaltersgrenze (monatlich)',
  },
  unit: 'eur-cents',
  renewal: 'by-law',
  rows: [
    {
      validFrom: '2026-01-01',
      value: 200_000,
      source: germanLaw(
        'estg',
        '3',
        '§ 3 Nr. 21 EStG (Aktivrentengesetz, in Kraft seit 1. Januar 2026): Arbeitslohn aus sozialversicherungspflichtiger Beschäftigung nach Erreichen der Regelaltersgrenze bis 2.000 Euro im Monat steuerfrei',
      ),
    },
  ],
});

const ANLAGE_ZU_28 = 'https://www.gesetze-im-internet.de/sgb_12/anlage.html';

/**
 * Regelbedarfsstufe 1: the monthly standard rate for a single adult in their own home, in
 * Grundsicherung im Alter (SGB XII) as in Bürgergeld, set each 1 January. 563 € since 2024: the
 * updates for 2025 and 2026 came out lower and the Besitzschutz kept the amount (a "Nullrunde").
 */
export const REGELBEDARF_STUFE_1 = defineFigure({
  id: 'de.sozialhilfe.regelbedarf.stufe-1',
  label: {
    en: 'Standard rate for a single adult (Regelbedarfsstufe 1), Grundsicherung, monthly',
    de: 'Regelsatz für Alleinstehende (Regelbedarfsstufe 1), Grundsicherung, monatlich',
  },
  unit: 'eur-cents',
  renewal: 'yearly',
  rows: [
    {
      validFrom: '2024-01-01',
      value: 56_300,
      source: {
        title: 'Anlage zu § 28 SGB XII Regelbedarfsstufen (Regelbedarfsstufe 1 ab 1. Januar 2024)',
        url: ANLAGE_ZU_28,
        publisher: PUBLISHER.bmj,
      },
    },
    {
      validFrom: '2025-01-01',
      value: 56_300,
      source: {
        title:
          'Anlage zu § 28 SGB XII Regelbedarfsstufen (Regelbedarfsstufe 1 ab 1. Januar 2025, unverändert durch Besitzschutz)',
        url: ANLAGE_ZU_28,
        publisher: PUBLISHER.bmj,
      },
    },
    {
      validFrom: '2026-01-01',
      value: 56_300,
      source: {
        title:
          'Bundesregierung: Regelsätze der Sozialleistungen bleiben unverändert (Regelbedarfsstufe 1 ab 1. Januar 2026: 563 Euro)',
        url: 'https://www.bundesregierung.de/breg-de/suche/nullrunde-buergergeld-2383676',
        publisher: PUBLISHER.bundesregierung,
      },
    },
  ],
});

/**
 * Regelbedarfsstufe 2: the monthly standard rate for each of two partners in one household, in
 * Grundsicherung im Alter (SGB XII) as in Bürgergeld. 506 € since 2024, kept for 2025 and 2026 by
 * the Besitzschutz like stage 1.
 */
export const REGELBEDARF_STUFE_2 = defineFigure({
  id: 'de.sozialhilfe.regelbedarf.stufe-2',
  label: {
    en: 'Standard rate for each of two partners (Regelbedarfsstufe 2), Grundsicherung, monthly',
    de: 'Regelsatz je Partner eines Paares (Regelbedarfsstufe 2), Grundsicherung, monatlich',
  },
  unit: 'eur-cents',
  renewal: 'yearly',
  rows: [
    {
      validFrom: '2024-01-01',
      value: 50_600,
      source: {
        title: 'Anlage zu § 28 SGB XII Regelbedarfsstufen (Regelbedarfsstufe 2 ab 1. Januar 2024)',
        url: ANLAGE_ZU_28,
        publisher: PUBLISHER.bmj,
      },
    },
    {
      validFrom: '2026-01-01',
      value: 50_600,
      source: {
        title:
          'Regelbedarfsstufen-Fortschreibungsverordnung 2026 (RBSFV 2026), § 2: Regelbedarfsstufe 2 ab 1. Januar 2026: 506 Euro',
        url: 'https://www.gesetze-im-internet.de/rbsfv_2026/__2.html',
        publisher: PUBLISHER.bmj,
      },
    },
  ],
});
