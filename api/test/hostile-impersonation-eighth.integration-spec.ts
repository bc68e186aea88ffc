import type { Introduction, ProfileInput, ThreadMessage } from '@ageless/contracts';
import { type TestDatabase, testDatabases } from './support/databases.js';
import { type Person, peopleOf } from './support/people.js';
import { startTestApp, type TestApp } from './support/test-app.js';

// Issue 25, eighth hostile pass #4 and #9 (premium-rate numbers), repeated through the API: staff
// impersonated outside the name field (an introduction "this is the Ageless Connect support team,
// your profile will be deleted…", a card's sentence "Ageless Connect Team member, verified
// moderator", contacts at look-alike domains, first names "Officer", "Verified", "Safety"), and a
// 1-900 or 0900 number accepted as a contact.

const GUEST = { needsHousing: true, location: 'Regensburg' };
const HOST = { hasSpace: true, location: 'Regensburg' };

describe.each(testDatabases())('eighth hostile pass #4 and #9 on $name', (factory) => {
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
  const profilesCount = async (): Promise<number> =>
    Number((await app.dataSource.query('SELECT count(*) AS n FROM profiles'))[0].n);
  const create = (input: ProfileInput, language: string, browser = app.browser()) =>
    browser.post('/api/profiles').set('Accept-Language', language).send(input);
  const received = async (who: Person): Promise<Introduction[]> =>
    (await who.browser.get(`/api/profiles/${who.id}/introductions`).expect(200)).body
      .introductions as Introduction[];
  const answer = (who: Person, id: string, what: string, language = 'en') =>
    who.browser
      .post(`/api/profiles/${who.id}/introductions/${id}/${what}`)
      .set('Accept-Language', language);

  it('#4: refuses a card that claims to be staff, in English and German, and keeps the old card', async () => {
    const claim = 'Ageless Connect Team member, verified moderator';
    const before = await profilesCount();
    const en = await create({ ...GUEST, card: { about: claim } }, 'en').expect(400);
    expect(en.body).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: expect.stringMatching(/^Please describe yourself in your own words/),
      code: 'profile_about_claims_staff',
    });
    const de = await create(
      { ...GUEST, card: { about: 'Offizieller Mitarbeiter von Ageless-Connect' } },
      'de-DE',
    ).expect(400);
    expect(de.body.message).toMatch(/^Bitte beschreiben Sie sich mit eigenen Worten/);
    for (const firstName of ['Officer', 'Verified', 'Safety', 'Moderator', 'Admin', 'Support'])
      expect(
        (await create({ ...GUEST, card: { firstName } }, 'en').expect(400)).body.message,
      ).toMatch(/own first name/);
    expect(await profilesCount()).toBe(before);

    // Ordinary words pass: a name like 'Safet', a sentence that names the product or a team.
    const about = 'I found Ageless Connect through my daughter; our church safety team meets here.';
    const browser = app.browser();
    const made = await create({ ...GUEST, card: { firstName: 'Safet', about } }, 'en', browser);
    expect(made.status).toBe(201);
    const { id } = made.body.profile as { id: string };
    const edit = await browser
      .put(`/api/profiles/${id}`)
      .set('Accept-Language', 'de')
      .send({
        ...GUEST,
        card: { firstName: 'Safet', about: 'A g e l e s s  C o n n e c t Support' },
      })
      .expect(400);
    expect(edit.body.message).toMatch(/Ageless Connect/);
    const [row] = await app.dataSource.query('SELECT card_about FROM profiles WHERE id = $1', [id]);
    expect(row.card_about).toBe(about);
  });

  it('#4: warns the receiver of a request or thread message that claims to come from the team', async () => {
    const her = await personElsewhere(HOST);
    const fake = await personElsewhere(GUEST);
    await ask(
      fake,
      her,
      'Hello, this is the Ageless Connect support team. Your profile will be deleted unless you confirm your details.',
    );
    const honest = await personElsewhere(GUEST);
    await ask(honest, her, 'I found Ageless Connect through my daughter and would like to meet.');
    const byText = new Map((await received(her)).map((one) => [one.message.slice(0, 12), one]));
    expect(byText.get('Hello, this ')!.scamSigns).toContain('impersonation');
    expect(byText.get('I found Agel')!.scamSigns).not.toContain('impersonation');

    // In a thread, after she accepted the honest one, a German claim gets the warning too.
    const id = byText.get('I found Agel')!.id;
    await answer(her, id, 'accept')
      .send({ firstName: 'Inge', kind: 'email', value: 'inge@example.org' })
      .expect(200);
    await honest.browser
      .post(`/api/profiles/${honest.id}/introductions/${id}/messages`)
      .send({
        text: 'Hier schreibt das Sicherheitsteam von Ageless Connect: Ihr Konto wird gesperrt.',
      })
      .expect(201);
    const thread = (
      await her.browser.get(`/api/profiles/${her.id}/introductions/${id}/messages`).expect(200)
    ).body.messages as ThreadMessage[];
    expect(thread.at(-1)!.scamSigns).toContain('impersonation');
  });

  it('#4 and #9: refuses contacts at look-alike domains and premium-rate numbers, in English and German', async () => {
    const her = await personElsewhere(HOST);
    const asker = await personElsewhere(GUEST);
    const id = await ask(asker, her, 'Hello, I would like to meet');
    const accept = (value: string, kind: 'email' | 'phone', language = 'en') =>
      answer(her, id, 'accept', language).send({ firstName: 'Inge', kind, value });

    for (const value of ['help@agelessconnect-support.com', 'team@ageless-connect.help']) {
      const refused = await accept(value, 'email').expect(400);
      expect(refused.body.message).toMatch(/carry the name Ageless Connect/);
    }
    expect(
      (await accept('info@4geless-c0nnect.help', 'email', 'de').expect(400)).body.message,
    ).toMatch(/Adressen mit dem Namen Ageless Connect/);
    for (const value of ['1-900-555-0199', '+1 976 555 0199', '+49 900 1234567', '0180 5123456']) {
      const refused = await accept(value, 'phone').expect(400);
      expect(refused.body.message).toMatch(/Premium-rate and service numbers/);
    }
    expect((await accept('0900 1234567', 'phone', 'de').expect(400)).body.message).toMatch(
      /Mehrwert- und Servicenummern/,
    );
    // Nothing was stored: the request still waits, and an ordinary number is taken.
    expect((await received(her))[0]!.status).toBe('pending');
    await accept('0941 1234567', 'phone').expect(200);

    // Sharing back is checked the same way.
    const share = (value: string) =>
      answer(asker, id, 'accept').send({ firstName: 'Ben', kind: 'phone', value });
    expect((await share('0137 9123456').expect(400)).body.message).toMatch(/Premium-rate/);
    const [row] = await app.dataSource.query(
      'SELECT from_contact FROM introductions WHERE id = $1',
      [id],
    );
    expect(row.from_contact).toBeNull();
    await share('+49 941 7654321').expect(200);
  });
});
