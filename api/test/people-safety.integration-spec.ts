import { createHash } from 'node:crypto';
import fc from 'fast-check';
import type { Response } from 'supertest';
import { INTRODUCTION_LIMITS, NOTICE_LIMITS } from '@ageless/contracts';
import { REPORTERS_WHO_HIDE } from '../src/connections/people-connections.repository.js';
import { PeopleSafety1766800000000 } from '../src/database/migrations/1766800000000-people-safety.js';
import { MAILS_PER_ADDRESS_PER_DAY } from '../src/mail/mail.service.js';
import { invalidBodies } from './support/bad-input.js';
import { type TestDatabase, testDatabases } from './support/databases.js';
import { confirmationKey, confirmByLink, mailsTo } from './support/notify-email.js';
import { HOMESHARE, type Person, peopleOf } from './support/people.js';
import { longStanding } from './support/reporters.js';
import { type LocalSmtp, startSmtp, waitFor } from './support/smtp.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { handleOf } from '../src/matching/matching.service.js';

// Issue 25, items 5, 3 and 4: hostile people rather than hostile bytes. Each test repeats an attack
// of the hostile pass with throwaway profiles and checks that it now holds:
//  5. a block or a decline was per profile: a new profile from the same browser saw the person
//     again and asked again; the daily request limit restarted with each new profile;
//  3. a throwaway profile asked a person and at once reported them (who had not written a word):
//     the person vanished for everyone until review; deleting the throwaway left an empty report;
//  4. 17 throwaway profiles naming one address sent 55 mails to it in seconds.

const PUBLIC_URL = 'http://127.0.0.1:3000';
// The notice's own words (the subject may be folded or encoded by the mailer).
const WAITING = /would like to be introduced to you/;
// How daily_allowances stores a key (api/src/common/daily-allowance/daily-allowance.ts).
const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

// The same derivation as matching.service (a test may know it; clients never see ids).

describe.each(testDatabases())('hostile people on $name', (factory) => {
  let database: TestDatabase;
  let app: TestApp;
  let smtp: LocalSmtp;

  beforeAll(async () => {
    smtp = await startSmtp();
    database = await factory.create();
    // A trusted proxy in front (loopback) tells reporters' networks apart by X-Forwarded-For.
    app = await startTestApp(database, {
      smtpUrl: smtp.url,
      publicUrl: PUBLIC_URL,
      trustProxy: ['loopback'],
    });
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
    await smtp?.close();
  });

  const { person, regularElsewhere, sees, tryAsk, ask } = peopleOf(() => app);
  const visibleAmong = async (viewer: Person, people: Person[]): Promise<Person[]> => {
    const handles = new Set(
      (
        (await viewer.browser.get(`/api/profiles/${viewer.id}/blueprints/${HOMESHARE}`).expect(200))
          .body.people as { handle: string }[]
      ).map((p) => p.handle),
    );
    return people.filter((other) => handles.has(handleOf(viewer.id, other.id)));
  };
  const MEET = 'Hello, I would like to meet.';
  const asked = (from: Person, to: Person): Promise<string> => ask(from, to, MEET);
  const report = (who: Person, introductionId: string) =>
    who.browser
      .post(`/api/profiles/${who.id}/introductions/${introductionId}/report`)
      .send({ reason: 'scam', details: 'Asked me for money' });
  const count = async (sql: string, params: unknown[] = []): Promise<number> =>
    Number((await app.dataSource.query(sql, params))[0].n);
  const expectErrorShape = (response: Response, status: number): void => {
    expect(response.status).toBe(status);
    // The connections module's refusals name their code too (twelfth hostile pass #6).
    expect(
      Object.keys(response.body)
        .filter((key) => key !== 'code')
        .sort(),
    ).toEqual(['error', 'message', 'statusCode']);
  };

  describe('5. blocks, declines and limits hold for the whole browser', () => {
    it('keeps a blocked browser’s new profiles hidden from the person who blocked, both ways, and they cannot ask again', async () => {
      const victim = await person({ hasSpace: true, location: 'Würzburg' });
      const harasser = app.browser();
      const first = await person({ needsHousing: true, location: 'Würzburg' }, harasser);
      const bystander = await person({ hasSpace: true, location: 'Würzburg' });
      const request = await asked(first, victim);
      await victim.browser
        .post(`/api/profiles/${victim.id}/introductions/${request}/block`)
        .expect(204);

      // The attack: a new profile in the same browser, then the old one deleted and another made.
      const second = await person({ needsHousing: true, location: 'Würzburg' }, harasser);
      await harasser.delete(`/api/profiles/${first.id}`).expect(204);
      const third = await person({ needsHousing: true, location: 'Würzburg' }, harasser);
      // The victim's own second profile, from her browser.
      const victimAgain = await person({ hasSpace: true, location: 'Würzburg' }, victim.browser);
      for (const newProfile of [second, third]) {
        expect(await sees(victim, newProfile)).toBe(false);
        expect(await sees(victimAgain, newProfile)).toBe(false);
        expect(await sees(newProfile, victim)).toBe(false);
        expect(await sees(newProfile, victimAgain)).toBe(false);
        expectErrorShape(await tryAsk(newProfile, victim, MEET), 409);
        // Somebody else still sees them: the block is between these two browsers only.
        expect(await sees(newProfile, bystander)).toBe(true);
      }
      expect(
        await count(
          'SELECT count(*) AS n FROM introductions WHERE to_profile_id = ANY($1::uuid[])',
          [[victim.id, victimAgain.id]],
        ),
      ).toBe(0);
    });

    it('keeps a declined browser’s new profile hidden from the person who declined, and it cannot ask again', async () => {
      const host = await person({ hasSpace: true, location: 'Schweinfurt' });
      const asker = app.browser();
      const first = await person({ needsHousing: true, location: 'Schweinfurt' }, asker);
      const request = await asked(first, host);
      await host.browser
        .post(`/api/profiles/${host.id}/introductions/${request}/decline`)
        .expect(204);

      // The same by accident: a second profile from "Get Started" in the same browser.
      const second = await person({ needsHousing: true, location: 'Schweinfurt' }, asker);
      expect(await sees(host, second)).toBe(false);
      expect(await sees(second, host)).toBe(false);
      expectErrorShape(await tryAsk(second, host, MEET), 409);
      expect(
        await count('SELECT count(*) AS n FROM introductions WHERE to_profile_id = $1', [host.id]),
      ).toBe(1);
    });

    it(`counts the ${INTRODUCTION_LIMITS.requestsPerDay} requests a day per browser, across its profiles, deleted ones and requests sent at once`, async () => {
      const limit = INTRODUCTION_LIMITS.requestsPerDay;
      const hosts: Person[] = [];
      for (let i = 0; i < 6; i++)
        hosts.push(await person({ hasSpace: true, location: 'Aschaffenburg' }));
      const spammer = app.browser();
      const first = await person({ needsHousing: true, location: 'Aschaffenburg' }, spammer);
      for (const host of hosts.slice(0, limit)) await asked(first, host);

      const second = await person({ needsHousing: true, location: 'Aschaffenburg' }, spammer);
      const page = await spammer
        .get(`/api/profiles/${second.id}/blueprints/${HOMESHARE}`)
        .expect(200);
      expect(page.body.requestsLeftToday).toBe(0);
      expectErrorShape(await tryAsk(second, hosts[5]!, MEET), 429);
      await spammer.delete(`/api/profiles/${first.id}`).expect(204);
      const third = await person({ needsHousing: true, location: 'Aschaffenburg' }, spammer);
      expectErrorShape(await tryAsk(third, hosts[5]!, MEET), 429);

      // Another browser, three profiles, 12 requests at once: 5 stored.
      const racer = app.browser();
      const profiles: Person[] = [];
      for (let i = 0; i < 3; i++)
        profiles.push(await person({ needsHousing: true, location: 'Aschaffenburg' }, racer));
      const responses = await Promise.all(
        profiles.flatMap((profile) => hosts.slice(0, 4).map((host) => tryAsk(profile, host, MEET))),
      );
      const statuses = responses.map((response) => response.status).sort();
      expect(statuses).toEqual([...Array(limit).fill(201), ...Array(12 - limit).fill(429)]);
      expect(
        await count(
          'SELECT count(*) AS n FROM introductions WHERE from_profile_id = ANY($1::uuid[])',
          [profiles.map((profile) => profile.id)],
        ),
      ).toBe(limit);
    });
  });

  describe('3. reports', () => {
    it('refuses a report from the asker, who received no message, and stores nothing', async () => {
      const victim = await person({ hasSpace: true, location: 'Koblenz' });
      const throwaway = await person({ needsHousing: true, location: 'Koblenz' });
      const other = await person({ needsHousing: true, location: 'Koblenz' });
      const request = await asked(throwaway, victim);
      const refused = await report(throwaway, request).set('Accept-Language', 'de-DE');
      expectErrorShape(refused, 403);
      expect(refused.body.message).toMatch(/blockieren/);
      expect(
        await count('SELECT count(*) AS n FROM profile_reports WHERE reported_profile_id = $1', [
          victim.id,
        ]),
      ).toBe(0);
      expect(await sees(other, victim)).toBe(true);
    });

    it(`hides a reported writer from the reporter’s browser at once, and from everyone only at ${REPORTERS_WHO_HIDE} reporting browsers or when staff uphold`, async () => {
      const writer = await person({ needsHousing: true, location: 'Trier' });
      const firstReporter = await person({ hasSpace: true, location: 'Trier' });
      const sameBrowser = await person(
        { hasSpace: true, location: 'Trier' },
        firstReporter.browser,
      );
      const others = [
        await person({ hasSpace: true, location: 'Trier' }),
        await person({ hasSpace: true, location: 'Trier' }),
      ];
      const bystander = await person({ hasSpace: true, location: 'Trier' });
      const requests = new Map<Person, string>();
      for (const host of [firstReporter, sameBrowser, ...others])
        requests.set(host, await asked(writer, host));
      // Reporters here for weeks: a new one does not count toward hiding (eighth hostile pass #2).
      await longStanding(app, [firstReporter, ...others]);

      await report(firstReporter, requests.get(firstReporter)!).expect(204);
      expect(await sees(firstReporter, writer)).toBe(false);
      expect(await sees(sameBrowser, writer)).toBe(false);
      expect(await sees(bystander, writer)).toBe(true);
      // A second report from the same browser is not a second reporter.
      await report(sameBrowser, requests.get(sameBrowser)!).expect(204);
      expect(await sees(bystander, writer)).toBe(true);
      // Independent reporters are on other networks too (fourth hostile pass), other /24s (eighth).
      await report(others[0]!, requests.get(others[0]!)!)
        .set('X-Forwarded-For', '198.51.100.1')
        .expect(204);
      expect(await sees(bystander, writer)).toBe(true);
      await report(others[1]!, requests.get(others[1]!)!)
        .set('X-Forwarded-For', '203.0.113.2')
        .expect(204);
      expect(await sees(bystander, writer)).toBe(false);

      // Staff dismiss one: two browsers left, shown again; upholding one hides for good.
      const { reports } = (await app.http.get('/api/admin/reports').expect(200)).body as {
        reports: { id: string; reportedProfileId: string; message: string | null }[];
      };
      const about = reports.filter((r) => r.reportedProfileId === writer.id);
      expect(about).toHaveLength(4);
      for (const one of about) expect(one.message).toBe('Hello, I would like to meet.');
      const last = about.at(-1)!;
      await app.http
        .post(`/api/admin/reports/${last.id}`)
        .send({ decision: 'dismiss' })
        .expect(204);
      expect(await sees(bystander, writer)).toBe(true);
      await app.http
        .post(`/api/admin/reports/${about[0]!.id}`)
        .send({ decision: 'uphold' })
        .expect(204);
      expect(await sees(bystander, writer)).toBe(false);
    });

    it('keeps what staff need to judge a report when the reporter deletes their profile', async () => {
      const writer = await person({ needsHousing: true, location: 'Gießen' });
      const reporter = await person({ hasSpace: true, location: 'Gießen' });
      const request = await asked(writer, reporter);
      await report(reporter, request).expect(204);
      await reporter.browser.delete(`/api/profiles/${reporter.id}`).expect(204);

      const [row] = await app.dataSource.query(
        `SELECT reporter_profile_id, reporter_owner_hash, reason, details, message, status
           FROM profile_reports WHERE reported_profile_id = $1`,
        [writer.id],
      );
      expect(row).toEqual({
        reporter_profile_id: null,
        reporter_owner_hash: expect.stringMatching(/^[0-9a-f]{64}$/),
        reason: 'scam',
        details: 'Asked me for money',
        message: 'Hello, I would like to meet.',
        status: 'open',
      });
      const { reports } = (await app.http.get('/api/admin/reports').expect(200)).body as {
        reports: { reportedProfileId: string; message: string; details: string }[];
      };
      expect(reports.find((r) => r.reportedProfileId === writer.id)).toMatchObject({
        message: 'Hello, I would like to meet.',
        details: 'Asked me for money',
      });
    });

    it(`takes at most ${INTRODUCTION_LIMITS.reportsPerDay} reports a day from one browser, across its profiles`, async () => {
      const limit = INTRODUCTION_LIMITS.reportsPerDay;
      const reporterBrowser = app.browser();
      const hosts = [
        await person({ hasSpace: true, location: 'Fulda' }, reporterBrowser),
        await person({ hasSpace: true, location: 'Fulda' }, reporterBrowser),
      ];
      const requests: [Person, string][] = [];
      for (let i = 0; i <= limit; i++) {
        const host = hosts[i % 2]!;
        // Here a while: new browsers hold only a few of one person's waiting places.
        const writer = await regularElsewhere({ needsHousing: true, location: 'Fulda' });
        requests.push([host, await asked(writer, host)]);
      }
      for (const [host, id] of requests.slice(0, limit)) await report(host, id).expect(204);
      const [host, id] = requests.at(-1)!;
      expectErrorShape(await report(host, id), 429);
      expect(
        await count(
          'SELECT count(*) AS n FROM profile_reports WHERE reporter_profile_id = ANY($1::uuid[])',
          [hosts.map((h) => h.id)],
        ),
      ).toBe(limit);
    });
  });

  describe('4. notice emails', () => {
    // Everything sent but a digest, which waits for the next day.
    const outboxEmpty = async (): Promise<boolean> =>
      (await count('SELECT count(*) AS n FROM mail_outbox WHERE digest_key IS NULL')) === 0;

    it('refuses an address spelt with invisible characters or quotes, each once a new daily cap for the same inbox', async () => {
      const queued = await count('SELECT count(*) AS n FROM mail_outbox');
      for (const notifyEmail of [
        'x@g\u00admail.com',
        'x@gma\u200bil.com',
        'x\u2060@example.org',
        '"x"@gmail.com',
        'x@exa\ufeffmple.org',
      ]) {
        const response = await app
          .browser()
          .post('/api/profiles')
          .send({ needsHousing: true, location: 'Kassel', notifyEmail })
          .expect(400);
        expect(JSON.stringify(response.body)).toMatch(/plain email address/);
      }
      expect(await count('SELECT count(*) AS n FROM mail_outbox')).toBe(queued);
      // Letters of any language stay allowed: an umlaut domain is an ordinary address.
      await app
        .browser()
        .post('/api/profiles')
        .send({ needsHousing: true, location: 'Kassel', notifyEmail: 'jürgen@müller-bäckerei.de' })
        .expect(201);
    });

    it('sends 17 throwaway profiles naming one address only its daily confirmation mails, and nothing else until it is confirmed', async () => {
      const victim = 'victim@example.org';
      const asker = await person({ hasSpace: true, location: 'Kassel' });
      const throwaways: Person[] = [];
      // Written as the attacker may vary it: case and a +tag reach the same inbox.
      for (let i = 0; i < 17; i++)
        throwaways.push(
          await person({
            needsHousing: true,
            location: 'Kassel',
            notifyEmail: i % 2 ? `Victim+${i}@Example.org` : victim,
          }),
        );
      // The asker's page shows six of them; it asks as many as a day allows.
      const shown = await visibleAmong(asker, throwaways);
      for (const throwaway of shown.slice(0, INTRODUCTION_LIMITS.requestsPerDay))
        await asked(asker, throwaway);
      await waitFor(outboxEmpty);
      const toVictim = smtp.mails.filter((mail) => mail.to.some((to) => /^victim/i.test(to)));
      // All from one network (fourth hostile pass: one a day per asking network and browser).
      expect(toVictim).toHaveLength(NOTICE_LIMITS.confirmationsPerAddressPerNetworkPerDay);
      expect(mailsTo(smtp, victim, WAITING)).toHaveLength(0);
      const created = (
        await throwaways[0]!.browser.get(`/api/profiles/${throwaways[0]!.id}`).expect(200)
      ).body.profile;
      expect(created).toMatchObject({ notifyEmail: victim, notifyEmailConfirmed: false });
      // Asking for the link again is refused past the cap, and says so.
      const again = await throwaways[2]!.browser
        .post(`/api/profiles/${throwaways[2]!.id}/notify-email/resend`)
        .expect(200);
      expect(again.body).toMatchObject({ confirmationMail: 'over-daily-cap' });
      expect(
        await count(
          "SELECT used AS n FROM daily_allowances WHERE scope = 'confirmation-mails' AND key_hash = $1",
          [sha256(victim)],
        ),
      ).toBe(1);
    });

    it('confirms an address once by the link from any browser, refuses other links, and starts again for a new address', async () => {
      const email = 'hanna@example.org';
      const hanna = await person({ needsHousing: true, location: 'Erfurt', notifyEmail: email });
      const key = await confirmationKey(smtp, hanna.id, email);
      const confirm = (token: unknown, id = hanna.id) =>
        app.browser().post(`/api/profiles/${id}/notify-email/confirm`).send({ token });

      const profile = async () =>
        (await hanna.browser.get(`/api/profiles/${hanna.id}`).expect(200)).body.profile;
      const listed = async () =>
        (await hanna.browser.get('/api/my-profiles').expect(200)).body.profiles[0].notifyEmail;
      expect(await listed()).toBe('unconfirmed');
      // Generated bad bodies: never a 5xx, always the one error shape, and the key still works.
      await fc.assert(
        fc.asyncProperty(
          invalidBodies({ fields: { token: { kind: 'text', maxLength: 64 } } }, { token: key }),
          async (body) => {
            const response = await app
              .browser()
              .post(`/api/profiles/${hanna.id}/notify-email/confirm`)
              .set('Content-Type', 'application/json')
              .send(JSON.stringify(body));
            expect(response.status).toBeGreaterThanOrEqual(400);
            expect(response.status).toBeLessThan(500);
            expect(
              Object.keys(response.body)
                .filter((key) => key !== 'code')
                .sort(),
            ).toEqual(['error', 'message', 'statusCode']);
          },
        ),
        { numRuns: 60, seed: 20261127 },
      );
      expectErrorShape(await confirm('not a key'), 400);
      expectErrorShape(await confirm(null), 400);
      expectErrorShape(await confirm('A'.repeat(43)), 404);
      const other = await person({ needsHousing: true, location: 'Erfurt' });
      expectErrorShape(await confirm(key, other.id), 404);
      await confirm(key).expect(204);
      expectErrorShape(await confirm(key), 404);
      expect(await profile()).toMatchObject({ notifyEmail: email, notifyEmailConfirmed: true });
      expect(await listed()).toBe('confirmed');
      expectErrorShape(
        await hanna.browser.post(`/api/profiles/${hanna.id}/notify-email/resend`),
        409,
      );

      // A new address is unconfirmed again and gets its own link; the old state does not carry over.
      const edited = await hanna.browser
        .put(`/api/profiles/${hanna.id}`)
        .send({ needsHousing: true, location: 'Erfurt', notifyEmail: 'hanna.new@example.org' })
        .expect(200);
      expect(edited.body.profile).toMatchObject({ notifyEmailConfirmed: false });
      await confirmationKey(smtp, hanna.id, 'hanna.new@example.org');
    });

    it(`sends a confirmed address at most ${MAILS_PER_ADDRESS_PER_DAY.notice} notices a day, the last saying so, and counts the rest`, async () => {
      const email = 'busy.host@example.org';
      const host = await person({ hasSpace: true, location: 'Jena', notifyEmail: email });
      await confirmByLink(app, smtp, host.id, email);
      for (let i = 0; i < 6; i++)
        await asked(await regularElsewhere({ needsHousing: true, location: 'Jena' }), host);
      await waitFor(outboxEmpty);
      const notices = mailsTo(smtp, email, WAITING);
      expect(notices).toHaveLength(MAILS_PER_ADDRESS_PER_DAY.notice);
      expect(mailsTo(smtp, email, /last single notice to this address today/)).toHaveLength(1);
      expect(
        await count(
          "SELECT used AS n FROM daily_allowances WHERE scope = 'notice-mails' AND key_hash = $1",
          [sha256(email)],
        ),
      ).toBe(6);
      // Everything still waits on the matches page.
      expect(
        (await host.browser.get('/api/my-profiles').expect(200)).body.profiles[0].waitingRequests,
      ).toBe(6);
    });
  });

  describe('the migration', () => {
    // Last: it takes the migration down and up again on this suite's own database.
    it('carries blocks and declines made before it over to the browsers, and closes reports with nothing to judge', async () => {
      const blocker = await person({ hasSpace: true, location: 'Bayreuth' });
      const blocked = await person({ needsHousing: true, location: 'Bayreuth' });
      const decliner = await person({ hasSpace: true, location: 'Bayreuth' });
      const declined = await person({ needsHousing: true, location: 'Bayreuth' });
      const migration = new PeopleSafety1766800000000();
      const runner = app.dataSource.createQueryRunner();
      try {
        await migration.down(runner);
        // Rows as the previous version wrote them.
        await runner.query(
          'INSERT INTO profile_blocks (blocker_profile_id, blocked_profile_id) VALUES ($1, $2)',
          [blocker.id, blocked.id],
        );
        await runner.query(
          `INSERT INTO introductions (from_profile_id, to_profile_id, blueprint_key, message, status)
           VALUES ($1, $2, $3, 'Hi', 'declined')`,
          [declined.id, decliner.id, HOMESHARE],
        );
        await runner.query(
          `INSERT INTO profile_reports (reporter_profile_id, reported_profile_id, reason)
           VALUES ($1, $2, 'spam')`,
          [blocked.id, blocker.id],
        );
        await migration.up(runner);
      } finally {
        await runner.release();
      }
      expect(
        await app.dataSource.query(
          `SELECT b.kind FROM browser_blocks b JOIN profiles p
              ON b.blocker_owner_hash = ANY(p.owner_key_hashes)
           WHERE p.id = ANY($1::uuid[]) ORDER BY b.kind`,
          [[blocker.id, decliner.id]],
        ),
      ).toEqual([{ kind: 'block' }, { kind: 'decline' }]);
      const [closed] = await app.dataSource.query(
        'SELECT status, reporter_owner_hash FROM profile_reports WHERE reported_profile_id = $1',
        [blocker.id],
      );
      expect(closed).toEqual({ status: 'closed', reporter_owner_hash: expect.any(String) });
      // A new profile from the blocked browser stays hidden from the one who blocked before.
      const again = await person({ needsHousing: true, location: 'Bayreuth' }, blocked.browser);
      expect(await sees(blocker, again)).toBe(false);
      expect(await sees(again, decliner)).toBe(true);
      const declinedAgain = await person(
        { needsHousing: true, location: 'Bayreuth' },
        declined.browser,
      );
      expect(await sees(decliner, declinedAgain)).toBe(false);
    });
  });
});
