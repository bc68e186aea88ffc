import fc from 'fast-check';
import type { Response } from 'supertest';
import { INTRODUCTION_LIMITS, REPORT_REASONS } from '@ageless/contracts';
import { type BodySchema, invalidBodies } from './support/bad-input.js';
import { type TestDatabase, testDatabases } from './support/databases.js';
import { type Browser, HOMESHARE, type Person, type PersonOn, peopleOf } from './support/people.js';
import { longStanding } from './support/reporters.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { REQUESTS_PER_SITE_PER_DAY } from '../src/connections/introductions.service.js';

// Issue 18 "Done when": bad input, limits and erasure of introductions on both databases. The
// happy path and the request limit are in introductions.integration-spec; this suite sends
// generated bad bodies to every introduction write, reaches the report limit, and checks what
// erasing a profile leaves behind.

const RIDES = 'ride-sharing';
const SEED = 20261123;

describe.each(testDatabases())('introductions under bad input and limits on $name', (factory) => {
  let database: TestDatabase;
  let app: TestApp;

  beforeAll(async () => {
    database = await factory.create();
    // A trusted proxy in front (loopback) tells the askers' networks apart by X-Forwarded-For.
    app = await startTestApp(database, { trustProxy: ['loopback'] });
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  const { person, personOn, personElsewhere, regularElsewhere, handleFor, ask } = peopleOf(
    () => app,
  );

  const stored = async (): Promise<Record<string, number>> => {
    const [row] = await app.dataSource.query(
      `SELECT (SELECT count(*) FROM introductions) AS introductions,
              (SELECT count(*) FROM introductions WHERE to_contact IS NOT NULL OR from_contact IS NOT NULL) AS contacts,
              (SELECT count(*) FROM profile_blocks) AS blocks,
              (SELECT count(*) FROM profile_reports) AS reports,
              (SELECT count(*) FROM profile_reports WHERE status <> 'open') AS reviewed`,
    );
    return Object.fromEntries(Object.entries(row).map(([key, value]) => [key, Number(value)]));
  };

  const expectRefusal = (response: Response, what: string): void => {
    expect({ what, status: response.status }).toEqual({ what, status: expect.any(Number) });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    // The module's refusals name their code too (twelfth hostile pass #6).
    expect(
      Object.keys(response.body)
        .filter((key) => key !== 'code')
        .sort(),
    ).toEqual(['error', 'message', 'statusCode']);
  };

  it('refuses generated bad bodies on every introduction write and stores nothing', async () => {
    const host = await person({ hasSpace: true, location: 'Regensburg' });
    const guest = await person({ needsHousing: true, location: 'Regensburg' });
    const asked = await ask(guest, host);
    const handle = await handleFor(guest, host);
    const [report] = await app.dataSource.query(
      `INSERT INTO profile_reports (reporter_profile_id, reported_profile_id, reason) VALUES ($1, $2, 'spam') RETURNING id`,
      [host.id, guest.id],
    );
    const before = await stored();

    const text = (maxLength?: number) => ({ kind: 'text' as const, maxLength });
    const routes: [string, Browser, string, BodySchema, Record<string, unknown>][] = [
      [
        'request',
        guest.browser,
        `/api/profiles/${guest.id}/introductions`,
        { fields: { blueprintKey: text(64), handle: text(22), message: text(500) } },
        { blueprintKey: HOMESHARE, handle, message: 'Hi' },
      ],
      [
        'block from a page',
        guest.browser,
        `/api/profiles/${guest.id}/blocks`,
        { fields: { blueprintKey: text(64), handle: text(22) } },
        { blueprintKey: HOMESHARE, handle },
      ],
      [
        'accept',
        host.browser,
        `/api/profiles/${host.id}/introductions/${asked}/accept`,
        {
          fields: {
            firstName: text(INTRODUCTION_LIMITS.firstNameLength),
            kind: { kind: 'enum', values: ['phone', 'email'] },
            value: text(254),
          },
        },
        { firstName: 'Hanna', kind: 'phone', value: '+49 941 1234567' },
      ],
      [
        'report',
        host.browser,
        `/api/profiles/${host.id}/introductions/${asked}/report`,
        // Only the reason: a valid reason with any short details is a real report.
        { fields: { reason: { kind: 'enum', values: REPORT_REASONS } } },
        { reason: 'spam' },
      ],
      [
        'staff review',
        app.browser(),
        `/api/admin/reports/${report.id}`,
        { fields: { decision: { kind: 'enum', values: ['dismiss', 'uphold'] } } },
        { decision: 'dismiss' },
      ],
    ];
    for (const [what, browser, path, schema, valid] of routes)
      await fc.assert(
        fc.asyncProperty(invalidBodies(schema, valid), async (body) => {
          expectRefusal(
            await browser
              .post(path)
              .set('Content-Type', 'application/json')
              .send(JSON.stringify(body)),
            what,
          );
        }),
        { numRuns: 80, seed: SEED },
      );
    // Fixed cases the generator does not make: contacts that are not one, a report too long.
    for (const value of ['12345', 'call me', '+49 941 1234567 890 123 4', 'not-an-email'])
      expectRefusal(
        await host.browser
          .post(`/api/profiles/${host.id}/introductions/${asked}/accept`)
          .send({ firstName: 'Hanna', kind: value.includes('@') ? 'email' : 'phone', value }),
        `contact ${value}`,
      );
    expectRefusal(
      await host.browser
        .post(`/api/profiles/${host.id}/introductions/${asked}/accept`)
        .send({ firstName: 'Hanna', kind: 'email', value: 'hanna@' }),
      'half an email',
    );
    expectRefusal(
      await host.browser.post(`/api/profiles/${host.id}/introductions/${asked}/report`).send({
        reason: 'scam',
        details: 'x'.repeat(INTRODUCTION_LIMITS.reportDetailsLength + 1),
      }),
      'report too long',
    );
    // Someone else's browser may not answer for the host.
    expectRefusal(
      await guest.browser
        .post(`/api/profiles/${host.id}/introductions/${asked}/accept`)
        .send({ firstName: 'Mallory', kind: 'phone', value: '+49 941 7654321' }),
      'not the owner',
    );
    expect(await stored()).toEqual(before);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it(`takes at most ${INTRODUCTION_LIMITS.reportsPerDay} reports per profile per day`, async () => {
    const host = await person({ hasSpace: true, location: 'Passau' });
    const askers: Person[] = [];
    for (let i = 0; i <= INTRODUCTION_LIMITS.reportsPerDay; i++)
      askers.push(await regularElsewhere({ needsHousing: true, location: 'Passau' }));
    const requests: string[] = [];
    for (const asker of askers) requests.push(await ask(asker, host, 'Hello from Passau'));
    const reportsBy = async (): Promise<number> =>
      Number(
        (
          await app.dataSource.query(
            'SELECT count(*) AS n FROM profile_reports WHERE reporter_profile_id = $1',
            [host.id],
          )
        )[0].n,
      );
    for (const id of requests.slice(0, INTRODUCTION_LIMITS.reportsPerDay))
      await host.browser
        .post(`/api/profiles/${host.id}/introductions/${id}/report`)
        .send({ reason: 'spam' })
        .expect(204);
    const limited = await host.browser
      .post(`/api/profiles/${host.id}/introductions/${requests.at(-1)}/report`)
      .set('Accept-Language', 'de-DE')
      .send({ reason: 'spam' })
      .expect(429);
    expect(limited.body.message).toEqual(expect.any(String));
    expect(await reportsBy()).toBe(INTRODUCTION_LIMITS.reportsPerDay);
  });

  // Issue 25 (10): each limit was a count and then a write; on PostgreSQL 12 requests at once all
  // passed the count and 10 introductions were stored against a limit of 5.
  const statuses = (responses: Response[]): number[] =>
    responses.map((response) => response.status).sort((a, b) => a - b);
  const times = (n: number, status: number): number[] => Array<number>(n).fill(status);

  it(`stores ${INTRODUCTION_LIMITS.requestsPerDay} of 12 introduction requests sent at once`, async () => {
    const asker = await person({ hasSpace: true, hasTransportation: true, location: 'Landshut' });
    // Six people on each of two ideas: 12 people the asker may ask, more than a page shows.
    const bodies: object[] = [];
    for (const [key, input] of [
      [HOMESHARE, { needsHousing: true, location: 'Landshut' }],
      [RIDES, { needsCompanionship: true, location: 'Landshut' }],
    ] as const) {
      const people: Person[] = [];
      for (let i = 0; i < 6; i++) people.push(await person(input));
      for (const other of people)
        bodies.push({
          blueprintKey: key,
          handle: await handleFor(asker, other, key),
          message: 'Hi',
        });
    }
    const responses = await Promise.all(
      bodies.map((body) =>
        asker.browser.post(`/api/profiles/${asker.id}/introductions`).send(body),
      ),
    );
    const limit = INTRODUCTION_LIMITS.requestsPerDay;
    expect(statuses(responses)).toEqual([...times(limit, 201), ...times(12 - limit, 429)]);
    const [row] = await app.dataSource.query(
      'SELECT count(*) AS n FROM introductions WHERE from_profile_id = $1',
      [asker.id],
    );
    expect(Number(row.n)).toBe(limit);
  });

  it(`stores ${REQUESTS_PER_SITE_PER_DAY} of 24 requests sent at once by 12 browsers on one address`, async () => {
    // Seventh hostile pass #11: the 5 a day were per browser, so 12 browsers on one address sent
    // 27 in a minute. Each browser here asks two of eight people (within its 5), and each person
    // is asked three times from the address (the 3 that may wait from one site): only the site's
    // cap bites.
    const house = '203.0.113.111';
    const askers: PersonOn[] = [];
    for (let i = 0; i < 12; i++)
      askers.push(await personOn({ hasSpace: true, location: 'Kelheim' }, house));
    const wanted: Person[] = [];
    for (let i = 0; i < 8; i++)
      wanted.push(await personElsewhere({ needsHousing: true, location: 'Kelheim' }));
    const sends = await Promise.all(
      askers.flatMap((asker, i) =>
        [wanted[i % 8]!, wanted[(i + 4) % 8]!].map(async (other) => ({
          asker,
          body: { blueprintKey: HOMESHARE, handle: await handleFor(asker, other), message: 'Hi' },
        })),
      ),
    );
    const responses = await Promise.all(
      sends.map(({ asker, body }) =>
        asker.browser
          .post(`/api/profiles/${asker.id}/introductions`)
          .set('X-Forwarded-For', asker.network)
          .set('Accept-Language', 'en')
          .send(body),
      ),
    );
    const cap = REQUESTS_PER_SITE_PER_DAY;
    expect(statuses(responses)).toEqual([...times(cap, 201), ...times(24 - cap, 429)]);
    const refused = responses.find((response) => response.status === 429)!;
    // The module's refusals name their code too (twelfth hostile pass #6).
    expect(
      Object.keys(refused.body)
        .filter((key) => key !== 'code')
        .sort(),
    ).toEqual(['error', 'message', 'statusCode']);
    expect(refused.body.message).toMatch(/from your internet connection/);
    const [row] = await app.dataSource.query(
      'SELECT count(*) AS n FROM introductions WHERE from_profile_id = ANY($1)',
      [askers.map((asker) => asker.id)],
    );
    expect(Number(row.n)).toBe(cap);
    // Someone on another address asks the same people the same day.
    const neighbour = await personElsewhere({ hasSpace: true, location: 'Kelheim' });
    await neighbour.browser
      .post(`/api/profiles/${neighbour.id}/introductions`)
      .set('X-Forwarded-For', neighbour.network)
      .send({
        blueprintKey: HOMESHARE,
        handle: await handleFor(neighbour, wanted[0]!),
        message: 'Hi',
      })
      .expect(201);
  });

  it(`lets at most ${INTRODUCTION_LIMITS.waitingPerPerson} unanswered requests reach one person, of 16 askers at once`, async () => {
    // Fifth hostile pass: 25 throwaway browsers left 18 requests waiting for one person.
    const wanted = await person({ hasSpace: true, location: 'Ingolstadt' });
    // Each from a network of their own: no site holds more than its share.
    const askers: PersonOn[] = [];
    for (let i = 0; i < 16; i++)
      askers.push(
        await personOn({ needsHousing: true, location: 'Ingolstadt' }, `198.51.${100 + i}.1`),
      );
    // Here a while: new browsers hold only a few places (eighth hostile pass #3, its own suite).
    await longStanding(app, askers);
    const bodies = await Promise.all(
      askers.map(async (asker) => ({
        blueprintKey: HOMESHARE,
        handle: await handleFor(asker, wanted),
        message: 'Hello',
      })),
    );
    const responses = await Promise.all(
      askers.map((asker, i) =>
        asker.browser
          .post(`/api/profiles/${asker.id}/introductions`)
          .set('Accept-Language', 'en')
          .set('X-Forwarded-For', asker.network)
          .send(bodies[i]!),
      ),
    );
    const limit = INTRODUCTION_LIMITS.waitingPerPerson;
    expect(statuses(responses)).toEqual([...times(limit, 201), ...times(16 - limit, 429)]);
    const refused = responses.find((response) => response.status === 429)!;
    expect(refused.body.message).toMatch(/many requests waiting/);
    const waiting = async (): Promise<number> => {
      const [row] = await app.dataSource.query(
        "SELECT count(*) AS n FROM introductions WHERE to_profile_id = $1 AND status = 'pending'",
        [wanted.id],
      );
      return Number(row.n);
    };
    expect(await waiting()).toBe(limit);
    // Once the person answers one, the next asker gets through.
    const [first] = (
      await wanted.browser.get(`/api/profiles/${wanted.id}/introductions`).expect(200)
    ).body.introductions as { id: string }[];
    await wanted.browser
      .post(`/api/profiles/${wanted.id}/introductions/${first!.id}/decline`)
      .expect((response) => expect(response.status).toBeLessThan(300));
    const late = askers[responses.findIndex((response) => response.status === 429)]!;
    await late.browser
      .post(`/api/profiles/${late.id}/introductions`)
      .set('X-Forwarded-For', late.network)
      .send(bodies[askers.indexOf(late)]!)
      .expect(201);
    expect(await waiting()).toBe(limit);
  });

  it(`lets at most ${INTRODUCTION_LIMITS.waitingPerSite} requests from one site wait for one person`, async () => {
    // Sixth hostile pass #1: twelve throwaway browsers from one IPv4 filled all twelve places.
    const wanted = await person({ hasSpace: true, location: 'Landshut' });
    const site = INTRODUCTION_LIMITS.waitingPerSite;
    const tryAsk = async (asker: PersonOn, language = 'en') =>
      asker.browser
        .post(`/api/profiles/${asker.id}/introductions`)
        .set('X-Forwarded-For', asker.network)
        .set('Accept-Language', language)
        .send({ blueprintKey: HOMESHARE, handle: await handleFor(asker, wanted), message: 'Hi' });
    // Here a while: new browsers hold only a few places (eighth hostile pass #3, its own suite).
    const askersFrom = async (networks: string[]) => {
      const made = await Promise.all(
        networks.map((network) => personOn({ needsHousing: true, location: 'Landshut' }, network)),
      );
      await longStanding(app, made);
      return made;
    };
    // One IPv4 address: three wait, the fourth is told why, in its language.
    const house = await askersFrom(Array<string>(site + 1).fill('203.0.113.50'));
    const fromHouse = [];
    for (const asker of house.slice(0, site)) fromHouse.push((await tryAsk(asker)).status);
    expect(fromHouse).toEqual(times(site, 201));
    const refused = await tryAsk(house[site]!, 'de');
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/Internetanschluss/);
    // Four /64s of one IPv6 /48 are one site too.
    const range = await askersFrom(['1', '2', '3', '4'].map((n) => `2001:db8:50:${n}::1`));
    const fromRange = [];
    for (const asker of range) fromRange.push((await tryAsk(asker)).status);
    expect(fromRange).toEqual([...times(site, 201), 429]);
    // Someone elsewhere is not held back by that house.
    const [neighbour] = await askersFrom(['192.0.2.77']);
    expect((await tryAsk(neighbour!)).status).toBe(201);
  });

  it(`stores ${INTRODUCTION_LIMITS.reportsPerDay} of 12 reports sent at once`, async () => {
    const host = await person({ hasSpace: true, location: 'Straubing' });
    const requests: string[] = [];
    for (let i = 0; i < 12; i++)
      requests.push(
        await ask(
          await regularElsewhere({ needsHousing: true, location: 'Straubing' }),
          host,
          'Hello',
        ),
      );
    const responses = await Promise.all(
      requests.map((id) =>
        host.browser
          .post(`/api/profiles/${host.id}/introductions/${id}/report`)
          .send({ reason: 'spam' }),
      ),
    );
    const limit = INTRODUCTION_LIMITS.reportsPerDay;
    expect(statuses(responses)).toEqual([...times(limit, 204), ...times(12 - limit, 429)]);
    const [row] = await app.dataSource.query(
      `SELECT count(*) AS reports,
              (SELECT count(*) FROM introductions WHERE to_profile_id = $1 AND status = 'declined') AS closed
         FROM profile_reports WHERE reporter_profile_id = $1`,
      [host.id],
    );
    // Each report closed its introduction with it; a refused one left its introduction open.
    expect({ reports: Number(row.reports), closed: Number(row.closed) }).toEqual({
      reports: limit,
      closed: limit,
    });
  });

  it('takes one of 12 acceptances, and one of 12 contacts shared back, sent at once', async () => {
    const host = await person({ hasSpace: true, location: 'Deggendorf' });
    const asker = await person({ needsHousing: true, location: 'Deggendorf' });
    const id = await ask(asker, host);
    const nameOf = (i: number): string => `Hanna ${'ABCDEFGHIJKL'[i]}`;
    const answer = (who: Person, i: number) =>
      who.browser
        .post(`/api/profiles/${who.id}/introductions/${id}/accept`)
        .send({ firstName: nameOf(i), kind: 'phone', value: `+49 991 ${100000 + i}` });
    const stored = async (): Promise<Record<string, string | null>> =>
      (
        await app.dataSource.query(
          'SELECT status, to_first_name, to_contact, from_first_name, from_contact FROM introductions WHERE id = $1',
          [id],
        )
      )[0];

    const accepts = await Promise.all(Array.from({ length: 12 }, (_, i) => answer(host, i)));
    expect(statuses(accepts)).toEqual([200, ...times(11, 409)]);
    const first = accepts.findIndex((response) => response.status === 200);
    expect(await stored()).toMatchObject({
      status: 'accepted',
      to_first_name: nameOf(first),
      to_contact: `+49 991 ${100000 + first}`,
      from_contact: null,
    });

    const shares = await Promise.all(Array.from({ length: 12 }, (_, i) => answer(asker, i)));
    expect(statuses(shares)).toEqual([200, ...times(11, 409)]);
    const shared = shares.findIndex((response) => response.status === 200);
    // The stored contact is the one whose answer said it was taken, not whichever wrote last.
    expect(await stored()).toMatchObject({
      to_first_name: nameOf(first),
      from_first_name: nameOf(shared),
      from_contact: `+49 991 ${100000 + shared}`,
    });
  });

  it('erasing a profile removes its introductions, its blocks and the reports about it', async () => {
    const leaving = await person({ hasSpace: true, location: 'Bamberg' });
    const asker = await person({ needsHousing: true, location: 'Bamberg' });
    const blocked = await person({ needsHousing: true, location: 'Bamberg' });
    const reported = await person({ needsHousing: true, location: 'Bamberg' });
    const reporter = await person({ needsHousing: true, location: 'Bamberg' });
    const kept = await person({ needsHousing: true, location: 'Bamberg' });
    const keptHost = await person({ hasSpace: true, location: 'Coburg' });

    await ask(asker, leaving);
    await blocked.browser
      .post(`/api/profiles/${blocked.id}/blocks`)
      .send({ blueprintKey: HOMESHARE, handle: await handleFor(blocked, leaving) })
      .expect(204);
    const fromReported = await ask(reported, leaving);
    await leaving.browser
      .post(`/api/profiles/${leaving.id}/introductions/${fromReported}/report`)
      .send({ reason: 'unsafe', details: 'Kept asking for my address' })
      .expect(204);
    // A report about the leaving person: it asks someone, who reports it.
    const toReporter = await ask(leaving, reporter);
    await reporter.browser
      .post(`/api/profiles/${reporter.id}/introductions/${toReporter}/report`)
      .send({ reason: 'spam' })
      .expect(204);
    const keptAsk = await ask(kept, keptHost);
    const involving = async (): Promise<Record<string, number>> => {
      const [row] = await app.dataSource.query(
        `SELECT (SELECT count(*) FROM introductions WHERE from_profile_id = $1 OR to_profile_id = $1) AS introductions,
                (SELECT count(*) FROM profile_blocks WHERE blocker_profile_id = $1 OR blocked_profile_id = $1) AS blocks,
                (SELECT count(*) FROM profile_reports WHERE reported_profile_id = $1) AS about,
                (SELECT count(*) FROM profile_reports WHERE reporter_profile_id = $1) AS by`,
        [leaving.id],
      );
      return Object.fromEntries(Object.entries(row).map(([key, value]) => [key, Number(value)]));
    };
    expect(await involving()).toEqual({ introductions: 3, blocks: 1, about: 1, by: 1 });

    await leaving.browser.delete(`/api/profiles/${leaving.id}`).expect(204);
    expect(await involving()).toEqual({ introductions: 0, blocks: 0, about: 0, by: 0 });
    // The report it made stays for staff, without the reporter.
    const [left] = await app.dataSource.query(
      'SELECT reporter_profile_id, details FROM profile_reports WHERE reported_profile_id = $1',
      [reported.id],
    );
    expect(left).toEqual({ reporter_profile_id: null, details: 'Kept asking for my address' });
    // Nobody else's introductions went with it, and the others see an empty inbox, not an error.
    expect(
      Number(
        (
          await app.dataSource.query('SELECT count(*) AS n FROM introductions WHERE id = $1', [
            keptAsk,
          ])
        )[0].n,
      ),
    ).toBe(1);
    expect(
      (await asker.browser.get(`/api/profiles/${asker.id}/introductions`).expect(200)).body
        .introductions,
    ).toEqual([]);
  });
});
