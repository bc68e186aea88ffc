import { INTRODUCTION_LIMITS } from '@ageless/contracts';
import { type TestDatabase, testDatabases } from './support/databases.js';
import { confirmByLink } from './support/notify-email.js';
import { type PersonOn as Person, peopleOf } from './support/people.js';
import { longStanding } from './support/reporters.js';
import { type LocalSmtp, startSmtp } from './support/smtp.js';
import { startTestApp, type TestApp } from './support/test-app.js';

// Issue 25, fourteenth hostile pass #2, repeated through the API: four new profiles from four
// networks asked one person and filled the places she keeps for newcomers; every honest newcomer
// was then told 429 `introduction_new_askers_waiting` for days. Since the fifteenth pass #2 their
// requests wait folded apart from her places; since the sixteenth #1 the fold is bounded per sender's
// network, and overall only at a botnet's flood (WAITING_FROM_NEW_ASKERS, 1000: its refusal is
// unit-tested in introductions-fold.spec.ts; hostile-newcomer-networks-sixteenth for the networks).

const PUBLIC_URL = 'http://127.0.0.1:3000';

describe.each(testDatabases())('fourteenth hostile pass #2 on $name', (factory) => {
  let database: TestDatabase;
  let smtp: LocalSmtp;
  let app: TestApp;

  beforeAll(async () => {
    database = await factory.create();
    smtp = await startSmtp();
    // A trusted proxy in front (loopback) tells the networks apart by X-Forwarded-For; the relay
    // receives the confirmation mails, whose link a newcomer opens.
    app = await startTestApp(database, {
      trustProxy: ['loopback'],
      smtpUrl: smtp.url,
      publicUrl: PUBLIC_URL,
    });
  });

  afterAll(async () => {
    await app?.close();
    await smtp?.close();
    await database?.drop();
  });

  const { personElsewhere, handleFor, tryAsk } = peopleOf(() => app);
  const asks = async (asker: Person, her: Person, language = 'en') => {
    await handleFor(asker, her);
    const response = await tryAsk(asker, her, 'Hello, I would like to meet').set(
      'Accept-Language',
      language,
    );
    return {
      status: response.status,
      code: String(response.body.code ?? ''),
      message: String(response.body.message ?? ''),
      id: String(response.body.id ?? ''),
    };
  };
  const listOf = async (her: Person) =>
    (await her.browser.get(`/api/profiles/${her.id}/introductions`).expect(200)).body as {
      introductions: { id: string; status: string; direction: string; folded: boolean }[];
      foldedTotal: number;
    };
  const received = async (her: Person) =>
    (await listOf(her)).introductions.filter(
      (one) => one.status === 'pending' && one.direction === 'received',
    );
  let mailbox = 0;
  /** A newcomer who gave an address for notices and opened the link mailed to it. */
  const confirmedNewcomer = async (location: string): Promise<Person> => {
    mailbox += 1;
    const email = `newcomer${mailbox}@example.org`;
    const who = await personElsewhere({ needsHousing: true, location, notifyEmail: email });
    await confirmByLink(app, smtp, who.id, email);
    return who;
  };

  it('4 throwaways from as many networks wait folded: honest newcomers, confirmed or not, and people here a week get through, and she declines the folded ones at once', async () => {
    const location = 'Bamberg';
    const wave = 4;
    const her = await personElsewhere({ hasSpace: true, location });
    const throwaways: Person[] = [];
    for (let i = 0; i < wave; i += 1)
      throwaways.push(await personElsewhere({ needsHousing: true, location }));
    for (const asker of throwaways) expect((await asks(asker, her)).status).toBe(201);

    // An honest newcomer without a confirmed address waits folded with the wave, and one who
    // confirmed hers too.
    const unconfirmed = await personElsewhere({ needsHousing: true, location });
    expect((await asks(unconfirmed, her, 'de')).status).toBe(201);
    expect((await asks(await confirmedNewcomer(location), her)).status).toBe(201);

    // Someone here a week gets through and is not folded.
    const regular = await personElsewhere({ needsHousing: true, location });
    await longStanding(app, [regular]);
    const regularsRequest = await asks(regular, her);
    expect(regularsRequest.status).toBe(201);

    // Her places are not flooded: only the regular's request takes one; the others are folded.
    const folded = wave + 2;
    const waiting = await received(her);
    expect(waiting.filter((one) => !one.folded).map((one) => one.id)).toEqual([regularsRequest.id]);
    expect(waiting.filter((one) => !one.folded).length).toBeLessThanOrEqual(
      INTRODUCTION_LIMITS.waitingPerPerson,
    );
    expect((await listOf(her)).foldedTotal).toBe(folded);

    // She declines all from newcomers at once; the regular's request still waits.
    const declined = await her.browser
      .post(`/api/profiles/${her.id}/introductions/decline-newcomers`)
      .set('X-Forwarded-For', her.network)
      .send({})
      .expect(200);
    expect(declined.body).toEqual({ declined: folded });
    expect((await received(her)).map((one) => one.id)).toEqual([regularsRequest.id]);
  });

  it('refuses a phone number split over requests from several profiles of one browser (fifteenth pass #4)', async () => {
    const her = await personElsewhere({ hasSpace: true, location: 'Regensburg' });
    // One browser, three profiles, each from its own network.
    const first = await personElsewhere({ needsHousing: true, location: 'Regensburg' });
    const second = await personElsewhere(
      { needsHousing: true, location: 'Regensburg' },
      first.browser,
    );
    const third = await personElsewhere(
      { needsHousing: true, location: 'Regensburg' },
      first.browser,
    );
    const send = async (asker: Person, text: string) => {
      await handleFor(asker, her);
      return tryAsk(asker, her, text).set('Accept-Language', 'de');
    };
    expect(
      (await send(first, 'Hallo! Meine Nummer beginnt mit null eins sieben eins')).status,
    ).toBe(201);
    // The next piece makes seven digits with the first, from another profile of the same browser.
    const next = await send(second, 'dann kommt zwei drei vier');
    expect(next.status).toBe(400);
    expect(next.body.code).toBe('thread_contact_across_messages');
    // And the last piece, from a third profile, read with the first: refused too.
    expect((await send(third, 'und am Ende fünf sechs sieben acht')).status).toBe(400);
    // Nothing stored of the refused one; an honest neighbour of hers is not affected.
    expect(await received(her)).toHaveLength(1);
    const neighbour = await personElsewhere({ needsHousing: true, location: 'Regensburg' });
    expect((await send(neighbour, 'Ich wohne seit 1985 hier und habe 2 Katzen.')).status).toBe(201);
  });
});
