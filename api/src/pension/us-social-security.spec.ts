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
} from './us-social-security.js';

const PIA = 100_000; // $1,000.00
const base: RetirementInput = {
  piaCents: PIA,
  fraMonths: 67 * 12,
  creditPerMonth: 48,
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
    expect(retirementFactor(36, 0, 48)).toBe(7200 - 1440); // 20 %
    expect(retirementFactor(37, 0, 48)).toBe(7200 - 1470); // + 5/12 %
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
    expect(delayedCreditPerMonth(ssaBirthYear({ year: 1943, month: 1, day: 1 }))).toBe(45); // 1942: 7.5 %
  });

  it('follows SSA’s delayed-credit table and refuses cohorts before it', () => {
    expect(delayedCreditPerMonth(1933)).toBe(33); // 11/24 %: 5.5 % a year
    expect(delayedCreditPerMonth(1936)).toBe(36);
    expect(delayedCreditPerMonth(1938)).toBe(39);
    expect(delayedCreditPerMonth(1940)).toBe(42);
    expect(delayedCreditPerMonth(1942)).toBe(45);
    expect(delayedCreditPerMonth(1943)).toBe(48); // 2/3 %: 8 % a year
    expect(() => delayedCreditPerMonth(1932)).toThrow(RangeError);
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
  const spouse = {
    piaCents: 0,
    partnerPiaCents: 200_000,
    fraMonths: 67 * 12,
    creditPerMonth: 48,
    calendar: null,
  };

  it('is 50 % of the partner’s PIA at full retirement age, 25/36 % less a month for 36 months, 5/12 % beyond', () => {
    expect(spouseOption(spouse, 67 * 12).spousalBenefitCents).toBe(100_000);
    expect(spouseOption(spouse, 64 * 12).spousalBenefitCents).toBe(75_000); // 36 months: 25 %
    expect(spouseOption(spouse, 62 * 12).spousalBenefitCents).toBe(65_000); // 60 months: 35 %
    expect(spousalFactor(60)).toBe(4680);
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

  it('rounds half cents up', () => {
    expect(scaleCents(1, 1, 2)).toBe(1);
    expect(scaleCents(3, 1, 2)).toBe(2);
  });
});
