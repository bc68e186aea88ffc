import { type TestDatabase, testDatabases } from './support/databases.js';
import { confirmByLink } from './support/notify-email.js';
import { type PersonOn as Person, peopleOf } from './support/people.js';
import { longStanding } from './support/reporters.js';
import { type LocalSmtp, startSmtp, waitFor } from './support/smtp.js';
import { startTestApp, type TestApp } from './support/test-app.js';

// Issue 25, fifteenth hostile pass #2, repeated through the API: six throwaway profiles, each in a
// browser of its own, on two addresses, filled the four places a person kept for unconfirmed
// newcomers; an honest newcomer was told 429 until she declined one, and the attacker refilled.
// Now newcomers' requests wait folded in her list instead, and she may decline them all at once.

const ATTACKER_ADDRESSES = ['203.0.113.61', '198.51.100.62'];

interface Listed {
  id: string;
  status: string;
  direction: string;
  folded: boolean;
  createdAt: string;
}

describe.each(testDatabases())('fifteenth hostile pass #2 on $name', (factory) => {
  let database: TestDatabase;
  let smtp: LocalSmtp;
  let app: TestApp;

  beforeAll(async () => {
    database = await factory.create();
    smtp = await startSmtp();
    app = await startTestApp(database, {
      trustProxy: ['loopback'],
      smtpUrl: smtp.url,
      publicUrl: 'http://127.0.0.1:3000',
    });
  });

  afterAll(async () => {
    await app?.close();
    await smtp?.close();
    await database?.drop();
  });

  const { personOn, personElsewhere, handleFor, tryAsk } = peopleOf(() => app);
  const asks = async (asker: Person, her: Person) => {
    await handleFor(asker, her);
    const response = await tryAsk(asker, her, 'Hello, I would like to meet');
    return { status: response.status, id: String(response.body.id ?? '') };
  };
  const listOf = async (her: Person) =>
    (await her.browser.get(`/api/profiles/${her.id}/introductions`).expect(200)).body as {
      introductions: Listed[];
      foldedTotal: number;
    };
  const waitingFor = async (her: Person) =>
    (await listOf(her)).introductions.filter(
      (one) => one.direction === 'received' && one.status === 'pending',
    );
  const noticesTo = (email: string) => smtp.mails.filter((mail) => mail.to.includes(email)).length;

  it('an honest newcomer is not refused after a wave fills in: her request waits folded, and "decline all from newcomers" clears only the newcomers', async () => {
    const location = 'Landshut';
    const herEmail = 'her-fold@example.org';
    const her = await personElsewhere({ hasSpace: true, location, notifyEmail: herEmail });
    await confirmByLink(app, smtp, her.id, herEmail);
    const mailsBefore = noticesTo(herEmail);

    // Someone here a week asked first: an ordinary request, not folded.
    const regular = await personElsewhere({ needsHousing: true, location });
    await longStanding(app, [regular]);
    const regularsRequest = await asks(regular, her);
    expect(regularsRequest.status).toBe(201);

    // The attack: six throwaway browsers on two addresses, three each.
    const wave: Person[] = [];
    for (let i = 0; i < 6; i += 1)
      wave.push(await personOn({ needsHousing: true, location }, ATTACKER_ADDRESSES[i % 2]!));
    for (const asker of wave) expect((await asks(asker, her)).status).toBe(201);

    // An honest newcomer from elsewhere is accepted, not told 429.
    const newcomer = await personElsewhere({ needsHousing: true, location });
    const honest = await asks(newcomer, her);
    expect(honest.status).toBe(201);

    // Her list: the regular's request as before; the newcomers', the honest one's among them, folded.
    const list = await listOf(her);
    expect(list.foldedTotal).toBe(7);
    const waiting = await waitingFor(her);
    expect(waiting.filter((one) => !one.folded).map((one) => one.id)).toEqual([regularsRequest.id]);
    const folded = waiting.filter((one) => one.folded);
    expect(folded).toHaveLength(7);
    expect(folded.map((one) => one.id)).toContain(honest.id);

    // She was mailed once for the regular's request and once for the fold, not once a request.
    await waitFor(() => noticesTo(herEmail) >= mailsBefore + 2);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(noticesTo(herEmail)).toBe(mailsBefore + 2);

    // Nobody else may decline them: another browser is refused in the one error shape.
    const stranger = await personElsewhere({ needsHousing: true, location: 'Straubing' });
    const refused = await stranger.browser
      .post(`/api/profiles/${her.id}/introductions/decline-newcomers`)
      .send({});
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'connections_profile_not_owned' });
    // A malformed time is bad input, in the same shape; nothing was declined.
    const malformed = await her.browser
      .post(`/api/profiles/${her.id}/introductions/decline-newcomers`)
      .send({ upTo: 'yesterday' });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ code: 'validation_failed' });
    expect((await listOf(her)).foldedTotal).toBe(7);

    // One more newcomer asks after she looked: "decline all" up to the newest she saw leaves it.
    const newest = folded
      .map((one) => one.createdAt)
      .sort()
      .at(-1)!;
    const late = await personElsewhere({ needsHousing: true, location });
    const lateRequest = await asks(late, her);
    expect(lateRequest.status).toBe(201);

    const declined = await her.browser
      .post(`/api/profiles/${her.id}/introductions/decline-newcomers`)
      .send({ upTo: newest })
      .expect(200);
    expect(declined.body).toEqual({ declined: 7 });
    const after = await waitingFor(her);
    expect(after.map((one) => one.id).sort()).toEqual([regularsRequest.id, lateRequest.id].sort());
    expect((await listOf(her)).foldedTotal).toBe(1);
    // The declined ones are hidden from her like any declined request: the wave cannot refill
    // from the same browsers.
    expect((await tryAsk(wave[0]!, her, 'Hello again')).status).toBe(409);
  });
});
