import type { ProfileInput } from '@ageless/contracts';
import { type TestDatabase, testDatabases } from './support/databases.js';
import { startTestApp, type TestApp } from './support/test-app.js';

// Free text that belongs to other people: none of it may ever appear in someone else's matches.
const SECRETS = {
  physicalAssets: 'SECRET-ASSETS a converted attic at Hofgartenstrasse 7',
  professionalExperience: 'SECRET-JOB forty years as a notary',
  specificNeeds: 'SECRET-NEEDS my knee after the operation',
  purpose: 'SECRET-PURPOSE to write my memoir',
  lifestyle: 'SECRET-LIFESTYLE early riser, two cats',
  location: 'Hofgartenstraße 7, 80539 München',
};

describe.each(testDatabases())('matching on $name', (factory) => {
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

  const create = async (profile: ProfileInput): Promise<string> =>
    (await app.owner.post('/api/profiles').send(profile).expect(201)).body.profile.id as string;

  it('seeds at least 40 blueprints in English and German', async () => {
    const rows = await app.dataSource.query(
      'SELECT count(*) AS n, count(DISTINCT category) AS c FROM blueprints WHERE name_de <> name_en',
    );
    expect(Number(rows[0].n)).toBeGreaterThanOrEqual(40);
    expect(Number(rows[0].c)).toBeGreaterThanOrEqual(8);
  });

  it('matches a spare room with someone who needs housing nearby, with distance and badge, and keeps their secrets', async () => {
    await create({
      needsHousing: true,
      values: ['Community'],
      timeAvailable: 'regular',
      location: 'Augsburg',
      ...{ purpose: SECRETS.purpose },
    });
    const partner = await create({ needsHousing: true, skills: ['Cooking'], ...SECRETS });
    const owner = await create({
      hasSpace: true,
      needsCompanionship: true,
      values: ['Community', 'Family'],
      timeAvailable: 'regular',
      energyLevel: 'moderate',
      location: 'Munich, Germany',
    });

    const response = await app.owner.get(`/api/profiles/${owner}/matches`).expect(200);
    const { matches } = response.body;
    expect(matches.length).toBeGreaterThan(0);
    expect(matches.length).toBeLessThanOrEqual(20);
    const homeshare = matches.find(
      (m: { blueprint: { key: string } }) => m.blueprint.key === 'intergenerational-homeshare',
    );
    // The partner at the same Munich address is nearer than the one in Augsburg.
    expect(homeshare).toMatchObject({
      matchType: 'high',
      estimatedDistance: 0,
      distanceBadge: 'local',
      proximityBonus: 0.1,
    });
    expect(homeshare.blueprint).toMatchObject({
      name: 'Intergenerational Homeshare',
      category: 'Housing',
      categoryKey: 'housing',
    });
    expect(homeshare.reasons).toEqual(homeshare.reasonDetails.map((r: { text: string }) => r.text));
    for (let i = 1; i < matches.length; i++)
      expect(matches[i - 1].score).toBeGreaterThanOrEqual(matches[i].score);

    const body = JSON.stringify(response.body);
    for (const secret of [
      ...Object.values(SECRETS),
      'SECRET',
      partner,
      'Hofgarten',
      '48.1',
      '11.5',
    ])
      expect(body).not.toContain(secret);
  });

  it('answers in German for ?lang=de and for Accept-Language: de', async () => {
    const id = await create({ needsTechHelp: true, location: 'Köln' });
    await create({ skills: ['Technology'], location: 'Bonn' });
    for (const request of [
      app.owner.get(`/api/profiles/${id}/matches?lang=de`),
      app.owner
        .get(`/api/profiles/${id}/matches`)
        .set('Accept-Language', 'de-DE,de;q=0.9,en;q=0.5'),
    ]) {
      const { matches } = (await request.expect(200)).body;
      const buddy = matches.find(
        (m: { blueprint: { key: string } }) => m.blueprint.key === 'tech-buddy',
      );
      expect(buddy.blueprint.name).toBe('Technik-Pate');
      expect(buddy.reasons[0]).toBe('Das hilft bei dem, was Sie suchen: Hilfe mit Technik.');
      expect(buddy.distanceBadge).toBe('local');
    }
  });

  it('gives the same answer twice', async () => {
    const id = await create({
      hasTools: true,
      skills: ['Repair', 'Carpentry'],
      values: ['Sustainability'],
      location: 'Boston, MA',
    });
    const first = await app.owner.get(`/api/profiles/${id}/matches`).expect(200);
    const second = await app.owner.get(`/api/profiles/${id}/matches`).expect(200);
    expect(second.body).toEqual(first.body);
  });

  it('shows a new partner nearby at once, and no longer one who was removed', async () => {
    const id = await create({ needsTechHelp: true, location: 'Freiburg' });
    const buddy = async (): Promise<{ estimatedDistance?: number }> =>
      (await app.owner.get(`/api/profiles/${id}/matches`).expect(200)).body.matches.find(
        (m: { blueprint: { key: string } }) => m.blueprint.key === 'tech-buddy',
      );
    expect((await buddy()).estimatedDistance).not.toBe(0);
    const helper = await create({ skills: ['Technology'], location: 'Freiburg' });
    expect((await buddy()).estimatedDistance).toBe(0);
    await app.owner.delete(`/api/profiles/${helper}`).expect(204);
    expect((await buddy()).estimatedDistance).not.toBe(0);
  });

  it('shares what was looked up between neighbours, but nobody is their own partner', async () => {
    // Seed swap looks for gardeners, whoever asks.
    const seedSwap = async (id: string): Promise<{ estimatedDistance?: number } | undefined> =>
      (await app.owner.get(`/api/profiles/${id}/matches`).expect(200)).body.matches.find(
        (m: { blueprint: { key: string } }) => m.blueprint.key === 'seed-swap',
      );
    await create({ skills: ['Gardening'], location: 'Hamburg' });
    const gardener = await create({ skills: ['Gardening'], location: 'Regensburg' });
    const neighbour = await create({ location: 'Regensburg' });
    // The neighbour's search finds the gardener in Regensburg …
    expect((await seedSwap(neighbour))?.estimatedDistance).toBe(0);
    // … and the gardener, searching from the same town for the same key, gets that list without itself.
    expect((await seedSwap(gardener))?.estimatedDistance).toBeGreaterThan(0);
  });

  it('gives an empty profile useful general matches', async () => {
    const id = await create({});
    const { matches } = (await app.owner.get(`/api/profiles/${id}/matches`).expect(200)).body;
    expect(matches).toHaveLength(12);
    expect(matches[0].reasons[0]).toBe('Open to everyone and easy to start, no experience needed.');
  });

  it('says so when the place is unknown instead of guessing a distance', async () => {
    const id = await create({ hasSpace: true, location: 'Xyzzyville by the sea' });
    const { matches } = (await app.owner.get(`/api/profiles/${id}/matches`).expect(200)).body;
    expect(
      matches.every((m: { estimatedDistance?: number }) => m.estimatedDistance === undefined),
    ).toBe(true);
    expect(matches[0].reasonDetails).toContainEqual({
      type: 'question',
      text: expect.stringMatching(/^We could not place your location/),
    });
  });

  it('answers 404 for an unknown profile and 400 for a malformed id', async () => {
    expect(
      (
        await app.owner
          .get('/api/profiles/6f1c2a9e-1d4b-4c1a-9f55-0a1b2c3d4e5f/matches')
          .expect(404)
      ).body,
    ).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'Profile not found',
    });
    expect((await app.owner.get('/api/profiles/not-a-uuid/matches').expect(400)).body).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'id must be a UUID',
    });
  });

  it('finds candidates through the index, not a scan of every profile', async () => {
    const plan: { 'QUERY PLAN': string }[] = await app.dataSource.query(
      `EXPLAIN SELECT id FROM profiles WHERE match_keys && ARRAY['n:housing@c48_11'] LIMIT 8`,
    );
    await app.dataSource.query('SET enable_seqscan = off');
    const forced: { 'QUERY PLAN': string }[] = await app.dataSource.query(
      `EXPLAIN SELECT id FROM profiles WHERE match_keys && ARRAY['n:housing@c48_11'] LIMIT 8`,
    );
    await app.dataSource.query('SET enable_seqscan = on');
    // On a tiny table the planner may prefer a scan; the index must exist and be usable for this query.
    expect([...plan, ...forced].map((row) => row['QUERY PLAN']).join('\n')).toContain(
      'IDX_profiles_match_keys',
    );
  });

  it('can undo and redo the newest migration', async () => {
    await app.dataSource.undoLastMigration();
    await app.dataSource.runMigrations();
    const id = await create({ needsHousing: true, location: 'Bonn' });
    const { matches } = (await app.owner.get(`/api/profiles/${id}/matches`).expect(200)).body;
    expect(matches).toHaveLength(12);
  });

  it('keeps the migrations and the entities in step', async () => {
    const pending = await app.dataSource.driver.createSchemaBuilder().log();
    expect(pending.upQueries.map((query) => query.query)).toEqual([]);
  });
});
