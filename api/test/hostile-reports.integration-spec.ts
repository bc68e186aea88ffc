import { REPORTERS_WHO_HIDE } from '../src/connections/people-connections.repository.js';
import { type TestDatabase, testDatabases } from './support/databases.js';
import { HOMESHARE, type PersonOn as Person, peopleOf } from './support/people.js';
import { longStanding } from './support/reporters.js';
import { startTestApp, type TestApp } from './support/test-app.js';

// Fourth hostile pass, item 1 (docs/RELIABILITY.md): one person on one address made three "lure"
// profiles (cookies cleared between them), got an introduction from V and reported V from each: V
// was hidden from everyone until staff review, without being told. After staff dismissed the reports
// the same lures reported again and V was hidden again at once; one browser could report one
// introduction up to ten times.

const ADMIN_TOKEN = 'hostile-reports-admin-token';

describe.each(testDatabases())('reports from one network on $name', (factory) => {
  let database: TestDatabase;
  let app: TestApp;
  const admin = { Authorization: `Bearer ${ADMIN_TOKEN}` };

  beforeAll(async () => {
    database = await factory.create();
    // A trusted proxy in front (loopback) tells the networks apart by X-Forwarded-For.
    app = await startTestApp(database, { adminToken: ADMIN_TOKEN, trustProxy: ['loopback'] });
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  const { personOn: person, sees } = peopleOf(() => app);
  // V writes to each (stored directly: V's own daily request limit is not what is tested here).
  const introduce = async (from: Person, to: Person): Promise<string> =>
    (
      await app.dataSource.query(
        `INSERT INTO introductions (from_profile_id, to_profile_id, blueprint_key, message, status)
         VALUES ($1, $2, $3, 'Hello, I would like to meet.', 'pending') RETURNING id`,
        [from.id, to.id, HOMESHARE],
      )
    )[0].id as string;
  const report = (who: Person, introductionId: string) =>
    who.browser
      .post(`/api/profiles/${who.id}/introductions/${introductionId}/report`)
      .set('X-Forwarded-For', who.network)
      .send({ reason: 'scam', details: 'Asked me for money' });
  const reportsAbout = async (profileId: string): Promise<{ id: string }[]> =>
    (
      (await app.http.get('/api/admin/reports').set(admin).expect(200)).body.reports as {
        id: string;
        reportedProfileId: string;
      }[]
    ).filter((r) => r.reportedProfileId === profileId);

  it(`counts ${REPORTERS_WHO_HIDE} profiles from one address as one reporter, and one browser reports an introduction once`, async () => {
    const v = await person({ hasSpace: true, location: 'Regensburg' }, '203.0.113.10');
    const bystander = await person({ needsHousing: true, location: 'Regensburg' }, '203.0.113.11');
    const lures: Person[] = [];
    for (let i = 0; i < REPORTERS_WHO_HIDE; i++)
      lures.push(await person({ needsHousing: true, location: 'Regensburg' }, '198.51.100.7'));
    // The same attacker on IPv6: three addresses of one /64 are one network, and so are three /64s
    // of one household's range (sixth hostile pass #3: a /56 is one site, counted by its /48).
    for (let i = 1; i <= REPORTERS_WHO_HIDE; i++)
      lures.push(
        await person({ needsHousing: true, location: 'Regensburg' }, `2001:db8:7:7::${i}`),
        await person({ needsHousing: true, location: 'Regensburg' }, `2001:db8:7:${i}0::1`),
      );
    const requests = new Map<Person, string>();
    for (const lure of lures) requests.set(lure, await introduce(v, lure));

    for (const lure of lures) await report(lure, requests.get(lure)!).expect(204);
    // Each reporter's own browser no longer sees V; everyone else still does.
    for (const lure of lures) expect(await sees(lure, v)).toBe(false);
    expect(await sees(bystander, v)).toBe(true);

    // A second report of the same introduction from the same browser: 409, nothing stored.
    const again = await report(lures[0]!, requests.get(lures[0]!)!).expect(409);
    expect(again.body.message).toMatch(/already reported this message/);
    const german = await report(lures[1]!, requests.get(lures[1]!)!)
      .set('Accept-Language', 'de-DE')
      .expect(409);
    expect(german.body.message).toMatch(/schon gemeldet/);
    expect(await reportsAbout(v.id)).toHaveLength(lures.length);
  });

  it('hides a person at three independent reporters, and never again by reporters whose reports staff dismissed', async () => {
    const v = await person({ hasSpace: true, location: 'Passau' }, '203.0.113.20');
    const bystander = await person({ needsHousing: true, location: 'Passau' }, '203.0.113.21');
    // Three /24s (eighth hostile pass #2: one /24 is one network), people here for weeks.
    const networks = ['192.0.2.31', '198.51.100.32', '2001:db8:33:1::1'];
    const reporters = await Promise.all(
      networks.map((network) => person({ needsHousing: true, location: 'Passau' }, network)),
    );
    await longStanding(app, reporters);
    for (const reporter of reporters)
      await report(reporter, await introduce(v, reporter)).expect(204);
    // The existing rule holds: independent people on their own networks hide V from everyone.
    expect(await sees(bystander, v)).toBe(false);

    for (const open of await reportsAbout(v.id))
      await app.http
        .post(`/api/admin/reports/${open.id}`)
        .set(admin)
        .send({ decision: 'dismiss' })
        .expect(204);
    expect(await sees(bystander, v)).toBe(true);

    // The attack again: the same people, new profiles with cookies cleared, the same networks. The
    // reports reach staff, but the person stays visible.
    const returning = await Promise.all(
      networks.map((network) => person({ needsHousing: true, location: 'Passau' }, network)),
    );
    await longStanding(app, returning);
    for (const reporter of returning) {
      expect(await sees(reporter, v)).toBe(true);
      await report(reporter, await introduce(v, reporter)).expect(204);
      expect(await sees(reporter, v)).toBe(false);
    }
    expect(await sees(bystander, v)).toBe(true);
    expect(await reportsAbout(v.id)).toHaveLength(networks.length);

    // A fourth, new reporter is one independent reporter, not four.
    const other = await person({ needsHousing: true, location: 'Passau' }, '203.0.113.40');
    await longStanding(app, [other]);
    await report(other, await introduce(v, other)).expect(204);
    expect(await sees(bystander, v)).toBe(true);

    // Upholding still hides for good.
    const [first] = await reportsAbout(v.id);
    await app.http
      .post(`/api/admin/reports/${first!.id}`)
      .set(admin)
      .send({ decision: 'uphold' })
      .expect(204);
    expect(await sees(bystander, v)).toBe(false);
  });
});
