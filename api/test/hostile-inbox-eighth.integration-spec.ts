import { INTRODUCTION_LIMITS } from '@ageless/contracts';
import {
  FOLDED_PER_WIDE_NETWORK_PER_DAY,
  WAITING_HOLD_DAYS,
} from '../src/connections/introductions.service.js';
import { type TestDatabase, testDatabases } from './support/databases.js';
import { type PersonOn as Person, peopleOf } from './support/people.js';
import { longStanding } from './support/reporters.js';
import { startTestApp, type TestApp } from './support/test-app.js';

// Issue 25, eighth hostile pass #3, repeated through the API: twelve throwaway browsers, three on
// each of four IPv4 addresses (or four IPv6 /48s, three /64s each), asked one person and filled her
// twelve waiting places; real people were turned away with 429 for days. Since the fifteenth pass
// #2 newcomers' requests wait folded, apart from her places: the wave fills none of them. Since the
// sixteenth #1 the four /48s, all of one /32, are one sender of the fold: six of the twelve wait.

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
    // Two addresses of each of two /24s: each /24 sends its six.
    ['4 IPv4 addresses', (i: number) => IPV4[i % 4]!, WAVE],
    [
      '4 IPv6 /48s',
      (i: number) => `${IPV6[i % 4]}:${Math.floor(i / 4) + 1}::1`,
      FOLDED_PER_WIDE_NETWORK_PER_DAY,
    ],
  ] as const)(
    `#3: ${WAVE} throwaway browsers from %s wait folded and hold none of her places; a newcomer is not turned away, people here a week find every place`,
    async (_, networkOf, held) => {
      const location = 'Coburg';
      const her = await personElsewhere({ hasSpace: true, location });
      const throwaways = await wave(location, networkOf);
      const statuses: number[] = [];
      for (const asker of throwaways) statuses.push((await asks(asker, her)).status);
      expect(statuses.filter((status) => status === 201)).toHaveLength(held);
      expect(statuses.filter((status) => status === 429)).toHaveLength(WAVE - held);

      // A real newcomer from elsewhere is not turned away: her request waits with the wave's.
      const newcomer = await personElsewhere({ needsHousing: true, location });
      expect((await asks(newcomer, her, 'de')).status).toBe(201);

      // People who have been here a week find all twelve places.
      const regulars: Person[] = [];
      for (let i = 0; i < WAVE + 1; i += 1)
        regulars.push(await personElsewhere({ needsHousing: true, location }));
      await longStanding(app, regulars);
      const late = regulars.pop()!;
      for (const regular of regulars) expect((await asks(regular, her)).status).toBe(201);
      expect(await pendingFor(her)).toBe(held + WAVE + 1);
      // Now all twelve are full, and anyone here a week is told so.
      expect((await asks(late, her)).message).toMatch(/many requests waiting/);

      // A request unanswered for WAITING_HOLD_DAYS frees its place for anyone.
      await app.dataSource.query(
        `UPDATE introductions SET created_at = created_at - $2::int * interval '1 day'
          WHERE to_profile_id = $1 AND from_profile_id = $3`,
        [her.id, WAITING_HOLD_DAYS, regulars[0]!.id],
      );
      expect((await asks(late, her)).status).toBe(201);

      // Her list: the regulars' requests as ever, the wave's and the newcomer's folded apart.
      const body = (await her.browser.get(`/api/profiles/${her.id}/introductions`).expect(200))
        .body as {
        introductions: { status: string; direction: string; folded: boolean }[];
        foldedTotal: number;
      };
      const waiting = body.introductions.filter(
        (one) => one.status === 'pending' && one.direction === 'received',
      );
      expect(waiting.filter((one) => !one.folded)).toHaveLength(WAVE + 1);
      expect(waiting.filter((one) => one.folded)).toHaveLength(held + 1);
      expect(body.foldedTotal).toBe(held + 1);
    },
  );
});
