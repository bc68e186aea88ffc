import { FOLDED_PER_WIDE_NETWORK_PER_DAY } from '../src/connections/introductions.service.js';
import { type TestDatabase, testDatabases } from './support/databases.js';
import { type PersonOn as Person, peopleOf } from './support/people.js';
import { startTestApp, type TestApp } from './support/test-app.js';

// Issue 25, sixteenth hostile pass, repeated through the API behind a trusted proxy.
// #1: 30 fresh profiles, three from each of eleven IPv6 /48s inside one /40 (or from 30 IPv4 /24s),
// filled the fold's shared bound: every honest newcomer was told 429 until she declined them all,
// and the attacker refilled at once. Now the fold is bounded by what one sender holds (its site, its
// wide network: an IPv6 /32, an IPv4 /24), and others get through.
// #2: three newcomers on three networks sent her the three parts of one phone number (or a street
// and a house number); each arrived unchanged. Now the piece that completes a contact arrives
// without it, and no piece shows a longer run of digits before she accepts.

interface Listed {
  id: string;
  status: string;
  direction: string;
  folded: boolean;
  message: string;
}

describe.each(testDatabases())('sixteenth hostile pass #1 and #2 on $name', (factory) => {
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

  const { personOn, personElsewhere, handleFor, tryAsk } = peopleOf(() => app);
  const asks = async (asker: Person, her: Person, message = 'Hello, I would like to meet') => {
    await handleFor(asker, her);
    const response = await tryAsk(asker, her, message);
    return {
      status: response.status,
      code: String(response.body.code ?? ''),
      id: String(response.body.id ?? ''),
    };
  };
  const listOf = async (her: Person) =>
    (await her.browser.get(`/api/profiles/${her.id}/introductions`).expect(200)).body as {
      introductions: Listed[];
      foldedTotal: number;
    };
  const declineAll = async (her: Person) =>
    (
      await her.browser
        .post(`/api/profiles/${her.id}/introductions/decline-newcomers`)
        .set('X-Forwarded-For', her.network)
        .send({})
        .expect(200)
    ).body as { declined: number };

  it('a wave from eleven /48s of one /40 fills only its own /32’s share: honest newcomers get through, ranked first, and "decline all" still clears the fold', async () => {
    const location = 'Rosenheim';
    const her = await personElsewhere({ hasSpace: true, location });
    // Three browsers in each of eleven /48s of 2001:db8:ab00::/40, each on a /64 of its own.
    const wave: Person[] = [];
    for (let site = 1; site <= 11; site += 1)
      for (let one = 1; one <= 3; one += 1)
        wave.push(
          await personOn(
            { needsHousing: true, location },
            `2001:db8:ab${site.toString(16).padStart(2, '0')}:${one}::1`,
          ),
        );
    const answers = [];
    for (const asker of wave) answers.push(await asks(asker, her));
    expect(answers.filter((one) => one.status === 201)).toHaveLength(
      FOLDED_PER_WIDE_NETWORK_PER_DAY,
    );
    for (const one of answers.filter((answer) => answer.status !== 201))
      expect(one).toMatchObject({ status: 429, code: 'introduction_site_waiting' });

    // Honest newcomers from elsewhere, on IPv4 and on another provider's IPv6, are not refused.
    const honest = await asks(await personElsewhere({ needsHousing: true, location }), her);
    expect(honest.status).toBe(201);
    const honestV6 = await asks(
      await personOn({ needsHousing: true, location }, '2a01:4f8:1:2::1'),
      her,
    );
    expect(honestV6.status).toBe(201);

    // Her fold holds the wave's share and the honest two, theirs first: their networks sent fewer.
    const list = await listOf(her);
    expect(list.foldedTotal).toBe(FOLDED_PER_WIDE_NETWORK_PER_DAY + 2);
    const folded = list.introductions.filter((one) => one.folded);
    expect(
      folded
        .slice(0, 2)
        .map((one) => one.id)
        .sort(),
    ).toEqual([honest.id, honestV6.id].sort());

    // "Decline all" clears them, and the same /32 cannot refill her fold the same day.
    expect(await declineAll(her)).toEqual({ declined: FOLDED_PER_WIDE_NETWORK_PER_DAY + 2 });
    const refill = await asks(
      await personOn({ needsHousing: true, location }, '2001:db8:abff:1::1'),
      her,
    );
    expect(refill).toMatchObject({ status: 429, code: 'introduction_site_waiting' });
    expect((await asks(await personElsewhere({ needsHousing: true, location }), her)).status).toBe(
      201,
    );
  });

  it('30 newcomers from 30 IPv4 /24s all wait folded and an honest newcomer is still not refused; one /24 sends its share only', async () => {
    const location = 'Landsberg';
    const her = await personElsewhere({ hasSpace: true, location });
    for (let i = 0; i < 30; i += 1)
      expect(
        (await asks(await personElsewhere({ needsHousing: true, location }), her)).status,
      ).toBe(201);
    expect((await asks(await personElsewhere({ needsHousing: true, location }), her)).status).toBe(
      201,
    );

    // Seven addresses of one /24, each its own site: the /24's share of the day, no more.
    const neighbours: Person[] = [];
    for (let host = 1; host <= FOLDED_PER_WIDE_NETWORK_PER_DAY + 1; host += 1)
      neighbours.push(await personOn({ needsHousing: true, location }, `203.0.113.${host}`));
    const statuses = [];
    for (const asker of neighbours) statuses.push((await asks(asker, her)).status);
    expect(statuses).toEqual([...Array<number>(FOLDED_PER_WIDE_NETWORK_PER_DAY).fill(201), 429]);
    expect((await listOf(her)).foldedTotal).toBe(31 + FOLDED_PER_WIDE_NETWORK_PER_DAY);
    // Her places for people here a week are untouched by all of it.
    expect(
      (await listOf(her)).introductions.filter(
        (one) => !one.folded && one.direction === 'received',
      ),
    ).toHaveLength(0);
  });

  it('the parts of a number or an address from three senders reach her without what completes them; an honest message arrives whole', async () => {
    const location = 'Erding';
    const her = await personElsewhere({ hasSpace: true, location });
    const parts = ['Teil eins meiner Nummer: 0170', 'Teil zwei: 123', 'Teil drei: 4567'];
    const partIds: string[] = [];
    for (const part of parts) {
      const sent = await asks(await personElsewhere({ needsHousing: true, location }), her, part);
      expect(sent.status).toBe(201);
      partIds.push(sent.id);
    }
    // A street, then a house number, to another person (read apart from the number's parts).
    const other = await personElsewhere({ hasSpace: true, location });
    const street = await asks(
      await personElsewhere({ needsHousing: true, location }),
      other,
      'my street: Lindenallee',
    );
    expect(street.status).toBe(201);
    const house = await asks(
      await personElsewhere({ needsHousing: true, location }),
      other,
      'my house: 7, ring twice',
    );
    expect(house.status).toBe(201);
    const addressPieces = new Map(
      (await listOf(other)).introductions.map((one) => [one.id, one.message] as const),
    );
    expect(addressPieces.get(street.id)).toBe('my street: Lindenallee');
    expect(addressPieces.get(house.id)).toBe('my house: [number removed], ring twice');

    const words = "Hello! I'm 72, I have 3 grandchildren and was born in 1953.";
    const honest = await asks(await personElsewhere({ needsHousing: true, location }), her, words);
    expect(honest.status).toBe(201);

    const messages = new Map(
      (await listOf(her)).introductions.map((one) => [one.id, one.message] as const),
    );
    const all = [...messages.values()].join(' | ');
    for (const digits of ['0170', '123', '4567']) expect(all).not.toContain(digits);
    // The first announces itself as a part of a number and goes at once (the contact reader);
    // the third, which completed the number with the others, was stored without it.
    expect(messages.get(partIds[0]!)).toBe('Teil eins meiner Nummer: [number removed]');
    // The next continues the announced number and goes too.
    expect(messages.get(partIds[1]!)).toBe('Teil zwei: [number removed]');
    expect(messages.get(partIds[2]!)).toBe('Teil drei: [number removed]');
    expect(messages.get(honest.id)).toBe(words);
  });
});
