import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ProfileInput } from '@ageless/contracts';
import { type TestDatabase, testDatabases } from './support/databases.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const fullProfile: Required<ProfileInput> = {
  hasSpace: true,
  hasTools: true,
  hasLand: false,
  hasTransportation: true,
  hasEquipment: false,
  physicalAssets: 'A spare room with its own bathroom, a workshop with a lathe',
  skills: ['Carpentry', 'Teaching', 'Languages'],
  timeAvailable: 'significant',
  energyLevel: 'moderate',
  caregivingAbility: true,
  professionalExperience: 'Thirty years as a secondary school teacher',
  needsHousing: false,
  needsCompanionship: true,
  needsTechHelp: true,
  needsBusinessHelp: false,
  specificNeeds: 'Someone to help me with video calls to my grandchildren',
  purpose: 'Pass on what I know — Wissen weitergeben, Grüße aus München',
  values: ['Community', 'Learning', 'Social Impact'],
  lifestyle: 'Quiet mornings, active afternoons',
  location: 'München, Germany',
  userId: 1,
  notifyEmail: 'anna@example.org',
  card: {
    firstName: 'Anna',
    ageBand: '70-74',
    showPlace: true,
    languages: ['de', 'en'],
    about: 'Retired teacher who loves a good conversation.',
  },
};

describe.each(testDatabases())('profiles on $name', (factory) => {
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

  const countProfiles = async (): Promise<number> =>
    Number((await app.dataSource.query('SELECT count(*) AS n FROM profiles'))[0].n);

  it('creates a profile with every field and reads it back unchanged', async () => {
    const created = await app.owner.post('/api/profiles').send(fullProfile).expect(201);
    const { id, createdAt, place, notifyEmailConfirmed, ...stored } = created.body.profile;
    // The card adds the town others see: the place's town, without the country.
    const { place: town, ...card } = stored.card;
    expect({ ...stored, card }).toEqual(fullProfile);
    expect(town).toBe('Munich');
    // Until its owner opens the link mailed to it (people-safety.integration-spec).
    expect(notifyEmailConfirmed).toBe(false);
    expect(place).toBe('Munich, Germany');
    expect(created.body.returnKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Date.parse(createdAt)).not.toBeNaN();

    const read = await app.owner.get(`/api/profiles/${id}`).expect(200);
    expect(read.body.profile).toEqual(created.body.profile);
  });

  it('fills the spec defaults when fields are left out', async () => {
    const created = await app.owner.post('/api/profiles').send({}).expect(201);
    expect(created.body.profile).toMatchObject({
      hasSpace: false,
      hasTools: false,
      hasLand: false,
      hasTransportation: false,
      hasEquipment: false,
      caregivingAbility: false,
      needsHousing: false,
      needsCompanionship: false,
      needsTechHelp: false,
      card: { showPlace: false, languages: [] },
      needsBusinessHelp: false,
      skills: [],
      values: [],
      userId: 1,
      location: null,
      timeAvailable: null,
    });
  });

  it('gives unguessable ids, not counters', async () => {
    const first = (await app.owner.post('/api/profiles').send({}).expect(201)).body.profile
      .id as string;
    const second = (await app.owner.post('/api/profiles').send({}).expect(201)).body.profile
      .id as string;
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(first).not.toEqual(second);
  });

  it('stores SQL-looking text as literal text', async () => {
    const text = "Robert'); DROP TABLE profiles;--";
    const created = await app.owner.post('/api/profiles').send({ purpose: text }).expect(201);
    const read = await app.owner.get(`/api/profiles/${created.body.profile.id}`).expect(200);
    expect(read.body.profile.purpose).toBe(text);
  });

  describe('refuses bad input with a message naming the field and stores nothing', () => {
    const cases: [string, unknown, number, RegExp][] = [
      ['a wrong type', { hasSpace: 'yes' }, 400, /hasSpace must be a boolean/],
      ['a list that is not a list', { skills: 'Cooking' }, 400, /skills must be an array/],
      ['an unknown enum value', { timeAvailable: 'weekends' }, 400, /timeAvailable must be one of/],
      ['an unknown energy level', { energyLevel: 'boundless' }, 400, /energyLevel must be one of/],
      [
        'an unknown field',
        { favouriteColour: 'blue' },
        400,
        /property favouriteColour should not exist/,
      ],
      [
        'too many list items',
        { values: Array.from({ length: 51 }, (_, i) => `v${i}`) },
        400,
        /values must contain no more than 50/,
      ],
      [
        'a list item too long',
        { skills: ['x'.repeat(101)] },
        400,
        /skills must be shorter than or equal to 100/,
      ],
      [
        'a text too long',
        { purpose: 'x'.repeat(2001) },
        400,
        /purpose must be shorter than or equal to 2000/,
      ],
      ['a user other than 1', { userId: 7 }, 400, /userId/],
      [
        'a prototype-pollution key',
        JSON.parse('{"__proto__":{"admin":true}}'),
        400,
        /__proto__ is not allowed/,
      ],
      ['a JSON array', [fullProfile], 400, /must be a JSON object/],
    ];

    it.each(cases)('%s', async (_name, body, status, message) => {
      const before = await countProfiles();
      const response = await app.http
        .post('/api/profiles')
        .send(body as object)
        .expect(status);
      expect(response.body).toEqual({
        statusCode: status,
        error: 'Bad Request',
        message: expect.stringMatching(message),
        code: expect.stringMatching(/^(validation_failed|invalid_body)$/),
      });
      expect(await countProfiles()).toBe(before);
    });

    it('malformed JSON', async () => {
      const before = await countProfiles();
      const response = await app.http
        .post('/api/profiles')
        .set('Content-Type', 'application/json')
        .send('{"hasSpace": tru')
        .expect(400);
      expect(response.body).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        message: 'Request body is not valid JSON',
        code: 'invalid_json',
      });
      expect(await countProfiles()).toBe(before);
    });

    it('a body over the size limit (413, not buffered)', async () => {
      const before = await countProfiles();
      const response = await app.http
        .post('/api/profiles')
        .set('Content-Type', 'application/json')
        .send(JSON.stringify({ purpose: 'x'.repeat(200_000) }))
        .expect(413);
      expect(response.body).toMatchObject({ statusCode: 413, error: 'Payload Too Large' });
      expect(await countProfiles()).toBe(before);
    });

    it('a body that is not JSON', async () => {
      const response = await app.http
        .post('/api/profiles')
        .set('Content-Type', 'text/plain')
        .send('hello')
        .expect(415);
      expect(response.body.message).toBe('Content-Type must be application/json');
    });
  });

  it('answers 400 for a malformed id and 404 for an unknown one', async () => {
    expect((await app.owner.get('/api/profiles/12').expect(400)).body).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'id must be a UUID',
      code: 'invalid_id',
    });
    expect((await app.owner.get("/api/profiles/1' OR '1'='1").expect(400)).body.message).toBe(
      'id must be a UUID',
    );
    expect(
      (await app.owner.get('/api/profiles/6f1c2a9e-1d4b-4c1a-9f55-0a1b2c3d4e5f').expect(404)).body,
    ).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'Profile not found',
      code: 'profile_not_found',
    });
  });

  it('erases a profile on request (right to erasure): gone afterwards, and only once', async () => {
    const created = await app.owner.post('/api/profiles').send(fullProfile).expect(201);
    const { id } = created.body.profile;
    await app.owner.delete(`/api/profiles/${id}`).expect(204);
    await app.owner.get(`/api/profiles/${id}`).expect(404);
    expect(
      Number(
        (await app.dataSource.query('SELECT count(*) AS n FROM profiles WHERE id = $1', [id]))[0].n,
      ),
    ).toBe(0);
    expect((await app.owner.delete(`/api/profiles/${id}`).expect(404)).body.message).toBe(
      'Profile not found',
    );
    expect((await app.owner.delete('/api/profiles/not-a-uuid').expect(400)).body.message).toBe(
      'id must be a UUID',
    );
  });

  it('lets only the browser that created a profile read, edit or delete it', async () => {
    const created = await app.owner.post('/api/profiles').send(fullProfile).expect(201);
    const { id } = created.body.profile;
    const stranger = app.browser();
    const refused = (await stranger.get(`/api/profiles/${id}`).expect(403)).body;
    expect(refused.message).toMatch(/belongs to another browser/);
    expect(refused.code).toBe('profile_not_owner');
    await stranger.put(`/api/profiles/${id}`).send({}).expect(403);
    await stranger.delete(`/api/profiles/${id}`).expect(403);
    expect((await app.http.get(`/api/profiles/${id}?lang=de`).expect(403)).body.message).toMatch(
      /gehört zu einem anderen Browser/,
    );
    // Matches too: their reasons repeat the person's needs, their distances narrow down a home.
    expect((await stranger.get(`/api/profiles/${id}/matches`).expect(403)).body.message).toMatch(
      /belongs to another browser/,
    );
    await app.owner.get(`/api/profiles/${id}`).expect(200);
  });

  it('edits a profile with the wizard answers: the place and the matches follow', async () => {
    const { id } = (await app.owner.post('/api/profiles').send({ location: 'Hamburg' }).expect(201))
      .body.profile;
    const edited = await app.owner
      .put(`/api/profiles/${id}`)
      .send({ location: 'Berlin-Spandau', skills: ['Gardening'], purpose: 'Neu' })
      .expect(200);
    expect(edited.body.profile).toMatchObject({
      id,
      location: 'Berlin-Spandau',
      place: 'Berlin-Spandau, Germany',
      skills: ['Gardening'],
      purpose: 'Neu',
      hasSpace: false,
    });
    expect((await app.owner.get(`/api/profiles/${id}`).expect(200)).body.profile.purpose).toBe(
      'Neu',
    );
    const refused = await app.owner
      .put(`/api/profiles/${id}`)
      .send({ hasSpace: 'yes' })
      .expect(400);
    expect(refused.body.message).toMatch(/hasSpace must be a boolean/);
    expect((await app.owner.get(`/api/profiles/${id}`).expect(200)).body.profile.skills).toEqual([
      'Gardening',
    ]);
  });

  it('opens a profile on another device with the private return key, and not without it', async () => {
    const created = await app.owner.post('/api/profiles').send({ purpose: 'mine' }).expect(201);
    const { id } = created.body.profile;
    const phone = app.browser();
    await phone
      .post(`/api/profiles/${id}/claim`)
      .send({ returnKey: 'x'.repeat(43) })
      .expect(403);
    await phone.post(`/api/profiles/${id}/claim`).send({ returnKey: 42 }).expect(400);
    await phone.get(`/api/profiles/${id}`).expect(403);
    await phone
      .post(`/api/profiles/${id}/claim`)
      .send({ returnKey: created.body.returnKey })
      .expect(200);
    expect((await phone.get(`/api/profiles/${id}`).expect(200)).body.profile.purpose).toBe('mine');
    // The key is never given out again.
    expect((await app.owner.get(`/api/profiles/${id}`).expect(200)).body.returnKey).toBeUndefined();
  });

  it('answers unknown API paths in the error shape', async () => {
    const response = await app.owner.get('/api/no-such-thing').expect(404);
    expect(response.body).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });

  it('reports alive and ready', async () => {
    await app.owner.get('/healthz').expect(200, { status: 'ok' });
    await app.owner.get('/readyz').expect(200, { status: 'ok', database: 'up' });
  });

  it('publishes OpenAPI generated from the DTOs', async () => {
    const response = await app.owner.get('/api/docs/openapi.json').expect(200);
    const schema = response.body.components.schemas.CreateProfileDto;
    expect(Object.keys(schema.properties)).toEqual(
      expect.arrayContaining(Object.keys(fullProfile)),
    );
    expect(schema.properties.timeAvailable.enum).toEqual([
      'part-time',
      'regular',
      'significant',
      'full-time',
    ]);
  });

  it('runs migrations that match the entities exactly (no synchronize needed)', async () => {
    const pending = await app.dataSource.driver.createSchemaBuilder().log();
    expect(pending.upQueries.map((query) => query.query)).toEqual([]);
  });
});

describe.each(testDatabases())('profiles survive a restart on $name', (factory) => {
  it('reads a profile created before the restart', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'ageless-restart-'));
    const database = await factory.create(factory.name === 'PGlite' ? dataDir : undefined);
    try {
      const first = await startTestApp(database);
      const created = await first.http
        .post('/api/profiles')
        .send({ location: 'Boston, MA', skills: ['Gardening'] })
        .expect(201);
      await first.close();

      const second = await startTestApp(database);
      // The same browser (its owner cookie) reads it after the restart.
      const cookie = (created.headers['set-cookie'] as unknown as string[])[0]!.split(';')[0]!;
      const read = await second.http
        .get(`/api/profiles/${created.body.profile.id}`)
        .set('Cookie', cookie)
        .expect(200);
      expect(read.body.profile).toEqual(created.body.profile);
      await second.close();
    } finally {
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
