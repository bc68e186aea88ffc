import { randomUUID } from 'node:crypto';
import { loadConfig } from '../src/config/app-config.js';
import { type TestDatabase, testDatabases } from './support/databases.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const ADMIN_TOKEN = 'client-networks-admin-token-0123456789';
const FREE_PER_ADDRESS = 3;

/** The attack of issue 25, item 7: 25 addresses of one IPv6 /64 (each request from the next one). */
const oneNetwork = (network: string): string[] =>
  Array.from({ length: 25 }, (_, i) => `${network}::${(i + 1).toString(16)}`);

// Clients reach the API through a trusted proxy on this computer, which says who they are in
// X-Forwarded-For: the only way a test on 127.0.0.1 can come from many IPv6 addresses.
describe.each(testDatabases())(
  'per-client limits count an IPv6 /64 as one client on $name',
  (factory) => {
    let database: TestDatabase;
    let app: TestApp;

    beforeAll(async () => {
      database = await factory.create();
      const { rateLimits } = loadConfig({
        RATE_LIMIT_PROFILES: '3/60',
        RATE_LIMIT_PLACES: '3/60',
        RATE_LIMIT_CLICKS: '3/60',
        RATE_LIMIT_ADMIN: '3/900',
      });
      app = await startTestApp(database, {
        trustProxy: ['loopback'],
        rateLimits: { ...rateLimits, chat: { limit: 1000, windowSeconds: 60 } },
        freeConversationsPerAddress: FREE_PER_ADDRESS,
        adminToken: ADMIN_TOKEN,
      });
    });

    afterAll(async () => {
      await app?.close();
      await database?.drop();
    });

    const storedProfiles = async (): Promise<number> =>
      Number((await app.dataSource.query('SELECT count(*) AS n FROM profiles'))[0].n);

    it('creates profiles for the first 3 addresses of a /64 only; the next /64 is another client', async () => {
      const before = await storedProfiles();
      const statuses: number[] = [];
      for (const address of oneNetwork('2001:db8:25:1'))
        statuses.push(
          (await app.http.post('/api/profiles').set('X-Forwarded-For', address).send({})).status,
        );
      expect(statuses.slice(0, 3)).toEqual([201, 201, 201]);
      expect(statuses.slice(3).every((status) => status === 429)).toBe(true);
      expect(await storedProfiles()).toBe(before + 3);
      await app.http
        .post('/api/profiles')
        .set('X-Forwarded-For', '2001:db8:25:2::1')
        .send({})
        .expect(201);
    });

    it('holds place checks and tag clicks to the same count across the /64', async () => {
      const checks: number[] = [];
      const clicks: number[] = [];
      for (const address of oneNetwork('2001:db8:25:3')) {
        checks.push(
          (
            await app.http
              .get('/api/places/check')
              .query({ q: 'Berlin' })
              .set('X-Forwarded-For', address)
          ).status,
        );
        clicks.push(
          (
            await app.http
              .post('/api/free-tags/click')
              .set('X-Forwarded-For', address)
              .send({ tagId: 'free-us-1' })
          ).status,
        );
      }
      expect(checks.filter((status) => status === 200)).toHaveLength(3);
      expect(clicks.filter((status) => status === 200)).toHaveLength(3);
      expect([...checks, ...clicks].filter((status) => status === 429)).toHaveLength(44);
    });

    it('counts an IPv4 client and its IPv4-mapped IPv6 form as one', async () => {
      const statuses: number[] = [];
      for (const address of ['198.51.100.25', '::ffff:198.51.100.25', '198.51.100.25'])
        statuses.push(
          (await app.http.post('/api/profiles').set('X-Forwarded-For', address).send({})).status,
        );
      const mapped = await app.http
        .post('/api/profiles')
        .set('X-Forwarded-For', '::ffff:198.51.100.25')
        .send({});
      expect([...statuses, mapped.status]).toEqual([201, 201, 201, 429]);
      // Its neighbour is someone else.
      await app.http
        .post('/api/profiles')
        .set('X-Forwarded-For', '198.51.100.26')
        .send({})
        .expect(201);
    });

    // Since the fourth hostile pass the right token is accepted before any count: a neighbour's
    // guessing must not lock staff out (docs/RELIABILITY.md).
    it('blocks admin token guessing from the whole /64, but never the right token', async () => {
      const statuses: number[] = [];
      for (const address of oneNetwork('2001:db8:25:4'))
        statuses.push(
          (
            await app.http
              .delete(`/api/knowledge/documents/${randomUUID()}`)
              .set('X-Forwarded-For', address)
              .set('Authorization', `Bearer wrong-${address}`)
          ).status,
        );
      expect(statuses.slice(0, 3)).toEqual([403, 403, 403]);
      expect(statuses.slice(3).every((status) => status === 429)).toBe(true);
      const right = await app.http
        .delete(`/api/knowledge/documents/${randomUUID()}`)
        .set('X-Forwarded-For', '2001:db8:25:4::ffff')
        .set('Authorization', `Bearer ${ADMIN_TOKEN}`);
      // Past the guard: the document does not exist.
      expect(right.status).toBe(404);
      const wrongAgain = await app.http
        .delete(`/api/knowledge/documents/${randomUUID()}`)
        .set('X-Forwarded-For', '2001:db8:25:4::ffff')
        .set('Authorization', 'Bearer still-wrong');
      expect(wrongAgain.status).toBe(429);
    });

    it('gives the whole /64 the free widget conversations of one address, whatever its cookies', async () => {
      const upgrades: boolean[] = [];
      for (const address of oneNetwork('2001:db8:25:5')) {
        const reply = await app.http
          .post('/api/chat')
          .set('X-Forwarded-For', address)
          .send({
            sessionId: `widget-${randomUUID()}`,
            message: 'What is Medicare Part B?',
            conversationCount: 0,
          })
          .expect(200);
        upgrades.push(reply.body.requiresUpgrade);
      }
      expect(upgrades.slice(0, FREE_PER_ADDRESS).every((upgrade) => !upgrade)).toBe(true);
      expect(upgrades.slice(FREE_PER_ADDRESS).every((upgrade) => upgrade)).toBe(true);
    });
  },
);
