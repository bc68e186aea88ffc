import { INTRODUCTION_LIMITS } from '@ageless/contracts';
import {
  WAITING_FROM_CONFIRMED_NEW_ASKERS,
  WAITING_FROM_NEW_ASKERS,
} from '../src/connections/introductions.service.js';
import { type TestDatabase, testDatabases } from './support/databases.js';
import { confirmByLink } from './support/notify-email.js';
import { type PersonOn as Person, peopleOf } from './support/people.js';
import { longStanding } from './support/reporters.js';
import { type LocalSmtp, startSmtp } from './support/smtp.js';
import { startTestApp, type TestApp } from './support/test-app.js';

// Issue 25, fourteenth hostile pass #2, repeated through the API: four new profiles from four
// networks asked one person and filled the places she keeps for newcomers; every honest newcomer
// was then told 429 `introduction_new_askers_waiting` for days.

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
  const received = async (her: Person) =>
    (
      (await her.browser.get(`/api/profiles/${her.id}/introductions`).expect(200)).body
        .introductions as { id: string; status: string; direction: string }[]
    ).filter((one) => one.status === 'pending' && one.direction === 'received');
  let mailbox = 0;
  /** A newcomer who gave an address for notices and opened the link mailed to it. */
  const confirmedNewcomer = async (location: string): Promise<Person> => {
    mailbox += 1;
    const email = `newcomer${mailbox}@example.org`;
    const who = await personElsewhere({ needsHousing: true, location, notifyEmail: email });
    await confirmByLink(app, smtp, who.id, email);
    return who;
  };

  it.each([4, 40])(
    '%i throwaways from as many networks hold only their own places: confirmed newcomers, people here a week and, once she clears them, anyone get through',
    async (wave) => {
      const location = wave === 4 ? 'Bamberg' : 'Passau';
      const her = await personElsewhere({ hasSpace: true, location });
      const throwaways: Person[] = [];
      for (let i = 0; i < wave; i += 1)
        throwaways.push(await personElsewhere({ needsHousing: true, location }));
      const answers = [];
      for (const asker of throwaways) answers.push(await asks(asker, her));
      expect(answers.filter((one) => one.status === 201)).toHaveLength(WAITING_FROM_NEW_ASKERS);
      const refused = answers.filter((one) => one.status !== 201);
      expect(refused).toHaveLength(wave - WAITING_FROM_NEW_ASKERS);
      for (const one of refused)
        expect(one).toMatchObject({ status: 429, code: 'introduction_new_askers_waiting' });

      // An honest newcomer without a confirmed address is told how to get a place, in German too.
      const unconfirmed = await personElsewhere({ needsHousing: true, location });
      const told = await asks(unconfirmed, her, 'de');
      expect(told).toMatchObject({ status: 429, code: 'introduction_new_askers_waiting' });
      expect(told.message).toMatch(/E-Mail-Adresse für Benachrichtigungen bestätigt/);

      // Newcomers who confirmed their address find the places kept for them, and no more.
      for (let i = 0; i < WAITING_FROM_CONFIRMED_NEW_ASKERS; i += 1)
        expect((await asks(await confirmedNewcomer(location), her)).status).toBe(201);
      const oneTooMany = await asks(await confirmedNewcomer(location), her);
      expect(oneTooMany).toMatchObject({ status: 429, code: 'introduction_new_askers_waiting' });

      // Someone here a week gets through, however large the wave.
      const regular = await personElsewhere({ needsHousing: true, location });
      await longStanding(app, [regular]);
      expect((await asks(regular, her)).status).toBe(201);

      // She is not flooded: the wave reached her four times, whatever its size.
      const waiting = await received(her);
      expect(waiting).toHaveLength(WAITING_FROM_NEW_ASKERS + WAITING_FROM_CONFIRMED_NEW_ASKERS + 1);
      expect(waiting.length).toBeLessThanOrEqual(INTRODUCTION_LIMITS.waitingPerPerson);

      // She sees the wave's requests and clears them: the honest newcomer gets through at once.
      const wavesRequests = answers.filter((one) => one.status === 201).map((one) => one.id);
      for (const id of wavesRequests)
        await her.browser
          .post(`/api/profiles/${her.id}/introductions/${id}/decline`)
          .set('X-Forwarded-For', her.network)
          .expect(204);
      expect((await asks(unconfirmed, her)).status).toBe(201);
    },
  );
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
