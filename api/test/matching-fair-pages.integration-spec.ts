import type { ProfileInput } from '@ageless/contracts';
import { PEOPLE_PER_BLUEPRINT, PEOPLE_PER_OWNER } from '../src/matching/matching.service.js';
import { type TestDatabase, testDatabases } from './support/databases.js';
import { startTestApp, type TestApp } from './support/test-app.js';

// Issue 25, fourth hostile pass: one address made ten profiles in a town, then a newcomer joined
// and no one in the town ever saw the newcomer on a blueprint page.
const HOMESHARE = 'intergenerational-homeshare';
const HOBBIES = [
  'knitting',
  'cycling',
  'painting',
  'fishing',
  'chess',
  'baking',
  'hiking',
  'singing',
  'pottery',
  'birdwatching',
];

interface PagePerson {
  handle: string;
  brings: string[];
}

describe.each(testDatabases())('fair blueprint pages on $name', (factory) => {
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

  type Browser = ReturnType<TestApp['browser']>;
  const create = async (browser: Browser, profile: ProfileInput): Promise<string> =>
    (await browser.post('/api/profiles').send(profile).expect(201)).body.profile.id as string;

  /** What each of `count` new hosts in `location` sees on the homeshare page, each in their own browser. */
  const pagesOfNewHosts = async (count: number, location: string): Promise<PagePerson[][]> => {
    const pages: PagePerson[][] = [];
    for (let i = 0; i < count; i += 1) {
      const browser = app.browser();
      const host = await create(browser, { hasSpace: true, location });
      const page = await browser.get(`/api/profiles/${host}/blueprints/${HOMESHARE}`).expect(200);
      pages.push(page.body.people as PagePerson[]);
    }
    return pages;
  };

  it('shows a newcomer to most hosts although one browser made ten profiles there first', async () => {
    const attacker = app.browser();
    for (let i = 0; i < 10; i += 1)
      await create(attacker, { needsHousing: true, skills: ['Gardening'], location: 'Potsdam' });
    await create(app.browser(), {
      needsHousing: true,
      skills: ['Photography'],
      location: 'Potsdam',
    });

    const pages = await pagesOfNewHosts(5, 'Potsdam');
    const withNewcomer = pages.filter((people) =>
      people.some((person) => person.brings.includes('photography')),
    );
    expect(withNewcomer.length).toBeGreaterThanOrEqual(4);
    for (const people of pages) {
      expect(people.length).toBeLessThanOrEqual(PEOPLE_PER_BLUEPRINT);
      const fromAttacker = people.filter((person) => person.brings.includes('gardening'));
      expect(fromAttacker.length).toBeGreaterThan(0);
      expect(fromAttacker.length).toBeLessThanOrEqual(PEOPLE_PER_OWNER);
    }
  });

  it('shows a newcomer in a busy town, where people of ten browsers came first', async () => {
    // Ten people from ten browsers, then a newcomer: more than a page holds. Each in their own
    // words: the same options without words in one cell are one look, two to a page (profile-look.ts).
    for (const hobby of HOBBIES)
      await create(app.browser(), {
        needsHousing: true,
        skills: ['Cooking'],
        lifestyle: `I enjoy ${hobby}`,
        location: 'Cottbus',
      });
    await create(app.browser(), {
      needsHousing: true,
      skills: ['Photography'],
      location: 'Cottbus',
    });

    const pages = await pagesOfNewHosts(8, 'Cottbus');
    for (const people of pages) expect(people).toHaveLength(PEOPLE_PER_BLUEPRINT);
    // The first nine used to be everybody's candidates and the newcomer nobody's; now each host
    // sees six of the town's people in their own order, the newest always among those drawn.
    const newcomerSeen = pages.filter((people) =>
      people.some((person) => person.brings.includes('photography')),
    ).length;
    expect(newcomerSeen).toBeGreaterThanOrEqual(1);
  });

  it('can undo and redo its migrations', async () => {
    await app.dataSource.undoLastMigration();
    await app.dataSource.undoLastMigration();
    await app.dataSource.runMigrations();
    const [page] = await pagesOfNewHosts(1, 'Potsdam');
    expect(page!.some((person) => person.brings.includes('photography'))).toBe(true);
  });
});
