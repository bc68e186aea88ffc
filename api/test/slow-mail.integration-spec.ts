import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { MailService, MAX_ATTEMPTS } from '../src/mail/mail.service.js';
import { handleOf } from '../src/matching/matching.service.js';
import { type TestDatabase, testDatabases } from './support/databases.js';
import { markConfirmed } from './support/notify-email.js';
import { expectResponsive, slowestOf } from './support/responsiveness.js';
import { type LocalSmtp, type RelayStep, startSmtp, waitFor } from './support/smtp.js';
import { HOMESHARE, type Person, peopleOf } from './support/people.js';
import { startTestApp, type TestApp } from './support/test-app.js';

// Issue 25 (11): an introduction sent its notice inside the request, so a relay that stalled 4 s
// per SMTP command held the request for 24 s (nodemailer's defaults allow minutes), and a client
// that gave up and retried was told 409. The request now stores the notice in an outbox; a
// background sender delivers it within SMTP_*_TIMEOUT_MS and tries a failure again later.

// The greeting wait is shorter than the silence wait so a relay that never greets is told apart from one
// that goes quiet later; equal values raced and either message could win.
const TIMEOUTS = { connectionMs: 2000, greetingMs: 1500, socketMs: 3000, sendMs: 6000 };

const pause = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(testDatabases())('notice emails through a slow relay on $name', (factory) => {
  let database: TestDatabase;
  let app: TestApp;
  let relay: LocalSmtp;
  // What the relay does before each reply, set per test.
  let beforeReply: (step: RelayStep) => Promise<void> = () => Promise.resolve();

  beforeAll(async () => {
    relay = await startSmtp((step) => beforeReply(step));
    database = await factory.create();
    app = await startTestApp(database, { smtpUrl: relay.url, smtpTimeouts: TIMEOUTS });
  });

  afterEach(() => {
    beforeReply = () => Promise.resolve();
    jest.restoreAllMocks();
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
    await relay?.close();
  });

  const { person } = peopleOf(() => app);

  // An asker and `n` hosts nearby who want notices, with the handles the asker's page shows them by.
  const neighbours = async (town: string, n: number) => {
    const asker = await person({ needsHousing: true, location: town });
    const hosts: { email: string; handle: string }[] = [];
    for (let i = 0; i < n; i++) {
      const email = `host${i}.${town.toLowerCase()}@example.org`;
      const host = await person({ hasSpace: true, location: town, notifyEmail: email });
      // Notices go only to confirmed addresses; without PUBLIC_URL no link is mailed to confirm.
      await markConfirmed(app.dataSource, host.id);
      const handle = handleOf(asker.id, host.id);
      hosts.push({ email, handle });
    }
    const page = await asker.browser
      .get(`/api/profiles/${asker.id}/blueprints/${HOMESHARE}`)
      .expect(200);
    expect(page.body.people.map((p: { handle: string }) => p.handle)).toEqual(
      expect.arrayContaining(hosts.map((host) => host.handle)),
    );
    return { asker, hosts };
  };

  // Asks each host in turn, as a person would, and returns how long each answer took.
  const askAll = async (asker: Person, handles: string[]): Promise<number[]> => {
    const timings: number[] = [];
    for (const handle of handles) {
      const started = performance.now();
      await asker.browser
        .post(`/api/profiles/${asker.id}/introductions`)
        .send({ blueprintKey: HOMESHARE, handle, message: 'Hello' })
        .expect(201);
      timings.push(performance.now() - started);
    }
    return timings;
  };

  const outbox = async (): Promise<{ recipient: string; attempts: number }[]> =>
    app.dataSource.query('SELECT recipient, attempts FROM mail_outbox ORDER BY created_at');
  const delivered = (email: string): boolean => relay.mails.some((mail) => mail.to.includes(email));

  it('answers an introduction at once while the relay holds its greeting, and delivers the notice when it answers', async () => {
    const { asker, hosts } = await neighbours('Flensburg', 1);
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    beforeReply = () => held;

    // A request that waited for the relay would never answer.
    await askAll(asker, [hosts[0]!.handle]);
    expect(await outbox()).toEqual([{ recipient: hosts[0]!.email, attempts: 0 }]);
    expect(delivered(hosts[0]!.email)).toBe(false);

    answer();
    await waitFor(() => delivered(hosts[0]!.email));
    await waitFor(async () => (await outbox()).length === 0);
  });

  it('keeps introductions quick while the relay stalls on every command, and delivers every notice later', async () => {
    const { asker, hosts } = await neighbours('Rosenheim', 3);
    beforeReply = () => pause(500);

    const timings = await askAll(
      asker,
      hosts.map((host) => host.handle),
    );
    // Each notice takes the relay 2 s (four replies of 0.5 s); the three requests took 6 s before.
    console.log(
      `${factory.name}: 3 introductions while the relay stalls 0.5 s per reply, slowest ${slowestOf(timings)} ms`,
    );
    expectResponsive(timings);
    await waitFor(() => hosts.every((host) => delivered(host.email)), 15_000);
    await waitFor(async () => (await outbox()).length === 0);
  });

  it('gives up on a relay that never greets within the greeting timeout, and tries again later', async () => {
    const { asker, hosts } = await neighbours('Saarbrücken', 1);
    const warnings = jest.spyOn(Logger.prototype, 'warn');
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    beforeReply = (step) => (step === 'greeting' ? held : Promise.resolve());
    try {
      await askAll(asker, [hosts[0]!.handle]);
      // SMTP_GREETING_TIMEOUT_MS (2 s here), not nodemailer's 30 s.
      await waitFor(
        async () => (await outbox()).some((row) => Number(row.attempts) === 1),
        TIMEOUTS.greetingMs + 3000,
      );
    } finally {
      answer();
    }
    expect(JSON.stringify(warnings.mock.calls)).toMatch(/Greeting never received/);
    expect(delivered(hosts[0]!.email)).toBe(false);

    // The relay is back: the retry, when due, delivers it.
    await app.dataSource.query('UPDATE mail_outbox SET send_after = now()');
    await app.app.get(MailService).sendDue();
    expect(delivered(hosts[0]!.email)).toBe(true);
    expect(await outbox()).toEqual([]);
  });

  it(`gives a refused notice up after ${MAX_ATTEMPTS} attempts, logged without the address`, async () => {
    const { asker, hosts } = await neighbours('Görlitz', 1);
    const victim = hosts[0]!.email;
    const logged: unknown[] = [];
    for (const level of ['warn', 'error'] as const)
      jest.spyOn(Logger.prototype, level).mockImplementation((...args: unknown[]) => {
        logged.push(args);
      });
    beforeReply = (step) =>
      step === 'to'
        ? Promise.reject(
            Object.assign(new Error(`Mailbox <${victim}> busy`), { responseCode: 451 }),
          )
        : Promise.resolve();

    await askAll(asker, [hosts[0]!.handle]);
    await waitFor(async () => Number((await outbox())[0]?.attempts) === 1);
    const mail = app.app.get(MailService);
    for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt++) {
      await app.dataSource.query('UPDATE mail_outbox SET send_after = now()');
      await mail.sendDue();
    }
    expect(await outbox()).toEqual([]);
    expect(delivered(victim)).toBe(false);
    const text = JSON.stringify(logged);
    expect(text).toContain('A notice email failed; it is tried again later');
    expect(text).toContain('A notice email was given up');
    expect(text).toContain('Mailbox [address] busy');
    expect(text).not.toContain(victim);
  });
});
