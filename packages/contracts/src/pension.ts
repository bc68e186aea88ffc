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
} as const;

export interface AnalyzeUsSpouseRequest {
  /** ISO date YYYY-MM-DD; or give birthYear. */
  birthDate?: string;
  birthYear?: number;
  /** The spouse's own PIA in dollars (0 or absent: no own work record). */
  pia?: number;
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
  spouse?: AnalyzeUsSpouseRequest;
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
  age: AgeInMonths;
  ageInMonths: number;
  startMonth: string | null;
  available: boolean;
  /** The spouse's own retirement benefit at that age. */
  ownBenefitCents: number;
  /** The spousal part on top (50% of the partner's PIA minus own PIA, reduced for age; no delayed credits). */
  spousalBenefitCents: number;
  totalCents: number;
}

export interface UsSpouseResult {
  fullRetirementAge: AgeInMonths;
  piaCents: number;
  /** 50% of the partner's PIA minus the spouse's own PIA (never below 0). */
  spousalExcessAtFraCents: number;
  options: UsSpouseOption[];
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
  /** Desired monthly income in euros, compared with the gross pension. */
  targetMonthlyIncome?: number;
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
  zugangsfaktor: number;
  rentenartfaktor: number;
  persoenlicheEntgeltpunkte: number;
  rentenwert: { cents: number; validFrom: string; source: PensionSource };
  monthlyGrossCents: number;
  /** The same at the Regelaltersgrenze, for comparison. */
  monthlyGrossAtRegelaltersgrenzeCents: number;
  targetMonthlyIncomeCents: number | null;
  /** Target minus gross pension (0 if the pension reaches it); null without a target. */
  rentenlueckeCents: number | null;
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
