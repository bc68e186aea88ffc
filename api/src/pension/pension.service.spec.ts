import { PensionError } from './pension-error.js';
import type { AnalyzeUsRequest } from '@ageless/contracts';
import { PensionService } from './pension.service.js';
import { formatPensionAnswer } from './pension-question.js';

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

  it('spouse: own benefit at 62, spousal part from when the partner files (separate ages, deemed filing)', () => {
    // Worker born 1962-03-02 files at 67 (March 2029); the spouse, born 1964-03-02, is then 65.
    // Spouse PIA $600, worker PIA $2,000: own at 62 = 600 × 70 % = $420; spousal from 65 =
    // (1,000 − 600) × (1 − 24 × 25/36 %) = $333.33; total $753.33.
    const result = service.analyzeUs(
      {
        pia: 2000,
        birthDate: '1962-03-02',
        claimAge: 67,
        spouse: { birthDate: '1964-03-02', pia: 600, ownClaimAge: 62 },
      },
      'en',
    );
    expect(result.spouse).toMatchObject({
      deemedFiling: true,
      partnerFilesAtAge: { years: 65, months: 0 },
      planned: {
        age: { years: 62, months: 0 },
        startMonth: '2026-03',
        ownBenefitCents: 42_000,
        spousalAge: { years: 65, months: 0 },
        spousalStartMonth: '2029-03',
        spousalBenefitCents: 33_333,
        totalCents: 75_333,
      },
    });
    // Spouse waits to 70: own $744 with credits; the spousal part is $1,000 − $744 = $256.
    expect(result.spouse?.options.at(-1)).toMatchObject({
      ownBenefitCents: 74_400,
      spousalBenefitCents: 25_600,
      totalCents: 100_000,
    });
    expect(result.figures.map((figure) => figure.id)).toContain('us.ssa.spousal.share');
  });

  it('survivor: 71.5 % at 60, 100 % at the survivor’s FRA, limited when the worker claimed early', () => {
    const survivorOf = (claimAge?: number) =>
      service.analyzeUs(
        {
          pia: 2000,
          birthDate: '1962-03-02',
          ...(claimAge ? { claimAge } : {}),
          survivor: { birthDate: '1964-08-02', claimAge: 60 },
        },
        'en',
      ).survivor!;
    const beforeClaiming = survivorOf();
    expect(beforeClaiming).toMatchObject({
      fullRetirementAge: { years: 67, months: 0 },
      deceased: 'died-before-claiming',
      baseBenefitCents: 200_000,
      limitCents: null,
      planned: { startMonth: '2024-08', monthlyBenefitCents: 143_000, factor: 0.715 },
    });
    expect(beforeClaiming.options.at(-1)).toMatchObject({
      age: { years: 67, months: 0 },
      monthlyBenefitCents: 200_000,
    });
    // Worker claimed at 62 ($1,400): at the survivor's FRA the larger of $1,400 and 82.5 % = $1,650.
    const early = survivorOf(62);
    expect(early).toMatchObject({ deceased: 'claimed-early', limitCents: 165_000 });
    expect(early.options.at(-1)).toMatchObject({ monthlyBenefitCents: 165_000, limited: true });
  });

  it('earnings test: withheld months come back as a higher benefit at FRA', () => {
    // Born 1964-05-15, PIA $1,000, claims at 62 and 1 month (June 2026): 59 months early, $704.17.
    // Earnings $34,480 = $10,000 above $24,480 → $5,000 a year withheld: 7 months in 2026 (all there
    // are), 8 in each of 2027 to 2030, none in 2031 (Jan-Apr earnings $11,493 < $65,160). 39 months
    // withheld → at FRA 20 months early: 1,000 × (1 − 20 × 5/9 %) = $888.89.
    const result = service.analyzeUs(
      {
        pia: 1000,
        birthDate: '1964-05-15',
        claimAge: 62,
        claimAgeMonths: 1,
        work: { annualEarnings: 34_480 },
      },
      'en',
    );
    expect(result.earningsTest).toMatchObject({
      monthlyBenefitCents: 70_417,
      totalMonthsWithheld: 39,
      recomputedAtFraCents: 88_889,
    });
    expect(
      result.earningsTest!.years.map((y) => [y.year, y.benefitMonths, y.monthsWithheld]),
    ).toEqual([
      [2026, 7, 7],
      [2027, 12, 8],
      [2028, 12, 8],
      [2029, 12, 8],
      [2030, 12, 8],
      [2031, 4, 0],
    ]);
    expect(result.figures.map((figure) => figure.id)).toContain(
      'us.ssa.earnings-test.exempt-amount',
    );
  });

  it('earnings test of a claim in the past counts each year with its own exempt amount', () => {
    // Born 1960 (FRA 67, January 2027), claimed at 62 in mid-2022: the fifth hostile pass found a 500
    // here. 2022 is counted with its $19,560, 2023 with $21,240, later years with theirs.
    const result = service.analyzeUs(
      { birthYear: 1960, pia: 1800, claimAge: 62, work: { annualEarnings: 30_000 } },
      'en',
    );
    expect(result.earningsTest!.years[0]).toMatchObject({ year: 2022 });
    expect(result.earningsTest!.years.length).toBeGreaterThan(3);
    // Claimed before 2000 (born 1935): refused in words.
    expect(() =>
      service.analyzeUs(
        { birthYear: 1935, pia: 900, claimAge: 62, work: { annualEarnings: 30_000 } },
        'en',
      ),
    ).toThrow(/from 2000 on/);
  });

  it('says when a yearly figure is not in the table yet and which year’s value it used', () => {
    const nextYear = new PensionService({ now: () => new Date('2027-02-01T10:00:00Z') });
    const result = nextYear.analyzeUs(
      { pia: 1000, birthDate: '1964-05-15', claimAge: 63, work: { annualEarnings: 40_000 } },
      'en',
    );
    expect(result.figures.find((f) => f.id === 'us.ssa.earnings-test.exempt-amount')).toMatchObject(
      {
        validFrom: '2026-01-01',
        stale: true,
      },
    );
    expect(result.assumptions.join(' ')).toContain(
      'Earnings test: annual exempt amount (years before full retirement age): the figure for this year is not published in our table yet, so the value from 2026 is used.',
    );
  });

  it('lists the figures it used with their dates, and the newest date as "figures as of"', () => {
    const result = us({ birthYear: 1962 });
    expect(result.figures.map((figure) => figure.id)).toEqual([
      'us.ssa.early-reduction.first-36-months',
      'us.ssa.early-reduction.further-months',
      'us.ssa.delayed-credit.per-month',
    ]);
    expect(result.figuresAsOf).toBe('2005-01-01');
    expect(result.assumptions.join(' ')).not.toContain('ssaRoundedCents');
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
    [
      { birthYear: 1962, spouse: { birthYear: 1964, ownClaimAgeMonths: 3 } },
      'spouse.ownClaimAgeMonths needs spouse.ownClaimAge',
    ],
    [
      { birthYear: 1962, survivor: { birthYear: 1964, claimAge: 70, claimAgeMonths: 2 } },
      'survivor.claimAgeMonths must be 0 when survivor.claimAge is 70',
    ],
    [{ birthYear: 1962, survivor: {} }, 'survivor.birthDate or survivor.birthYear is required'],
  ])('refuses %j naming the field', (request, message) => {
    expect(() => us(request)).toThrow(PensionError);
    expect(() => us(request)).toThrow(message);
  });
});

describe('PensionService.analyzeDe', () => {
  it('45 EP at the Regelaltersgrenze: 1,913.40 EUR with the Rentenwert of 1 July 2026', () => {
    const result = service.analyzeDe({ entgeltpunkte: 45, birthYear: 1964 }, 'de');
    expect(result).toMatchObject({
      regelaltersgrenze: { years: 67, months: 0 },
      zugangsfaktor: 1,
      monthlyGrossCents: 191_340,
      rentenwert: { cents: 4252, validFrom: '2026-07-01' },
    });
    expect(result.sources.map((s) => s.url)).toContain(
      'https://www.gesetze-im-internet.de/rwbestv_2026/__1.html',
    );
  });

  it('24 months early from a planned start month: factor 0.928, 1,775.64 EUR', () => {
    const result = service.analyzeDe(
      { entgeltpunkte: 45, birthDate: '1964-03-15', plannedStart: '2029-04' },
      'en',
    );
    expect(result).toMatchObject({
      startAge: { years: 65, months: 0 },
      monthsEarly: 24,
      adjustmentPercent: -7.2,
      zugangsfaktor: 0.928,
      monthlyGrossCents: 177_564,
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

  it.each([
    // Rule (§ 38, § 236b SGB VI): 45 years of Wartezeit, no Abschlag from 63 + 2 months per birth year
    // after 1952 (64 for 1958, 64 and 8 months for 1962), 65 from 1964.
    [1958, 64, 0, 66, 0],
    [1962, 64, 8, 66, 8],
    [1964, 65, 0, 67, 0],
  ])(
    '45-year pension, born %i: from %i years %i months without Abschlag (Regelaltersgrenze %i and %i)',
    (birthYear, years, months, ragYears, ragMonths) => {
      const start = { startAge: years, startAgeMonths: months };
      const with45 = service.analyzeDe(
        { entgeltpunkte: 45, birthYear, wartezeitYears: 45, ...start },
        'en',
      );
      expect(with45).toMatchObject({
        pensionType: 'besonders-langjaehrig',
        regelaltersgrenze: { years: ragYears, months: ragMonths },
        monthsEarly: 0,
        zugangsfaktor: 1,
        monthlyGrossCents: 191_340, // 45 × 1.0 × 42.52 €
        besondersLangjaehrig: { eligible: true, age: { years, months } },
      });
      // Without 45 years the same start is the langjährig pension: 24 months early, 7.2 % less.
      const with44 = service.analyzeDe(
        { entgeltpunkte: 45, birthYear, wartezeitYears: 44.5, ...start },
        'en',
      );
      expect(with44).toMatchObject({
        pensionType: 'langjaehrig',
        monthsEarly: 24,
        monthlyGrossCents: 177_564,
        besondersLangjaehrig: { eligible: false },
      });
    },
  );

  it('45 years but starting before its age: Abschlag counted from the Regelaltersgrenze', () => {
    // Born 1964, 45 years, start at 64: the 45-year pension is not yet open (65), so langjährig with
    // 36 months before 67: 10.8 % less.
    const result = service.analyzeDe(
      { entgeltpunkte: 45, birthYear: 1964, wartezeitYears: 46, startAge: 64 },
      'en',
    );
    expect(result).toMatchObject({
      pensionType: 'langjaehrig',
      monthsEarly: 36,
      adjustmentPercent: -10.8,
    });
  });

  it('net with children: gross − 8.75 % health − 3.6 % care; the gap compares the net pension', () => {
    // 45 EP at 67: 1,913.40 € gross; health (14.6 + 2.9)/2 = 8.75 % = 167.42 €; care 3.6 % = 68.88 €;
    // net 1,677.10 €. Target 2,000 €: gap 322.90 € (net).
    const result = service.analyzeDe(
      { entgeltpunkte: 45, birthYear: 1964, children: 2, targetMonthlyIncome: 2000 },
      'de',
    );
    expect(result.net).toEqual({
      healthPercent: 8.75,
      healthCents: 16_742,
      carePercent: 3.6,
      careCents: 6_888,
      monthlyNetCents: 167_710,
      zusatzbeitragPercent: 2.9,
      zusatzbeitragIsAverage: true,
    });
    expect(result).toMatchObject({ rentenlueckeCents: 32_290, rentenlueckeBasis: 'net' });
    expect(result.assumptions.join(' ')).toContain('Zusatzbeitrags von 2,9\u00a0%');
    expect(result.figures.map((figure) => figure.id)).toEqual(
      expect.arrayContaining([
        'de.kv.allgemeiner-beitragssatz',
        'de.kv.durchschnittlicher-zusatzbeitrag',
        'de.pv.beitragssatz',
      ]),
    );
  });

  it('net without children: care 4.2 % (3.6 % + 0.6 surcharge)', () => {
    // Care 4.2 % of 1,913.40 € = 80.36 €; net 1,913.40 − 167.42 − 80.36 = 1,665.62 €.
    const result = service.analyzeDe({ entgeltpunkte: 45, birthYear: 1964, children: 0 }, 'en');
    expect(result.net).toMatchObject({
      carePercent: 4.2,
      careCents: 8_036,
      monthlyNetCents: 166_562,
    });
    expect(result.figures.map((figure) => figure.id)).toContain('de.pv.kinderlosenzuschlag');
  });

  it('taxable share by the first year: born 1964-03-15, pension from April 2031: 86.5 %', () => {
    const result = service.analyzeDe({ entgeltpunkte: 45, birthDate: '1964-03-15' }, 'en');
    expect(result.taxableShare).toMatchObject({
      startYear: 2031,
      startYearEstimated: false,
      percent: 86.5,
      annualGrossCents: 2_296_080,
    });
    expect(
      service.analyzeDe({ entgeltpunkte: 45, birthYear: 1964 }, 'en').taxableShare,
    ).toMatchObject({
      startYear: 2031,
      startYearEstimated: true,
    });
  });

  it('shows the date of the figures used', () => {
    const result = service.analyzeDe({ entgeltpunkte: 45, birthYear: 1964, children: 1 }, 'de');
    expect(result.figuresAsOf).toBe('2026-07-01');
    expect(result.figures.find((figure) => figure.id === 'de.rentenwert')).toMatchObject({
      value: 4252,
      validFrom: '2026-07-01',
      stale: false,
      source: { publisher: 'Bundesministerium der Justiz (gesetze-im-internet.de)' },
    });
  });

  it('estimates EP from years and salary and compares gross with a target', () => {
    const result = service.analyzeDe(
      { years: 40, salaryRatio: 1, birthYear: 1970, targetMonthlyIncome: 2500 },
      'en',
    );
    expect(result.entgeltpunkte).toBe(40);
    expect(result.monthlyGrossCents).toBe(170_080);
    expect(result.rentenlueckeCents).toBe(250_000 - 170_080);
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

describe('the calculator answers the chat guide shows', () => {
  const us = (request: { birthYear: number; pia: number; claimAge?: number }) =>
    formatPensionAnswer(
      {
        kind: 'us',
        question: { kind: 'us', request, askedAge: request.claimAge ?? null },
        result: service.analyzeUs(request, 'en'),
      },
      'en',
    );
  const de = (request: { birthYear: number; entgeltpunkte: number; startAge?: number }) =>
    formatPensionAnswer(
      {
        kind: 'de',
        question: { kind: 'de', request, askedAge: request.startAge ?? null },
        result: service.analyzeDe(request, 'de'),
      },
      'de',
    );

  it('answers the English example with the calculator’s figures and an SSA source', () => {
    const answer = us({ birthYear: 1962, pia: 1800, claimAge: 62 });
    expect(answer.kind).toBe('us');
    expect(answer.text).toContain('at 62: $1,260.00 a month (30% less)');
    expect(answer.text).toContain('at 67: $1,800.00 a month (full benefit)');
    expect(answer.text).toContain('at 70: $2,232.00 a month (24% more)');
    expect(answer.text).toContain('from age 78 and 8 months');
    expect(answer.sources.map((source) => source.url)).toContain(
      'https://www.ssa.gov/benefits/retirement/planner/agereduction.html',
    );
  });

  it('works out the difference when the question sets the age asked against another', () => {
    const request = { birthYear: 1964, pia: 2000, claimAge: 70 };
    const answer = formatPensionAnswer(
      {
        kind: 'us',
        question: { kind: 'us', request, askedAge: 70, comparedAge: 62 },
        result: service.analyzeUs(request, 'en'),
      },
      'en',
    );
    // 2,480 at 70 (124 %) against 1,400 at 62 (70 %)
    expect(answer.text).toContain('At 70 that is $1,080.00 a month more than at 62');
    expect(answer.text).toContain('at 62: $1,400.00 a month (30% less)');
  });

  it('lists the age asked instead of the earliest, so the amount at 62 is not taken for the answer', () => {
    const answer = us({ birthYear: 1962, pia: 1800, claimAge: 64 });
    // 36 months early: 20 % less.
    expect(answer.text).toContain('at 64: $1,440.00 a month (20% less)');
    expect(answer.text).not.toContain('at 62:');
    expect(answer.text).toContain('at 67: $1,800.00 a month (full benefit)');
  });

  it('answers the German example with the formula, the Abschlag and the Rentenwert’s date', () => {
    const answer = de({ birthYear: 1965, entgeltpunkte: 45, startAge: 63 });
    expect(answer.kind).toBe('de');
    expect(answer.text).toContain('45 × 0,856 × 1 × 42,52 € = 1.637,87 €');
    expect(answer.text).toContain(
      '48 Monate vor Ihrer Regelaltersgrenze von 67 Jahren: 14,4 % Abschlag',
    );
    expect(answer.text).toContain('gültig ab 01.07.2026');
    expect(answer.sources.map((source) => source.url)).toContain(
      'https://www.gesetze-im-internet.de/rwbestv_2026/__1.html',
    );
  });

  it('puts a Regelaltersgrenze with months in the right German case', () => {
    const early = de({ birthYear: 1963, entgeltpunkte: 40, startAge: 64 });
    // 1963: 66 years and 10 months (§ 235 SGB VI); 64 is 34 months earlier, 34 × 0,3 % = 10,2 %.
    expect(early.text).toContain(
      '34 Monate vor Ihrer Regelaltersgrenze von 66 Jahren und 10 Monaten: 10,2 % Abschlag',
    );
    expect(early.text).not.toMatch(/Monaten Jahren/);
    const onTime = de({ birthYear: 1963, entgeltpunkte: 40 });
    expect(onTime.text).toContain('Das ist Ihre Regelaltersgrenze (66 Jahre und 10 Monate)');
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
    expect(JSON.parse(result.content).answer).toContain('1.913,40 €');
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
