import type {
  AgeInMonths,
  BreakEven,
  CumulativePoint,
  PensionSource,
  UsClaimOption,
  UsEarningsTestYear,
  UsSpouseOption,
  UsSurvivorOption,
} from '@ageless/contracts';
import { exactUnits, type FigureDefinition, figureOn, type FigureOn } from '../figures/figure.js';
import {
  DELAYED_CREDIT_PER_MONTH,
  EARLY_REDUCTION_FIRST_36,
  EARLY_REDUCTION_FURTHER,
  EARNINGS_TEST_WITHHOLDING,
  EARNINGS_TEST_WITHHOLDING_FRA_YEAR,
  SPOUSAL_REDUCTION_FIRST_36,
  SPOUSAL_REDUCTION_FURTHER,
  SPOUSAL_SHARE,
  SURVIVOR_AT_60,
  WIDOW_LIMIT_SHARE,
} from '../figures/us-social-security.figures.js';
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
  dualEntitlement: {
    title:
      "SSA POMS RS 00615.020: Dual entitlement (the spouse's benefit is reduced by the own retirement benefit, at least by the own PIA)",
    url: 'https://secure.ssa.gov/apps10/poms.nsf/lnx/0300615020',
  },
  deemedFiling: {
    title:
      'SSA: Deemed filing (born on or after 2 January 1954: applying for retirement or spouse’s benefits is applying for both)',
    url: 'https://www.ssa.gov/benefits/retirement/planner/applying7.html',
  },
  survivor: {
    title:
      "SSA: Survivors benefits, reduction by age (71.5% of the deceased's benefit at 60, rising to 100% at the survivor's full retirement age)",
    url: 'https://www.ssa.gov/benefits/survivors/survivorchartred.html',
  },
  widowLimit: {
    title:
      "SSA POMS RS 00615.320: Widow(er)'s limitation when the deceased claimed early (the larger of the deceased's reduced benefit and 82.5% of the PIA)",
    url: 'https://secure.ssa.gov/apps10/poms.nsf/lnx/0300615320',
  },
  earningsTest: {
    title:
      'SSA: Receiving benefits while working ($1 for every $2 above the annual limit, $1 for every $3 in the year of full retirement age; recomputed at full retirement age)',
    url: 'https://www.ssa.gov/benefits/retirement/planner/whileworking.html',
  },
  earningsTestAmounts: {
    title: 'SSA Office of the Chief Actuary: Exempt amounts under the earnings test',
    url: 'https://www.ssa.gov/oact/cola/rtea.html',
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

// SSA's rates in the dated figures table, by the name the rules use. Percent × 72 is the share over
// 7200; the withholding rates (percent × 3) are over 300 ($1 for $2 = 150, $1 for $3 = 100).
const PER_7200 = {
  earlyFirst36: EARLY_REDUCTION_FIRST_36,
  earlyFurther: EARLY_REDUCTION_FURTHER,
  delayedCredit1943: DELAYED_CREDIT_PER_MONTH,
  spousalShare: SPOUSAL_SHARE,
  spousalFirst36: SPOUSAL_REDUCTION_FIRST_36,
  spousalFurther: SPOUSAL_REDUCTION_FURTHER,
  survivorAt60: SURVIVOR_AT_60,
  widowLimit: WIDOW_LIMIT_SHARE,
} as const;
const PER_300 = {
  withholding: EARNINGS_TEST_WITHHOLDING,
  withholdingFraYear: EARNINGS_TEST_WITHHOLDING_FRA_YEAR,
} as const;
export type SsaRateName = keyof typeof PER_7200 | keyof typeof PER_300;

/** SSA's rates on a date as exact whole numbers, with the figures they come from. */
export type SsaRates = Record<SsaRateName, number> & { figures: Record<SsaRateName, FigureOn> };

export function ssaRatesOn(date: string): SsaRates {
  const figures = {} as Record<SsaRateName, FigureOn>;
  const units = {} as Record<SsaRateName, number>;
  for (const [table, scale] of [
    [PER_7200, 72],
    [PER_300, 3],
  ] as const) {
    for (const [name, definition] of Object.entries(table) as [SsaRateName, FigureDefinition][]) {
      figures[name] = figureOn(definition, date);
      units[name] = exactUnits(figures[name], scale);
    }
  }
  return { ...units, figures };
}

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
 * Delayed retirement credit per month, over 7200, by SSA birth year (source: delayedCredits): 1943 and
 * later from the figures table, the earlier cohorts' steps from SSA's table. Earlier than 1933 is
 * refused by the API (SSA's current table starts there), so this throws for them.
 */
export function delayedCreditPerMonth(
  birthYear: number,
  rates: Pick<SsaRates, 'delayedCredit1943'>,
): number {
  if (birthYear < 1933) throw new RangeError('SSA delayed-credit table starts with 1933');
  if (birthYear <= 1934) return 33; // 11/24 of 1% (5.5% a year)
  if (birthYear <= 1936) return 36; // 1/2 of 1% (6%)
  if (birthYear <= 1938) return 39; // 13/24 of 1% (6.5%)
  if (birthYear <= 1940) return 42; // 7/12 of 1% (7%)
  if (birthYear <= 1942) return 45; // 5/8 of 1% (7.5%)
  return rates.delayedCredit1943; // 2/3 of 1% (8%)
}

/** Retirement benefit as a fraction of the PIA, over 7200 (sources: earlyReduction, delayedCredits). */
export function retirementFactor(
  monthsEarly: number,
  monthsDelayed: number,
  creditPerMonth: number,
  rates: Pick<SsaRates, 'earlyFirst36' | 'earlyFurther'>,
): number {
  const reduction =
    rates.earlyFirst36 * Math.min(monthsEarly, 36) +
    rates.earlyFurther * Math.max(monthsEarly - 36, 0);
  return FACTOR_DENOMINATOR - reduction + creditPerMonth * monthsDelayed;
}

/** Spousal benefit as a fraction of the spousal amount, over 7200; never above 1 (sources: spousal, spousalPoms). */
export function spousalFactor(
  monthsEarly: number,
  rates: Pick<SsaRates, 'spousalFirst36' | 'spousalFurther'>,
): number {
  return (
    FACTOR_DENOMINATOR -
    rates.spousalFirst36 * Math.min(monthsEarly, 36) -
    rates.spousalFurther * Math.max(monthsEarly - 36, 0)
  );
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
  rates: SsaRates;
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
  const factor = retirementFactor(monthsEarly, monthsDelayed, input.creditPerMonth, input.rates);
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
  rates: SsaRates;
  calendar: ClaimCalendar | null;
  /** The spouse's age (months) when the partner files; null: the partner already receives benefits. */
  partnerFilesAtMonths: number | null;
}

/**
 * The spousal excess, over 7200 cents: the spousal share (50 %) of the partner's PIA minus the larger
 * of the own PIA and the own benefit actually payable, which includes delayed credits (sources:
 * spousal, dualEntitlement). `ownFactor` is the own benefit over 7200, null when none is paid.
 */
export function spousalExcess(
  partnerPiaCents: number,
  ownPiaCents: number,
  ownFactor: number | null,
  rates: Pick<SsaRates, 'spousalShare'>,
): number {
  const ownDeduction =
    ownFactor === null ? 0 : ownPiaCents * Math.max(FACTOR_DENOMINATOR, ownFactor);
  return Math.max(0, partnerPiaCents * rates.spousalShare - ownDeduction);
}

/**
 * When the spousal part starts for an own start at `ownAgeInMonths`: deemed filing makes it start with
 * the own benefit (source: deemedFiling), but not before the partner files.
 */
export function spousalStartMonths(
  input: Pick<SpouseInput, 'partnerFilesAtMonths' | 'calendar'>,
  ownAgeInMonths: number,
): number {
  const earliest = Math.max(
    input.partnerFilesAtMonths ?? 0,
    input.calendar?.earliestClaimMonths ?? CLAIM_AGE_MIN_MONTHS,
  );
  return Math.max(ownAgeInMonths, earliest);
}

/**
 * The spouse starting their own benefit at `ownAgeInMonths` and the spousal part at `spousalMonths`:
 * own benefit (reduced or increased as above) plus the spousal excess reduced for the age at which it
 * starts, never increased after FRA (sources: spousal, spousalPoms, dualEntitlement).
 */
export function spouseOption(input: SpouseInput, ownAgeInMonths: number): UsSpouseOption {
  const spousalMonths = spousalStartMonths(input, ownAgeInMonths);
  const ownFactor =
    input.piaCents > 0
      ? retirementFactor(
          Math.max(0, input.fraMonths - ownAgeInMonths),
          Math.max(0, ownAgeInMonths - input.fraMonths),
          input.creditPerMonth,
          input.rates,
        )
      : null;
  const own = ownFactor === null ? 0 : scaleCents(input.piaCents, ownFactor, FACTOR_DENOMINATOR);
  // Before the own benefit starts (restricted application) nothing is deducted from the spousal part.
  const ownPaidWithSpousal =
    ownFactor !== null && ownAgeInMonths <= spousalMonths ? ownFactor : null;
  const spousal = scaleCents(
    spousalExcess(input.partnerPiaCents, input.piaCents, ownPaidWithSpousal, input.rates),
    spousalFactor(Math.max(0, input.fraMonths - spousalMonths), input.rates),
    FACTOR_DENOMINATOR * FACTOR_DENOMINATOR,
  );
  const calendar = input.calendar;
  return {
    age: toAge(ownAgeInMonths),
    ageInMonths: ownAgeInMonths,
    startMonth: calendar ? formatMonthIndex(calendar.attainmentMonth(ownAgeInMonths)) : null,
    available: calendar ? ownAgeInMonths >= calendar.earliestClaimMonths : true,
    ownBenefitCents: own,
    spousalAge: toAge(spousalMonths),
    spousalStartMonth: calendar ? formatMonthIndex(calendar.attainmentMonth(spousalMonths)) : null,
    spousalBenefitCents: spousal,
    totalCents: own + spousal,
  };
}

// ---- Survivors ----

/**
 * Full retirement age for survivor benefits by SSA birth year: the retirement table two years later
 * (65 for 1939 or earlier, +2 months a year to 66 for 1945-1956, +2 months a year to 67 from 1962).
 */
export function survivorFullRetirementAgeMonths(birthYear: number): number {
  return fullRetirementAgeMonths(birthYear - 2);
}

export const SURVIVOR_MIN_MONTHS = 60 * 12;

export type DeceasedStatus = 'claimed-early' | 'claimed' | 'died-before-claiming';

export interface SurvivorInput {
  deceasedPiaCents: number;
  /** The deceased's own benefit over 7200: when claimed, or with the delayed credits up to the death. */
  deceasedFactor: number;
  deceased: DeceasedStatus;
  survivorFraMonths: number;
  rates: SsaRates;
  calendar: ClaimCalendar | null;
}

/**
 * The widow(er)'s benefit starting at `ageInMonths`, as a fraction numerator / denominator of the
 * deceased's PIA: the base (PIA, or the deceased's benefit with delayed credits) reduced linearly from
 * 100 % at the survivor's FRA to 71.5 % at 60; when the deceased claimed early, reduced from the PIA and
 * limited to the larger of the deceased's reduced benefit and 82.5 % of the PIA (sources: survivor,
 * widowLimit).
 */
export function survivorShare(
  input: SurvivorInput,
  ageInMonths: number,
): { numerator: number; denominator: number; limited: boolean } {
  const span = input.survivorFraMonths - SURVIVOR_MIN_MONTHS;
  const monthsEarly = Math.max(0, Math.min(span, input.survivorFraMonths - ageInMonths));
  const cut = FACTOR_DENOMINATOR - input.rates.survivorAt60;
  // Over 7200 × span: 7200 × span at FRA, down by (7200 − 5148) per month of the span.
  const ageFactor = FACTOR_DENOMINATOR * span - cut * monthsEarly;
  if (input.deceased !== 'claimed-early') {
    return {
      numerator: input.deceasedFactor * ageFactor,
      denominator: FACTOR_DENOMINATOR * FACTOR_DENOMINATOR * span,
      limited: false,
    };
  }
  const limit = Math.max(input.deceasedFactor, input.rates.widowLimit);
  if (limit * span < ageFactor)
    return { numerator: limit, denominator: FACTOR_DENOMINATOR, limited: true };
  return { numerator: ageFactor, denominator: FACTOR_DENOMINATOR * span, limited: false };
}

export function survivorOption(input: SurvivorInput, ageInMonths: number): UsSurvivorOption {
  const share = survivorShare(input, ageInMonths);
  const calendar = input.calendar;
  return {
    age: toAge(ageInMonths),
    ageInMonths,
    startMonth: calendar ? formatMonthIndex(calendar.attainmentMonth(ageInMonths)) : null,
    monthsEarly: Math.max(0, input.survivorFraMonths - ageInMonths),
    factor: Math.round((share.numerator / share.denominator) * 1e6) / 1e6,
    monthlyBenefitCents: scaleCents(input.deceasedPiaCents, share.numerator, share.denominator),
    limited: share.limited,
  };
}

/** Survivor ages compared: each whole year from 60 up to the survivor's FRA, and the FRA itself. */
export function survivorAges(survivorFraMonths: number): number[] {
  const ages = new Set<number>();
  for (let age = SURVIVOR_MIN_MONTHS; age < survivorFraMonths; age += 12) ages.add(age);
  ages.add(survivorFraMonths);
  return [...ages].sort((a, b) => a - b);
}

// ---- Earnings test ----

export interface EarningsTestInput {
  monthlyBenefitCents: number;
  /** Month index of the first benefit month and of the month full retirement age is reached. */
  startMonth: number;
  fraMonth: number;
  annualEarningsCents: number;
  rates: Pick<SsaRates, 'withholding' | 'withholdingFraYear'>;
  /** The exempt amounts for a calendar year, with the year whose figure it is. */
  exemptAmounts(year: number): { beforeFraYear: FigureOn; fraYear: FigureOn };
}

/**
 * The annual earnings test (source: earningsTest): in years before the year of FRA, $1 of benefits is
 * withheld for every $2 of earnings above the lower exempt amount; in the year of FRA, $1 for every $3
 * of the earnings before the FRA month above the higher amount. SSA withholds whole months from the
 * start of the year. Earnings are taken as spread evenly over the year, the same every year (so the
 * first year's monthly test gives the same answer).
 */
export function earningsTestYears(input: EarningsTestInput): UsEarningsTestYear[] {
  const years: UsEarningsTestYear[] = [];
  if (input.startMonth >= input.fraMonth || input.monthlyBenefitCents <= 0) return years;
  const firstYear = Math.floor(input.startMonth / 12);
  const fraYear = Math.floor(input.fraMonth / 12);
  for (let year = firstYear; year <= fraYear; year += 1) {
    const from = Math.max(input.startMonth, year * 12);
    const until = Math.min(input.fraMonth, (year + 1) * 12); // exclusive
    const benefitMonths = until - from;
    if (benefitMonths <= 0) continue;
    const isFraYear = year === fraYear;
    const amounts = input.exemptAmounts(year);
    const exempt = isFraYear ? amounts.fraYear : amounts.beforeFraYear;
    // In the FRA year only the months before the FRA month count.
    const monthsCounted = isFraYear ? input.fraMonth - year * 12 : 12;
    const counted = Math.round((input.annualEarningsCents * monthsCounted) / 12);
    const excess = Math.max(0, counted - exempt.value);
    const owed = Math.floor(
      (excess * (isFraYear ? input.rates.withholdingFraYear : input.rates.withholding)) / 300,
    );
    const monthsWithheld = Math.min(benefitMonths, Math.ceil(owed / input.monthlyBenefitCents));
    years.push({
      year,
      kind: isFraYear ? 'fra-year' : 'before-fra-year',
      exemptAmountCents: exempt.value,
      exemptAmountYear: Number(exempt.validFrom.slice(0, 4)),
      countedEarningsCents: counted,
      benefitMonths,
      monthsWithheld,
      withheldCents: Math.min(owed, benefitMonths * input.monthlyBenefitCents),
    });
  }
  return years;
}
