import fc from 'fast-check';
import { type BodySchema, invalidBodies } from './support/bad-input.js';
import { type TestDatabase, testDatabases } from './support/databases.js';
import { startTestApp, type TestApp } from './support/test-app.js';

describe.each(testDatabases())('pension and budget calculators on $name', (factory) => {
  let database: TestDatabase;
  let app: TestApp;

  beforeAll(async () => {
    database = await factory.create();
    app = await startTestApp(database);
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  const post = (path: string, body: unknown, lang?: string) =>
    app.http
      .post(`${path}${lang ? `?lang=${lang}` : ''}`)
      .set('Content-Type', 'application/json')
      .send(JSON.stringify(body));

  const expectBadRequest = async (path: string, body: unknown, field: string) => {
    const response = await post(path, body);
    expect(response.status).toBe(400);
    expect(
      Object.keys(response.body)
        .filter((key) => key !== 'code')
        .sort(),
    ).toEqual(['error', 'message', 'statusCode']);
    expect(response.body.message).toContain(field);
  };

  // Generated bad bodies (wrong types, unknown and prototype keys, NUL, non-objects): always a 4xx in the error shape.
  const generated: [string, BodySchema, Record<string, unknown>][] = [
    [
      '/api/pension/analyze-us',
      {
        fields: {
          birthYear: { kind: 'integer' },
          claimAge: { kind: 'integer' },
          byMonth: { kind: 'boolean' },
          birthDate: { kind: 'text', maxLength: 10 },
        },
      },
      { birthYear: 1962, pia: 1000 },
    ],
    [
      '/api/pension/analyze-de',
      {
        fields: {
          birthYear: { kind: 'integer' },
          startAge: { kind: 'integer' },
          plannedStart: { kind: 'text', maxLength: 7 },
          birthDate: { kind: 'text', maxLength: 10 },
        },
      },
      { birthYear: 1964, entgeltpunkte: 45 },
    ],
  ];
  it.each(generated)(
    '%s refuses every generated bad payload with a 4xx in the error shape',
    async (path, schema, valid) => {
      await fc.assert(
        fc.asyncProperty(invalidBodies(schema, valid), async (body) => {
          const response = await post(path, body);
          expect(response.status).toBeGreaterThanOrEqual(400);
          expect(response.status).toBeLessThan(500);
          expect(
            Object.keys(response.body)
              .filter((key) => key !== 'code')
              .sort(),
          ).toEqual(['error', 'message', 'statusCode']);
        }),
        { numRuns: 150, seed: 20261122 },
      );
    },
  );

  describe('POST /api/pension/analyze-us', () => {
    it('answers the issue’s oracles for FRA 67 and PIA $1,000, with break-evens and SSA sources', async () => {
      const response = await post('/api/pension/analyze-us', {
        birthDate: '1962-03-02',
        pia: 1000,
      });
      expect(response.status).toBe(200);
      expect(
        response.body.options.map((o: { monthlyBenefitCents: number }) => o.monthlyBenefitCents),
      ).toEqual([70_000, 75_000, 80_000, 86_667, 93_333, 100_000, 108_000, 116_000, 124_000]);
      const b = response.body.breakEvens.find(
        (x: { earlier: { years: number }; later: { years: number } }) =>
          x.earlier.years === 62 && x.later.years === 70,
      );
      expect(b.age).toEqual({ years: 80, months: 5 });
      expect(response.body.options[0].cumulative.at(-1)).toEqual({
        age: 95,
        totalCents: 33 * 12 * 70_000,
      });
      expect(response.body.sources.map((s: { url: string }) => s.url)).toEqual(
        expect.arrayContaining([
          'https://www.ssa.gov/benefits/retirement/planner/agereduction.html',
          'https://www.ssa.gov/oact/quickcalc/earlyretire.html',
          'https://www.ssa.gov/benefits/retirement/planner/delayret.html',
        ]),
      );
    });

    it('lists months and a spouse, with German assumptions when asked', async () => {
      const response = await post(
        '/api/pension/analyze-us',
        { birthYear: 1962, pia: 2000, byMonth: true, spouse: { birthYear: 1964, pia: 400 } },
        'de',
      );
      expect(response.status).toBe(200);
      expect(response.body.options).toHaveLength(97);
      expect(response.body.spouse.options[0].totalCents).toBe(67_000);
      expect(response.body.assumptions[0]).toContain('heutigen Dollar');
    });

    it.each([
      [{ birthDate: '1962-02-30', pia: 1000 }, 'birthDate'],
      [{ birthDate: '2099-01-01', pia: 1000 }, 'birthDate'],
      [{ birthYear: 1962, pia: -5 }, 'pia'],
      [{ birthYear: 1962, pia: 1e9 }, 'pia'],
      [{ birthYear: 1962, pia: '1000' }, 'pia'],
      [{ birthYear: 1962, pia: 1000.123 }, 'pia'],
      [{ birthYear: 1962, pia: 1000, claimAge: 61 }, 'claimAge'],
      [{ birthYear: 1962, pia: 1000, claimAge: 71 }, 'claimAge'],
      [{ birthYear: 1962, pia: 1000, horizonAge: 200 }, 'horizonAge'],
      [{ birthYear: 1962, pia: 1000, spouse: { birthYear: 1964, pia: -1 } }, 'spouse.pia'],
      [{ pia: 1000 }, 'birthDate'],
      [{ birthYear: 1962, pia: 1000, extra: 1 }, 'extra'],
      [{ birthYear: 1962, pia: 1000, spouse: { birthYear: 1964, ownClaimAge: 61 } }, 'ownClaimAge'],
      [{ birthYear: 1962, pia: 1000, survivor: { birthYear: 1964, claimAge: 59 } }, 'claimAge'],
      [{ birthYear: 1962, pia: 1000, survivor: { birthYear: 1964, deathAge: 5 } }, 'deathAge'],
      [{ birthYear: 1962, pia: 1000, survivor: 'widow' }, 'survivor'],
      [{ birthYear: 1962, pia: 1000, work: {} }, 'annualEarnings'],
      [{ birthYear: 1962, pia: 1000, work: { annualEarnings: -1 } }, 'annualEarnings'],
      [{ birthYear: 1962, pia: 1000, work: { annualEarnings: 1e12 } }, 'annualEarnings'],
    ])('refuses %j with a 400 naming %s', async (body, field) => {
      await expectBadRequest('/api/pension/analyze-us', body, field);
    });

    it('answers spouse with separate ages, survivor and earnings test in one request, with the figures used', async () => {
      const response = await post('/api/pension/analyze-us', {
        birthDate: '1962-03-02',
        pia: 2000,
        claimAge: 63,
        spouse: { birthDate: '1966-03-02', pia: 600, ownClaimAge: 62 },
        survivor: { birthDate: '1964-03-02', claimAge: 60 },
        work: { annualEarnings: 30_000 },
      });
      expect(response.status).toBe(200);
      // The partner files when the spouse is 59, so both start at the spouse's 62: own 70 % of $600,
      // spousal 65 % of ($1,000 − $600).
      expect(response.body.spouse.planned).toMatchObject({
        ownBenefitCents: 42_000,
        spousalAge: { years: 62, months: 0 },
        spousalBenefitCents: 26_000,
      });
      // Worker claimed at 63 ($1,500): the survivor at 60 gets 71.5 % of the PIA, $1,430.
      expect(response.body.survivor).toMatchObject({
        deceased: 'claimed-early',
        limitCents: 165_000,
      });
      expect(response.body.survivor.planned.monthlyBenefitCents).toBe(143_000);
      // From March 2025: 2025 is tested with 2025's $23,400, 2026 on with 2026's $24,480.
      expect(
        response.body.earningsTest.years
          .slice(0, 2)
          .map((year: { year: number; exemptAmountCents: number }) => [
            year.year,
            year.exemptAmountCents,
          ]),
      ).toEqual([
        [2025, 2_340_000],
        [2026, 2_448_000],
      ]);
      expect(response.body.figuresAsOf).toBe('2026-01-01');
      expect(
        response.body.figures.every((figure: { source: { url: string } }) =>
          figure.source.url.startsWith('https://'),
        ),
      ).toBe(true);
    });
  });

  describe('POST /api/pension/analyze-de', () => {
    it('45 EP, 24 months early: factor 0.928 and 1,775.64 EUR, citing the Rentenwert and its date', async () => {
      const response = await post('/api/pension/analyze-de', {
        entgeltpunkte: 45,
        birthDate: '1964-03-15',
        plannedStart: '2029-04',
        targetMonthlyIncome: 2000,
      });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({
        zugangsfaktor: 0.928,
        monthlyGrossCents: 177_564,
        monthlyGrossAtRegelaltersgrenzeCents: 191_340,
        rentenlueckeCents: 200_000 - 177_564,
        rentenwert: { cents: 4252, validFrom: '2026-07-01' },
      });
      expect(response.body.rentenwert.source.url).toBe(
        'https://www.gesetze-im-internet.de/rwbestv_2026/__1.html',
      );
    });

    it('gives the 45-year pension, the net amount and the taxable share, with the figures used', async () => {
      const response = await post(
        '/api/pension/analyze-de',
        {
          entgeltpunkte: 45,
          birthYear: 1962,
          startAge: 64,
          startAgeMonths: 8,
          wartezeitYears: 45,
          children: 0,
          targetMonthlyIncome: 2000,
        },
        'de',
      );
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({
        pensionType: 'besonders-langjaehrig',
        monthsEarly: 0,
        monthlyGrossCents: 191_340,
        net: { carePercent: 4.2, monthlyNetCents: 166_562 },
        rentenlueckeBasis: 'net',
        rentenlueckeCents: 200_000 - 166_562,
        taxableShare: { startYear: 2026, percent: 84 },
        figuresAsOf: '2026-07-01',
      });
    });

    it.each([
      [{ entgeltpunkte: -1, birthYear: 1964 }, 'entgeltpunkte'],
      [{ entgeltpunkte: 500, birthYear: 1964 }, 'entgeltpunkte'],
      [{ entgeltpunkte: 45, birthYear: 1964, startAge: 60 }, 'startAge'],
      [{ entgeltpunkte: 45, birthYear: 1964, startAge: 80 }, 'startAge'],
      [{ entgeltpunkte: 45, birthDate: '1964-03-15', plannedStart: '2026-01' }, 'plannedStart'],
      [{ entgeltpunkte: 45, birthDate: '1964-02-31' }, 'birthDate'],
      [{ entgeltpunkte: 45, birthYear: 1964, targetMonthlyIncome: -100 }, 'targetMonthlyIncome'],
      [{ years: 40, salaryRatio: 9, birthYear: 1964 }, 'salaryRatio'],
      [{ entgeltpunkte: 45, birthYear: 1964, wartezeitYears: -1 }, 'wartezeitYears'],
      [{ entgeltpunkte: 45, birthYear: 1964, children: 1.5 }, 'children'],
      [{ entgeltpunkte: 45, birthYear: 1964, children: 1, childrenUnder25: 2 }, 'childrenUnder25'],
      [{ entgeltpunkte: 45, birthYear: 1964, childrenUnder25: 1 }, 'childrenUnder25'],
      [{ entgeltpunkte: 45, birthYear: 1964, children: 1, zusatzbeitrag: 50 }, 'zusatzbeitrag'],
      [{ entgeltpunkte: 45, birthYear: 1964, zusatzbeitrag: 2.5 }, 'zusatzbeitrag'],
    ])('refuses %j with a 400 naming %s', async (body, field) => {
      await expectBadRequest('/api/pension/analyze-de', body, field);
    });
  });

  describe('POST /api/budget/analyze', () => {
    it('gives gap, savings rate and levers in German', async () => {
      const response = await post(
        '/api/budget/analyze',
        {
          incomes: [{ category: 'pension', amount: 2000 }],
          expenses: [
            { category: 'housing', amount: 800 },
            { category: 'dining', amount: 200 },
          ],
        },
        'de',
      );
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({
        gapCents: 100_000,
        savingsRatePercent: 50,
        currency: 'EUR',
      });
      expect(response.body.levers[0]).toMatchObject({ category: 'housing', title: 'Wohnen' });
      expect(response.body.disclaimer).toContain('keine Finanz- oder Produktberatung');
    });

    it.each([
      [{ incomes: [{ category: 'pension', amount: -1 }], expenses: [] }, 'incomes.0.amount'],
      [{ incomes: [], expenses: [{ category: 'yachts', amount: 5 }] }, 'expenses.0.category'],
      [{ incomes: [], expenses: [{ category: 'housing', amount: 5e9 }] }, 'expenses.0.amount'],
      [{ incomes: [], expenses: [] }, 'incomes or expenses'],
      [{ expenses: [] }, 'incomes'],
    ])('refuses %j with a 400 naming %s', async (body, field) => {
      await expectBadRequest('/api/budget/analyze', body, field);
    });
  });
});
