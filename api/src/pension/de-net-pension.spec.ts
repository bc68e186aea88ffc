import {
  childrenReducingCare,
  contributionRatesOn,
  netPension,
  taxableShare,
} from './de-net-pension.js';

const TODAY = '2026-11-22';

describe('net German pension (KVdR: health half of 14.6 % + half the additional rate, care in full)', () => {
  it('with children: 1,913.40 € gross − 8.75 % health − 3.6 % care = 1,677.10 €', () => {
    // Health: (14.6 + 2.9) / 2 = 8.75 % of 1,913.40 = 167.4225 → 167.42.
    // Care: 3.6 % of 1,913.40 = 68.8824 → 68.88. Net 1,913.40 − 167.42 − 68.88 = 1,677.10.
    const net = netPension(
      191_340,
      contributionRatesOn(TODAY, { children: 2, childrenUnder25: 0 }),
    );
    expect(net).toEqual({
      healthPercent: 8.75,
      healthCents: 16_742,
      carePercent: 3.6,
      careCents: 6_888,
      monthlyNetCents: 167_710,
      zusatzbeitragPercent: 2.9,
      zusatzbeitragIsAverage: true,
    });
  });

  it('childless: care 3.6 % + 0.6 % surcharge = 4.2 %', () => {
    // Care: 4.2 % of 1,913.40 = 80.3628 → 80.36. Net 1,913.40 − 167.42 − 80.36 = 1,665.62.
    const net = netPension(
      191_340,
      contributionRatesOn(TODAY, { children: 0, childrenUnder25: 0 }),
    );
    expect(net).toMatchObject({ carePercent: 4.2, careCents: 8_036, monthlyNetCents: 166_562 });
  });

  it("uses the health fund's own additional rate when given: 2.45 % → health 8.525 %", () => {
    // 1,000.00 € × 8.525 % = 85.25 €.
    const rates = contributionRatesOn(TODAY, {
      children: 1,
      childrenUnder25: 0,
      zusatzbeitrag: 2.45,
    });
    expect(netPension(100_000, rates)).toMatchObject({
      healthPercent: 8.525,
      healthCents: 8_525,
      zusatzbeitragPercent: 2.45,
      zusatzbeitragIsAverage: false,
    });
  });

  it('uses the rates of the date: 2025 had an average additional rate of 2.5 %', () => {
    // (14.6 + 2.5) / 2 = 8.55 %.
    expect(contributionRatesOn('2025-06-01', { children: 1, childrenUnder25: 0 }).health).toBe(
      8550,
    );
  });

  it('lowers care by 0.25 points for each child under 25 from the second to the fifth', () => {
    expect(childrenReducingCare(1, 1)).toBe(0);
    expect(childrenReducingCare(2, 2)).toBe(1);
    expect(childrenReducingCare(3, 1)).toBe(1);
    expect(childrenReducingCare(3, 0)).toBe(0);
    expect(childrenReducingCare(6, 6)).toBe(4);
    expect(childrenReducingCare(7, 2)).toBe(0);
    // Three children under 25: 3.6 − 2 × 0.25 = 3.1 %.
    expect(contributionRatesOn(TODAY, { children: 3, childrenUnder25: 3 }).care).toBe(3100);
  });
});

describe('taxable share by the year the pension begins (§ 22 EStG, Wachstumschancengesetz)', () => {
  it.each([
    [2005, 50],
    [2020, 80],
    [2022, 82],
    [2023, 82.5],
    [2026, 84],
    [2031, 86.5],
    [2040, 91],
    [2058, 100],
    [2070, 100],
  ])('pension from %i: %d %% taxable', (year, percent) => {
    expect(taxableShare(year, 100_000, false).share.percent).toBe(percent);
  });

  it('splits the annual gross into the taxable part and the tax-free rest', () => {
    // 2031: 86.5 % of 12 × 1,913.40 = 22,960.80 → 19,861.09 taxable, 3,099.71 free.
    expect(taxableShare(2031, 191_340, true).share).toEqual({
      startYear: 2031,
      startYearEstimated: true,
      percent: 86.5,
      annualGrossCents: 2_296_080,
      annualTaxableCents: 1_986_109,
      annualTaxFreeCents: 309_971,
    });
  });
});
