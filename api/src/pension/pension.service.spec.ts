import { BadRequestException } from '@nestjs/common';
import type { AnalyzeUsRequest } from '@ageless/contracts';
import { PensionService } from './pension.service.js';

const service = new PensionService({ now: () => new Date('2026-11-22T10:00:00Z') });
const us = (request: Partial<AnalyzeUsRequest>) =>
  service.analyzeUs({ pia: 1000, ...request }, 'en');

describe('PensionService.analyzeUs', () => {
  it('compares 62 to 70 with the oracles for someone born on the 2nd (FRA 67)', () => {
    const result = us({ birthDate: '1962-03-02' });
    expect(result.fullRetirementAge).toEqual({ years: 67, months: 0 });
    expect(result.options.map((o) => [o.age.years, o.monthlyBenefitCents])).toEqual([
      [62, 70_000],
      [63, 75_000],
      [64, 80_000],
      [65, 86_667],
      [66, 93_333],
      [67, 100_000],
      [68, 108_000],
      [69, 116_000],
      [70, 124_000],
    ]);
    expect(result.options[0]).toMatchObject({ startMonth: '2024-03', available: true });
    expect(result.breakEvens).toHaveLength(36);
    expect(result.sources.every((s) => s.url.startsWith('https://'))).toBe(true);
  });

  it('adds 62 and 1 month as the earliest choice when the birthday is after the 2nd', () => {
    const result = us({ birthDate: '1962-03-15' });
    expect(result.earliestClaimAge).toEqual({ years: 62, months: 1 });
    expect(
      result.options.slice(0, 2).map((o) => [o.ageInMonths, o.available, o.monthlyBenefitCents]),
    ).toEqual([
      [744, false, 70_000],
      [745, true, 70_417],
    ]);
    expect(result.breakEvens.some((b) => b.earlier.years === 62 && b.earlier.months === 0)).toBe(
      false,
    );
    expect(result.assumptions.join(' ')).toContain('62 and 1 month (from 2024-04)');
  });

  it('lists every month by request (97 months from 62 to 70)', () => {
    const result = us({ birthYear: 1962, byMonth: true, claimAge: 65, claimAgeMonths: 6 });
    expect(result.options).toHaveLength(97);
    expect(result.planned).toMatchObject({ ageInMonths: 786, monthsEarly: 18 });
    expect(result.options.every((o) => o.startMonth === null)).toBe(true);
  });

  it('applies the 1 January rule: born 1 January 1960 has FRA 66 and 10 months', () => {
    expect(us({ birthDate: '1960-01-01' }).fullRetirementAge).toEqual({ years: 66, months: 10 });
    expect(us({ birthDate: '1943-01-01' }).delayedCreditPercentPerYear).toBe(7.5);
  });

  it('computes the spouse from the partner’s PIA', () => {
    const result = service.analyzeUs(
      { pia: 2000, birthYear: 1962, spouse: { birthYear: 1964, pia: 400 } },
      'en',
    );
    expect(result.spouse?.spousalExcessAtFraCents).toBe(60_000);
    expect(result.spouse?.options[0]).toMatchObject({
      ownBenefitCents: 28_000,
      spousalBenefitCents: 39_000,
      totalCents: 67_000,
    });
    expect(result.sources.map((s) => s.url)).toContain(
      'https://www.ssa.gov/oact/quickcalc/spouse.html',
    );
  });

  it.each([
    [{ birthDate: '2023-02-30' }, 'birthDate must be a real date'],
    [{ birthDate: '2027-01-01' }, 'birthDate must not be in the future'],
    [{ birthDate: '1933-01-01' }, 'birthDate must be 1933-01-02 or later'],
    [{ birthYear: 1930 }, 'birthYear must be 1933 or later'],
    [{}, 'birthDate or birthYear is required'],
    [{ birthYear: 1962, birthDate: '1962-01-05' }, 'birthDate: give either'],
    [
      { birthYear: 1962, claimAge: 70, claimAgeMonths: 1 },
      'claimAgeMonths must be 0 when claimAge is 70',
    ],
    [
      { birthYear: 1962, spouse: { birthDate: '1962-13-01' } },
      'spouse.birthDate must be a real date',
    ],
  ])('refuses %j naming the field', (request, message) => {
    expect(() => us(request)).toThrow(BadRequestException);
    expect(() => us(request)).toThrow(message);
  });
});

describe('PensionService.analyzeDe', () => {
  it('45 EP at the Regelaltersgrenze: 1,835.55 EUR with the Rentenwert of 1 July 2025', () => {
    const result = service.analyzeDe({ entgeltpunkte: 45, birthYear: 1964 }, 'de');
    expect(result).toMatchObject({
      regelaltersgrenze: { years: 67, months: 0 },
      zugangsfaktor: 1,
      monthlyGrossCents: 183_555,
      rentenwert: { cents: 4079, validFrom: '2025-07-01' },
    });
    expect(result.sources.map((s) => s.url)).toContain(
      'https://www.gesetze-im-internet.de/rwbestv_2025/__1.html',
    );
  });

  it('24 months early from a planned start month: factor 0.928, 1,703.39 EUR', () => {
    const result = service.analyzeDe(
      { entgeltpunkte: 45, birthDate: '1964-03-15', plannedStart: '2029-04' },
      'en',
    );
    expect(result).toMatchObject({
      startAge: { years: 65, months: 0 },
      monthsEarly: 24,
      adjustmentPercent: -7.2,
      zugangsfaktor: 0.928,
      monthlyGrossCents: 170_339,
      regelaltersrenteStart: '2031-04',
      startMonth: '2029-04',
    });
  });

  it('Jahrgang 1960 with 63: 40 months early (Regelaltersgrenze 66 and 4 months), 12 % less', () => {
    const result = service.analyzeDe({ entgeltpunkte: 40, birthYear: 1960, startAge: 63 }, 'de');
    expect(result).toMatchObject({
      regelaltersgrenze: { years: 66, months: 4 },
      monthsEarly: 40,
      zugangsfaktor: 0.88,
    });
  });

  it('estimates EP from years and salary and compares gross with a target', () => {
    const result = service.analyzeDe(
      { years: 40, salaryRatio: 1, birthYear: 1970, targetMonthlyIncome: 2500 },
      'en',
    );
    expect(result.entgeltpunkte).toBe(40);
    expect(result.monthlyGrossCents).toBe(163_160);
    expect(result.rentenlueckeCents).toBe(250_000 - 163_160);
    expect(result.assumptions.join(' ')).toContain('gross');
  });

  it.each([
    [{ birthYear: 1964 }, 'entgeltpunkte (or years with salaryRatio) is required'],
    [
      { entgeltpunkte: 45, years: 40, salaryRatio: 1, birthYear: 1964 },
      'entgeltpunkte: give either',
    ],
    [{ years: 40, birthYear: 1964 }, 'salaryRatio is required with years'],
    [
      { entgeltpunkte: 45, birthYear: 1964, plannedStart: '2030-01' },
      'birthDate is required with plannedStart',
    ],
    [
      { entgeltpunkte: 45, birthDate: '1964-03-15', plannedStart: '2027-03' },
      'plannedStart must be 2027-04 or later',
    ],
    [
      { entgeltpunkte: 45, birthDate: '1964-03-15', plannedStart: '2027-13' },
      'plannedStart must be a month in the form YYYY-MM',
    ],
    [
      { entgeltpunkte: 45, birthYear: 1964, startAge: 75, startAgeMonths: 1 },
      'startAgeMonths must be 0 when startAge is 75',
    ],
    [{ entgeltpunkte: 45, birthYear: 2030 }, 'birthYear must not be in the future'],
    [{ entgeltpunkte: 45, birthDate: '1964-02-30' }, 'birthDate must be a real date'],
  ])('refuses %j naming the field', (request, message) => {
    expect(() => service.analyzeDe(request, 'en')).toThrow(message);
  });
});

describe('PensionService.answerQuestion (for the chat guide)', () => {
  it('answers the English example with the calculator’s figures and an SSA source', async () => {
    const answer = await service.answerQuestion(
      'my PIA is 1800, born 1962, should I claim at 62?',
      'en',
    );
    expect(answer?.kind).toBe('us');
    expect(answer?.text).toContain('at 62: $1,260.00 a month (30% less)');
    expect(answer?.text).toContain('at 67: $1,800.00 a month (full benefit)');
    expect(answer?.text).toContain('at 70: $2,232.00 a month (24% more)');
    expect(answer?.text).toContain('from age 78 and 8 months');
    expect(answer?.sources.map((source) => source.url)).toContain(
      'https://www.ssa.gov/benefits/retirement/planner/agereduction.html',
    );
  });

  it('answers the German example with the formula, the Abschlag and the Rentenwert’s date', async () => {
    const answer = await service.answerQuestion(
      'Ich habe 45 Entgeltpunkte, Jahrgang 1965, Rente mit 63?',
      'de',
    );
    expect(answer?.kind).toBe('de');
    expect(answer?.text).toContain('45 × 0,856 × 1 × 40,79 € = 1.571,23 €');
    expect(answer?.text).toContain(
      '48 Monate vor Ihrer Regelaltersgrenze von 67 Jahren: 14,4 % Abschlag',
    );
    expect(answer?.text).toContain('gültig ab 01.07.2025');
    expect(answer?.sources.map((source) => source.url)).toContain(
      'https://www.gesetze-im-internet.de/rwbestv_2025/__1.html',
    );
  });

  it('gives null for numbers the calculator refuses, and for messages without numbers', async () => {
    expect(await service.answerQuestion('my PIA is 99999, born 1962', 'en')).toBeNull();
    expect(await service.answerQuestion('born 1920, PIA 1000', 'en')).toBeNull();
    expect(await service.answerQuestion('How does Social Security work?', 'en')).toBeNull();
  });
});

describe('PensionService.runTool (for the OpenAI guide’s tool calls)', () => {
  it('runs the US tool and returns the figures and sources as JSON', async () => {
    const result = await service.runTool(
      'analyze_us_social_security',
      JSON.stringify({ pia: 1000, birthYear: 1962, claimAge: 65 }),
      'en',
    );
    expect(result.ok).toBe(true);
    const content = JSON.parse(result.content);
    expect(content.answer).toContain('at 65: $866.67 a month');
    expect(content.sources.length).toBeGreaterThan(0);
  });

  it('runs the German tool', async () => {
    const result = await service.runTool(
      'analyze_german_pension',
      JSON.stringify({ entgeltpunkte: 45, birthYear: 1964 }),
      'de',
    );
    expect(JSON.parse(result.content).answer).toContain('1.835,55 €');
  });

  it.each([
    ['analyze_us_social_security', '{"pia": -1, "birthYear": 1962}', 'pia must be more than 0'],
    ['analyze_us_social_security', '{"pia": 1000}', 'birthDate or birthYear is required'],
    [
      'analyze_us_social_security',
      '{"pia": 1000, "birthYear": 1962, "colour": "red"}',
      'property colour should not exist',
    ],
    ['analyze_german_pension', 'not json', 'arguments are not valid JSON'],
    ['send_email', '{}', 'unknown tool send_email'],
  ])('refuses %s %s with an error the model can read', async (name, args, message) => {
    const result = await service.runTool(name, args, 'en');
    expect(result.ok).toBe(false);
    expect(JSON.parse(result.content).error).toContain(message);
  });
});
