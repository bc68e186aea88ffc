import type { ProfileInput } from '@ageless/contracts';
import { handleOf } from '../src/matching/matching.service.js';
import { type TestDatabase, testDatabasesAndCandidatePaths } from './support/databases.js';
import { type Person, peopleOf } from './support/people.js';
import { startTestApp, type TestApp } from './support/test-app.js';

// Issue 25, ninth hostile pass #1: sixty weak profiles (one need, one skill) made after her in her
// town, twenty from each of three IPv4 addresses, hid a real person from every blueprint page of
// every new viewer: a key's list held eight people, the newest three and a daily rotation, and the
// pages were made of that list alone.

const TECH_BUDDY = 'tech-buddy';
/** The crowds as found: three IPv4 addresses × 20 (PostgreSQL), forty addresses of one /24 (PGlite). */
const CROWDS = [
  {
    name: 'three IPv4 addresses, twenty each',
    town: 'Cottbus',
    sites: Array.from({ length: 60 }, (_, i) => `203.0.113.${71 + (i % 3)}`),
  },
  {
    name: 'forty addresses of one /24',
    town: 'Görlitz',
    sites: Array.from({ length: 40 }, (_, i) => `198.51.100.${i + 1}`),
  },
];
const WEAK_VALUES = ['Adventure', 'Tradition', 'Spirituality'];
const WEAK_SKILLS = ['Art', 'Music', 'Writing', 'Design'];

/** Someone who knows computers, sharing values with her: a new viewer of tech-buddy. */
const VIEWER: ProfileInput = {
  skills: ['Technology', 'Gardening'],
  values: ['Community', 'Learning'],
  timeAvailable: 'regular',
  energyLevel: 'moderate',
};

describe.each(testDatabasesAndCandidatePaths())(
  'weak profiles made after her on $name',
  ({ factory, candidates }) => {
    let database: TestDatabase;
    let app: TestApp;

    beforeAll(async () => {
      database = await factory.create();
      app = await startTestApp(database, {
        trustProxy: ['loopback'],
        matchingCandidates: candidates,
      });
    });

    afterAll(async () => {
      await app?.close();
      await database?.drop();
    });

    const { personOn, personElsewhere } = peopleOf(() => app);

    /** The handles on one of the viewer's pages of tech-buddy, and how many pages there are. */
    const pageOf = async (viewer: Person, page: number) => {
      const response = await viewer.browser
        .get(`/api/profiles/${viewer.id}/blueprints/${TECH_BUDDY}?page=${page}`)
        .set('X-Forwarded-For', '192.0.2.9')
        .expect(200);
      const body = response.body as { people: { handle: string }[]; pageCount: number };
      return { handles: body.people.map((person) => person.handle), pageCount: body.pageCount };
    };

    /** The handles on all the viewer's pages, as "More people" reads them. */
    const everyPage = async (viewer: Person): Promise<string[]> => {
      const handles: string[] = [];
      for (let page = 1, pageCount = 1; page <= pageCount; page += 1) {
        const read = await pageOf(viewer, page);
        handles.push(...read.handles);
        pageCount = read.pageCount;
      }
      return handles;
    };

    it.each(CROWDS)(
      'shows her on page 1 when she fits better, and on some page when she fits as well: $name',
      async ({ town: location, sites }) => {
        // She shares the viewers' values; her neighbour fits only as well as the crowd.
        const her = await personElsewhere({
          location,
          needsTechHelp: true,
          needsCompanionship: true,
          skills: ['Carpentry', 'Repair', 'Cooking'],
          values: ['Community', 'Learning'],
          timeAvailable: 'regular',
          energyLevel: 'moderate',
        });
        const alike = await personElsewhere({
          location,
          needsTechHelp: true,
          skills: ['Art'],
          values: ['Adventure'],
          timeAvailable: 'part-time',
          energyLevel: 'low',
        });
        for (const [i, site] of sites.entries())
          await personOn(
            {
              location,
              needsTechHelp: true,
              skills: [WEAK_SKILLS[i % WEAK_SKILLS.length]!],
              values: [WEAK_VALUES[i % WEAK_VALUES.length]!],
              timeAvailable: i % 2 === 0 ? 'part-time' : 'regular',
              energyLevel: 'low',
            },
            site,
          );

        for (let n = 0; n < 3; n += 1) {
          const viewer = await personElsewhere({ ...VIEWER, location });
          expect((await pageOf(viewer, 1)).handles).toContain(handleOf(viewer.id, her.id));
          // Paging reaches everyone: all of the crowd and both of them are on some page, her neighbour among them.
          const everyone = await everyPage(viewer);
          expect(everyone).toContain(handleOf(viewer.id, alike.id));
          expect(new Set(everyone).size).toBe(sites.length + 2);
        }
      },
    );
  },
);
