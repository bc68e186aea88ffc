import {
  breakEven,
  claimAges,
  claimCalendar,
  claimOption,
  delayedCreditPerMonth,
  fullRetirementAgeMonths,
  type RetirementInput,
  retirementFactor,
  scaleCents,
  spousalFactor,
  spouseOption,
  ssaBirthYear,
  ssaRatesOn,
  spousalStartMonths,
  type SpouseInput,
  earningsTestYears,
  survivorAges,
  survivorFullRetirementAgeMonths,
  survivorOption,
  type SurvivorInput,
} from './us-social-security.js';
import { monthIndex } from './calendar.js';
import { figureOn } from '../figures/figure.js';
import {
  EARNINGS_TEST_EXEMPT,
  EARNINGS_TEST_EXEMPT_FRA_YEAR,
} from '../figures/us-social-security.figures.js';

// SSA's rates from the dated figures table, as whole numbers over 7200.
const RATES = ssaRatesOn('2026-11-22');
const PIA = 100_000; // $1,000.00
const base: RetirementInput = {
  piaCents: PIA,
  fraMonths: 67 * 12,
  creditPerMonth: 48,
  rates: RATES,
  calendar: null,
  horizonAge: 95,
};
const at = (years: number, months = 0, input = base) => claimOption(input, years * 12 + months);

describe('US retirement benefit by claiming age (FRA 67, PIA $1,000: the issue oracles)', () => {
  it.each([
    [62, 70_000],
    [63, 75_000],
    [64, 80_000],
    [65, 86_667],
    [66, 93_333],
    [67, 100_000],
    [68, 108_000],
    [69, 116_000],
    [70, 124_000],
  ])('pays at %i exactly %i cents a month', (age, cents) => {
    expect(at(age).monthlyBenefitCents).toBe(cents);
  });

  it('rounds down to the dime where SSA does, and keeps the exact cent figure beside it', () => {
    expect(at(65).ssaRoundedCents).toBe(86_660);
    expect(at(66).ssaRoundedCents).toBe(93_330);
    expect(at(62).ssaRoundedCents).toBe(70_000);
  });

  it('reduces 5/9 % a month for 36 months, then 5/12 % (FRA 66 and 10 months at 62: 58 months, 29.1667 %)', () => {
    expect(retirementFactor(36, 0, 48, RATES)).toBe(7200 - 1440); // 20 %
    expect(retirementFactor(37, 0, 48, RATES)).toBe(7200 - 1470); // + 5/12 %
    const option = at(62, 0, { ...base, fraMonths: 66 * 12 + 10 });
    expect(option.monthsEarly).toBe(58);
    expect(option.monthlyBenefitCents).toBe(70_833); // 1000 × (1 − 0.291667) = 708.33
  });

  it('adds 2/3 % a month up to 70 only, never beyond', () => {
    expect(claimAges(false, 744)).toEqual([744, 756, 768, 780, 792, 804, 816, 828, 840]);
    expect(at(67, 6).monthlyBenefitCents).toBe(104_000);
    expect(at(70, 0, { ...base, fraMonths: 66 * 12 + 10 }).monthlyBenefitCents).toBe(125_333); // 38 months: 25.33 %
  });

  it('counts cumulative totals as the payments received before each birthday', () => {
    const option = at(62);
    expect(option.cumulative[0]).toEqual({ age: 62, totalCents: 0 });
    expect(option.cumulative.find((p) => p.age === 63)?.totalCents).toBe(12 * 70_000);
    expect(option.cumulative.at(-1)).toEqual({ age: 95, totalCents: 33 * 12 * 70_000 });
  });
});

describe('US full retirement age table and delayed credits by birth year', () => {
  it.each([
    [1937, 65 * 12],
    [1938, 65 * 12 + 2],
    [1942, 65 * 12 + 10],
    [1943, 66 * 12],
    [1954, 66 * 12],
    [1955, 66 * 12 + 2],
    [1959, 66 * 12 + 10],
    [1960, 67 * 12],
    [1990, 67 * 12],
  ])('born %i: full retirement age %i months', (year, months) => {
    expect(fullRetirementAgeMonths(year)).toBe(months);
  });

  it('treats people born on 1 January as born the year before', () => {
    expect(ssaBirthYear({ year: 1960, month: 1, day: 1 })).toBe(1959);
    expect(fullRetirementAgeMonths(ssaBirthYear({ year: 1960, month: 1, day: 1 }))).toBe(
      66 * 12 + 10,
    );
    expect(ssaBirthYear({ year: 1960, month: 1, day: 2 })).toBe(1960);
    expect(delayedCreditPerMonth(ssaBirthYear({ year: 1943, month: 1, day: 1 }), RATES)).toBe(45); // 1942: 7.5 %
  });

  it('follows SSA’s delayed-credit table and refuses cohorts before it', () => {
    expect(delayedCreditPerMonth(1933, RATES)).toBe(33); // 11/24 %: 5.5 % a year
    expect(delayedCreditPerMonth(1936, RATES)).toBe(36);
    expect(delayedCreditPerMonth(1938, RATES)).toBe(39);
    expect(delayedCreditPerMonth(1940, RATES)).toBe(42);
    expect(delayedCreditPerMonth(1942, RATES)).toBe(45);
    expect(delayedCreditPerMonth(1943, RATES)).toBe(48); // 2/3 %: 8 % a year
    expect(() => delayedCreditPerMonth(1932, RATES)).toThrow(RangeError);
  });
});

describe('SSA month rules for a known birth date', () => {
  it('allows 62 and 0 months only to people born on the 2nd (they are 62 throughout their birthday month)', () => {
    expect(claimCalendar({ year: 1962, month: 3, day: 2 }).earliestClaimMonths).toBe(744);
    expect(claimCalendar({ year: 1962, month: 3, day: 1 }).earliestClaimMonths).toBe(745);
    expect(claimCalendar({ year: 1962, month: 3, day: 15 }).earliestClaimMonths).toBe(745);
  });

  it('starts benefits in the month the age is attained, the month before for people born on the 1st', () => {
    const born15 = claimCalendar({ year: 1962, month: 3, day: 15 });
    const born1 = claimCalendar({ year: 1962, month: 3, day: 1 });
    const input = { ...base, calendar: born15 };
    expect(claimOption(input, 744)).toMatchObject({ startMonth: '2024-03', available: false });
    expect(claimOption(input, 745)).toMatchObject({
      startMonth: '2024-04',
      available: true,
      monthlyBenefitCents: 70_417,
    });
    expect(claimOption({ ...base, calendar: born1 }, 804).startMonth).toBe('2029-02');
    expect(claimOption({ ...base, calendar: born1 }, 745).startMonth).toBe('2024-03');
  });
});

describe('break-even ages', () => {
  it('62 vs 67 at 78 and 8 months, 62 vs 70 at 80 and 5 months, 67 vs 70 at 82 and 6 months', () => {
    expect(breakEven(at(62), at(67))).toEqual({
      earlier: { years: 62, months: 0 },
      later: { years: 67, months: 0 },
      age: { years: 78, months: 8 },
      ageYears: 78.67,
    });
    expect(breakEven(at(62), at(70)).age).toEqual({ years: 80, months: 5 });
    expect(breakEven(at(62), at(70)).ageYears).toBe(80.37);
    expect(breakEven(at(67), at(70)).age).toEqual({ years: 82, months: 6 });
  });

  it('is the first age where the later choice has paid at least as much in total', () => {
    const early = at(62);
    const late = at(70);
    const months = 80 * 12 + 5;
    expect(late.monthlyBenefitCents * (months - 840)).toBeGreaterThanOrEqual(
      early.monthlyBenefitCents * (months - 744),
    );
    expect(late.monthlyBenefitCents * (months - 1 - 840)).toBeLessThan(
      early.monthlyBenefitCents * (months - 1 - 744),
    );
  });

  it('has none when the later choice does not pay more', () => {
    expect(breakEven(at(67), at(67)).age).toBeNull();
  });
});

describe('spousal benefit', () => {
  const spouse: SpouseInput = {
    piaCents: 0,
    partnerPiaCents: 200_000,
    fraMonths: 67 * 12,
    creditPerMonth: 48,
    rates: RATES,
    calendar: null,
    partnerFilesAtMonths: null,
  };

  it('is 50 % of the partner’s PIA at full retirement age, 25/36 % less a month for 36 months, 5/12 % beyond', () => {
    expect(spouseOption(spouse, 67 * 12).spousalBenefitCents).toBe(100_000);
    expect(spouseOption(spouse, 64 * 12).spousalBenefitCents).toBe(75_000); // 36 months: 25 %
    expect(spouseOption(spouse, 62 * 12).spousalBenefitCents).toBe(65_000); // 60 months: 35 %
    expect(spousalFactor(60, RATES)).toBe(4680);
  });

  it('has no delayed credits', () => {
    expect(spouseOption(spouse, 70 * 12).spousalBenefitCents).toBe(100_000);
  });

  it('pays only the excess over the spouse’s own PIA, reduced on its own scale', () => {
    const option = spouseOption({ ...spouse, piaCents: 40_000 }, 62 * 12);
    expect(option.ownBenefitCents).toBe(28_000); // 70 % of $400
    expect(option.spousalBenefitCents).toBe(39_000); // 65 % of ($1,000 − $400)
    expect(option.totalCents).toBe(67_000);
    expect(spouseOption({ ...spouse, piaCents: 120_000 }, 67 * 12).spousalBenefitCents).toBe(0);
  });

  it('takes off the own benefit with delayed credits, not the PIA, when it is larger (POMS RS 00615.020)', () => {
    // Own PIA $600, partner PIA $2,000 (spousal amount $1,000), own and spousal at 70 (FRA 67):
    // own = 600 × 1.24 = $744; excess = 1,000 − max(600, 744) = $256, not reduced; total $1,000.
    const at70 = spouseOption({ ...spouse, piaCents: 60_000 }, 70 * 12);
    expect(at70).toMatchObject({
      ownBenefitCents: 74_400,
      spousalBenefitCents: 25_600,
      totalCents: 100_000,
    });
    // At 68: own 600 × 1.08 = $648, excess 1,000 − 648 = $352, total $1,000.
    expect(spouseOption({ ...spouse, piaCents: 60_000 }, 68 * 12).spousalBenefitCents).toBe(35_200);
    // Own larger than the spousal amount: nothing on top.
    expect(spouseOption({ ...spouse, piaCents: 90_000 }, 70 * 12).spousalBenefitCents).toBe(0);
  });

  it('starts own and spousal at different ages: own at 62, spousal when the partner files at the spouse’s 65', () => {
    // Own: $600 × 70 % = $420 from 62. Spousal from 65 (24 months before FRA 67):
    // (1,000 − 600) × (1 − 24 × 25/36 %) = 400 × 0.833333 = $333.33; from 65 the total is $753.33.
    const input = { ...spouse, piaCents: 60_000, partnerFilesAtMonths: 65 * 12 };
    expect(spousalStartMonths(input, 62 * 12)).toBe(65 * 12);
    const option = spouseOption(input, 62 * 12);
    expect(option).toMatchObject({
      ownBenefitCents: 42_000,
      spousalAge: { years: 65, months: 0 },
      spousalBenefitCents: 33_333,
      totalCents: 75_333,
    });
    // Deemed filing: own at 66 after the partner filed → spousal starts at 66 too (12 months early).
    expect(spouseOption(input, 66 * 12).spousalAge).toEqual({ years: 66, months: 0 });
  });

  it('rounds half cents up', () => {
    expect(scaleCents(1, 1, 2)).toBe(1);
    expect(scaleCents(3, 1, 2)).toBe(2);
  });
});

describe('survivor benefits (71.5 % at 60 rising to 100 % at the survivor’s FRA; widow(er)’s limit)', () => {
  const survivor = (overrides: Partial<SurvivorInput> = {}): SurvivorInput => ({
    deceasedPiaCents: 200_000,
    deceasedFactor: 7200,
    deceased: 'died-before-claiming',
    survivorFraMonths: survivorFullRetirementAgeMonths(1964),
    rates: RATES,
    calendar: null,
    ...overrides,
  });

  it('uses its own FRA table, two birth years behind the retirement one', () => {
    expect(survivorFullRetirementAgeMonths(1939)).toBe(65 * 12);
    expect(survivorFullRetirementAgeMonths(1956)).toBe(66 * 12);
    expect(survivorFullRetirementAgeMonths(1958)).toBe(66 * 12 + 4);
    expect(survivorFullRetirementAgeMonths(1962)).toBe(67 * 12);
    expect(survivorAges(66 * 12 + 4)).toEqual([720, 732, 744, 756, 768, 780, 792, 796]);
  });

  it('at 60: 71.5 % of the PIA; at FRA 67: 100 %; at 63: 1 − 28.5 % × 48/84', () => {
    // Deceased died before claiming, before FRA: the base is the PIA, $2,000.
    expect(survivorOption(survivor(), 60 * 12)).toMatchObject({
      monthlyBenefitCents: 143_000,
      factor: 0.715,
    });
    expect(survivorOption(survivor(), 67 * 12)).toMatchObject({
      monthlyBenefitCents: 200_000,
      monthsEarly: 0,
    });
    // 2,000 × (1 − 0.285 × 48 / 84) = 2,000 × 0.837143 = $1,674.29.
    expect(survivorOption(survivor(), 63 * 12).monthlyBenefitCents).toBe(167_429);
    // Never more after FRA.
    expect(survivorOption(survivor(), 69 * 12).monthlyBenefitCents).toBe(200_000);
  });

  it('limits the benefit when the deceased claimed early: the larger of their benefit and 82.5 % of the PIA', () => {
    // Deceased claimed at 62 with FRA 67: $1,400 (70 %). Limit max(1,400, 1,650) = $1,650.
    const early = survivor({ deceased: 'claimed-early', deceasedFactor: 5040 });
    expect(survivorOption(early, 67 * 12)).toMatchObject({
      monthlyBenefitCents: 165_000,
      limited: true,
    });
    // At 60 the age reduction is lower than the limit: 71.5 % = $1,430.
    expect(survivorOption(early, 60 * 12)).toMatchObject({
      monthlyBenefitCents: 143_000,
      limited: false,
    });
    // At 65: 2,000 × (1 − 0.285 × 24/84) = $1,837.14, limited to $1,650.
    expect(survivorOption(early, 65 * 12).monthlyBenefitCents).toBe(165_000);
    // Deceased claimed at 66 (93.33 %, $1,866.67): limit is their benefit.
    const later = survivor({ deceased: 'claimed-early', deceasedFactor: 6720 });
    expect(survivorOption(later, 67 * 12).monthlyBenefitCents).toBe(186_667);
  });

  it('keeps the deceased’s delayed credits: claimed at 70 (124 %) gives $2,480 at FRA and 71.5 % of it at 60', () => {
    const delayed = survivor({ deceased: 'claimed', deceasedFactor: 8928 });
    expect(survivorOption(delayed, 67 * 12).monthlyBenefitCents).toBe(248_000);
    expect(survivorOption(delayed, 60 * 12).monthlyBenefitCents).toBe(177_320);
  });
});

describe('earnings test ($1 for $2 above the limit; $1 for $3 in the FRA year; whole months withheld)', () => {
  const amounts = (year: number) => ({
    beforeFraYear: figureOn(EARNINGS_TEST_EXEMPT, `${year}-12-31`),
    fraYear: figureOn(EARNINGS_TEST_EXEMPT_FRA_YEAR, `${year}-12-31`),
  });

  it("SSA's example with 2026's limit: $700 a month from January, $10,000 above $24,480 → $5,000, January to August", () => {
    const [year] = earningsTestYears({
      monthlyBenefitCents: 70_000,
      startMonth: monthIndex(2026, 1),
      fraMonth: monthIndex(2030, 6),
      annualEarningsCents: 3_448_000,
      rates: RATES,
      exemptAmounts: amounts,
    });
    expect(year).toEqual({
      year: 2026,
      kind: 'before-fra-year',
      exemptAmountCents: 2_448_000,
      exemptAmountYear: 2026,
      countedEarningsCents: 3_448_000,
      benefitMonths: 12,
      monthsWithheld: 8,
      withheldCents: 500_000,
    });
  });

  it('the FRA year: only earnings before the FRA month count, $1 for every $3 above $65,160', () => {
    // FRA in October 2026: January to September count, 9/12 of $100,213.33 = $75,160.
    // $10,000 above the limit → $3,333.33 withheld; $2,000 a month → 2 months.
    const [year] = earningsTestYears({
      monthlyBenefitCents: 200_000,
      startMonth: monthIndex(2026, 1),
      fraMonth: monthIndex(2026, 10),
      annualEarningsCents: 10_021_333,
      rates: RATES,
      exemptAmounts: amounts,
    });
    expect(year).toMatchObject({
      kind: 'fra-year',
      exemptAmountCents: 6_516_000,
      countedEarningsCents: 7_516_000,
      benefitMonths: 9,
      monthsWithheld: 2,
      withheldCents: 333_333,
    });
  });

  it('withholds nothing at or below the limit, and never more than the year’s benefits', () => {
    const run = (earnings: number) =>
      earningsTestYears({
        monthlyBenefitCents: 100_000,
        startMonth: monthIndex(2026, 7),
        fraMonth: monthIndex(2029, 3),
        annualEarningsCents: earnings,
        rates: RATES,
        exemptAmounts: amounts,
      });
    expect(run(2_448_000).every((year) => year.monthsWithheld === 0)).toBe(true);
    const high = run(50_000_000);
    expect(high.map((year) => [year.year, year.benefitMonths, year.monthsWithheld])).toEqual([
      [2026, 6, 6],
      [2027, 12, 12],
      [2028, 12, 12],
      [2029, 2, 2],
    ]);
    expect(high[0]!.withheldCents).toBe(600_000);
  });
});
