import fc from 'fast-check';
import { ENERGY_LEVEL_OPTIONS, PROFILE_LIMITS, TIME_AVAILABLE_OPTIONS } from '@ageless/contracts';
import { type BodySchema, invalidBodies, literalText } from './support/bad-input.js';
import { type TestDatabase, testDatabases } from './support/databases.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const text = { kind: 'text' as const, maxLength: PROFILE_LIMITS.textLength };
const list = { kind: 'textList' as const, maxItems: PROFILE_LIMITS.listItems };
const profileSchema: BodySchema = {
  fields: {
    hasSpace: { kind: 'boolean' },
    needsTechHelp: { kind: 'boolean' },
    skills: list,
    values: list,
    timeAvailable: { kind: 'enum', values: TIME_AVAILABLE_OPTIONS },
    energyLevel: { kind: 'enum', values: ENERGY_LEVEL_OPTIONS },
    purpose: text,
    specificNeeds: text,
    location: { kind: 'text', maxLength: PROFILE_LIMITS.locationLength },
    userId: { kind: 'integer' },
  },
};
const validProfile = {
  hasSpace: true,
  skills: ['Gardening'],
  timeAvailable: 'regular',
  purpose: 'Grow food together',
};

describe.each(testDatabases())('generated bad input on $name', (factory) => {
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

  const storedProfiles = async (): Promise<number> =>
    Number((await app.dataSource.query('SELECT count(*) AS n FROM profiles'))[0].n);

  it('POST /api/profiles refuses every generated bad payload with a 4xx in the error shape and stores nothing', async () => {
    const before = await storedProfiles();
    await fc.assert(
      fc.asyncProperty(invalidBodies(profileSchema, validProfile), async (body) => {
        const response = await app.http
          .post('/api/profiles')
          .set('Content-Type', 'application/json')
          .send(JSON.stringify(body));
        expect(response.status).toBeGreaterThanOrEqual(400);
        expect(response.status).toBeLessThan(500);
        // Every refusal names its stable code too (issue 28).
        expect(Object.keys(response.body).sort()).toEqual([
          'code',
          'error',
          'message',
          'statusCode',
        ]);
        expect(response.body.statusCode).toBe(response.status);
      }),
      { numRuns: 400, seed: 20261121 },
    );
    expect(await storedProfiles()).toBe(before);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('stores SQL and script fragments in valid text fields as literal text', async () => {
    await fc.assert(
      fc.asyncProperty(literalText, async (purpose) => {
        const created = await app.owner.post('/api/profiles').send({ purpose }).expect(201);
        const read = await app.owner.get(`/api/profiles/${created.body.profile.id}`).expect(200);
        // Texts are trimmed on the way in, and an empty text is stored as null.
        expect(read.body.profile.purpose).toBe(purpose.trim() === '' ? null : purpose.trim());
      }),
      { numRuns: 60, seed: 20261121 },
    );
  });

  it('refuses half of a surrogate pair in an email address with a 400, never a 500', async () => {
    // Sixth hostile pass #9: the email rule decodes the text as a URI and threw on it. The broken
    // half becomes U+FFFD before any rule reads it, and that is no address.
    const before = await storedProfiles();
    for (const notifyEmail of ['\uD800', 'anna\uDC00@example.org']) {
      const refused = await app.owner
        .post('/api/profiles')
        .send({ location: 'Kiel', notifyEmail })
        .expect(400);
      expect(refused.body).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        message: expect.stringContaining('notifyEmail must be an email address'),
        code: 'validation_failed',
      });
    }
    expect(await storedProfiles()).toBe(before);
  });

  it('GET /api/profiles/:id answers 400 for any malformed id', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc
          .string({ minLength: 1, maxLength: 80 })
          .filter((s) => !s.includes('/') && !s.includes('?') && !s.includes('#')),
        async (id) => {
          const response = await app.http.get(`/api/profiles/${encodeURIComponent(id)}`);
          expect([400, 404]).toContain(response.status);
          expect(response.body.statusCode).toBe(response.status);
        },
      ),
      { numRuns: 200, seed: 20261121 },
    );
  });
});
