import type { FigureReference } from './figures.js';

// Issue 10: the pension calculators (POST /api/pension/analyze-us, /api/pension/analyze-de) and the
// budget optimizer (POST /api/budget/analyze). Money is always integer cents (USD or EUR).

/** Where a rule or figure comes from; `validFrom` when the figure changes over time. */
export interface PensionSource {
  title: string;
  url: string;
  validFrom?: string;
}

/** An age in whole years and months (months 0 to 11). */
export interface AgeInMonths {
  years: number;
  months: number;
}

// ---- United States: Social Security claiming comparison ----

export const US_CLAIM_AGE = { min: 62, max: 70 } as const;
export const US_LIMITS = {
  /** Refused above this PIA (dollars): above any benefit SSA pays today. */
  maxPiaDollars: 10_000,
  /** Earliest accepted birth year (SSA's year, see ssaBirthYear): SSA's delayed-credit table starts here. */
  minBirthYear: 1933,
  horizonAge: { min: 71, max: 105, default: 95 },
  /** Earnings a year above this are refused (dollars). */
  maxAnnualEarnings: 10_000_000,
  survivorClaimAge: { min: 60, max: 70 },
  deathAge: { min: 18, max: 110 },
} as const;

export interface AnalyzeUsSpouseRequest {
  /** ISO date YYYY-MM-DD; or give birthYear. */
  birthDate?: string;
  birthYear?: number;
  /** The spouse's own PIA in dollars (0 or absent: no own work record). */
  pia?: number;
  /** When the spouse starts their own retirement benefit (62 to 70), to highlight in the answer. */
  ownClaimAge?: number;
  ownClaimAgeMonths?: number;
}

export interface AnalyzeUsSurvivorRequest {
  /** The survivor's (widow's or widower's) birth date YYYY-MM-DD; or give birthYear. */
  birthDate?: string;
  birthYear?: number;
  /**
   * Age at which the worker (the person whose PIA is given) died. Before their claimAge, or with no
   * claimAge: died before claiming (delayed credits count up to the death when it was after full
   * retirement age). Absent: the worker claimed at claimAge (or, without it, died before claiming and
   * before full retirement age).
   */
  deathAge?: number;
  /** Survivor age (60 to 70) to highlight. */
  claimAge?: number;
  claimAgeMonths?: number;
}

export interface AnalyzeUsWorkRequest {
  /** Expected earnings from work a year (wages and net self-employment) while claiming before full retirement age, in dollars. */
  annualEarnings: number;
}

export interface AnalyzeUsRequest {
  /** ISO date YYYY-MM-DD (exact: applies SSA's day-before and 1st-of-month rules); or give birthYear. */
  birthDate?: string;
  /** Birth year only: ages without calendar months. */
  birthYear?: number;
  /** Primary insurance amount in dollars (at most two decimals). */
  pia: number;
  /** Every month of age from 62 to 70 instead of whole years. */
  byMonth?: boolean;
  /** A planned claiming age (62 to 70) the answer highlights. */
  claimAge?: number;
  /** Months on top of claimAge (0 to 11; 70 has none). */
  claimAgeMonths?: number;
  /** Cumulative totals up to this age (default 95). */
  horizonAge?: number;
  /** A spouse's benefits on this worker's record (the worker files at claimAge, if given). */
  spouse?: AnalyzeUsSpouseRequest;
  /** A widow(er)'s benefits on this worker's record. */
  survivor?: AnalyzeUsSurvivorRequest;
  /** Working while claiming before full retirement age: the earnings test. */
  work?: AnalyzeUsWorkRequest;
}

export interface CumulativePoint {
  age: number;
  /** Total received before turning `age` (no COLA, no interest). */
  totalCents: number;
}

export interface UsClaimOption {
  age: AgeInMonths;
  /** Age in months (62 years = 744). */
  ageInMonths: number;
  /** First month of benefits (YYYY-MM) when the birth date is known, else null. */
  startMonth: string | null;
  /** False only for 62 years 0 months when SSA's "62 throughout the month" rule rules it out. */
  available: boolean;
  monthsEarly: number;
  monthsDelayed: number;
  /** Benefit as a fraction of the PIA (e.g. 0.7). */
  factor: number;
  /** Monthly benefit to the nearest cent (what every figure here uses). */
  monthlyBenefitCents: number;
  /** SSA's own rounding: down to the next lower dime. */
  ssaRoundedCents: number;
  cumulative: CumulativePoint[];
}

export interface BreakEven {
  earlier: AgeInMonths;
  later: AgeInMonths;
  /** First age at which claiming later has paid at least as much in total; null if never before 120. */
  age: AgeInMonths | null;
  /** The same in years with decimals (exact crossing point), for charts. */
  ageYears: number | null;
}

export interface UsSpouseOption {
  /** The spouse's age when their own benefit starts. */
  age: AgeInMonths;
  ageInMonths: number;
  startMonth: string | null;
  available: boolean;
  /** The spouse's own retirement benefit at that age (0 without an own record). */
  ownBenefitCents: number;
  /** When the spousal part starts: with the own benefit, or later when the partner files. */
  spousalAge: AgeInMonths;
  spousalStartMonth: string | null;
  /**
   * The spousal part on top: 50% of the partner's PIA minus the larger of own PIA and own benefit
   * (delayed credits count), reduced for the spouse's age when it starts; never increased after FRA.
   */
  spousalBenefitCents: number;
  /** Own plus spousal, once both are paid. */
  totalCents: number;
}

export interface UsSpouseResult {
  fullRetirementAge: AgeInMonths;
  piaCents: number;
  /** 50% of the partner's PIA minus the spouse's own PIA (never below 0). */
  spousalExcessAtFraCents: number;
  /** Born 2 January 1954 or later: filing for either benefit is filing for both. */
  deemedFiling: boolean;
  /** The spouse's age when the partner files (null: the partner is assumed to receive benefits already). */
  partnerFilesAtAge: AgeInMonths | null;
  options: UsSpouseOption[];
  /** The option for ownClaimAge when given. */
  planned: UsSpouseOption | null;
}

export interface UsSurvivorOption {
  /** The survivor's age when the survivor benefit starts (60 to full retirement age). */
  age: AgeInMonths;
  ageInMonths: number;
  startMonth: string | null;
  monthsEarly: number;
  /** Benefit as a fraction of the deceased's PIA. */
  factor: number;
  monthlyBenefitCents: number;
  /** True when the widow(er)'s limit (deceased claimed early) lowered this amount. */
  limited: boolean;
}

export interface UsSurvivorResult {
  /** The survivor's full retirement age for survivor benefits (its own table). */
  fullRetirementAge: AgeInMonths;
  /** What the deceased had: 'claimed-early', 'claimed' (at or after FRA), 'died-before-claiming'. */
  deceased: 'claimed-early' | 'claimed' | 'died-before-claiming';
  /** The deceased's benefit the survivor's amount starts from (PIA, or with delayed credits). */
  baseBenefitCents: number;
  /** Deceased claimed early: the larger of the deceased's reduced benefit and 82.5% of the PIA. */
  limitCents: number | null;
  options: UsSurvivorOption[];
  planned: UsSurvivorOption | null;
}

export interface UsEarningsTestYear {
  year: number;
  /** 'before-fra-year' ($1 for every $2) or 'fra-year' ($1 for every $3, earnings before the FRA month). */
  kind: 'before-fra-year' | 'fra-year';
  exemptAmountCents: number;
  /** The year whose exempt amount was used (today's for future years: amounts are in today's dollars). */
  exemptAmountYear: number;
  countedEarningsCents: number;
  /** Months of benefits due in that year (from the start month, before the FRA month). */
  benefitMonths: number;
  /** Whole monthly benefits held back (SSA withholds whole months from January). */
  monthsWithheld: number;
  /** What that year's excess earnings cost, at most the year's benefits. */
  withheldCents: number;
}

export interface UsEarningsTestResult {
  annualEarningsCents: number;
  /** The claiming age tested (claimAge, or the earliest if none was given). */
  claimAge: AgeInMonths;
  monthlyBenefitCents: number;
  years: UsEarningsTestYear[];
  totalMonthsWithheld: number;
  totalWithheldCents: number;
  /** At full retirement age the reduction is recomputed without the months withheld. */
  recomputedAtFraCents: number;
}

export interface AnalyzeUsResponse {
  country: 'US';
  currency: 'USD';
  piaCents: number;
  /** SSA's birth year (born on 1 January counts as the year before). */
  ssaBirthYear: number;
  fullRetirementAge: AgeInMonths;
  /** Delayed retirement credit per year, percent (8 for 1943 and later). */
  delayedCreditPercentPerYear: number;
  earliestClaimAge: AgeInMonths;
  options: UsClaimOption[];
  /** The planned claiming age's option when claimAge was given. */
  planned: UsClaimOption | null;
  breakEvens: BreakEven[];
  spouse: UsSpouseResult | null;
  survivor: UsSurvivorResult | null;
  earningsTest: UsEarningsTestResult | null;
  /** Every dated figure the result used, with its date and source. */
  figures: FigureReference[];
  /** The newest valid-from date among them: "figures as of". */
  figuresAsOf: string;
  assumptions: string[];
  sources: PensionSource[];
}

// ---- Germany: gesetzliche Rente ----

export const DE_LIMITS = {
  maxEntgeltpunkte: 150,
  maxYears: 55,
  maxSalaryRatio: 2.5,
  minBirthYear: 1940,
  earliestStartAge: 63,
  latestStartAge: 75,
  maxTargetEuros: 100_000,
  maxWartezeitYears: 60,
  maxChildrenUnder25: 20,
  maxZusatzbeitrag: 10,
} as const;

export interface AnalyzeDeRequest {
  /** Entgeltpunkte so far or expected (at most 4 decimals); or give years and salaryRatio. */
  entgeltpunkte?: number;
  /** Contribution years (with salaryRatio instead of entgeltpunkte). */
  years?: number;
  /** Salary relative to the average earnings (1.0 = average). */
  salaryRatio?: number;
  birthYear?: number;
  /** ISO date YYYY-MM-DD: exact months (BGB: an age is completed the day before the birthday). */
  birthDate?: string;
  /** First month of pension, YYYY-MM (needs birthDate); or give startAge. Neither: the Regelaltersgrenze. */
  plannedStart?: string;
  startAge?: number;
  startAgeMonths?: number;
  /** Desired monthly income in euros, compared with the net pension (gross when net is not known). */
  targetMonthlyIncome?: number;
  /**
   * Years counting towards the 45-year Wartezeit (contributions, child raising up to 10, care ...):
   * with 45 or more, the Altersrente für besonders langjährig Versicherte without Abschlag.
   */
  wartezeitYears?: number;
  /**
   * Number of children the person has or had, also adopted, step- or foster children (0: childless,
   * the care insurance surcharge). Giving it gives the net pension.
   */
  children?: number;
  /** Of those, how many are under 25 today: from the second to the fifth child, 0.25 points less care insurance each. */
  childrenUnder25?: number;
  /** The health fund's own additional contribution rate in percent (default: the average). */
  zusatzbeitrag?: number;
}

export interface DeNetPension {
  /** Health insurance: half the general rate plus half the additional rate (the pension insurer pays the other half). */
  healthPercent: number;
  healthCents: number;
  /** Long-term care insurance, paid in full by the pensioner; more without children. */
  carePercent: number;
  careCents: number;
  monthlyNetCents: number;
  /** The additional rate used and whether it is the average (no own rate given). */
  zusatzbeitragPercent: number;
  zusatzbeitragIsAverage: boolean;
}

export interface DeTaxableShare {
  /** Year the pension begins: its Besteuerungsanteil holds for life. */
  startYear: number;
  /** True when only the birth year is known and the year is estimated. */
  startYearEstimated: boolean;
  percent: number;
  annualGrossCents: number;
  /** Annual gross × Besteuerungsanteil: the part of the pension that counts as income. */
  annualTaxableCents: number;
  /** The rest, fixed in euros from the year after the first full year (Rentenfreibetrag). */
  annualTaxFreeCents: number;
}

export interface DeBesondersLangjaehrig {
  /** 45 or more Wartezeit years given. */
  eligible: boolean;
  /** Age from which it is paid without Abschlag, by birth year. */
  age: AgeInMonths;
  startMonth: string | null;
  /** The pension at that age (no Abschlag), for comparison. */
  monthlyGrossCents: number;
}

export interface AnalyzeDeResponse {
  country: 'DE';
  currency: 'EUR';
  entgeltpunkte: number;
  regelaltersgrenze: AgeInMonths;
  /** First month of the Regelaltersrente (YYYY-MM) when the birth date is known. */
  regelaltersrenteStart: string | null;
  startAge: AgeInMonths;
  startMonth: string | null;
  monthsEarly: number;
  monthsLate: number;
  /** Abschlag (negative) or Zuschlag (positive) in percent. */
  adjustmentPercent: number;
  /** Which old-age pension the start age means. */
  pensionType: 'regelaltersrente' | 'langjaehrig' | 'besonders-langjaehrig';
  zugangsfaktor: number;
  rentenartfaktor: number;
  persoenlicheEntgeltpunkte: number;
  rentenwert: { cents: number; validFrom: string; source: PensionSource };
  monthlyGrossCents: number;
  /** The same at the Regelaltersgrenze, for comparison. */
  monthlyGrossAtRegelaltersgrenzeCents: number;
  /** Null unless wartezeitYears was given. */
  besondersLangjaehrig: DeBesondersLangjaehrig | null;
  /** Null unless children was given (compulsory statutory insurance of pensioners, KVdR). */
  net: DeNetPension | null;
  taxableShare: DeTaxableShare;
  targetMonthlyIncomeCents: number | null;
  /** Target minus the net pension (gross without net) (0 if the pension reaches it); null without a target. */
  rentenlueckeCents: number | null;
  /** Whether the Rentenlücke compares the net or the gross pension with the target. */
  rentenlueckeBasis: 'net' | 'gross' | null;
  figures: FigureReference[];
  figuresAsOf: string;
  assumptions: string[];
  sources: PensionSource[];
}

// ---- Budget optimizer ----

export const BUDGET_INCOME_CATEGORIES = [
  'salary',
  'pension',
  'social-security',
  'rental',
  'investment',
  'other',
] as const;
export type BudgetIncomeCategory = (typeof BUDGET_INCOME_CATEGORIES)[number];

export const BUDGET_EXPENSE_CATEGORIES = [
  'housing',
  'utilities',
  'groceries',
  'dining',
  'transport',
  'health',
  'insurance',
  'debt',
  'leisure',
  'travel',
  'family',
  'subscriptions',
  'other',
] as const;
export type BudgetExpenseCategory = (typeof BUDGET_EXPENSE_CATEGORIES)[number];

export const BUDGET_LIMITS = { maxItems: 50, maxAmount: 1_000_000, labelLength: 100 } as const;

export interface BudgetLine<C extends string> {
  category: C;
  /** Monthly amount in currency units (at most two decimals). */
  amount: number;
  label?: string;
}

export interface AnalyzeBudgetRequest {
  currency?: 'EUR' | 'USD';
  incomes: BudgetLine<BudgetIncomeCategory>[];
  expenses: BudgetLine<BudgetExpenseCategory>[];
}

export interface BudgetCategoryTotal {
  category: BudgetExpenseCategory;
  amountCents: number;
  /** Share of all expenses, percent with one decimal. */
  sharePercent: number;
}

export interface BudgetLever {
  category: BudgetExpenseCategory;
  amountCents: number;
  sharePercent: number;
  /** What 10% less in this category frees each month. */
  tenPercentCents: number;
  title: string;
  text: string;
}

export interface AnalyzeBudgetResponse {
  currency: 'EUR' | 'USD';
  language: 'en' | 'de';
  totalIncomeCents: number;
  totalExpensesCents: number;
  /** Income minus expenses: negative is a shortfall. */
  gapCents: number;
  /** (Income - expenses) / income in percent, one decimal; null without income. */
  savingsRatePercent: number | null;
  byCategory: BudgetCategoryTotal[];
  levers: BudgetLever[];
  summary: string;
  disclaimer: string;
}
