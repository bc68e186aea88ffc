import type { FigureSource } from '@ageless/contracts';
import { defineFigure } from './figure.js';
import { cmsFactSheet, PUBLISHER } from './sources.js';

// Medicare's income-related monthly adjustment amounts (IRMAA) for a year: the Part B premium and the
// Part D addition by the modified adjusted gross income of two years before, on an individual and on
// a joint tax return (42 U.S.C. 1395r(i), 1395w-113(a)(7)). CMS sets them each autumn for the next
// year; a year without a table here is answered with the rule, not a figure.

export interface IrmaaBracket {
  /** The bracket applies above this MAGI (dollars) on an individual return … */
  singleAbove: number;
  /** … and above this on a joint return. */
  jointAbove: number;
  /** The whole Part B premium per person and month, in cents. */
  partBCents: number;
  /** What is added to the Part D plan's premium per person and month, in cents. */
  partDCents: number;
}

export interface IrmaaTable {
  year: number;
  validFrom: string;
  /** The tax year whose MAGI counts. */
  incomeYear: number;
  source: FigureSource;
  partDSource: FigureSource;
  brackets: readonly IrmaaBracket[];
}

export const IRMAA_TABLES: readonly IrmaaTable[] = [
  {
    year: 2026,
    validFrom: '2026-01-01',
    incomeYear: 2024,
    source: cmsFactSheet(2026, 'Part B income-related monthly adjustment amounts'),
    partDSource: {
      title:
        'CMS: 2026 Medicare Parts A & B premiums and deductibles (Part D income-related monthly adjustment amounts)',
      url: 'https://www.cms.gov/newsroom/fact-sheets/2026-medicare-parts-b-premiums-deductibles',
      publisher: PUBLISHER.cms,
    },
    // Above the last bound of each row; the first row is the standard premium.
    brackets: [
      { singleAbove: 0, jointAbove: 0, partBCents: 20_290, partDCents: 0 },
      { singleAbove: 109_000, jointAbove: 218_000, partBCents: 28_410, partDCents: 1_450 },
      { singleAbove: 137_000, jointAbove: 274_000, partBCents: 40_580, partDCents: 3_750 },
      { singleAbove: 171_000, jointAbove: 342_000, partBCents: 52_750, partDCents: 6_040 },
      { singleAbove: 205_000, jointAbove: 410_000, partBCents: 64_920, partDCents: 8_330 },
      // "$500,000 or more" / "$750,000 or more": above one dollar less.
      { singleAbove: 499_999, jointAbove: 749_999, partBCents: 68_990, partDCents: 9_100 },
    ],
  },
];

/**
 * The national base beneficiary premium: the benchmark a Part D plan's premium is compared with, and
 * the Part D late penalty is 1 % of it per month uncovered. Each plan sets its own premium.
 */
export const PART_D_BASE_PREMIUM = defineFigure({
  id: 'us.medicare.part-d.base-premium',
  label: {
    en: 'Medicare Part D national base beneficiary premium',
    de: 'Medicare Part D, nationale Basisprämie',
  },
  unit: 'usd-cents',
  renewal: 'yearly',
  rows: [
    {
      validFrom: '2025-01-01',
      value: 3_678,
      source: {
        title: 'CMS: 2025 Part D national average monthly bid amount and base beneficiary premium',
        url: 'https://www.cms.gov/newsroom/fact-sheets/cms-releases-2025-medicare-part-d-bid-information-and-announces-premium-stabilization-demonstration',
        publisher: PUBLISHER.cms,
      },
    },
    {
      validFrom: '2026-01-01',
      value: 3_899,
      source: {
        title: 'CMS: 2026 Part D national average monthly bid amount and base beneficiary premium',
        url: 'https://www.cms.gov/newsroom/fact-sheets/2026-medicare-part-d-bid-information-and-part-d-premium-stabilization-demonstration-parameters',
        publisher: PUBLISHER.cms,
      },
    },
  ],
});
