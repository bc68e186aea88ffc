import { defineFigure, defineRate } from './figure.js';
import { germanLaw, PUBLISHER } from './sources.js';

// German statutory health (SGB V) and long-term care (SGB XI) insurance: contributions taken from a
// statutory pension of a compulsorily insured pensioner (Krankenversicherung der Rentner, KVdR).

/** General health insurance rate; the pension insurer pays half of it for pensioners (§ 249a SGB V). */
export const KV_ALLGEMEINER_BEITRAGSSATZ = defineRate({
  id: 'de.kv.allgemeiner-beitragssatz',
  label: {
    en: 'Health insurance, general contribution rate',
    de: 'Krankenversicherung, allgemeiner Beitragssatz',
  },
  validFrom: '2015-01-01',
  value: 14.6,
  source: germanLaw('sgb_5', '241', '§ 241 SGB V Allgemeiner Beitragssatz: 14,6 Prozent'),
});

const zusatzbeitrag = (year: number, value: number) => ({
  validFrom: `${year}-01-01`,
  value,
  source: {
    title: `Bekanntmachung des durchschnittlichen Zusatzbeitragssatzes nach § 242a SGB V für ${year}: ${String(value).replace('.', ',')} Prozent`,
    url: 'https://www.bundesgesundheitsministerium.de/beitraege',
    publisher: PUBLISHER.bmg,
  },
});

/**
 * Average additional contribution rate, set by the BMG each autumn for the next year (§ 242a SGB V).
 * Each fund sets its own; the average stands in when the person does not give theirs.
 */
export const KV_DURCHSCHNITTLICHER_ZUSATZBEITRAG = defineFigure({
  id: 'de.kv.durchschnittlicher-zusatzbeitrag',
  label: {
    en: 'Health insurance, average additional contribution rate',
    de: 'Krankenversicherung, durchschnittlicher Zusatzbeitragssatz',
  },
  unit: 'percent',
  renewal: 'yearly',
  rows: [zusatzbeitrag(2024, 1.7), zusatzbeitrag(2025, 2.5), zusatzbeitrag(2026, 2.9)],
});

const PV_SOURCE = germanLaw(
  'sgb_11',
  '55',
  '§ 55 SGB XI Beitragssatz, Beitragsbemessungsgrenze (Beitragssatz, Zuschlag für Kinderlose, Abschlag ab dem zweiten Kind unter 25 Jahren)',
);

/** Long-term care contribution rate; pensioners pay it in full from the pension (§ 59 SGB XI). */
export const PV_BEITRAGSSATZ = defineFigure({
  id: 'de.pv.beitragssatz',
  label: {
    en: 'Long-term care insurance, contribution rate',
    de: 'Pflegeversicherung, Beitragssatz',
  },
  unit: 'percent',
  renewal: 'by-law',
  rows: [
    { validFrom: '2023-07-01', value: 3.4, source: PV_SOURCE },
    { validFrom: '2025-01-01', value: 3.6, source: PV_SOURCE },
  ],
});

/** Surcharge for people without children, from age 23 (§ 55 Abs. 3 SGB XI). */
export const PV_KINDERLOSENZUSCHLAG = defineRate({
  id: 'de.pv.kinderlosenzuschlag',
  label: {
    en: 'Long-term care insurance, surcharge without children',
    de: 'Pflegeversicherung, Beitragszuschlag für Kinderlose',
  },
  validFrom: '2023-07-01',
  value: 0.6,
  source: PV_SOURCE,
});

/** Reduction per child from the second to the fifth, while the child is under 25 (§ 55 Abs. 3 SGB XI). */
export const PV_ABSCHLAG_JE_KIND = defineRate({
  id: 'de.pv.abschlag-je-kind',
  label: {
    en: 'Long-term care insurance, reduction per child under 25 (2nd to 5th child)',
    de: 'Pflegeversicherung, Abschlag je Kind unter 25 Jahren (2. bis 5. Kind)',
  },
  validFrom: '2023-07-01',
  value: 0.25,
  source: PV_SOURCE,
});
