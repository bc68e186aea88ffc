import { type TestDatabase, testDatabases } from './support/databases.js';
import { type Person, peopleOf } from './support/people.js';
import { startTestApp, type TestApp } from './support/test-app.js';

// Fourteenth hostile pass #5 and #6 (docs/RELIABILITY.md): a home address, an e-mail address
// written apart and a secret never reach the other person or the database, in an introduction or
// in the thread after it; an address completed over messages is refused like a split number; an
// honest message with years, counts and a street's name arrives as written. Both databases.

describe.each(testDatabases())('contact details and secrets in messages on $name', (factory) => {
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

  const { person, ask } = peopleOf(() => app);
  const messagesOf = (who: Person, id: string) =>
    `/api/profiles/${who.id}/introductions/${id}/messages`;
  const write = (who: Person, id: string, text: string) =>
    who.browser.post(messagesOf(who, id)).send({ text });
  const stored = async (table: string, column: string): Promise<string[]> =>
    (
      (await app.dataSource.query(`SELECT ${column} AS text FROM ${table}`)) as { text: string }[]
    ).map((row) => row.text);
  const leaked = /Ahornweg|04109|h e i d i|heidi|4711|Tulpe!77|Hausnummer 11/u;

  it('removes them from an introduction and from the thread, and refuses an address told in parts', async () => {
    const host = await person({ hasSpace: true, location: 'Leipzig' });
    const guest = await person({ needsHousing: true, location: 'Leipzig' });
    const id = await ask(
      guest,
      host,
      'Hallo! Komm vorbei: Ahornweg 7, 04109 Leipzig, oder schreib an h e i d i @ w e b . d e',
    );
    const [introduction] = (
      await host.browser.get(`/api/profiles/${host.id}/introductions`).expect(200)
    ).body.introductions as { message: string; scamSigns: string[] }[];
    expect(introduction!.message).toBe(
      'Hallo! Komm vorbei: [address removed], oder schreib an [link removed]',
    );
    // The reader is still told the talk is being moved elsewhere.
    expect(introduction!.scamSigns).toContain('offPlatform');

    await host.browser
      .post(`/api/profiles/${host.id}/introductions/${id}/accept`)
      .send({ firstName: 'Hanna', kind: 'email', value: 'hanna@example.org' })
      .expect(200);
    const secret = await write(
      guest,
      id,
      'Mein Online-Banking Passwort: Tulpe!77, PIN 4711',
    ).expect(201);
    expect(secret.body.text).not.toMatch(leaked);

    // A street in one message and its number in the next: the second is refused, not stored.
    await write(guest, id, 'Ich wohne in der Rosenstraße').expect(201);
    const refused = await write(guest, id, 'Hausnummer 11').expect(400);
    expect(refused.body.code).toBe('thread_contact_across_messages');

    const honest = 'Born 1952, I swim 2 or 3 times a week. Oak Street is lovely, € 300 at 17:30?';
    await write(host, id, honest).expect(201);

    const texts = await stored('thread_messages', 'text');
    expect(texts.filter((text) => leaked.test(text))).toEqual([]);
    expect(texts).toContain(honest);
    expect((await stored('introductions', 'message')).join('\n')).not.toMatch(leaked);
  });
});
