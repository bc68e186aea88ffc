import { NOTICE_LIMITS } from '@ageless/contracts';
import { MailService } from '../src/mail/mail.service.js';
import { type TestDatabase, testDatabases } from './support/databases.js';
import { confirmByLink, mailsTo } from './support/notify-email.js';
import { type PersonOn as Person, peopleOf } from './support/people.js';
import { longStanding } from './support/reporters.js';
import { type LocalSmtp, startSmtp, waitFor } from './support/smtp.js';
import { startTestApp, type TestApp } from './support/test-app.js';

// Fourth hostile pass, item 2 (docs/RELIABILITY.md):
//  - three junk introduction requests used up a person's notices for the day (3 per address) and a
//    genuine request afterwards sent no mail at all;
//  - three profiles naming V's address used up its confirmation mails, so V's own profile got none,
//    and asking again said 200 though nothing was sent.

const PUBLIC_URL = 'http://127.0.0.1:3000';

describe.each(testDatabases())('mail caps against hostile people on $name', (factory) => {
  let database: TestDatabase;
  let app: TestApp;
  let smtp: LocalSmtp;

  beforeAll(async () => {
    smtp = await startSmtp();
    database = await factory.create();
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

  const { personOn: person, tryAsk } = peopleOf(() => app);
  const count = async (sql: string, params: unknown[] = []): Promise<number> =>
    Number((await app.dataSource.query(sql, params))[0].n);
  // Everything sent but a digest, which waits for the next day.
  const nothingDue = async (): Promise<boolean> =>
    (await count('SELECT count(*) AS n FROM mail_outbox WHERE digest_key IS NULL')) === 0;
  const confirmations = (email: string) => mailsTo(smtp, email, /confirm=/);

  it('gives the owner her confirmation mail after three profiles from one network named her address, and says honestly when none is sent', async () => {
    const email = 'vera@example.org';
    const attacker = '198.51.100.66';
    for (let i = 0; i < 3; i++)
      await person({ needsHousing: true, location: 'Kiel', notifyEmail: email }, attacker);
    // The same attacker on other addresses of one IPv6 /64.
    for (let i = 1; i <= 3; i++)
      await person(
        { needsHousing: true, location: 'Kiel', notifyEmail: email },
        `2001:db8:66::${i}`,
      );
    await waitFor(nothingDue);
    expect(confirmations(email)).toHaveLength(2);

    const vera = await person(
      { hasSpace: true, location: 'Kiel', notifyEmail: email },
      '203.0.113.5',
    );
    await waitFor(async () => confirmations(email).length === 3);
    await confirmByLink(app, smtp, vera.id, email);

    // Asked again the same day from the attacker's browser: not sent, and the answer says so.
    const other = await person(
      { needsHousing: true, location: 'Kiel', notifyEmail: 'x@example.org' },
      attacker,
    );
    const resend = (who: Person) =>
      who.browser
        .post(`/api/profiles/${who.id}/notify-email/resend`)
        .set('X-Forwarded-For', who.network)
        .expect(200);
    expect((await resend(other)).body).toMatchObject({ confirmationMail: 'over-daily-cap' });
    await waitFor(nothingDue);
    expect(mailsTo(smtp, 'x@example.org', /confirm=/)).toHaveLength(1);
  });

  // Eighteenth hostile pass #6: one profile that changed its address 19 times sent 19 confirmation
  // mails to strangers of one domain within seconds.
  it('sends one browser’s confirmations to three addresses a day, whichever addresses it names', async () => {
    const input = { needsHousing: true, location: 'Kiel' };
    const sender = await person(input, '198.51.100.77');
    const strangers = Array.from({ length: 6 }, (_, i) => `stranger${i}@victim.example`);
    for (const notifyEmail of strangers)
      await sender.browser
        .put(`/api/profiles/${sender.id}`)
        .set('X-Forwarded-For', sender.network)
        .send({ ...input, notifyEmail })
        .expect(200);
    await waitFor(nothingDue);
    const sent = strangers.filter((email) => confirmations(email).length > 0);
    expect(sent).toHaveLength(NOTICE_LIMITS.confirmationAddressesPerBrowserPerDay);
  });

  it('caps an address at five confirmation mails a day from all networks', async () => {
    const email = 'many.networks@example.org';
    for (let i = 1; i <= 8; i++)
      await person({ needsHousing: true, location: 'Kiel', notifyEmail: email }, `192.0.2.${i}`);
    await waitFor(nothingDue);
    expect(confirmations(email)).toHaveLength(5);
  });

  // Sixth hostile pass #5: five strangers on five IPv4s named an address and used up its day's five
  // confirmation mails, so its owner could not get a link that day.
  it('still sends the owner’s resend for an address she named before today after five strangers used up the day’s total', async () => {
    const email = 'olga@example.org';
    const olga = await person(
      { hasSpace: true, location: 'Kiel', notifyEmail: email },
      '203.0.113.20',
    );
    await waitFor(async () => confirmations(email).length === 1);
    // As if she had named it yesterday: her link made then, yesterday's counts behind her.
    await app.dataSource.query(
      `UPDATE profiles SET notify_email_token_expires_at = notify_email_token_expires_at - interval '1 day' WHERE id = $1`,
      [olga.id],
    );
    await app.dataSource.query(`UPDATE daily_allowances SET day = day - 1`);

    const strangers: Person[] = [];
    for (let i = 1; i <= 6; i++)
      strangers.push(
        await person(
          {
            needsHousing: true,
            location: 'Flensburg',
            notifyEmail: email,
            specificNeeds: 'Call me on my cell',
          },
          `192.0.2.${100 + i}`,
        ),
      );
    await waitFor(nothingDue);
    // Five reached her (the day's total for new profiles), the sixth did not.
    expect(confirmations(email)).toHaveLength(6);
    const resend = (who: Person) =>
      who.browser
        .post(`/api/profiles/${who.id}/notify-email/resend`)
        .set('X-Forwarded-For', who.network)
        .expect(200);
    // A stranger's resend for a profile made today shares the used-up total.
    expect((await resend(strangers[5]!)).body).toMatchObject({
      confirmationMail: 'over-daily-cap',
    });

    expect((await resend(olga)).body).toMatchObject({ confirmationMail: 'queued' });
    await waitFor(async () => confirmations(email).length === 7);
    await confirmByLink(app, smtp, olga.id, email);

    // Every mail says how to report it, in both languages, and carries nothing of the profile.
    for (const mail of mailsTo(smtp, email, /confirm=/)) {
      const text = mail.body.replace(/=\r?\n/g, '');
      expect(text).toMatch(/please report it to us: http:\/\/127\.0\.0\.1:3000\/contact/);
      expect(text).toMatch(/melden Sie es uns bitte/);
      expect(text).not.toMatch(/Flensburg|Kiel|cell/);
    }
  });

  it('tells a person of a genuine request the next day after junk requests used up the day’s notices', async () => {
    const email = 'wilma@example.org';
    const wilma = await person(
      { hasSpace: true, location: 'Lübeck', notifyEmail: email },
      '203.0.113.9',
    );
    await confirmByLink(app, smtp, wilma.id, email);
    const ask = async (from: Person, message: string) => tryAsk(from, wilma, message).expect(201);
    for (let i = 0; i < 3; i++)
      await ask(await person({ needsHousing: true, location: 'Lübeck' }, '198.51.100.70'), 'spam');
    await waitFor(nothingDue);
    const waiting = /would like to be introduced to you/;
    // Newcomers' requests wait folded together: one notice for the group, not one each.
    expect(mailsTo(smtp, email, waiting)).toHaveLength(1);

    // People here a while tell her at once, until the day's three notices are used up.
    const genuine = [
      await person({ needsHousing: true, location: 'Lübeck' }, '203.0.113.10'),
      await person({ needsHousing: true, location: 'Lübeck' }, '203.0.113.11'),
      await person({ needsHousing: true, location: 'Lübeck' }, '203.0.113.12'),
      await person({ needsHousing: true, location: 'Lübeck' }, '203.0.113.13'),
    ];
    await longStanding(app, genuine);
    await ask(genuine[0]!, 'Hello, I would love to meet you.');
    await ask(genuine[1]!, 'Good day, shall we have tea?');
    await waitFor(nothingDue);
    expect(mailsTo(smtp, email, waiting)).toHaveLength(3);
    await ask(genuine[2]!, 'Would you like to walk by the river?');
    await ask(genuine[3]!, 'I grow tomatoes too, shall we swap?');
    // Not dropped: one digest waits for the next day, whatever more comes today.
    const digests = async () =>
      app.dataSource.query(
        `SELECT recipient, body, send_after > now() AS later FROM mail_outbox WHERE digest_key IS NOT NULL AND recipient = $1`,
        [email],
      ) as Promise<{ recipient: string; later: boolean }[]>;
    expect(await digests()).toEqual([expect.objectContaining({ later: true })]);
    await waitFor(nothingDue);
    expect(mailsTo(smtp, email, waiting)).toHaveLength(3);

    // The next day (the row made due as midnight would): one mail with the count and nothing else.
    await app.dataSource.query(
      `UPDATE mail_outbox SET send_after = now() WHERE digest_key IS NOT NULL AND recipient = $1`,
      [email],
    );
    await app.app.get(MailService).sendDue();
    const digest = mailsTo(smtp, email, /You have 2 new introduction requests or answers/);
    expect(digest).toHaveLength(1);
    expect(digest[0]!.body).toMatch(/Sie haben 2 neue Vorstellungsanfragen oder Antworten/);
    expect(digest[0]!.body).not.toMatch(/river|tomatoes|spam/);
    expect(await digests()).toEqual([]);
  });
});
