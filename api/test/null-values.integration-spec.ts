import { type TestDatabase, testDatabases } from './support/databases.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const DE = '/api/pension/analyze-de';
const US = '/api/pension/analyze-us';
const BUDGET = '/api/budget/analyze';

const de = { entgeltpunkte: 45, birthYear: 1964 };
const us = { birthYear: 1962, pia: 1000 };
const budget = {
  incomes: [{ category: 'pension', amount: 2000 }],
  expenses: [{ category: 'housing', amount: 800 }],
};

// [endpoint, the field's path, a valid body, the same body with that optional field null]
const withNull: [string, string, object, object][] = [
  // The attack of issue 25, item 14 (before: 500).
  [DE, 'startAge', de, { ...de, startAge: null }],
  ...[
    'startAgeMonths',
    'years',
    'salaryRatio',
    'birthDate',
    'plannedStart',
    'targetMonthlyIncome',
    'wartezeitYears',
    'children',
    'childrenUnder25',
    'zusatzbeitrag',
  ].map((field): [string, string, object, object] => [DE, field, de, { ...de, [field]: null }]),
  [DE, 'entgeltpunkte', de, { birthYear: 1964, entgeltpunkte: null, years: 40, salaryRatio: 1 }],
  [DE, 'birthYear', de, { entgeltpunkte: 45, birthYear: null, birthDate: '1964-03-15' }],
  ...[
    'birthDate',
    'byMonth',
    'claimAge',
    'claimAgeMonths',
    'horizonAge',
    'spouse',
    'survivor',
    'work',
  ].map((field): [string, string, object, object] => [US, field, us, { ...us, [field]: null }]),
  [US, 'birthYear', us, { pia: 1000, birthDate: '1962-03-02', birthYear: null }],
  [
    US,
    'spouse.pia',
    { ...us, spouse: { birthYear: 1963, pia: 400 } },
    { ...us, spouse: { birthYear: 1963, pia: null } },
  ],
  [
    US,
    'spouse.ownClaimAge',
    { ...us, spouse: { birthYear: 1963, pia: 400 } },
    { ...us, spouse: { birthYear: 1963, pia: 400, ownClaimAge: null } },
  ],
  [
    US,
    'survivor.deathAge',
    { ...us, survivor: { birthYear: 1964, deathAge: 75 } },
    { ...us, survivor: { birthYear: 1964, deathAge: null } },
  ],
  [BUDGET, 'currency', budget, { ...budget, currency: null }],
  [
    BUDGET,
    'incomes.0.label',
    budget,
    { ...budget, incomes: [{ category: 'pension', amount: 2000, label: null }] },
  ],
  ['/api/profiles', 'userId', {}, { userId: null }],
];

describe.each(testDatabases())(
  'null where a request may leave a field out, on $name',
  (factory) => {
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

    const post = (path: string, body: object) =>
      app.http.post(path).set('Content-Type', 'application/json').send(JSON.stringify(body));

    const storedProfiles = async (): Promise<number> =>
      Number((await app.dataSource.query('SELECT count(*) AS n FROM profiles'))[0].n);

    it.each(withNull)(
      '%s refuses null in %s with a 400 naming it',
      async (path, field, valid, body) => {
        expect((await post(path, valid)).status).toBeLessThan(300);
        const before = await storedProfiles();
        const response = await post(path, body);
        expect(response.status).toBe(400);
        expect(
          Object.keys(response.body)
            .filter((key) => key !== 'code')
            .sort(),
        ).toEqual(['error', 'message', 'statusCode']);
        expect(response.body.message).toMatch(
          new RegExp(
            `^${field.replace(/\./g, '\\.')} must not be null: leave it out or give a value`,
          ),
        );
        expect(await storedProfiles()).toBe(before);
      },
    );

    it('keeps null as "not answered" in a profile’s answers, as GET returns them', async () => {
      const created = await app.owner
        .post('/api/profiles')
        .send({ hasSpace: true, purpose: 'Grow food together', location: 'Potsdam' })
        .expect(201);
      const { id, ...answers } = created.body.profile;
      expect(answers).toMatchObject({ timeAvailable: null, lifestyle: null });
      const resent = Object.fromEntries(
        Object.entries(answers).filter(
          ([key]) => !['createdAt', 'place', 'notifyEmailConfirmed'].includes(key),
        ),
      );
      const updated = await app.owner.put(`/api/profiles/${id}`).send(resent).expect(200);
      expect(updated.body.profile).toMatchObject({
        purpose: 'Grow food together',
        lifestyle: null,
      });
    });
  },
);
