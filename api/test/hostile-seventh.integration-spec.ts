import { INTRODUCTION_LIMITS } from '@ageless/contracts';
import {
  BLOCKED_SITE_DAYS,
  REPORTERS_WHO_HIDE,
} from '../src/connections/people-connections.repository.js';
import { type TestDatabase, testDatabases } from './support/databases.js';
import { HOMESHARE, type PersonOn as Person, peopleOf } from './support/people.js';
import { longStanding } from './support/reporters.js';
import { startTestApp, type TestApp } from './support/test-app.js';

// Issue 25, seventh hostile pass #1 and #2, repeated through the API with public addresses (the
// pass's #2 used private ones, which name no site, so the site rules could not apply).

/** Public test addresses (RFC 5737), each one site. */
const SITES = ['198.51.100.61', '198.51.100.62', '203.0.113.63', '203.0.113.64'];

describe.each(testDatabases())('seventh hostile pass #1 and #2 on $name', (factory) => {
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

  const { personOn, personElsewhere, sees, tryAsk, ask } = peopleOf(() => app);
  const answer = (who: Person, introduction: string, how: 'decline' | 'block' | 'report') =>
    who.browser
      .post(`/api/profiles/${who.id}/introductions/${introduction}/${how}`)
      .set('X-Forwarded-For', who.network)
      .send(how === 'report' ? { reason: 'scam', details: 'Asked me for money' } : {});
  const waitingFor = async (person: Person): Promise<number> => {
    const [row] = await app.dataSource.query(
      "SELECT count(*) AS n FROM introductions WHERE to_profile_id = $1 AND status = 'pending'",
      [person.id],
    );
    return Number(row.n);
  };

  it(`#1: ${REPORTERS_WHO_HIDE} baits from one public IPv4 she wrote to report her: others still see her, and she may still ask`, async () => {
    const location = 'Bamberg';
    const her = await personElsewhere({ hasSpace: true, location });
    const baits: Person[] = [];
    for (const hobby of ['knitting', 'cycling', 'painting'].slice(0, REPORTERS_WHO_HIDE))
      baits.push(
        await personOn({ needsHousing: true, lifestyle: `I love ${hobby}`, location }, SITES[0]!),
      );
    // Her requests to them, stored directly: her pages show at most two people of one site a day,
    // so she wrote to the third on another day.
    const requests: string[] = [];
    for (const bait of baits)
      requests.push(
        (
          await app.dataSource.query(
            `INSERT INTO introductions (from_profile_id, to_profile_id, blueprint_key, message, status)
             VALUES ($1, $2, $3, 'Hello, I have a room', 'pending') RETURNING id`,
            [her.id, bait.id, HOMESHARE],
          )
        )[0].id as string,
      );
    for (const [i, bait] of baits.entries()) await answer(bait, requests[i]!, 'report').expect(204);

    for (const bait of baits) expect(await sees(bait, her)).toBe(false);
    for (let i = 0; i < 3; i += 1) {
      const observer = await personElsewhere({ needsHousing: true, location });
      expect(await sees(observer, her)).toBe(true);
    }
    // Her next request is not refused.
    const someone = await personElsewhere({ needsHousing: true, location });
    await ask(her, someone, 'Hello, I have a room');
  });

  it(`#2: twelve browsers a week old from ${SITES.length} public sites fill her places; once she declines or blocks them, those sites cannot fill them again for ${BLOCKED_SITE_DAYS} days`, async () => {
    const location = 'Bayreuth';
    const her = await personElsewhere({ hasSpace: true, location });
    const places = INTRODUCTION_LIMITS.waitingPerPerson;
    const throwaways: Person[] = [];
    for (let i = 0; i < places; i += 1)
      throwaways.push(await personOn({ needsHousing: true, location }, SITES[i % SITES.length]!));
    // Browsers a week old: new ones hold only a few of her places since the eighth pass's #3
    // (hostile-inbox-eighth), so these twelve waited a week to fill them all.
    await longStanding(app, throwaways);
    const requests: string[] = [];
    for (const asker of throwaways) requests.push(await ask(asker, her));
    expect(await waitingFor(her)).toBe(places);

    // She declines half and blocks the other half.
    for (const [i, request] of requests.entries())
      await answer(her, request, i % 2 === 0 ? 'decline' : 'block').expect(204);
    expect(await waitingFor(her)).toBe(0);

    // The same four sites, new browsers: none of them reaches her (she is not on their pages, and
    // asking gets the answer anyone hidden gets), nor sees her.
    const again: Person[] = [];
    for (let i = 0; i < places; i += 1)
      again.push(await personOn({ needsHousing: true, location }, SITES[i % SITES.length]!));
    for (const asker of again) {
      expect(await sees(asker, her)).toBe(false);
      expect((await tryAsk(asker, her, 'Hello again')).status).toBe(409);
    }
    expect(await waitingFor(her)).toBe(0);
    // Someone from another site still reaches her.
    await ask(await personElsewhere({ needsHousing: true, location }), her);
    expect(await waitingFor(her)).toBe(1);

    // After the window, new profiles from those sites are anyone again.
    await app.dataSource.query(
      `UPDATE browser_blocks SET created_at = created_at - $1::int * interval '1 day'`,
      [BLOCKED_SITE_DAYS + 1],
    );
    const later = await personOn({ needsHousing: true, location }, SITES[0]!);
    expect(await sees(later, her)).toBe(true);
  });
});
