import { defineFigure, defineRate } from './figure.js';
import { cmsFactSheet, PUBLISHER } from './sources.js';

// Medicare Part B: the figures the enrolment and penalty rules use. Other Medicare figures (IRMAA,
// Part D, deductibles) belong beside this file in their own.

const premium = (year: number, cents: number) => ({
  validFrom: `${year}-01-01`,
  value: cents,
  source: cmsFactSheet(year, 'standard monthly Part B premium'),
});

/** Standard monthly Part B premium, set by CMS each autumn for the next year. */
export const PART_B_STANDARD_PREMIUM = defineFigure({
  id: 'us.medicare.part-b.standard-premium',
  label: {
    en: 'Medicare Part B standard monthly premium',
    de: 'Medicare Part B, monatlicher Standardbeitrag',
  },
  unit: 'usd-cents',
  renewal: 'yearly',
  rows: [premium(2024, 17_470), premium(2025, 18_500), premium(2026, 20_290)],
});

/** Late-enrolment penalty per full 12 months without Part B, of the standard premium, for life. */
export const PART_B_PENALTY_PER_YEAR = defineRate({
  id: 'us.medicare.part-b.late-penalty-per-year',
  label: {
    en: 'Part B late-enrolment penalty per full 12 months without coverage',
    de: 'Part B, Zuschlag bei später Anmeldung je volle 12 Monate ohne Versicherung',
  },
  validFrom: '1966-07-01',
  value: 10,
  source: {
    title:
      'Medicare.gov: Avoid late enrollment penalties (Part B: 10% of the standard premium for each full 12-month period without Part B, for as long as you have Part B)',
    url: 'https://www.medicare.gov/basics/costs/medicare-costs/avoid-penalties',
    publisher: PUBLISHER.medicare,
  },
});
