import { SKILL_OPTIONS, type ProfileInput } from '@ageless/contracts';
import { handleOf, PEOPLE_PER_BLUEPRINT } from '../src/matching/matching.service.js';
import { type TestDatabase, testDatabases } from './support/databases.js';
import { startTestApp, type TestApp } from './support/test-app.js';

// Issue 25, fifth hostile pass: 40 throwaway profiles that have and need everything, each from its
// own browser and network, in one town; a new viewer saw a real person on 0 of 8 ideas.
const HOMESHARE = 'intergenerational-homeshare';
const THROWAWAYS = 40;
/** Broad profiles come after specific ones; at most two per ring of a key's list. */
const BROAD_PER_PAGE = 2;

const EVERYTHING: ProfileInput = {
  hasSpace: true,
  hasTools: true,
  hasLand: true,
  hasTransportation: true,
  hasEquipment: true,
  caregivingAbility: true,
  skills: [...SKILL_OPTIONS],
  needsHousing: true,
  needsCompanionship: true,
  needsTechHelp: true,
  needsBusinessHelp: true,
  location: 'Cottbus',
};

interface PagePerson {
  handle: string;
}

describe.each(testDatabases())('crowd-out by broad profiles on $name', (factory) => {
  let database: TestDatabase;
  let app: TestApp;

  beforeAll(async () => {
    database = await factory.create();
    // A trusted proxy in front (loopback) tells the clients apart by X-Forwarded-For.
    app = await startTestApp(database, { trustProxy: ['loopback'] });
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  /** A profile made in its own browser from its own network. */
  const create = async (network: number, profile: ProfileInput) => {
    const browser = app.browser();
    const response = await browser
      .post('/api/profiles')
      .set('X-Forwarded-For', `198.51.100.${network}`)
      .send(profile)
      .expect(201);
    return { browser, id: response.body.profile.id as string };
  };

  it('shows real people who fit although 40 networks made profiles claiming everything', async () => {
    const broad: string[] = [];
    for (let i = 1; i <= THROWAWAYS; i += 1) broad.push((await create(i, EVERYTHING)).id);
    const seekers = [
      await create(201, { needsHousing: true, skills: ['Photography'], location: 'Cottbus' }),
      await create(202, {
        needsHousing: true,
        skills: ['Cooking', 'Gardening'],
        location: 'Cottbus',
      }),
    ];

    for (let i = 0; i < 3; i += 1) {
      const viewer = await create(210 + i, { hasSpace: true, location: 'Cottbus' });
      const page = await viewer.browser
        .get(`/api/profiles/${viewer.id}/blueprints/${HOMESHARE}`)
        .expect(200);
      // Handles are per viewer: what this viewer's page calls each person.
      const handles = (page.body.people as PagePerson[]).map((person) => person.handle);
      const broadHandles = new Set(broad.map((id) => handleOf(viewer.id, id)));
      expect(handles.length).toBeLessThanOrEqual(PEOPLE_PER_BLUEPRINT);
      for (const seeker of seekers) expect(handles).toContain(handleOf(viewer.id, seeker.id));
      expect(handles.filter((handle) => broadHandles.has(handle)).length).toBeLessThanOrEqual(
        BROAD_PER_PAGE,
      );
    }
  });
});
