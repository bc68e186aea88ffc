import type { ProfileInput } from '@ageless/contracts';
import {
  BLOCKED_SITE_DAYS,
  PeopleConnectionsRepository,
} from '../src/connections/people-connections.repository.js';
import { handleOf, PEOPLE_PER_SITE } from '../src/matching/matching.service.js';
import {
  type TestDatabase,
  testDatabases,
  testDatabasesAndCandidatePaths,
} from './support/databases.js';
import { HOMESHARE, type Person, peopleOf } from './support/people.js';
import { startTestApp, type TestApp } from './support/test-app.js';

// Issue 25. Sixth hostile pass #2: twelve profiles tailored to complement one person (not broad),
// each from its own browser but all from one address, took all six places on her blueprint page.
// Fifth hostile pass #2: a block or a decline was evaded by a new browser on the same network.

/** What a host with a spare room looks for, and no more: not broad. */
const TAILORED: ProfileInput = {
  needsHousing: true,
  needsCompanionship: true,
  skills: ['Cooking', 'Gardening', 'Repair'],
};
const TAILORED_COUNT = 12;

describe.each(testDatabasesAndCandidatePaths())(
  'tailored profiles from one site on $name',
  ({ factory, candidates }) => {
    let database: TestDatabase;
    let app: TestApp;

    beforeAll(async () => {
      database = await factory.create();
      // A trusted proxy in front (loopback) tells the clients apart by X-Forwarded-For.
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

    /** The handles on the viewer's homeshare page, and how many of them are of `some`. */
    const page = async (viewer: Person, some: readonly Person[]) => {
      const response = await viewer.browser
        .get(`/api/profiles/${viewer.id}/blueprints/${HOMESHARE}`)
        .set('X-Forwarded-For', '192.0.2.1')
        .expect(200);
      const handles = (response.body.people as { handle: string }[]).map((p) => p.handle);
      const theirs = new Set(some.map((person) => handleOf(viewer.id, person.id)));
      return { handles, of: handles.filter((handle) => theirs.has(handle)).length };
    };

    /**
     * A host in a town of her own, two real people there, then twelve tailored to her (the newest
     * three of a list come before the daily rotation, so they are made last).
     */
    const crowd = async (location: string, networks: (i: number) => string) => {
      const host = await personElsewhere({ hasSpace: true, location });
      const real = [
        await personElsewhere({ needsHousing: true, skills: ['Photography'], location }),
        await personElsewhere({ needsHousing: true, skills: ['Music'], location }),
      ];
      const tailored: Person[] = [];
      for (let i = 0; i < TAILORED_COUNT; i += 1)
        tailored.push(await personOn({ ...TAILORED, location }, networks(i)));
      return { host, real, tailored };
    };

    it('shows both real people and at most two of twelve tailored profiles from one IPv4', async () => {
      const { host, real, tailored } = await crowd('Cottbus', () => '203.0.113.50');
      const { handles, of } = await page(host, tailored);
      for (const person of real) expect(handles).toContain(handleOf(host.id, person.id));
      // Still seen, as anyone else from one network: two of them, not none.
      expect(of).toBeGreaterThan(0);
      expect(of).toBeLessThanOrEqual(PEOPLE_PER_SITE);
    });

    it('counts several /64s of one IPv6 /48 as one site', async () => {
      const { host, real, tailored } = await crowd('Freiburg', (i) => `2001:db8:77:${i + 1}::9`);
      const { handles, of } = await page(host, tailored);
      for (const person of real) expect(handles).toContain(handleOf(host.id, person.id));
      expect(of).toBeGreaterThan(0);
      expect(of).toBeLessThanOrEqual(PEOPLE_PER_SITE);
    });
  },
);

describe.each(testDatabases())('a block and the blocked network on $name', (factory) => {
  let database: TestDatabase;
  let app: TestApp;

  beforeAll(async () => {
    database = await factory.create();
    app = await startTestApp(database, { trustProxy: ['loopback'] });
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  const { personOn, personElsewhere, sees, tryAsk, ask } = peopleOf(() => app);
  const GUEST: ProfileInput = { needsHousing: true, location: 'Jena' };

  // Whom the viewer never sees. Pages show at most two people of one site a day (the rotation picks
  // which), so whether someone of a busy site is on a page today says little about a block.
  const hiddenFrom = async (viewer: Person): Promise<Set<string>> =>
    app.app.get(PeopleConnectionsRepository).hiddenFor(viewer.id);

  it('hides a new browser from the blocked IPv4 from the one who blocked, both ways, and from her only', async () => {
    const host = await personElsewhere({ hasSpace: true, location: 'Jena' });
    // Someone on the same network before the block (a neighbour in a care home) is not touched.
    const neighbour = await personOn(GUEST, '203.0.113.80');
    const pest = await personOn(GUEST, '203.0.113.80');
    const request = await ask(pest, host);
    await host.browser
      .post(`/api/profiles/${host.id}/introductions/${request}/block`)
      .set('X-Forwarded-For', host.network)
      .expect(204);

    const again = await personOn(GUEST, '203.0.113.80');
    expect(await hiddenFrom(host)).toContain(again.id);
    expect(await sees(host, again)).toBe(false);
    expect(await sees(again, host)).toBe(false);
    // Asking her gets the answer any hidden person gets: she is no longer on the page.
    const refused = await tryAsk(again, host, 'Hello again').expect(409);
    const gone = await tryAsk(await personElsewhere(GUEST), pest, 'Hi');
    expect(refused.body.message).toBe(gone.body.message);
    expect(await hiddenFrom(host)).not.toContain(neighbour.id);
    // Another host may see the new profile, and the new profile sees them.
    const other = await personElsewhere({ hasSpace: true, location: 'Jena' });
    expect(await hiddenFrom(other)).not.toContain(again.id);
    expect(await sees(again, other)).toBe(true);
  });

  it('hides a new browser from the declined /64 for a while, then no more', async () => {
    const host = await personElsewhere({ hasSpace: true, location: 'Gera' });
    const asker = await personOn({ ...GUEST, location: 'Gera' }, '2001:db8:5:6::10');
    const request = await ask(asker, host);
    await host.browser
      .post(`/api/profiles/${host.id}/introductions/${request}/decline`)
      .set('X-Forwarded-For', host.network)
      .expect(204);

    const again = await personOn({ ...GUEST, location: 'Gera' }, '2001:db8:5:6::99');
    // Another /64 of the same /48 is the same site.
    const elsewhere = await personOn({ ...GUEST, location: 'Gera' }, '2001:db8:5:7::99');
    const hidden = await hiddenFrom(host);
    expect(hidden).toContain(again.id);
    expect(hidden).toContain(elsewhere.id);
    expect(await sees(elsewhere, host)).toBe(false);
    // Another /48 is not.
    const away = await personOn({ ...GUEST, location: 'Gera' }, '2001:db8:6:6::99');
    expect(await sees(away, host)).toBe(true);

    // Once the window has passed, a new profile from there is anyone again.
    await app.dataSource.query(
      `UPDATE browser_blocks SET created_at = created_at - $1::int * interval '1 day'`,
      [BLOCKED_SITE_DAYS + 1],
    );
    const later = await personOn({ ...GUEST, location: 'Gera' }, '2001:db8:5:6::77');
    expect(await hiddenFrom(host)).not.toContain(later.id);
    expect(await sees(later, host)).toBe(true);
  });
});
