import {
  medicareInitialEnrollmentPeriod,
  partBCoverageStart,
  partBLatePenalty,
} from './us-medicare.js';

describe('Medicare Initial Enrollment Period (7 months around the month of 65)', () => {
  it('born 2 May 1961: February to August 2026, around May', () => {
    // Rule: turns 65 on 1 May 2026 (the day before the birthday), still in May.
    expect(medicareInitialEnrollmentPeriod({ year: 1961, month: 5, day: 2 })).toEqual({
      firstMonth: '2026-02',
      turns65Month: '2026-05',
      lastMonth: '2026-08',
      months: ['2026-02', '2026-03', '2026-04', '2026-05', '2026-06', '2026-07', '2026-08'],
    });
  });

  it('born on the 1st counts from the month before: born 1 May 1961 → January to July 2026', () => {
    // Rule: turns 65 on 30 April 2026, so April is the month of 65.
    expect(medicareInitialEnrollmentPeriod({ year: 1961, month: 5, day: 1 })).toMatchObject({
      firstMonth: '2026-01',
      turns65Month: '2026-04',
      lastMonth: '2026-07',
    });
  });

  it('born 1 January 1962: the month of 65 is December 2026, the period runs across the new year', () => {
    expect(medicareInitialEnrollmentPeriod({ year: 1962, month: 1, day: 1 })).toMatchObject({
      firstMonth: '2026-09',
      turns65Month: '2026-12',
      lastMonth: '2027-03',
    });
  });

  it('starts Part B with the month of 65 when signed up before it, else the month after sign-up', () => {
    const birth = { year: 1961, month: 5, day: 20 };
    expect(partBCoverageStart(birth, '2026-02')).toBe('2026-05');
    expect(partBCoverageStart(birth, '2026-04')).toBe('2026-05');
    expect(partBCoverageStart(birth, '2026-05')).toBe('2026-06');
    expect(partBCoverageStart(birth, '2026-08')).toBe('2026-09');
    expect(partBCoverageStart(birth, '2026-09')).toBeNull();
    expect(partBCoverageStart(birth, '2026-01')).toBeNull();
  });
});

describe('Part B late-enrolment penalty (10 % of the standard premium per full 12 months)', () => {
  it("Medicare.gov's example: 33 months without Part B are 2 full years, 20 %", () => {
    // 20 % of the 2026 standard premium $202.90 = $40.58, rounded to the nearest 10 cents: $40.60.
    const penalty = partBLatePenalty(33, '2026-11-22');
    expect(penalty).toMatchObject({
      fullYearsLate: 2,
      percent: 20,
      standardPremiumCents: 20_290,
      monthlyPenaltyCents: 4_060,
      monthlyPremiumCents: 24_350,
    });
    expect(penalty.figures.map((figure) => figure.validFrom)).toEqual(['2026-01-01', '1966-07-01']);
  });

  it('counts only full 12-month periods: 11 months cost nothing, 12 cost 10 %', () => {
    expect(partBLatePenalty(11, '2026-03-01').monthlyPenaltyCents).toBe(0);
    // 10 % of $202.90 = $20.29 → $20.30.
    expect(partBLatePenalty(12, '2026-03-01').monthlyPenaltyCents).toBe(2_030);
    // With the 2025 premium $185.00: 10 % = $18.50.
    expect(partBLatePenalty(12, '2025-03-01').monthlyPenaltyCents).toBe(1_850);
  });

  it('refuses a negative or fractional number of months', () => {
    expect(() => partBLatePenalty(-1, '2026-03-01')).toThrow(RangeError);
    expect(() => partBLatePenalty(1.5, '2026-03-01')).toThrow(RangeError);
  });
});
