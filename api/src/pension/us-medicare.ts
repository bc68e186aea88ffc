import type { PensionSource } from '@ageless/contracts';
import { figureOn, type FigureOn } from '../figures/figure.js';
import {
  PART_B_PENALTY_PER_YEAR,
  PART_B_STANDARD_PREMIUM,
} from '../figures/us-medicare.figures.js';
import { type CalendarDate, formatMonthIndex, monthIndex } from './calendar.js';

// Medicare enrolment rules for the guide, as pure functions: the initial enrolment period around the
// 65th birthday and the Part B late-enrolment penalty.

export const MEDICARE_SOURCES = {
  enrollment: {
    title:
      'Medicare.gov: When does Medicare coverage start? (Initial Enrollment Period: 7 months, 3 before the month you turn 65, that month and 3 after; born on the 1st: one month earlier)',
    url: 'https://www.medicare.gov/basics/get-started-with-medicare/sign-up/when-does-medicare-coverage-start',
  },
  penalty: {
    title:
      'Medicare.gov: Avoid late enrollment penalties (Part B: 10% of the standard premium for each full 12 months without Part B)',
    url: 'https://www.medicare.gov/basics/costs/medicare-costs/avoid-penalties',
  },
  penaltyRounding: {
    title:
      'Social Security Act § 1839(b): the premium increase is 10 percent for each full 12 months, rounded to the nearest multiple of 10 cents',
    url: 'https://www.ssa.gov/OP_Home/ssact/title18/1839.htm',
  },
} as const satisfies Record<string, PensionSource>;

export interface InitialEnrollmentPeriod {
  /** YYYY-MM of the first month. */
  firstMonth: string;
  /** YYYY-MM in which the person turns 65 for Medicare (the month before for people born on the 1st). */
  turns65Month: string;
  lastMonth: string;
  /** All seven months, YYYY-MM. */
  months: string[];
}

/**
 * The Initial Enrollment Period (IEP): 3 months before the month the person turns 65, that month and 3
 * after. An age is reached the day before the birthday, so for people born on the 1st the month they
 * turn 65 is the one before their birthday month (source: enrollment).
 */
export function medicareInitialEnrollmentPeriod(birth: CalendarDate): InitialEnrollmentPeriod {
  const turns65 = monthIndex(birth.year + 65, birth.month) - (birth.day === 1 ? 1 : 0);
  const months = Array.from({ length: 7 }, (_, offset) => formatMonthIndex(turns65 - 3 + offset));
  return {
    firstMonth: months[0]!,
    turns65Month: months[3]!,
    lastMonth: months[6]!,
    months,
  };
}

/**
 * When Part B coverage starts for a sign-up in the IEP (YYYY-MM): signing up in the 3 months before the
 * month of 65 gives coverage from that month; signing up in it or later, from the month after sign-up
 * (since 2023). Null when the month is outside the IEP.
 */
export function partBCoverageStart(birth: CalendarDate, signUpMonth: string): string | null {
  const period = medicareInitialEnrollmentPeriod(birth);
  const position = period.months.indexOf(signUpMonth);
  if (position < 0) return null;
  if (position < 3) return period.turns65Month;
  const [year, month] = signUpMonth.split('-').map(Number) as [number, number];
  return formatMonthIndex(monthIndex(year, month) + 1);
}

export interface PartBLatePenalty {
  /** Full 12-month periods without Part B while eligible. */
  fullYearsLate: number;
  /** Penalty in percent of the standard premium (10 per full year), paid for as long as one has Part B. */
  percent: number;
  standardPremiumCents: number;
  /** Penalty a month on the date asked, rounded to the nearest 10 cents (source: penaltyRounding). */
  monthlyPenaltyCents: number;
  /** Standard premium plus the penalty. */
  monthlyPremiumCents: number;
  figures: FigureOn[];
}

/**
 * Part B late-enrolment penalty from the number of months someone could have had Part B but did not
 * (not counting months with a Special Enrollment Period's group coverage): 10 % of the standard premium
 * for each full 12 months, at the premium of the date asked (sources: penalty, penaltyRounding).
 */
export function partBLatePenalty(monthsWithoutCoverage: number, date: string): PartBLatePenalty {
  if (!Number.isInteger(monthsWithoutCoverage) || monthsWithoutCoverage < 0)
    throw new RangeError('monthsWithoutCoverage must be a whole number, 0 or more');
  const premium = figureOn(PART_B_STANDARD_PREMIUM, date);
  const rate = figureOn(PART_B_PENALTY_PER_YEAR, date);
  const fullYearsLate = Math.floor(monthsWithoutCoverage / 12);
  const percent = rate.value * fullYearsLate;
  // Nearest multiple of 10 cents, half up: premium × percent / 100 / 10 cents.
  const monthlyPenaltyCents = Math.floor((premium.value * percent + 500) / 1000) * 10;
  return {
    fullYearsLate,
    percent,
    standardPremiumCents: premium.value,
    monthlyPenaltyCents,
    monthlyPremiumCents: premium.value + monthlyPenaltyCents,
    figures: [premium, rate],
  };
}
