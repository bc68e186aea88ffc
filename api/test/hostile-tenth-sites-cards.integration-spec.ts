import type { ProfileInput } from '@ageless/contracts';
import { CardCopies1767011000000 } from '../src/database/migrations/1767011000000-card-copies.js';
import { PROFILE_TEXTS } from '../src/profiles/profile-texts.js';
import { type TestDatabase, testDatabases } from './support/databases.js';
import { type PersonOn as Person, peopleOf } from './support/people.js';
import { startTestApp, type TestApp } from './support/test-app.js';

// Issue 25, tenth hostile pass, repeated through the API.
// #6: after she blocked a browser on 203.0.113.5, a new browser on another address of the same /24
// saw her and asked again (201). Reports count a /24 as one network; a block now reaches it too.
// #7: an exact copy of a member's card (first name, about line, age band, languages) was accepted
// from another browser, and a new seeker saw the copy first.

const GUEST: ProfileInput = { needsHousing: true, location: 'Bamberg' };
const HOST: ProfileInput = { hasSpace: true, location: 'Bamberg' };

describe.each(testDatabases())('tenth hostile pass #6 and #7 on $name', (factory) => {
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
  // The words anyone gets who asks a person no longer shown to them.
  const goneWords = async (): Promise<string> => {
    const someone = await personElsewhere(GUEST);
    const unseen = await personElsewhere(GUEST);
    return (await tryAsk(someone, unseen, 'Hi').expect(409)).body.message as string;
  };

  describe('#6: a block reaches the blocked browser’s /24 or /48', () => {
    it.each([
      // [where the pest made its profile, a neighbour on the same network, another network]
      ['block', '203.0.113.5', '203.0.113.77', '198.51.100.7'],
      ['decline', '192.0.2.200', '::ffff:192.0.2.13', '192.0.3.200'],
      ['block', '2001:db8:60:1::5', '2001:db8:60:ff::9', '2001:db8:61:1::5'],
    ] as const)(
      'after a %s of a browser on %s, a new browser on %s neither sees nor asks her; one on %s does',
      async (how, pestAddress, neighbourAddress, otherAddress) => {
        const her = await personElsewhere(HOST);
        // Made before the block on the same network, kept in reserve.
        const reserve = await personOn(GUEST, neighbourAddress);
        const pest = await personOn(GUEST, pestAddress);
        await answer(her, await ask(pest, her, 'Please talk to me'), how);
        const gone = await goneWords();

        // A fresh cookie on the neighbouring address, after the block: not shown her, refused.
        const later = await personOn(GUEST, neighbourAddress);
        expect(await sees(later, her)).toBe(false);
        expect((await tryAsk(later, her, 'Hello').expect(409)).body.message).toBe(gone);
        // The reserve still sees her (a neighbour made before is not hidden) but cannot ask.
        expect(await sees(reserve, her)).toBe(true);
        expect((await tryAsk(reserve, her, 'Hello').expect(409)).body.message).toBe(gone);
        // A profile made elsewhere, asking from the neighbouring address.
        const visitor = await personElsewhere(GUEST);
        const fromThere = { ...visitor, network: neighbourAddress };
        expect((await tryAsk(fromThere, her, 'Hi').expect(409)).body.message).toBe(gone);

        // Another network is anyone: it sees and asks her.
        const stranger = await personOn(GUEST, otherAddress);
        expect(await sees(stranger, her)).toBe(true);
        await ask(stranger, her, 'Hello, I need a room');
      },
    );

    it('rows stored before networks were kept are matched by their own address only', async () => {
      const her = await personElsewhere(HOST);
      const pest = await personOn(GUEST, '203.0.114.5');
      await answer(her, await ask(pest, her, 'Please talk to me'), 'block');
      // As a profile and a request stored before migration 1767010000000 are.
      await app.dataSource.query(`UPDATE profiles SET created_network_hash = NULL WHERE id = $1`, [
        pest.id,
      ]);
      await app.dataSource.query(
        `UPDATE introductions SET from_network_hash = NULL WHERE from_profile_id = $1`,
        [pest.id],
      );
      const sameAddress = await personOn(GUEST, '203.0.114.5');
      expect(await sees(sameAddress, her)).toBe(false);
      await tryAsk(sameAddress, her, 'Hello').expect(409);
      const neighbour = await personOn(GUEST, '203.0.114.77');
      expect(await sees(neighbour, her)).toBe(true);
      await tryAsk(neighbour, her, 'Hello').expect(201);
    });
  });

  describe('#7: a copy of another browser’s card is refused', () => {
    const ABOUT =
      'Former librarian. I read aloud, bake on Sundays and know every path in the Hain.';
    const card = (about?: string) => ({
      firstName: 'Maria',
      ageBand: '70-74' as const,
      showPlace: true,
      languages: ['de' as const],
      ...(about === undefined ? {} : { about }),
    });
    const create = (
      input: ProfileInput,
      network: string,
      language: string,
      browser = app.browser(),
    ) =>
      browser
        .post('/api/profiles')
        .set('X-Forwarded-For', network)
        .set('Accept-Language', language)
        .send(input);

    it('refuses exact and disguised copies, in either language, and accepts honest namesakes', async () => {
      const maria = await personOn({ ...HOST, card: card(ABOUT) }, '198.51.100.80');

      // Copies from other browsers, however written: case, spacing, look-alike letters, another
      // age band or languages.
      const copies = [
        card(ABOUT),
        { ...card(ABOUT.toUpperCase()), firstName: 'maria' },
        { ...card(ABOUT.replace(/ /g, '   ').replace(/\./g, '')), ageBand: '75-79' as const },
        { ...card(ABOUT.replace(/a/g, 'а').replace(/e/g, 'е')), firstName: 'MARIA', languages: [] },
        { ...card(`  ${ABOUT.replace(/i/g, 'í')}  `), firstName: 'María' },
      ];
      for (const [i, copy] of copies.entries()) {
        const refused = await create({ ...GUEST, card: copy }, `203.0.113.${120 + i}`, 'en').expect(
          409,
        );
        expect(refused.body.message).toBe(PROFILE_TEXTS.cardCopied.en);
      }
      const german = await create({ ...HOST, card: card(ABOUT) }, '192.0.2.90', 'de-DE').expect(
        409,
      );
      expect(german.body.message).toBe(PROFILE_TEXTS.cardCopied.de);

      // Honest namesakes: the same name, age band and languages with no sentence, or a short one
      // many people write, or another sentence of their own.
      for (const [i, about] of [
        undefined,
        'Ich liebe meinen Garten.',
        'Retired, I like long walks and a good chat over coffee in the afternoon.',
      ].entries())
        await create({ ...GUEST, card: card(about) }, `198.51.100.${90 + i}`, 'en').expect(201);
      await create({ ...GUEST, card: card() }, '198.51.100.99', 'en').expect(201);

      // Her own browser may use her card again, and she may save her profile unchanged.
      await create({ ...GUEST, card: card(ABOUT) }, maria.network, 'en', maria.browser).expect(201);
      await maria.browser
        .put(`/api/profiles/${maria.id}`)
        .set('X-Forwarded-For', maria.network)
        .send({ ...HOST, card: card(ABOUT) })
        .expect(200);

      // An edit into a copy is refused as well, and changes nothing.
      const namesake = await personOn(
        { ...GUEST, card: card('Something else entirely, in my own words.') },
        '198.51.100.101',
      );
      const edit = await namesake.browser
        .put(`/api/profiles/${namesake.id}`)
        .set('X-Forwarded-For', namesake.network)
        .send({ ...GUEST, card: { ...card(ABOUT.toLowerCase()), ageBand: '65-69' } })
        .expect(409);
      expect(edit.body.message).toBe(PROFILE_TEXTS.cardCopied.en);
      const own = (await namesake.browser.get(`/api/profiles/${namesake.id}`).expect(200)).body
        .profile;
      expect(own.card.about).toBe('Something else entirely, in my own words.');

      // A seeker sees her, never a copy of her.
      const seeker = await personElsewhere(GUEST);
      expect(await sees(seeker, maria)).toBe(true);
    });

    it('protects cards stored before the rule: the migration fills them in', async () => {
      const about = 'Ich stricke Socken für alle Enkel und spiele donnerstags Skat im Verein.';
      const greta = await personOn({ ...HOST, card: { firstName: 'Greta', about } }, '192.0.2.60');
      // As the table was before migration 1767011000000, and the migration run on it.
      const runner = app.dataSource.createQueryRunner();
      try {
        await new CardCopies1767011000000().down(runner);
        await new CardCopies1767011000000().up(runner);
      } finally {
        await runner.release();
      }
      const copy = { ...GUEST, card: { firstName: 'greta', about: about.toUpperCase() } };
      await create(copy, '203.0.113.60', 'de-DE').expect(409);
      // Her own card, saved unchanged, is hers.
      await greta.browser
        .put(`/api/profiles/${greta.id}`)
        .set('X-Forwarded-For', greta.network)
        .send({ ...HOST, card: { firstName: 'Greta', about } })
        .expect(200);
    });
  });
});
