import {
  ageForStartMonth,
  entgeltpunkteFromSalary,
  monthlyPensionCents,
  persoenlicheEntgeltpunkte,
  RENTENWERTE,
  regelaltersgrenzeMonths,
  rentenwertOn,
  startMonthForAge,
  zugangsfaktor,
} from './de-statutory-pension.js';
import { formatMonthIndex, monthIndex } from './calendar.js';

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

describe('aktueller Rentenwert as data with valid-from dates', () => {
  it('is 40.79 from 1 July 2025 and 39.32 before', () => {
    expect(rentenwertOn({ year: 2025, month: 7, day: 1 }).cents).toBe(4079);
    expect(rentenwertOn({ year: 2026, month: 11, day: 22 }).cents).toBe(4079);
    expect(rentenwertOn({ year: 2025, month: 6, day: 30 }).cents).toBe(3932);
    expect(rentenwertOn({ year: 2024, month: 7, day: 1 })).toMatchObject({
      cents: 3932,
      validFrom: '2024-07-01',
    });
  });

  it('takes a new value from one more line', () => {
    const table = [
      ...RENTENWERTE,
      {
        validFrom: '2026-07-01',
        cents: 4200,
        source: { title: 'test', url: 'https://example.org' },
      },
    ];
    expect(rentenwertOn({ year: 2026, month: 7, day: 1 }, table).cents).toBe(4200);
    expect(rentenwertOn({ year: 2026, month: 6, day: 30 }, table).cents).toBe(4079);
  });

  it('cites a source for every value', () => {
    for (const entry of RENTENWERTE)
      expect(entry.source.url).toMatch(/^https:\/\/www\.gesetze-im-internet\.de\/rwbestv_\d{4}\//);
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
