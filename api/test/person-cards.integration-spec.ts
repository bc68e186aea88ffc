import type { PersonCardInput, ProfileInput } from '@ageless/contracts';
import { type TestDatabase, testDatabases } from './support/databases.js';
import { HOMESHARE, type Person, peopleOf } from './support/people.js';
import { startTestApp, type TestApp } from './support/test-app.js';

// Issue 26 item 3: people with a face, by choice. What another browser receives is checked on the
// wire: a field the person did not choose is no key at all, not null and not empty.
describe.each(testDatabases())('person cards on $name', (factory) => {
  let database: TestDatabase;
  let app: TestApp;

  beforeAll(async () => {
    database = await factory.create();
    // Behind a trusted proxy, so people of the introduction test come from sites of their own.
    app = await startTestApp(database, { trustProxy: ['loopback'] });
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  const { person, personElsewhere, ask } = peopleOf(() => app);
  const save = (who: Person, input: ProfileInput) =>
    who.browser
      .put(`/api/profiles/${who.id}`)
      .set('Accept-Language', 'de-DE')
      .send(input)
      .expect(200);
  const peopleOn = async (who: Person) =>
    (await who.browser.get(`/api/profiles/${who.id}/blueprints/${HOMESHARE}`).expect(200)).body
      .people;
  const introductionsOf = async (who: Person) =>
    (await who.browser.get(`/api/profiles/${who.id}/introductions`).expect(200)).body.introductions;
  const cardColumns = async (id: string) =>
    (
      await app.dataSource.query(
        `SELECT card_first_name, card_age_band, card_show_place, card_place, card_languages,
                card_about FROM profiles WHERE id = $1`,
        [id],
      )
    )[0];

  const HOST = { hasSpace: true, needsCompanionship: true, location: 'Berlin-Spandau' };
  const GUEST = { needsHousing: true, skills: ['Cooking'], location: '14467' };

  it('shows others only the fields a person chose, the town instead of the postcode, and nothing once they opt out', async () => {
    const anna = await person(HOST);
    const benCard: PersonCardInput = {
      firstName: 'Ben',
      ageBand: '65-69',
      showPlace: true,
      languages: ['de', 'en', 'de'],
      about: 'Retired cook, happy to help in the house and garden.',
    };
    const ben = await person({ ...GUEST, card: benCard });

    // The owner sees their choices and the town others will see.
    const own = (await ben.browser.get(`/api/profiles/${ben.id}`).expect(200)).body.profile;
    expect(own.card).toEqual({
      firstName: 'Ben',
      ageBand: '65-69',
      showPlace: true,
      place: 'Potsdam',
      languages: ['de', 'en'],
      about: 'Retired cook, happy to help in the house and garden.',
    });

    const [shown] = await peopleOn(anna);
    expect(shown.card).toEqual({
      firstName: 'Ben',
      ageBand: '65-69',
      place: 'Potsdam',
      languages: ['de', 'en'],
      about: 'Retired cook, happy to help in the house and garden.',
    });
    expect(JSON.stringify(shown)).not.toContain('14467');
    // The match cards are ideas, not people: no one's card is in them.
    const matches = await anna.browser.get(`/api/profiles/${anna.id}/matches`).expect(200);
    expect(JSON.stringify(matches.body)).not.toMatch(/Ben|Retired cook|Potsdam/);
    // A browser that owns neither profile is shown nobody on Anna's page.
    const stranger = await app.browser().get(`/api/profiles/${anna.id}/blueprints/${HOMESHARE}`);
    expect(JSON.stringify(stranger.body)).not.toMatch(/Ben|Retired cook|Potsdam/);

    // Ben keeps only his first name: the rest is neither sent nor stored.
    await save(ben, { ...GUEST, card: { firstName: 'Ben' } });
    const [named] = await peopleOn(anna);
    expect(named.card).toEqual({ firstName: 'Ben' });
    expect(Object.keys(named.card)).toEqual(['firstName']);
    expect(await cardColumns(ben.id)).toEqual({
      card_first_name: 'Ben',
      card_age_band: null,
      card_show_place: false,
      card_place: null,
      card_languages: [],
      card_about: null,
    });

    // And then nothing: the person has no card key at all.
    await save(ben, GUEST);
    const [plain] = await peopleOn(anna);
    expect(plain).not.toHaveProperty('card');
    expect(JSON.stringify(plain)).not.toContain('Ben');
    expect((await cardColumns(ben.id)).card_first_name).toBeNull();
  });

  it('shows the person asked the asker’s card, and the asker only what the person asked chose', async () => {
    const asker = await person({
      ...HOST,
      card: { firstName: 'Anna', ageBand: '70-74', showPlace: true, languages: ['de'] },
    });
    const asked = await person({ ...GUEST, card: { ageBand: '60-64' } });
    // Told apart from the earlier tests' people by the one thing this person chose to show.
    const shown = (await peopleOn(asker)).find(
      (other: { card?: { ageBand?: string } }) => other.card?.ageBand === '60-64',
    );
    await asker.browser
      .post(`/api/profiles/${asker.id}/introductions`)
      .send({ blueprintKey: HOMESHARE, handle: shown.handle, message: 'Hello from Spandau' })
      .expect(201);

    const [received] = await introductionsOf(asked);
    expect(received).toMatchObject({ direction: 'received', status: 'pending' });
    expect(received.card).toEqual({
      firstName: 'Anna',
      ageBand: '70-74',
      place: 'Berlin-Spandau',
      languages: ['de'],
    });
    const [sent] = await introductionsOf(asker);
    expect(sent.card).toEqual({ ageBand: '60-64' });

    // Anna takes her name back: Ben's next look no longer has it.
    await save(asker, { ...HOST, card: { ageBand: '70-74' } });
    const [again] = await introductionsOf(asked);
    expect(again.card).toEqual({ ageBand: '70-74' });
    expect(JSON.stringify(again)).not.toContain('Anna');

    // A browser that owns neither profile sees neither card.
    await app.browser().get(`/api/profiles/${asked.id}/introductions`).expect(403);
    await app.browser().get(`/api/profiles/${asked.id}`).expect(403);
  });

  it('keeps the sentence about me plain and one line, and refuses numbers and links on it', async () => {
    const who = await person({ ...GUEST, card: { about: 'My garden club\nmeets on Sundays' } });
    expect(
      (await who.browser.get(`/api/profiles/${who.id}`).expect(200)).body.profile.card.about,
    ).toBe('My garden club meets on Sundays');

    // A card carries no warning beside it, so a number or a link on it is refused, not cut
    // (eleventh hostile pass #1): they are shared in the conversation after an introduction.
    for (const about of [
      'My garden club 0331 1234567\nand www.my-garden.example',
      'https://example.org/me',
    ]) {
      const refused = await who.browser
        .put(`/api/profiles/${who.id}`)
        .send({ ...GUEST, card: { about } })
        .expect(400);
      expect(refused.body.message).toMatch(/own words/);
    }
    expect(
      (await who.browser.get(`/api/profiles/${who.id}`).expect(200)).body.profile.card.about,
    ).toBe('My garden club meets on Sundays');
  });

  // Seventh hostile pass #5: a name that speaks for the product, its staff or a bank.
  const NOT_OWN_NAME =
    'Please use your own first name, not a family role, a title, a call for help, or the name of a company, a bank or a team.';
  const profileCount = async () =>
    Number((await app.dataSource.query('SELECT count(*) AS n FROM profiles'))[0].n);

  it.each(['Ageless Connect Team', 'Ｐａｙｐａｌ', 'Sicherheitsteam', 'Аdmin'])(
    'refuses a card named %s in words, and stores nothing',
    async (firstName) => {
      const before = await profileCount();
      const refused = await app
        .browser()
        .post('/api/profiles')
        .send({ ...GUEST, card: { firstName, ageBand: '70-74' } })
        .expect(400);
      expect(refused.body).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        message: NOT_OWN_NAME,
        code: 'validation_failed',
      });
      expect(await profileCount()).toBe(before);

      // Nor may an existing card take that name: the one stored stays.
      const anna = await person({ ...GUEST, card: { firstName: 'Anna' } });
      const edit = await anna.browser
        .put(`/api/profiles/${anna.id}`)
        .send({ ...GUEST, card: { firstName } })
        .expect(400);
      expect(edit.body.message).toBe(NOT_OWN_NAME);
      expect((await cardColumns(anna.id)).card_first_name).toBe('Anna');
    },
  );

  it('stores a first name as others will see it: full-width letters as plain ones', async () => {
    const who = await person({ ...GUEST, card: { firstName: ' Ｊｏｓé　Ｍａｒíａ ' } });
    expect((await cardColumns(who.id)).card_first_name).toBe('José María');
    for (const name of ['Hans-Peter', 'Zoë', "O'Brien", 'Jürgen', 'Ma. Teresa', 'Дмитрий', '李']) {
      await save(who, { ...GUEST, card: { firstName: name } });
      expect((await cardColumns(who.id)).card_first_name).toBe(name);
    }
  });

  it('refuses the same names when a person answers an introduction with theirs', async () => {
    const asker = await personElsewhere({ ...HOST, card: { firstName: 'Greta' } });
    // Words of its own, so that pages do not take it for the other tests' guests (one look), and a
    // town, not a bare postcode: personElsewhere sends no Accept-Language.
    const asked = await personElsewhere({
      ...GUEST,
      purpose: 'A quiet room near the lake for a retired gardener',
      location: 'Potsdam',
    });
    const id = await ask(asker, asked);
    const accept = (firstName: string) =>
      asked.browser
        .post(`/api/profiles/${asked.id}/introductions/${id}/accept`)
        .set('X-Forwarded-For', asked.network)
        .send({ firstName, kind: 'phone', value: '+49 331 123456' });

    for (const firstName of ['PayPal Support', 'Ｓｉｃｈｅｒｈｅｉｔ']) {
      const refused = await accept(firstName).expect(400);
      expect(refused.body.message).toBe(NOT_OWN_NAME);
    }
    const [waiting] = await app.dataSource.query(
      'SELECT status, to_first_name, to_contact FROM introductions WHERE id = $1',
      [id],
    );
    expect(waiting).toEqual({ status: 'pending', to_first_name: null, to_contact: null });

    await accept('Ｂｅｎ').expect(200);
    const [introduction] = (
      await asker.browser
        .get(`/api/profiles/${asker.id}/introductions`)
        .set('X-Forwarded-For', asker.network)
        .expect(200)
    ).body.introductions;
    expect(introduction.contact).toMatchObject({ firstName: 'Ben' });
  });

  it.each<[string, Record<string, unknown>]>([
    ['a first name with digits', { firstName: 'Anna1' }],
    ['a first name of three words', { firstName: 'Anna Maria Luise' }],
    ['a first name that is an address', { firstName: 'anna@example.org' }],
    ['a first name that is a link', { firstName: 'www.anna.de' }],
    ['a first name over 40 letters', { firstName: 'A'.repeat(41) }],
    ['a sentence over 200 characters', { about: 'a'.repeat(201) }],
    ['a language not on the list', { languages: ['xx'] }],
    ['an age band not on the list', { ageBand: '72' }],
    ['a place given as text', { showPlace: 'Hauptstraße 5' }],
    ['a field cards do not have', { phone: '+49 30 1234567' }],
  ])('refuses %s', async (_name, card) => {
    await app.browser().post('/api/profiles').send({ card }).expect(400);
  });
});
