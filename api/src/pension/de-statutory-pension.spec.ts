import {
  adjustmentPercent,
  ageForStartMonth,
  besondersLangjaehrigAgeMonths,
  entgeltpunkteFromSalary,
  monthlyPensionCents,
  persoenlicheEntgeltpunkte,
  regelaltersgrenzeMonths,
  rentenlueckeCents,
  rentenwertOn,
  startMonthForAge,
  zugangsfaktor as zugangsfaktorWith,
  zugangsfaktorRatesOn,
} from './de-statutory-pension.js';
import { formatMonthIndex, monthIndex } from './calendar.js';

// § 77 SGB VI from the figures table: 3 thousandths less a month early, 5 more a month late.
const RATES = zugangsfaktorRatesOn({ year: 2026, month: 11, day: 22 });
const zugangsfaktor = (early: number, late: number): number =>
  zugangsfaktorWith(early, late, RATES);

const monthly = (ep: number, zf: number, rentenwertCents = 4079): number =>
  monthlyPensionCents(persoenlicheEntgeltpunkte(Math.round(ep * 10000), zf), rentenwertCents);

describe('German pension formula (EP × Zugangsfaktor × Rentenartfaktor × aktueller Rentenwert)', () => {
  it('45 EP × 1.0 × 1.0 × 40.79 = 1,835.55 EUR', () => {
    expect(monthly(45, zugangsfaktor(0, 0))).toBe(183_555);
  });

  it('24 months early: Zugangsfaktor 0.928, 45 × 0.928 × 40.79 = 1,703.39 EUR', () => {
    expect(zugangsfaktor(24, 0)).toBe(928);
    expect(monthly(45, 928)).toBe(170_339);
  });

  it('48 months early is the most: 14.4 % (Zugangsfaktor 0.856)', () => {
    expect(zugangsfaktor(48, 0)).toBe(856);
    expect(monthly(45, 856)).toBe(157_123); // 38.52 × 40.79 = 1,571.23
  });

  it('adds 0.5 % a month late: 12 months → 1.06', () => {
    expect(zugangsfaktor(0, 12)).toBe(1060);
    expect(monthly(45, 1060)).toBe(194_568); // 47.7 × 40.79 = 1,945.683
  });

  it('rounds persönliche Entgeltpunkte to four decimals before the Rentenwert', () => {
    expect(persoenlicheEntgeltpunkte(12_345, 997)).toBe(12_308); // 1.2345 × 0.997 = 1.2307965
    expect(monthly(1.2345, 997)).toBe(5020); // 1.2308 × 40.79 = 50.2043
  });

  it('estimates Entgeltpunkte from years × salary relative to the average', () => {
    expect(entgeltpunkteFromSalary(40, 1.2)).toBe(480_000);
    expect(entgeltpunkteFromSalary(35.5, 0.8)).toBe(284_000);
  });
});

describe('aktueller Rentenwert from the dated figures table', () => {
  it('is 42.52 from 1 July 2026, 40.79 from 1 July 2025 and 39.32 before', () => {
    expect(rentenwertOn({ year: 2026, month: 11, day: 22 }).value).toBe(4252);
    expect(rentenwertOn({ year: 2026, month: 7, day: 1 }).value).toBe(4252);
    expect(rentenwertOn({ year: 2026, month: 6, day: 30 }).value).toBe(4079);
    expect(rentenwertOn({ year: 2025, month: 6, day: 30 }).value).toBe(3932);
    expect(rentenwertOn({ year: 2024, month: 7, day: 1 })).toMatchObject({
      value: 3932,
      validFrom: '2024-07-01',
    });
  });

  it('takes the Abschlag and Zuschlag from the table as exact thousandths', () => {
    expect(RATES).toMatchObject({ abschlagPerMonth: 3, zuschlagPerMonth: 5 });
    expect(RATES.figures.map((figure) => figure.source.url)).toEqual([
      'https://www.gesetze-im-internet.de/sgb_6/__77.html',
      'https://www.gesetze-im-internet.de/sgb_6/__77.html',
    ]);
  });
});

describe('Regelaltersgrenze by birth year (§ 35, § 235 SGB VI)', () => {
  it.each([
    [1946, 65, 0],
    [1947, 65, 1],
    [1952, 65, 6],
    [1958, 66, 0],
    [1959, 66, 2],
    [1963, 66, 10],
    [1964, 67, 0],
    [1980, 67, 0],
  ])('born %i: %i years and %i months', (year, years, months) => {
    expect(regelaltersgrenzeMonths(year)).toBe(years * 12 + months);
  });
});

describe('Altersrente für besonders langjährig Versicherte (45 years, no Abschlag; § 38, § 236b SGB VI)', () => {
  it.each([
    // Rule: 63 before 1953, two months more per birth year from 1953, 65 from 1964.
    [1952, 63, 0],
    [1953, 63, 2],
    [1958, 64, 0],
    [1960, 64, 4],
    [1962, 64, 8],
    [1963, 64, 10],
    [1964, 65, 0],
    [1975, 65, 0],
  ])('born %i: from %i years and %i months', (year, years, months) => {
    expect(besondersLangjaehrigAgeMonths(year)).toBe(years * 12 + months);
  });
});

describe('Abschlag and Zuschlag for N months, and the Rentenlücke', () => {
  it('0.3 % less a month early, 0.5 % more a month late', () => {
    expect(adjustmentPercent(48, 0, RATES)).toBe(-14.4);
    expect(adjustmentPercent(1, 0, RATES)).toBe(-0.3);
    expect(adjustmentPercent(0, 0, RATES)).toBe(0);
    expect(adjustmentPercent(0, 24, RATES)).toBe(12);
  });

  it('is the shortfall against the target, never negative', () => {
    expect(rentenlueckeCents(250_000, 170_080)).toBe(79_920);
    expect(rentenlueckeCents(150_000, 170_080)).toBe(0);
  });
});

describe('start month (age completed the day before the birthday, pension from the next month)', () => {
  it('born 15 March 1964: Regelaltersrente from April 2031; born 1 January 1964: from January 2031', () => {
    expect(formatMonthIndex(startMonthForAge({ year: 1964, month: 3, day: 15 }, 804))).toBe(
      '2031-04',
    );
    expect(formatMonthIndex(startMonthForAge({ year: 1964, month: 1, day: 1 }, 804))).toBe(
      '2031-01',
    );
  });

  it('turns a start month back into the age', () => {
    expect(ageForStartMonth({ year: 1964, month: 3, day: 15 }, monthIndex(2031, 4))).toBe(804);
    expect(ageForStartMonth({ year: 1964, month: 1, day: 1 }, monthIndex(2031, 1))).toBe(804);
    expect(ageForStartMonth({ year: 1964, month: 3, day: 15 }, monthIndex(2027, 4))).toBe(756);
  });
});
