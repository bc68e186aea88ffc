import type { Introduction, ProfileInput, ThreadMessage } from '@ageless/contracts';
import { SCAM_VARIANTS_FIRST, SCAM_VARIANTS_SECOND } from './fixtures/scam-variants.js';
import { type TestDatabase, testDatabases } from './support/databases.js';
import { type Person, peopleOf } from './support/people.js';
import { startTestApp, type TestApp } from './support/test-app.js';

// Issue 25, ninth hostile pass #2 and #3, repeated through the API: a card's sentence and first name
// that ask for money or move the talk elsewhere ("Buy me Apple cards and read me the numbers,
// WhatsApp me", "Anna WhatsApp"), and the 88 scam messages of the pass (/tmp/h9/w/scam*.py, copied
// in fixtures/scam-variants.ts), of which 26 reached the reader with no warning.

const GUEST = { needsHousing: true, location: 'Augsburg' };
const HOST = { hasSpace: true, location: 'Augsburg' };

// The variants that are nothing but a contact detail: refused with 400 (she never reads them).
const CONTACT_ONLY = [
  '0 1 7 6 - 5 5 5 1 2 3 4',
  'hxxps://evil[.]com',
  'evil\u3002com/login',
  'goo.gl/abcd',
  'xn--80ak6aa92e.com',
  // Fourteenth hostile pass #5: an address spoken is removed, and nothing else is left.
  'evil DOT com SLASH login',
];

const warned = (message: { moneyWarning: boolean; scamSigns: readonly string[] }): boolean =>
  message.moneyWarning || message.scamSigns.length > 0;

describe.each(testDatabases())('ninth hostile pass #2 and #3 on $name', (factory) => {
  let database: TestDatabase;
  let app: TestApp;

  beforeAll(async () => {
    database = await factory.create();
    // Behind a trusted proxy, so the people of one test come from sites of their own.
    app = await startTestApp(database, { trustProxy: ['loopback'] });
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  const { personElsewhere, ask } = peopleOf(() => app);
  const create = (input: ProfileInput, language: string, browser = app.browser()) =>
    browser.post('/api/profiles').set('Accept-Language', language).send(input);
  const received = async (who: Person): Promise<Introduction[]> =>
    (await who.browser.get(`/api/profiles/${who.id}/introductions`).expect(200)).body
      .introductions as Introduction[];
  const thread = (who: Person, id: string) =>
    `/api/profiles/${who.id}/introductions/${id}/messages`;

  /** An accepted introduction: its id, the one who asked and the one who answered. */
  const accepted = async (): Promise<{ id: string; asker: Person; her: Person }> => {
    const her = await personElsewhere(HOST);
    const asker = await personElsewhere(GUEST);
    const id = await ask(asker, her, 'Hello, I would like to meet you.');
    await her.browser
      .post(`/api/profiles/${her.id}/introductions/${id}/accept`)
      .send({ firstName: 'Inge', kind: 'email', value: 'inge@example.org' })
      .expect(200);
    return { id, asker, her };
  };

  it('#2: refuses a card that asks for money, codes or a move elsewhere, in English and German', async () => {
    const asks = [
      'Buy me Apple cards and read me the numbers, WhatsApp me',
      'Send money by Western Union, I pay back double',
      'Install AnyDesk, I help with computers',
      'Find me on WhatsАpp',
    ];
    for (const about of asks) {
      const refused = await create({ ...GUEST, card: { about } }, 'en').expect(400);
      // Matched, not equal: the refusal may carry more fields (a machine-readable `code`).
      expect(refused.body).toMatchObject({
        statusCode: 400,
        error: 'Bad Request',
        message: expect.stringMatching(/may not ask for money, gift cards or codes/),
      });
    }
    // Fourteenth hostile pass #5: an address spelt out is removed now, so the card is refused for
    // carrying a contact detail.
    const spelt = await create({ ...GUEST, card: { about: 'visit a n n a . c o m' } }, 'en');
    expect(spelt.status).toBe(400);
    expect(spelt.body.message).toMatch(/without contact details/);
    const de = await create(
      { ...GUEST, card: { about: 'Hilfst du mir mit 200 aus? Schreib mir bei Telegram.' } },
      'de-DE',
    ).expect(400);
    expect(de.body.message).toMatch(/darf nicht nach Geld, Gutscheinkarten oder Codes fragen/);
    for (const firstName of ['Anna WhatsApp', 'Telegrаm', 'Inge Signal'])
      expect(
        (await create({ ...GUEST, card: { firstName } }, 'en').expect(400)).body.message,
      ).toMatch(/own first name/);

    // A self-description that speaks of banking or computers is a person's, and is shown.
    const about = 'Retired bank clerk, I help with online banking and computers.';
    const browser = app.browser();
    const made = await create({ ...GUEST, card: { firstName: 'Signe', about } }, 'en', browser);
    expect(made.status).toBe(201);
    const { id } = made.body.profile as { id: string };
    expect(made.body.profile.card).toMatchObject({ firstName: 'Signe', about });
    // An edit that asks is refused too, and the card stays as it was.
    await browser
      .put(`/api/profiles/${id}`)
      .set('Accept-Language', 'de')
      .send({ ...GUEST, card: { about: 'Kauf mir Steam Karten und schick mir ein Foto' } })
      .expect(400);
    const [row] = await app.dataSource.query('SELECT card_about FROM profiles WHERE id = $1', [id]);
    expect(row.card_about).toBe(about);
  });

  it('#3: warns the reader of each of the 88 scam messages in a thread, and of none of the ordinary ones', async () => {
    const ordinary = [
      'I can help you with the garden on Saturday.',
      'Meine Tochter hat mir das Handy eingerichtet.',
      'My code club meets Tuesdays at the library.',
      'Ich bin 81 und brauche Hilfe beim Einkaufen.',
      'We start at nine on the dot at the church hall.',
    ];
    // Two threads: a sender may write 60 messages a day.
    for (const messages of [[...SCAM_VARIANTS_FIRST, ...ordinary], SCAM_VARIANTS_SECOND]) {
      const { id, asker, her } = await accepted();
      // A message of nothing but a contact detail is refused outright: she never reads it.
      const refused: string[] = [];
      for (const text of messages) {
        const sent = await asker.browser.post(thread(asker, id)).send({ text });
        expect([201, 400]).toContain(sent.status);
        if (sent.status === 400) refused.push(text);
      }
      expect(refused).toEqual(refused.filter((text) => CONTACT_ONLY.includes(text)));
      const read = (await her.browser.get(thread(her, id)).expect(200)).body
        .messages as ThreadMessage[];
      const missed = read.filter((message) => !warned(message)).map((message) => message.text);
      expect(missed).toEqual(messages === SCAM_VARIANTS_SECOND ? [] : ordinary);
      const anyDesk = read.find((message) => /AnyDesk/.test(message.text));
      expect(anyDesk?.scamSigns).toContain('accessRequest');
    }
  });

  // Eleventh hostile pass #2 (docs/RELIABILITY.md): what one message alone does not say, a few in a
  // row did. A sender's last messages in the thread are read with a new one (MESSAGE_WINDOW).
  it('eleventh pass #2: refuses a number or an app split over messages, storing nothing, and warns on the message that completes a pretext', async () => {
    const { id, asker, her } = await accepted();
    const post = (text: string, language = 'en') =>
      asker.browser.post(thread(asker, id)).set('Accept-Language', language).send({ text });
    const stored = async (): Promise<number> =>
      Number(
        (
          await app.dataSource.query(
            'SELECT count(*) AS n FROM thread_messages WHERE introduction_id = $1',
            [id],
          )
        )[0].n,
      );
    await post('my number is 0171').expect(201);
    const split = await post('234').expect(400);
    // The one error shape (common/errors), in the asker's language.
    expect(split.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect(split.body.message).toMatch(/Share my contact/);
    const german = await post('5678', 'de').expect(400);
    expect(german.body.message).toMatch(/Meinen Kontakt teilen/);
    await post('Do you have Whats').expect(201);
    await post('App?').expect(400);
    expect(await stored()).toBe(2);

    const scams = [
      'This is Officer Brown.',
      'Your grandson is in jail and needs bail.',
      'Hier ist die Polizei, Ihre Tochter hatte einen Unfall, wir brauchen eine Kaution',
      'Schreib mir auf Telegrarn',
      'Write me on WhatsAp',
      'tell me the numbers on your credit card',
      'Kartennummer und Prüfziffer bitte',
      'download the app so I can see your screen',
    ];
    for (const text of scams) await post(text).expect(201);
    const read = (await her.browser.get(thread(her, id)).expect(200)).body
      .messages as ThreadMessage[];
    const signs = new Map(read.map((message) => [message.text, message.scamSigns]));
    // "This is Officer Brown." alone is no warning; the message that completes it is.
    expect(signs.get('This is Officer Brown.')).toEqual([]);
    expect(signs.get('Your grandson is in jail and needs bail.')).toContain('impersonation');
    expect(signs.get(scams[2]!)).toContain('impersonation');
    expect(signs.get('Schreib mir auf Telegrarn')).toContain('offPlatform');
    expect(signs.get('Write me on WhatsAp')).toContain('offPlatform');
    for (const text of scams.slice(5)) expect(signs.get(text)).toContain('accessRequest');

    // The request's message is the asker's first in the window.
    const other = await personElsewhere(HOST);
    const asking = await personElsewhere(GUEST);
    const second = await ask(asking, other, 'Hello! You find me on Tele');
    await other.browser
      .post(`/api/profiles/${other.id}/introductions/${second}/accept`)
      .send({ firstName: 'Inge', kind: 'email', value: 'inge@example.org' })
      .expect(200);
    await asking.browser.post(thread(asking, second)).send({ text: 'gram' }).expect(400);
  });

  it('eleventh pass #2: sends 22 ordinary messages in a row with no warning and none refused', async () => {
    const ordinary = [
      'My grandson helps me with the phone',
      'my daughter is a police officer',
      'I sold my old telegraph key collection',
      'Wir treffen uns am Markt',
      'My grandson had an accident last year but he is fine now',
      'I was a police officer for 30 years',
      'Is your grandson coming to the market too?',
      'Meine Tochter ist Polizistin in Köln',
      'Ich war früher Richterin am Amtsgericht',
      'I was born in 1948',
      '1952 was the year my wife was born',
      'My card game club meets on Tuesdays',
      'I can not see the screen well without my glasses',
      'Wir haben einen Biber am Teich gesehen',
      'I hope your daughter is well',
      'I am sure the police will find the bike thief',
      'Mein Sohn hatte einen Unfall mit dem Fahrrad, alles gut',
      'Signals from the lighthouse kept us safe',
      'I use WhatsApp with my grandchildren',
      "Let's meet at the market on Friday",
      'Ich habe vier Katzen und einen Hund',
      'My son works at the hospital as a nurse',
    ];
    const { id, asker, her } = await accepted();
    for (const text of ordinary)
      await asker.browser.post(thread(asker, id)).send({ text }).expect(201);
    const read = (await her.browser.get(thread(her, id)).expect(200)).body
      .messages as ThreadMessage[];
    expect(read.map((message) => message.text)).toEqual(ordinary);
    expect(read.filter(warned).map((message) => message.text)).toEqual([]);
  });

  // Twelfth hostile pass #3, #4 and #5 (docs/RELIABILITY.md): contact details and scams told around
  // the words the reader knew, and honest prices, banks and apps that were warned about.
  it('twelfth pass #3–#5: refuses a number told in parts, warns of contacts and scams in other words, not of prices', async () => {
    const first = await accepted();
    const post = (text: string) =>
      first.asker.browser.post(thread(first.asker, first.id)).send({ text });
    await post('first part of my number is 0176').expect(201);
    // Seven digits or more in the chain are a number: the part that reaches them is refused.
    await post('second part is 2345').expect(400);
    await post('and the end 6789').expect(400);
    const warnedOf = [
      "I'm on WA, same name",
      'the little blue paper plane app and search hans1951',
      'my gmail is hansmueller1951',
      'напишите мне в вайбер',
      'Ciao, scrivimi su WhatsApp',
      'Write me a letter: Hans Müller, Gartenweg 5, 10115 Berlin',
      'A courier will come to collect your jewellery for safekeeping',
      'Babcia, to ja, wnuczek, miałem wypadek, potrzebuję pieniędzy',
      'Buy me 4 cards from Lidl with 50 on each and photograph the back',
      'I am a US army doctor in Syria, I need you to receive a package for me',
      "Keep this between us, don't tell your children about our plan",
      "tell me your password and I'll set up the email for you",
      "I'll connect to your PC from here and fix it",
      'press Windows key and R, type the address I give you',
    ];
    for (const text of warnedOf) await post(text).expect(201);
    const honest = [
      "I can lend you my ladder, it's 3 metres.",
      'I had a stroke in 2019 and my son helps me with banking.',
      'I forgot my PIN at the bank yesterday, so embarrassing!',
      'We could share a taxi to the doctor, it costs about 15 euros.',
      'Der Kleingarten kostet 120 Euro im Jahr.',
      'Do you use WhatsApp with your family? I find it confusing.',
    ];
    const second = await accepted();
    for (const text of honest)
      await second.asker.browser.post(thread(second.asker, second.id)).send({ text }).expect(201);
    const readBy = async (one: { id: string; her: Person }) =>
      (await one.her.browser.get(thread(one.her, one.id)).expect(200)).body
        .messages as ThreadMessage[];
    // The last ones read are these, in order; a handle in them may be shown as removed.
    const scams = (await readBy(first)).slice(-warnedOf.length);
    expect(scams.filter((message) => !warned(message)).map((message) => message.text)).toEqual([]);
    expect(scams.map((message) => message.text).join(' ')).not.toContain('hans1951');
    const read = await readBy(second);
    expect(read.map((message) => message.text)).toEqual(honest);
    expect(read.filter(warned).map((message) => message.text)).toEqual([]);
  });

  it('#3: warns her of an introduction request that asks for money, a code or a move without naming it', async () => {
    const her = await personElsewhere(HOST);
    const scams = [
      'Hilfst du mir mit 200 aus? Ich gebe es dir zurück',
      'Tell me the code you got by SMS, it is for our meeting booking',
      'Schreib mir bei Telegrаm',
    ];
    for (const message of scams) await ask(await personElsewhere(GUEST), her, message);
    const shown = await received(her);
    expect(shown).toHaveLength(scams.length);
    const byStart = new Map(shown.map((one) => [one.message.slice(0, 8), one]));
    expect(byStart.get('Hilfst d')!.moneyWarning).toBe(true);
    expect(byStart.get('Tell me ')!.scamSigns).toContain('accessRequest');
    expect(byStart.get('Schreib ')!.scamSigns).toContain('offPlatform');
  });
});
