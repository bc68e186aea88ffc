import type { ProfileInput } from '@ageless/contracts';
import { BLOCKED_SITE_DAYS } from '../src/connections/people-connections.repository.js';
import { type TestDatabase, testDatabases } from './support/databases.js';
import { type PersonOn as Person, peopleOf } from './support/people.js';
import { startTestApp, type TestApp } from './support/test-app.js';

// Issue 25, ninth hostile pass #4: after she blocked or declined a request, the same address with a
// fresh cookie reached her again, twelve times in a row. Browsers made on that address after the
// block were hidden already (matching-sites); those made before it and kept in reserve were not,
// and neither was a profile made elsewhere asking from that address.

const GUEST: ProfileInput = { needsHousing: true, location: 'Coburg' };
const HOST: ProfileInput = { hasSpace: true, location: 'Coburg' };

describe.each(testDatabases())('ninth hostile pass #4 on $name', (factory) => {
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
  const answer = (her: Person, request: string, how: 'block' | 'decline') =>
    her.browser
      .post(`/api/profiles/${her.id}/introductions/${request}/${how}`)
      .set('X-Forwarded-For', her.network)
      .send({})
      .expect(204);
  // What she is shown: every introduction on her list, any status.
  const herList = async (her: Person): Promise<string[]> =>
    (
      (
        await her.browser
          .get(`/api/profiles/${her.id}/introductions`)
          .set('X-Forwarded-For', her.network)
          .expect(200)
      ).body.introductions as { id: string }[]
    ).map((row) => row.id);
  // The words anyone gets who asks a person no longer shown to them.
  const goneWords = async (): Promise<string> => {
    const someone = await personElsewhere(GUEST);
    const unseen = await personElsewhere(GUEST);
    return (await tryAsk(someone, unseen, 'Hi').expect(409)).body.message as string;
  };

  describe.each(['block', 'decline'] as const)('after a %s', (how) => {
    it.each([
      ['an IPv4 address', ['198.51.100.41', '198.51.100.41', '198.51.100.41']],
      ['/64s of one IPv6 /48', ['2001:db8:41:1::5', '2001:db8:41:2::9', '2001:db8:41:3::1']],
    ])(
      'no further browser from %s reaches her, whenever it was made; another network still does',
      async (_label, [pestSite, reserveSite, laterSite]) => {
        const her = await personElsewhere(HOST);
        // The attack as found: browsers made on the site beforehand, one asking at a time.
        const reserves: Person[] = [];
        for (let i = 0; i < 3; i += 1)
          reserves.push(await personOn(GUEST, i === 0 ? pestSite! : reserveSite!));
        const [pest, ...kept] = reserves as [Person, ...Person[]];
        const first = await ask(pest, her, 'Please talk to me');
        await answer(her, first, how);
        const gone = await goneWords();

        // Made before: they still see her (a neighbour is not hidden), but asking her gets the
        // answer anyone hidden gets, so the block is not revealed.
        for (const reserve of kept) {
          expect(await sees(reserve, her)).toBe(true);
          const refused = await tryAsk(reserve, her, 'Please talk to me').expect(409);
          expect(refused.body.message).toBe(gone);
        }
        // Made after, a fresh cookie: not shown her, and refused the same way.
        const later = await personOn(GUEST, laterSite!);
        expect(await sees(later, her)).toBe(false);
        expect((await tryAsk(later, her, 'Please talk to me').expect(409)).body.message).toBe(gone);
        // A profile made elsewhere, asking from the hidden site.
        const visitor = await personElsewhere(GUEST);
        expect(await sees(visitor, her)).toBe(true);
        const fromThere = await tryAsk({ ...visitor, network: laterSite! }, her, 'Hi').expect(409);
        expect(fromThere.body.message).toBe(gone);

        // She never sees any of them; someone on another network still reaches her.
        expect(await herList(her)).toEqual([]);
        const stranger = await personElsewhere(GUEST);
        const welcome = await ask(stranger, her, 'Hello, I need a room');
        expect(await herList(her)).toEqual([welcome]);

        // After the window, the reserve is anyone again.
        await app.dataSource.query(
          `UPDATE browser_blocks SET created_at = created_at - $1::int * interval '1 day'`,
          [BLOCKED_SITE_DAYS + 1],
        );
        await tryAsk(kept[0]!, her, 'Hello again').expect(201);
      },
    );
  });
});
