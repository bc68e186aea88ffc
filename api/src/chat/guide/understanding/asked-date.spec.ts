import { askedDay, withoutDates } from './asked-date.js';

const today = { year: 2026, month: 11 };

describe('askedDay', () => {
  it.each([
    ['What was the 401(k) limit for 2025?', '2025-12-31'],
    ['Wie hoch war der Rentenwert seit Juli 2025?', '2025-07-01'],
    ['And in January 2026?', '2026-01-01'],
    ['Pflegeversicherung 2024 Beitragssatz', '2024-12-31'],
  ])('reads "%s" as the figures of %s', (message, day) => {
    expect(askedDay(message, today)).toBe(day);
  });

  it.each([
    'What is the 401(k) limit?',
    'What will the limit be in 2027?',
    'I was born in 1961 and want to retire',
    'My pension is 2025 euros a month',
    'I get $2025 from Social Security',
    'in this year 2026',
  ])('asks for today\u2019s figures in "%s"', (message) => {
    expect(askedDay(message, today)).toBeNull();
  });
});

describe('withoutDates', () => {
  it('leaves the subject of a question about a past date', () => {
    expect(withoutDates('Wie hoch war der Rentenwert seit Juli 2025?').replace(/\s+/g, ' ')).toBe(
      'Wie hoch war der Rentenwert seit ?',
    );
  });
});
