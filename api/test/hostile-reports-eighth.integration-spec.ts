import type { ReportForReview } from '@ageless/contracts';
import {
  REPORTER_MIN_AGE_DAYS,
  REPORTERS_WHO_HIDE,
} from '../src/connections/people-connections.repository.js';
import { type TestDatabase, testDatabases } from './support/databases.js';
import { type PersonOn as Person, peopleOf } from './support/people.js';
import { longStanding } from './support/reporters.js';
import { startTestApp, type TestApp } from './support/test-app.js';

// Issue 25, eighth hostile pass #2, repeated through the API: three throwaway profiles from three
// IPv4 addresses of one /24, made minutes earlier, each asked her; she accepted and wrote one line;
// each reported her, and after the third report nobody else saw her until staff review. Staff saw
// three reports, not that the reporters were minutes old or neighbours. It also worked when she had
// sent them the introductions.

const ADMIN_TOKEN = 'hostile-reports-eighth-admin-token';
const NEIGHBOURS = ['198.51.100.10', '198.51.100.11', '198.51.100.12'];
// Three different /24s (and an IPv6 /48): independent networks.
const APART = ['192.0.2.20', '203.0.113.20', '2001:db8:20:1::1'];

describe.each(testDatabases())('eighth hostile pass #2 on $name', (factory) => {
  let database: TestDatabase;
  let app: TestApp;
  const admin = { Authorization: `Bearer ${ADMIN_TOKEN}` };

  beforeAll(async () => {
    database = await factory.create();
    // A trusted proxy in front (loopback) tells the clients apart by X-Forwarded-For.
    app = await startTestApp(database, { adminToken: ADMIN_TOKEN, trustProxy: ['loopback'] });
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  const { personOn, personElsewhere, sees, ask } = peopleOf(() => app);
  const act = (who: Person, introduction: string, what: string) =>
    who.browser
      .post(`/api/profiles/${who.id}/introductions/${introduction}/${what}`)
      .set('X-Forwarded-For', who.network);
  const report = (who: Person, introduction: string) =>
    act(who, introduction, 'report').send({ reason: 'scam', details: 'Asked me for money' });
  const reportsAbout = async (her: Person): Promise<ReportForReview[]> =>
    (
      (await app.http.get('/api/admin/reports').set(admin).expect(200)).body
        .reports as ReportForReview[]
    ).filter((one) => one.reportedProfileId === her.id);
  /** Whether three people of her town who did nothing see her. */
  const othersSee = async (her: Person, location: string): Promise<boolean[]> => {
    const seen: boolean[] = [];
    for (let i = 0; i < 3; i += 1)
      seen.push(await sees(await personElsewhere({ needsHousing: true, location }), her));
    return seen;
  };
  const reporters = async (location: string, networks: readonly string[]): Promise<Person[]> => {
    const made: Person[] = [];
    for (const network of networks.slice(0, REPORTERS_WHO_HIDE))
      made.push(await personOn({ needsHousing: true, location }, network));
    return made;
  };

  it('the attack as found: three new profiles from one /24 ask her, she answers, they report her; others still see her, and staff see who reported', async () => {
    const location = 'Schweinfurt';
    const her = await personElsewhere({ hasSpace: true, location });
    const throwaways = await reporters(location, NEIGHBOURS);
    for (const throwaway of throwaways) {
      const id = await ask(throwaway, her, 'Hello, is the room still free?');
      await act(her, id, 'accept')
        .send({ firstName: 'Hanna', kind: 'email', value: 'hanna@example.org' })
        .expect(200);
      await act(her, id, 'messages').send({ text: 'Yes, it is. Call me soon.' }).expect(201);
      await report(throwaway, id).expect(204);
    }

    for (const throwaway of throwaways) expect(await sees(throwaway, her)).toBe(false);
    expect(await othersSee(her, location)).toEqual([true, true, true]);
    const reports = await reportsAbout(her);
    expect(reports).toHaveLength(REPORTERS_WHO_HIDE);
    for (const one of reports)
      expect(one).toMatchObject({
        message: 'Yes, it is. Call me soon.',
        reporterAgeDays: 0,
        reporterIsNew: true,
        sharesNetwork: true,
      });
  });

  it(`three new profiles on three networks she wrote to first: their reports do not hide her from others (reporters under ${REPORTER_MIN_AGE_DAYS} days)`, async () => {
    const location = 'Aschaffenburg';
    const her = await personElsewhere({ hasSpace: true, location });
    const throwaways = await reporters(location, APART);
    for (const throwaway of throwaways)
      await report(throwaway, await ask(her, throwaway, 'Hello, I have a room')).expect(204);

    for (const throwaway of throwaways) expect(await sees(throwaway, her)).toBe(false);
    expect(await othersSee(her, location)).toEqual([true, true, true]);
    for (const one of await reportsAbout(her))
      expect(one).toMatchObject({ reporterAgeDays: 0, reporterIsNew: true, sharesNetwork: false });
  });

  it('three long-standing people of one /24 count as one reporter', async () => {
    const location = 'Ansbach';
    const her = await personElsewhere({ hasSpace: true, location });
    const neighbours = await reporters(location, NEIGHBOURS);
    await longStanding(app, neighbours);
    for (const neighbour of neighbours)
      await report(neighbour, await ask(her, neighbour, 'Hello, I have a room')).expect(204);

    expect(await othersSee(her, location)).toEqual([true, true, true]);
    for (const one of await reportsAbout(her))
      expect(one).toMatchObject({ reporterIsNew: false, sharesNetwork: true });
  });

  it('three long-standing people on three networks hide her until staff review, as before', async () => {
    const location = 'Landshut';
    const her = await personElsewhere({ hasSpace: true, location });
    const people = await reporters(location, APART);
    await longStanding(app, people);
    for (const one of people)
      await report(one, await ask(her, one, 'Hello, I have a room')).expect(204);

    expect(await othersSee(her, location)).toEqual([false, false, false]);
    const reports = await reportsAbout(her);
    for (const one of reports)
      expect(one).toMatchObject({ reporterIsNew: false, sharesNetwork: false });
    expect(reports[0]!.reporterAgeDays).toBeGreaterThanOrEqual(REPORTER_MIN_AGE_DAYS);
    // Staff dismiss one: two reporters are left, and she is shown again.
    await app.http
      .post(`/api/admin/reports/${reports[0]!.id}`)
      .set(admin)
      .send({ decision: 'dismiss' })
      .expect(204);
    expect(await othersSee(her, location)).toEqual([true, true, true]);
  });
});
