import { INTRODUCTION_LIMITS } from '@ageless/contracts';
import {
  NEW_ASKER_HOLD_DAYS,
  WAITING_FROM_NEW_ASKERS,
  WAITING_HOLD_DAYS,
} from '../src/connections/introductions.service.js';
import { type TestDatabase, testDatabases } from './support/databases.js';
import { type PersonOn as Person, peopleOf } from './support/people.js';
import { longStanding } from './support/reporters.js';
import { startTestApp, type TestApp } from './support/test-app.js';

// Issue 25, eighth hostile pass #3, repeated through the API: twelve throwaway browsers, three on
// each of four IPv4 addresses (or four IPv6 /48s, three /64s each), asked one person and filled her
// twelve waiting places; real people were turned away with 429 for days.

const IPV4 = ['198.51.100.31', '198.51.100.32', '203.0.113.33', '203.0.113.34'];
const IPV6 = ['2001:db8:31', '2001:db8:32', '2001:db8:33', '2001:db8:34'];
const WAVE = INTRODUCTION_LIMITS.waitingPerPerson;

describe.each(testDatabases())('eighth hostile pass #3 on $name', (factory) => {
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

  const { personOn, personElsewhere, handleFor, tryAsk } = peopleOf(() => app);
  /** Asks once her page shows her; the answer's status and message. */
  const asks = async (asker: Person, her: Person, language = 'en') => {
    await handleFor(asker, her);
    const response = await tryAsk(asker, her, 'Hello, I would like to meet').set(
      'Accept-Language',
      language,
    );
    return { status: response.status, message: String(response.body.message ?? '') };
  };
  /** Every request the wave or the others sent her that is still unanswered. */
  const pendingFor = async (her: Person): Promise<number> => {
    const [row] = await app.dataSource.query(
      "SELECT count(*) AS n FROM introductions WHERE to_profile_id = $1 AND status = 'pending'",
      [her.id],
    );
    return Number(row.n);
  };
  const wave = async (location: string, networks: (i: number) => string): Promise<Person[]> => {
    const made: Person[] = [];
    for (let i = 0; i < WAVE; i += 1)
      made.push(await personOn({ needsHousing: true, location }, networks(i)));
    return made;
  };

  it.each([
    ['4 IPv4 addresses', (i: number) => IPV4[i % 4]!],
    ['4 IPv6 /48s', (i: number) => `${IPV6[i % 4]}:${Math.floor(i / 4) + 1}::1`],
  ])(
    `#3: ${WAVE} throwaway browsers from %s hold only ${WAITING_FROM_NEW_ASKERS} of her places; people here a week always find room, new people after ${NEW_ASKER_HOLD_DAYS} days`,
    async (_, networkOf) => {
      const location = 'Coburg';
      const her = await personElsewhere({ hasSpace: true, location });
      const statuses: number[] = [];
      const refusals: string[] = [];
      const throwaways = await wave(location, networkOf);
      for (const asker of throwaways) {
        const { status, message } = await asks(asker, her);
        statuses.push(status);
        if (status !== 201) refusals.push(message);
      }
      expect(statuses.filter((status) => status === 201)).toHaveLength(WAITING_FROM_NEW_ASKERS);
      expect(statuses.filter((status) => status === 429)).toHaveLength(
        WAVE - WAITING_FROM_NEW_ASKERS,
      );
      expect(refusals[0]).toMatch(/joined recently/);

      // A real newcomer from elsewhere waits for the wave's places, and is told why in German.
      const newcomer = await personElsewhere({ needsHousing: true, location });
      const early = await asks(newcomer, her, 'de');
      expect(early.status).toBe(429);
      expect(early.message).toMatch(/erst seit Kurzem dabei/);

      // People who have been here a week find all the other places.
      const regulars: Person[] = [];
      for (let i = 0; i < WAVE - WAITING_FROM_NEW_ASKERS + 1; i += 1)
        regulars.push(await personElsewhere({ needsHousing: true, location }));
      await longStanding(app, regulars);
      const late = regulars.pop()!;
      for (const regular of regulars) expect((await asks(regular, her)).status).toBe(201);
      expect(await pendingFor(her)).toBe(WAVE);
      // Now all twelve are full, and anyone is told so.
      expect((await asks(late, her)).message).toMatch(/many requests waiting/);

      const age = (days: number, askers: readonly Person[]) =>
        app.dataSource.query(
          `UPDATE introductions SET created_at = created_at - $2::int * interval '1 day'
            WHERE to_profile_id = $1 AND from_profile_id = ANY($3::uuid[])`,
          [her.id, days, askers.map((who) => who.id)],
        );
      // A request unanswered for WAITING_HOLD_DAYS frees its place for anyone.
      await age(WAITING_HOLD_DAYS, regulars.slice(0, 1));
      expect((await asks(late, her)).status).toBe(201);

      // After NEW_ASKER_HOLD_DAYS the wave's requests no longer hold places: the newcomer gets
      // through, and the wave's requests still wait in her list (she may still answer them).
      expect((await asks(newcomer, her)).status).toBe(429);
      await age(NEW_ASKER_HOLD_DAYS, throwaways);
      expect((await asks(newcomer, her)).status).toBe(201);
      const listed = (await her.browser.get(`/api/profiles/${her.id}/introductions`).expect(200))
        .body.introductions as { status: string; direction: string }[];
      expect(
        listed.filter((one) => one.status === 'pending' && one.direction === 'received'),
      ).toHaveLength(WAVE + 2);
    },
  );
});
