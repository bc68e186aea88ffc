import { type TestDatabase, testDatabases } from './support/databases.js';
import { confirmByLink, mailsTo } from './support/notify-email.js';
import { HOMESHARE, type Person, peopleOf } from './support/people.js';
import { type LocalSmtp, startSmtp, waitFor } from './support/smtp.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { handleOf } from '../src/matching/matching.service.js';

describe.each(testDatabases())('introductions on $name', (factory) => {
  let database: TestDatabase;
  let app: TestApp;
  let smtp: LocalSmtp;

  beforeAll(async () => {
    smtp = await startSmtp();
    database = await factory.create();
    app = await startTestApp(database, { smtpUrl: smtp.url, publicUrl: 'http://127.0.0.1:3000' });
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
    await smtp?.close();
  });

  const { person, shownHandle, sees } = peopleOf(() => app);
  const page = async (who: Person, key = HOMESHARE, lang = 'en') =>
    (await who.browser.get(`/api/profiles/${who.id}/blueprints/${key}?lang=${lang}`).expect(200))
      .body;

  const SECRET = 'SECRET-TEXT my address is Hauptstraße 5';

  it('introduces two nearby people with double opt-in, and shows contacts only after both said yes', async () => {
    const anna = await person({
      hasSpace: true,
      needsCompanionship: true,
      values: ['Community', 'Family'],
      location: 'Berlin-Spandau',
      notifyEmail: 'anna@example.org',
    });
    const ben = await person({
      needsHousing: true,
      skills: ['Cooking'],
      values: ['Community'],
      timeAvailable: 'regular',
      location: '14467',
      purpose: SECRET,
      notifyEmail: 'ben@example.org',
    });
    // Notices go only to confirmed addresses (issue 25 item 4; people-safety.integration-spec).
    await confirmByLink(app, smtp, anna.id, 'anna@example.org');
    await confirmByLink(app, smtp, ben.id, 'ben@example.org');

    const homeshare = await page(anna);
    expect(homeshare).toMatchObject({
      key: HOMESHARE,
      name: 'Intergenerational Homeshare',
      canConnect: true,
      requestsLeftToday: 5,
    });
    expect(homeshare.agreement.items.join(' ')).toMatch(/Quiet hours/);
    expect(homeshare.safetyTips.join(' ')).toMatch(/Never send money/);
    expect(homeshare.people).toHaveLength(1);
    const [shown] = homeshare.people;
    expect(shown).toMatchObject({
      distanceBadge: 'local',
      needs: ['a place to live'],
      brings: ['cooking'],
      sharedValues: ['community'],
      time: 'several hours weekly',
      introduction: null,
    });
    const json = JSON.stringify(homeshare);
    expect(json).not.toContain(ben.id);
    expect(json).not.toContain('SECRET');
    expect(json).not.toContain('14467');
    // In German too, option labels only.
    expect((await page(anna, HOMESHARE, 'de')).people[0].needs).toEqual(['Wohnraum']);

    const asked = await anna.browser
      .post(`/api/profiles/${anna.id}/introductions`)
      .send({
        blueprintKey: HOMESHARE,
        handle: shown.handle,
        message: 'Hello! See https://my.site/x',
      })
      .expect(201);
    expect(asked.body).toMatchObject({
      direction: 'sent',
      status: 'pending',
      message: 'Hello! See [link removed]',
      contact: null,
    });

    // Ben sees the request and the count; nothing of Anna's contact exists yet.
    const mine = (
      await ben.browser.get('/api/my-profiles').set('Accept-Language', 'de-DE').expect(200)
    ).body.profiles;
    expect(mine).toEqual([
      expect.objectContaining({ id: ben.id, waitingRequests: 1, place: 'Potsdam, Deutschland' }),
    ]);
    const inbox = (await ben.browser.get(`/api/profiles/${ben.id}/introductions`).expect(200)).body;
    expect(inbox.introductions).toEqual([
      expect.objectContaining({ direction: 'received', status: 'pending', contact: null }),
    ]);
    const stored = await app.dataSource.query('SELECT * FROM introductions WHERE id = $1', [
      asked.body.id,
    ]);
    expect(stored[0]).toMatchObject({ to_contact: null, from_contact: null, to_first_name: null });
    const waiting = /a request is waiting/;
    await waitFor(() => mailsTo(smtp, 'ben@example.org', waiting).length > 0);
    const toBen = mailsTo(smtp, 'ben@example.org', waiting)[0]!;
    expect(toBen.body).toMatch(/a request is waiting/);
    expect(toBen.body).toContain(`http://127.0.0.1:3000/matches/${ben.id}`);
    expect(toBen.body).not.toMatch(/anna|Hello/i);

    // Another browser cannot answer for Ben (a coded refusal: twelfth hostile pass #6).
    const mallory = await app
      .browser()
      .post(`/api/profiles/${ben.id}/introductions/${asked.body.id}/accept`)
      .send({ firstName: 'Mallory', kind: 'phone', value: '+49 30 1234567' })
      .expect(403);
    expect(mallory.body.code).toBe('connections_profile_not_owned');
    await ben.browser
      .post(`/api/profiles/${ben.id}/introductions/${asked.body.id}/accept`)
      .send({ firstName: 'Ben', kind: 'phone', value: 'call me' })
      .expect(400);
    const accepted = await ben.browser
      .post(`/api/profiles/${ben.id}/introductions/${asked.body.id}/accept`)
      .send({ firstName: 'Ben', kind: 'phone', value: '+49 331 123456' })
      .expect(200);
    expect(accepted.body).toMatchObject({ status: 'accepted', sharedMine: true, contact: null });

    const annaSees = (await anna.browser.get(`/api/profiles/${anna.id}/introductions`).expect(200))
      .body.introductions[0];
    expect(annaSees.contact).toEqual({ firstName: 'Ben', kind: 'phone', value: '+49 331 123456' });
    await waitFor(
      () => mailsTo(smtp, 'anna@example.org', /accepted your introduction request/).length > 0,
    );
    expect(
      (await anna.browser.get('/api/my-profiles').expect(200)).body.profiles[0].waitingRequests,
    ).toBe(1);

    // Anna shares hers back; Ben then sees it.
    await anna.browser
      .post(`/api/profiles/${anna.id}/introductions/${asked.body.id}/accept`)
      .send({ firstName: 'Anna', kind: 'email', value: 'anna.k@example.org' })
      .expect(200);
    const benSees = (await ben.browser.get(`/api/profiles/${ben.id}/introductions`).expect(200))
      .body.introductions[0];
    expect(benSees.contact).toEqual({
      firstName: 'Anna',
      kind: 'email',
      value: 'anna.k@example.org',
    });
    // Asking twice is refused.
    const twice = await anna.browser
      .post(`/api/profiles/${anna.id}/introductions`)
      .send({ blueprintKey: HOMESHARE, handle: shown.handle, message: 'Again' })
      .expect(409);
    expect(twice.body.code).toBe('introduction_already_asked');

    // Erasure removes the introductions.
    await ben.browser.delete(`/api/profiles/${ben.id}`).expect(204);
    expect(
      Number(
        (
          await app.dataSource.query('SELECT count(*) AS n FROM introductions WHERE id = $1', [
            asked.body.id,
          ])
        )[0].n,
      ),
    ).toBe(0);
    expect(
      (await anna.browser.get(`/api/profiles/${anna.id}/introductions`).expect(200)).body
        .introductions,
    ).toEqual([]);
  });

  it('never shows a blocked person again, and hides a reported one from the reporter at once and from everyone once upheld', async () => {
    const host = await person({ hasSpace: true, location: 'Hamburg-Altona' });
    const pushy = await person({ needsHousing: true, location: 'Hamburg' });
    const other = await person({ needsHousing: true, location: 'Hamburg-Eimsbüttel' });
    const seeker = await person({ hasSpace: true, location: 'Hamburg' });

    // Pushy asks the host (pushy sees the host as someone with space).
    const pushyPage = await page(pushy);
    expect(pushyPage.people.length).toBeGreaterThanOrEqual(2);
    const hostHandle = await shownHandle(pushy, host);
    const request = await pushy.browser
      .post(`/api/profiles/${pushy.id}/introductions`)
      .send({ blueprintKey: HOMESHARE, handle: hostHandle, message: 'Hi' })
      .expect(201);
    await host.browser
      .post(`/api/profiles/${host.id}/introductions/${request.body.id}/block`)
      .expect(204);
    // Twelfth hostile pass #7: hidden both ways, so neither can still answer it (404, as the list).
    for (const who of [host, pushy]) {
      const late = await who.browser
        .post(`/api/profiles/${who.id}/introductions/${request.body.id}/accept`)
        .send({ firstName: 'Pia', kind: 'email', value: 'pia@example.org' })
        .expect(404);
      expect(late.body.code).toBe('introduction_not_found');
    }
    expect(await shownHandle(pushy, host)).toBeUndefined();
    expect(JSON.stringify(await page(host))).not.toContain(handleOf(host.id, pushy.id));
    await pushy.browser
      .post(`/api/profiles/${pushy.id}/introductions`)
      .send({ blueprintKey: HOMESHARE, handle: hostHandle, message: 'Please' })
      .expect(409);
    expect(
      (await pushy.browser.get(`/api/profiles/${pushy.id}/introductions`).expect(200)).body
        .introductions,
    ).toEqual([]);

    // The other person asks the host, who reports them: hidden from the host at once; from the
    // seeker only once staff uphold it (issue 25 item 3: one report hid anyone from everyone).
    const asked = await other.browser
      .post(`/api/profiles/${other.id}/introductions`)
      .send({
        blueprintKey: HOMESHARE,
        handle: await shownHandle(other, host),
        message: 'Send me 200 €',
      })
      .expect(201);
    expect(await sees(seeker, other)).toBe(true);
    await host.browser
      .post(`/api/profiles/${host.id}/introductions/${asked.body.id}/report`)
      .send({ reason: 'scam', details: 'asked for money' })
      .expect(204);
    expect(await shownHandle(host, other)).toBeUndefined();
    expect(await sees(seeker, other)).toBe(true);
    const { reports } = (await app.http.get('/api/admin/reports').expect(200)).body;
    const report = reports.find(
      (r: { reportedProfileId: string }) => r.reportedProfileId === other.id,
    );
    expect(report).toMatchObject({
      reason: 'scam',
      message: 'Send me 200 €',
      details: 'asked for money',
    });
    await app.http.post(`/api/admin/reports/${report.id}`).send({ decision: 'uphold' }).expect(204);
    expect(await sees(seeker, other)).toBe(false);
    await app.http
      .post(`/api/admin/reports/${report.id}`)
      .send({ decision: 'dismiss' })
      .expect(404);
  });

  it('blocks a person from the blueprint page, before any introduction, for both sides', async () => {
    const host = await person({ hasSpace: true, location: 'Dresden' });
    const guest = await person({ needsHousing: true, location: 'Dresden' });
    const handle = await shownHandle(host, guest);
    expect(handle).toBeDefined();
    const body = { blueprintKey: HOMESHARE, handle };

    // Only the owner blocks; a handle that is not on the page is refused and blocks nobody.
    await app.browser().post(`/api/profiles/${host.id}/blocks`).send(body).expect(403);
    await host.browser
      .post(`/api/profiles/${host.id}/blocks`)
      .send({ blueprintKey: HOMESHARE, handle: 'B'.repeat(22) })
      .expect(409);
    await host.browser
      .post(`/api/profiles/${host.id}/blocks`)
      .send({ ...body, handle: 'not a handle' })
      .expect(400);
    expect(await shownHandle(host, guest)).toBe(handle);

    // Nobody else lives within 50 km of Dresden in this suite: only the host makes a card local.
    const localCards = async (who: Person): Promise<number> =>
      (await who.browser.get(`/api/profiles/${who.id}/matches`).expect(200)).body.matches.filter(
        (match: { distanceBadge?: string }) => match.distanceBadge === 'local',
      ).length;
    expect(await localCards(guest)).toBeGreaterThan(0);

    await host.browser.post(`/api/profiles/${host.id}/blocks`).send(body).expect(204);
    expect(await shownHandle(host, guest)).toBeUndefined();
    expect(await shownHandle(guest, host)).toBeUndefined();
    expect(await localCards(guest)).toBe(0);
    // Blocking again changes nothing, and the person stays gone.
    await host.browser.post(`/api/profiles/${host.id}/blocks`).send(body).expect(409);
  });

  it('limits requests per profile per day and refuses bad input without storing anything', async () => {
    const asker = await person({ hasSpace: true, location: 'Köln-Ehrenfeld' });
    for (let i = 0; i < 6; i++) await person({ needsHousing: true, location: 'Köln' });
    const { people } = await page(asker);
    expect(people).toHaveLength(6);
    const count = async (): Promise<number> =>
      Number(
        (
          await app.dataSource.query(
            'SELECT count(*) AS n FROM introductions WHERE from_profile_id = $1',
            [asker.id],
          )
        )[0].n,
      );

    const bad: [string, object, number][] = [
      [
        'a message too long',
        { blueprintKey: HOMESHARE, handle: people[0].handle, message: 'x'.repeat(501) },
        400,
      ],
      [
        'an empty message',
        { blueprintKey: HOMESHARE, handle: people[0].handle, message: '   ' },
        400,
      ],
      [
        'only a link',
        { blueprintKey: HOMESHARE, handle: people[0].handle, message: 'www.evil.com' },
        400,
      ],
      ['a made-up handle', { blueprintKey: HOMESHARE, handle: 'A'.repeat(22), message: 'Hi' }, 409],
      ['a malformed handle', { blueprintKey: HOMESHARE, handle: "1' OR 1=1", message: 'Hi' }, 400],
      [
        'an unknown blueprint',
        { blueprintKey: 'no-such-idea', handle: people[0].handle, message: 'Hi' },
        404,
      ],
      ['a missing field', { blueprintKey: HOMESHARE, message: 'Hi' }, 400],
      [
        'an extra field',
        { blueprintKey: HOMESHARE, handle: people[0].handle, message: 'Hi', toProfileId: asker.id },
        400,
      ],
    ];
    for (const [what, body, status] of bad) {
      const response = await asker.browser
        .post(`/api/profiles/${asker.id}/introductions`)
        .send(body);
      expect([what, response.status]).toEqual([what, status]);
      expect(response.body).toMatchObject({ statusCode: status, message: expect.any(String) });
      if (what === 'only a link') expect(response.body.code).toBe('message_empty');
      if (what === 'a made-up handle') expect(response.body.code).toBe('introduction_person_gone');
    }
    await app
      .browser()
      .post(`/api/profiles/${asker.id}/introductions`)
      .send({ blueprintKey: HOMESHARE, handle: people[0].handle, message: 'Hi' })
      .expect(403);
    expect(await count()).toBe(0);

    for (let i = 0; i < 5; i++)
      await asker.browser
        .post(`/api/profiles/${asker.id}/introductions`)
        .send({ blueprintKey: HOMESHARE, handle: people[i].handle, message: `Hi ${i}` })
        .expect(201);
    const limited = await asker.browser
      .post(`/api/profiles/${asker.id}/introductions?lang=de`)
      .send({ blueprintKey: HOMESHARE, handle: people[5].handle, message: 'Hi' })
      .expect(429);
    expect(limited.body.message).toMatch(/5 Vorstellungen pro Tag/);
    expect(limited.body.code).toBe('introduction_daily_limit');
    expect(await count()).toBe(5);
    expect((await page(asker)).requestsLeftToday).toBe(0);
  });

  // Issue 25 item 13: an address without a scheme, an IP address with a path, full-width characters,
  // a WhatsApp number and an IBAN passed the link filter, and a request to transfer money reached a
  // 74-year-old with no warning.
  it('removes hidden addresses, phone and account numbers, and flags a message about money for its reader', async () => {
    const asker = await person({ hasSpace: true, location: 'Dresden-Neustadt' });
    const greta = await person({ needsHousing: true, location: 'Dresden' });
    const hans = await person({ needsHousing: true, location: 'Dresden' });
    const ask = (handle: string, message: string) =>
      asker.browser
        .post(`/api/profiles/${asker.id}/introductions`)
        .send({ blueprintKey: HOMESHARE, handle, message });
    const gretaHandle = (await shownHandle(asker, greta))!;
    const hansHandle = (await shownHandle(asker, hans))!;

    // Nothing but what the filter removes is refused, and nothing is stored.
    await ask(
      gretaHandle,
      'ｓｓａ－ｈｅｌｐ．ｔｏｐ/claim 203.0.113.7/claim +1 555 014 7222',
    ).expect(400);

    const attack = [
      'Hello dear, I am a widower from Dresden.',
      'Claim your bonus at ssa-help.top/claim or 203.0.113.7/claim or ｓｓａ－ｈｅｌｐ．ｔｏｐ.',
      'WhatsApp +1 555 014 7222.',
      'Could you transfer 500 € to my account DE89 3704 0044 0532 0130 00? I will pay you back.',
      // Seventh hostile pass #4: an address spoken, a messenger handle.
      'Or write to hans punkt berger at gmx punkt de, Telegram: hansb77.',
    ].join(' ');
    const sent = await ask(gretaHandle, attack).expect(201);
    const removed = /ssa-help|203\.0\.113|555|0532|ｓｓａ|berger|gmx|hansb77/;
    expect(sent.body.message).not.toMatch(removed);
    await ask(hansHandle, 'Hello, I have a garden in Dresden and cook on Sundays.').expect(201);
    const stored: { message: string }[] = await app.dataSource.query(
      'SELECT message FROM introductions WHERE from_profile_id = $1',
      [asker.id],
    );
    for (const row of stored) expect(row.message).not.toMatch(removed);

    const inbox = async (who: Person, lang = 'en') =>
      (await who.browser.get(`/api/profiles/${who.id}/introductions?lang=${lang}`).expect(200)).body
        .introductions as {
        id: string;
        message: string;
        moneyWarning: boolean;
        scamSigns: string[];
      }[];
    const [received] = await inbox(greta);
    // The asker joined today: until she accepts, longer digit runs are hidden too (the sum among
    // them), though the warnings are read on the whole message (sixteenth hostile pass #2).
    expect(received!.message).toBe(
      'Hello dear, I am a widower from Dresden. Claim your bonus at [link removed] or [link removed] or ' +
        '[link removed]. WhatsApp [number removed]. Could you transfer [number shown once you accept] € to my account ' +
        '[account number removed]? I will pay you back. Or write to [link removed], Telegram ' +
        '[link removed].',
    );
    expect(received!.moneyWarning).toBe(true);
    // A removed number is a step off the platform: its own, gentler warning.
    expect(received!.scamSigns).toEqual(['offPlatform']);
    const [ordinary] = await inbox(hans);
    expect(ordinary).toMatchObject({
      message: 'Hello, I have a garden in Dresden and cook on Sundays.',
      moneyWarning: false,
      scamSigns: [],
    });

    // A message stored before the filter improved is cleaned as it is read.
    await app.dataSource.query('UPDATE introductions SET message = $1 WHERE id = $2', [
      'Old message: ssa-help.top/claim, Überweisung bitte',
      ordinary!.id,
    ]);
    const [old] = await inbox(hans, 'de');
    expect(old).toMatchObject({
      message: 'Old message: [Link entfernt], Überweisung bitte',
      moneyWarning: true,
    });

    // Seventh hostile pass #4, what a probe of its filters found: read through the endpoint.
    const cases: [string, { message?: string; moneyWarning: boolean; scamSigns: string[] }][] = [
      [
        "Hallo Oma, ich bin's, hab eine neue Nummer, kannst du mir schnell helfen?",
        { moneyWarning: false, scamSigns: ['impersonation'] },
      ],
      [
        'Hi Mum this is my new number, delete the old one',
        { moneyWarning: false, scamSigns: ['impersonation'] },
      ],
      [
        'Schreib mir lieber auf WhatsApp, das ist einfacher.',
        { moneyWarning: false, scamSigns: ['offPlatform'] },
      ],
      [
        'Ruf an: oh seven seven double nine one two three, anna ät gmx de, insta anna.m',
        {
          message: 'Ruf an: [Nummer entfernt], [Link entfernt], insta [Link entfernt]',
          moneyWarning: false,
          scamSigns: ['offPlatform'],
        },
      ],
      [
        'Ich war früher bei der Sparkasse angestellt. Heute male ich und besuche meine Enkel.',
        { moneyWarning: false, scamSigns: [] },
      ],
    ];
    for (const [text, expected] of cases) {
      await app.dataSource.query('UPDATE introductions SET message = $1 WHERE id = $2', [
        text,
        ordinary!.id,
      ]);
      expect((await inbox(hans, 'de'))[0]).toMatchObject({ message: text, ...expected });
    }
  });

  it('shows a blueprint page only to the browsers that own the profile', async () => {
    // Seventh hostile pass #10: any browser that knew a profile id got its blueprint pages (the
    // idea, without people); which ideas fit says what the person has and needs.
    const owner = await person({ hasSpace: true, location: 'Leipzig' });
    await person({ needsHousing: true, location: 'Leipzig' });
    const stranger = app.browser();
    const seen = await stranger
      .get(`/api/profiles/${owner.id}/blueprints/${HOMESHARE}?lang=de`)
      .expect(403);
    // In the one error shape, with nothing of the page, as GET /matches answers another browser.
    expect(Object.keys(seen.body).sort()).toEqual(['code', 'error', 'message', 'statusCode']);
    expect(seen.body.code).toBe('profile_not_owner');
    expect(seen.body.message).toMatch(/Browser|Gerät/);
    expect(JSON.stringify(seen.body)).not.toMatch(/homeshare|Wohn/i);
    await stranger.get(`/api/profiles/${owner.id}/matches`).expect(403);
    const own = (
      await owner.browser.get(`/api/profiles/${owner.id}/blueprints/${HOMESHARE}`).expect(200)
    ).body;
    expect(own).toMatchObject({ canConnect: true });
    expect(own.people.length).toBeGreaterThan(0);
    await stranger.get(`/api/profiles/${owner.id}/introductions`).expect(403);
    await stranger.get(`/api/profiles/${owner.id}/blueprints/NOT_A_KEY`).expect(400);
    await stranger
      .get('/api/profiles/6f1c2a9e-1d4b-4c1a-9f55-0a1b2c3d4e5f/blueprints/x')
      .expect(404);
  });
});
