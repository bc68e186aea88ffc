import type { ProfileInput } from '@ageless/contracts';
import { type TestDatabase, testDatabases } from './support/databases.js';
import { type Person, peopleOf } from './support/people.js';
import { startTestApp, type TestApp } from './support/test-app.js';

// Sixteenth hostile pass (docs/RELIABILITY.md), through the API on both databases: a name on an
// app told in words and a house told by its colour never reach the other person before acceptance;
// a loan told in number words and a soldier far away looking for love are warned about; a card's
// sentence with an account's last digits and a first name that is a mailbox or a street are refused
// with the card's words; honest ones arrive as written.

interface Received {
  message: string;
  moneyWarning: boolean;
  scamSigns: string[];
}

describe.each(testDatabases())('the sixteenth hostile pass on $name', (factory) => {
  let database: TestDatabase;
  let app: TestApp;
  // Each card from a network of its own (198.19.0.0/16, RFC 2544; the askers' are 198.18.0.0/16).
  let networks = 0;

  beforeAll(async () => {
    database = await factory.create();
    app = await startTestApp(database, { trustProxy: ['loopback'] });
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  const { person, regularElsewhere, ask, handleFor, tryAsk } = peopleOf(() => app);
  const received = async (host: Person): Promise<Received[]> =>
    (await host.browser.get(`/api/profiles/${host.id}/introductions`).expect(200)).body
      .introductions as Received[];

  it('removes a told name and a described house, and warns of scams in their other words', async () => {
    const host = await person({ hasSpace: true, location: 'Köln' });
    const asks = [
      'Hallo! my name on insta is bert koeln 1950, I live on Lindenallee, the green house next to the church',
      'Kannst du mir fünfhundert leihen? Meine Rente ist noch nicht da.',
      'I am a US general on a mission in Syria, widowed, looking for a honest woman',
      'I have 3 grandchildren on Maple Street and I won the bridge tournament',
    ];
    for (const message of asks) {
      // Askers of one person from networks of their own, here a while (the asking limits are others').
      const guest = await regularElsewhere({ needsHousing: true, location: 'Köln' });
      await ask(guest, host, message);
    }
    const byStart = new Map(
      (await received(host)).map((one) => [one.message.slice(0, 12), one] as const),
    );
    const handle = byStart.get('Hallo! my na')!;
    expect(handle.message).toBe(
      'Hallo! my name on insta is [link removed], I live on [address removed]',
    );
    expect(handle.scamSigns).toContain('offPlatform');
    expect(byStart.get('Kannst du mi')!.moneyWarning).toBe(true);
    expect(byStart.get('I am a US ge')!.scamSigns).toContain('impersonation');
    const honest = byStart.get('I have 3 gra')!;
    expect(honest).toMatchObject({ message: asks[3], moneyWarning: false, scamSigns: [] });
    const stored = (await app.dataSource.query('SELECT message FROM introductions')) as {
      message: string;
    }[];
    expect(stored.map((row) => row.message).join('\n')).not.toMatch(/koeln 1950|green house/u);
  });

  it('refuses a number begun on the asker’s card and ended in the request (seventeenth pass #1)', async () => {
    const host = await person({ hasSpace: true, location: 'Köln' });
    const split = await regularElsewhere({
      needsHousing: true,
      location: 'Köln',
      card: { firstName: 'Tom', about: 'My number starts zero one seven one' },
    });
    await handleFor(split, host);
    const refused = await tryAsk(split, host, 'the rest: two three four five six seven eight');
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('thread_contact_across_messages');
    // A card and a message that give no number together arrive as written.
    const honest = await regularElsewhere({
      needsHousing: true,
      location: 'Köln',
      card: { firstName: 'Tom', about: 'I keep bees and have two grandchildren' },
    });
    await ask(honest, host, 'Hello, I am 72 and would love to meet for a coffee.');
    expect((await received(host)).map((one) => one.message)).toEqual([
      'Hello, I am 72 and would love to meet for a coffee.',
    ]);
  });

  const create = (card: ProfileInput['card'], language = 'en') => {
    networks += 1;
    const input: ProfileInput = {
      needsHousing: true,
      location: 'Augsburg',
      lifestyle: `Tester ${networks}`,
      card,
    };
    return app
      .browser()
      .post('/api/profiles')
      .set('X-Forwarded-For', `198.19.${networks}.1`)
      .set('Accept-Language', language)
      .send(input);
  };

  it.each([
    { firstName: 'Anna', about: 'My bank: Sparkasse Köln, account ending 4711, send love' },
    { firstName: 'Anna', about: 'insta bert koeln 1950' },
    { firstName: 'Anna', about: 'cashapp $bertk50' },
    { firstName: 'Bert Gmail', about: 'I love gardening' },
    { firstName: 'Gmx Bert', about: 'I love gardening' },
    { firstName: 'Anna Lindenallee', about: 'I love gardening' },
  ])('refuses the card %j', async (card) => {
    const response = await create(card);
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(/^Please describe yourself in your own words/);
  });

  it('says why in German too', async () => {
    const response = await create({ firstName: 'Anna Lindenallee' }, 'de-DE');
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(/ohne Kontaktdaten, Adressen/);
  });

  it('shows an honest card as written', async () => {
    const card = { firstName: 'Grete Strauß', about: 'I worked at the Sparkasse since 1975' };
    const response = await create(card);
    expect(response.status).toBe(201);
    expect(response.body.profile.card).toMatchObject(card);
  });
});
