import type {
  AgeInMonths,
  BreakEven,
  CumulativePoint,
  PensionSource,
  UsClaimOption,
  UsSpouseOption,
} from '@ageless/contracts';
import { type CalendarDate, formatMonthIndex, monthIndex } from './calendar.js';

// US Social Security retirement rules, as pure functions. Every factor is a whole number over 7200,
// the common denominator of every SSA fraction used here (5/9 %, 5/12 %, 25/36 %, 2/3 %, 11/24 % ...),
// so the arithmetic is exact and only the final amount is rounded.

export const FACTOR_DENOMINATOR = 7200;

export const US_SOURCES = {
  fra: {
    title:
      'SSA: Retirement age and benefit reduction (full retirement age by year of birth; born on 1 January: use the previous year; born on the 1st: as if born in the previous month)',
    url: 'https://www.ssa.gov/benefits/retirement/planner/agereduction.html',
  },
  earlyReduction: {
    title:
      'SSA: Early or late retirement? (5/9 of 1% a month for the first 36 months early, 5/12 of 1% for each further month)',
    url: 'https://www.ssa.gov/oact/quickcalc/earlyretire.html',
  },
  delayedCredits: {
    title:
      'SSA: Delayed retirement credits (2/3 of 1% a month, 8% a year, for 1943 and later; table for 1933-1942)',
    url: 'https://www.ssa.gov/benefits/retirement/planner/delayret.html',
  },
  spousal: {
    title:
      "SSA: Benefits for spouses (up to 50% of the partner's PIA at full retirement age; 25/36 of 1% a month for the first 36 months early, 5/12 of 1% beyond; no delayed credits)",
    url: 'https://www.ssa.gov/oact/quickcalc/spouse.html',
  },
  spousalPoms: {
    title: "SSA POMS RS 00615.201: Computing reduced spouse's benefits",
    url: 'https://secure.ssa.gov/apps10/poms.nsf/lnx/0300615201',
  },
  ageAttainment: {
    title: 'SSA Ruling SSR 63-15: a person attains an age on the day before the birthday',
    url: 'https://www.ssa.gov/OP_Home/rulings/oasi/09/SSR63-15-oasi-09.html',
  },
  throughoutMonth: {
    title:
      'Social Security Act §202(a): benefits before full retirement age begin with the first month throughout which the person is 62',
    url: 'https://www.ssa.gov/OP_Home/ssact/title02/0202.htm',
  },
  rounding: {
    title: 'SSA POMS RS 00601.020: Rounding of benefits (down to the next lower dime)',
    url: 'https://secure.ssa.gov/apps10/poms.nsf/lnx/0300601020',
  },
} as const satisfies Record<string, PensionSource>;

export const CLAIM_AGE_MIN_MONTHS = 62 * 12;
export const CLAIM_AGE_MAX_MONTHS = 70 * 12;

export function toAge(ageInMonths: number): AgeInMonths {
  return { years: Math.floor(ageInMonths / 12), months: ageInMonths % 12 };
}

/** SSA's birth year: people born on 1 January count as born the year before (source: fra, delayedCredits). */
export function ssaBirthYear(birth: CalendarDate): number {
  return birth.month === 1 && birth.day === 1 ? birth.year - 1 : birth.year;
}

/** Full retirement age in months of age by SSA birth year (source: fra). */
export function fullRetirementAgeMonths(birthYear: number): number {
  if (birthYear <= 1937) return 65 * 12;
  if (birthYear <= 1942) return 65 * 12 + (birthYear - 1937) * 2;
  if (birthYear <= 1954) return 66 * 12;
  if (birthYear <= 1959) return 66 * 12 + (birthYear - 1954) * 2;
  return 67 * 12;
}

/**
 * Delayed retirement credit per month, over 7200, by SSA birth year (source: delayedCredits). Earlier
 * cohorts are refused by the API (SSA's current table starts with 1933), so this throws for them.
 */
export function delayedCreditPerMonth(birthYear: number): number {
  if (birthYear < 1933) throw new RangeError('SSA delayed-credit table starts with 1933');
  if (birthYear <= 1934) return 33; // 11/24 of 1% (5.5% a year)
  if (birthYear <= 1936) return 36; // 1/2 of 1% (6%)
  if (birthYear <= 1938) return 39; // 13/24 of 1% (6.5%)
  if (birthYear <= 1940) return 42; // 7/12 of 1% (7%)
  if (birthYear <= 1942) return 45; // 5/8 of 1% (7.5%)
  return 48; // 2/3 of 1% (8%)
}

/** Retirement benefit as a fraction of the PIA, over 7200 (sources: earlyReduction, delayedCredits). */
export function retirementFactor(
  monthsEarly: number,
  monthsDelayed: number,
  creditPerMonth: number,
): number {
  const reduction = 40 * Math.min(monthsEarly, 36) + 30 * Math.max(monthsEarly - 36, 0); // 5/9 %, 5/12 %
  return FACTOR_DENOMINATOR - reduction + creditPerMonth * monthsDelayed;
}

/** Spousal benefit as a fraction of the spousal amount, over 7200; never above 1 (sources: spousal, spousalPoms). */
export function spousalFactor(monthsEarly: number): number {
  return FACTOR_DENOMINATOR - 50 * Math.min(monthsEarly, 36) - 30 * Math.max(monthsEarly - 36, 0); // 25/36 %, 5/12 %
}

/** cents × numerator / denominator, rounded half up to the cent (our documented rounding). */
export function scaleCents(cents: number, numerator: number, denominator: number): number {
  return Math.floor((2 * cents * numerator + denominator) / (2 * denominator));
}

/** SSA's rounding of a monthly benefit: down to the next lower dime (source: rounding). */
export function scaleCentsSsa(cents: number, numerator: number, denominator: number): number {
  return Math.floor((cents * numerator) / (denominator * 10)) * 10;
}

/** The calendar side of a birth date: which months of age can be claimed and when they start. */
export interface ClaimCalendar {
  /** Month index (year × 12 + month − 1) in which the person attains `ageInMonths`. */
  attainmentMonth(ageInMonths: number): number;
  earliestClaimMonths: number;
}

/**
 * Sources ageAttainment and throughoutMonth: an age is attained the day before the birthday (so people
 * born on the 1st attain it in the previous month), and benefits before full retirement age start
 * with the first month the person is 62 throughout, so 62 and 0 months is possible only for people
 * born on the 2nd (who attain 62 on the 1st).
 */
export function claimCalendar(birth: CalendarDate): ClaimCalendar {
  const birthMonth = monthIndex(birth.year, birth.month);
  const shift = birth.day === 1 ? 1 : 0;
  return {
    attainmentMonth: (ageInMonths) => birthMonth + ageInMonths - shift,
    earliestClaimMonths: birth.day === 2 ? CLAIM_AGE_MIN_MONTHS : CLAIM_AGE_MIN_MONTHS + 1,
  };
}

export interface RetirementInput {
  piaCents: number;
  fraMonths: number;
  creditPerMonth: number;
  calendar: ClaimCalendar | null;
  horizonAge: number;
}

export function cumulativeByAge(
  monthlyCents: number,
  ageInMonths: number,
  horizonAge: number,
): CumulativePoint[] {
  const points: CumulativePoint[] = [];
  for (let age = 62; age <= horizonAge; age += 1) {
    points.push({ age, totalCents: monthlyCents * Math.max(0, age * 12 - ageInMonths) });
  }
  return points;
}

export function claimOption(input: RetirementInput, ageInMonths: number): UsClaimOption {
  const monthsEarly = Math.max(0, input.fraMonths - ageInMonths);
  const monthsDelayed = Math.max(0, ageInMonths - input.fraMonths);
  const factor = retirementFactor(monthsEarly, monthsDelayed, input.creditPerMonth);
  const monthlyBenefitCents = scaleCents(input.piaCents, factor, FACTOR_DENOMINATOR);
  const calendar = input.calendar;
  return {
    age: toAge(ageInMonths),
    ageInMonths,
    startMonth: calendar ? formatMonthIndex(calendar.attainmentMonth(ageInMonths)) : null,
    available: calendar ? ageInMonths >= calendar.earliestClaimMonths : true,
    monthsEarly,
    monthsDelayed,
    factor: Math.round((factor / FACTOR_DENOMINATOR) * 1e6) / 1e6,
    monthlyBenefitCents,
    ssaRoundedCents: scaleCentsSsa(input.piaCents, factor, FACTOR_DENOMINATOR),
    cumulative: cumulativeByAge(monthlyBenefitCents, ageInMonths, input.horizonAge),
  };
}

/**
 * The ages compared: whole years 62 to 70 (or every month), plus the earliest possible month when
 * SSA's "62 throughout the month" rule moves it to 62 and 1 month.
 */
export function claimAges(byMonth: boolean, earliestClaimMonths: number): number[] {
  const ages = new Set<number>();
  for (let age = CLAIM_AGE_MIN_MONTHS; age <= CLAIM_AGE_MAX_MONTHS; age += byMonth ? 1 : 12)
    ages.add(age);
  ages.add(earliestClaimMonths);
  return [...ages].sort((a, b) => a - b);
}

const MAX_BREAK_EVEN_MONTHS = 120 * 12;

/**
 * Cumulative totals are equal at t = (later × laterAge − earlier × earlierAge) / (later − earlier)
 * months of age; the break-even age is the first whole month at or after t.
 */
export function breakEven(earlier: UsClaimOption, later: UsClaimOption): BreakEven {
  const a = earlier.monthlyBenefitCents;
  const b = later.monthlyBenefitCents;
  const none = { earlier: earlier.age, later: later.age, age: null, ageYears: null };
  if (b <= a) return none;
  const numerator = b * later.ageInMonths - a * earlier.ageInMonths;
  const denominator = b - a;
  const crossing = numerator / denominator;
  if (crossing > MAX_BREAK_EVEN_MONTHS) return none;
  const firstMonth = Math.ceil(numerator / denominator - 1e-9);
  return {
    earlier: earlier.age,
    later: later.age,
    age: toAge(firstMonth),
    ageYears: Math.round((crossing / 12) * 100) / 100,
  };
}

export function breakEvens(options: UsClaimOption[]): BreakEven[] {
  const result: BreakEven[] = [];
  for (let i = 0; i < options.length; i += 1) {
    for (let j = i + 1; j < options.length; j += 1)
      result.push(breakEven(options[i]!, options[j]!));
  }
  return result;
}

export interface SpouseInput {
  piaCents: number;
  partnerPiaCents: number;
  fraMonths: number;
  creditPerMonth: number;
  calendar: ClaimCalendar | null;
}

/** 50% of the partner's PIA minus the spouse's own PIA, over 7200 cents (source: spousal). */
export function spousalExcess(partnerPiaCents: number, ownPiaCents: number): number {
  return Math.max(0, partnerPiaCents * 3600 - ownPiaCents * FACTOR_DENOMINATOR);
}

/**
 * The spouse claiming at `ageInMonths`: own retirement benefit (reduced or increased as above) plus
 * the spousal excess reduced for age with no delayed credits (sources: spousal, spousalPoms). Assumes
 * the partner already receives benefits, which a spousal benefit requires.
 */
export function spouseOption(input: SpouseInput, ageInMonths: number): UsSpouseOption {
  const monthsEarly = Math.max(0, input.fraMonths - ageInMonths);
  const monthsDelayed = Math.max(0, ageInMonths - input.fraMonths);
  const own = scaleCents(
    input.piaCents,
    retirementFactor(monthsEarly, monthsDelayed, input.creditPerMonth),
    FACTOR_DENOMINATOR,
  );
  const spousal = scaleCents(
    spousalExcess(input.partnerPiaCents, input.piaCents),
    spousalFactor(monthsEarly),
    FACTOR_DENOMINATOR * FACTOR_DENOMINATOR,
  );
  const calendar = input.calendar;
  return {
    age: toAge(ageInMonths),
    ageInMonths,
    startMonth: calendar ? formatMonthIndex(calendar.attainmentMonth(ageInMonths)) : null,
    available: calendar ? ageInMonths >= calendar.earliestClaimMonths : true,
    ownBenefitCents: own,
    spousalBenefitCents: spousal,
    totalCents: own + spousal,
  };
}
