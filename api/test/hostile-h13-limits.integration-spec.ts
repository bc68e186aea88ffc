import { randomUUID } from 'node:crypto';
import type { ProfileInput } from '@ageless/contracts';
import { loadConfig } from '../src/config/app-config.js';
import { OWNER_EDIT_PROFILES } from '../src/common/rate-limit/profile-edit-ceiling.js';
import { SITE_WINDOW_CLIENTS } from '../src/common/rate-limit/rate-limit.guard.js';
import { type TestDatabase, testDatabases } from './support/databases.js';
import { startTestApp, type TestApp } from './support/test-app.js';

// Thirteenth hostile pass, repeated through the API with the limits as shipped.
// #3: one browser edited its profile 53 times of 60 by sending each edit from a new /64 of one /48,
// and 55 of 60 from new addresses of one IPv4 /24; limits were per address only.
// #7: new cookies on ten /64s of one /48 got 50 free widget conversations, any number with more.

const { rateLimits, freeConversationsPerAddress, freeConversationsPerNetwork } = loadConfig({});
const EDITS = rateLimits.profileedits.limit;
const PROFILE_WRITES = rateLimits.profiles.limit;

/** `count` addresses of one network, in an order nobody chose, no two the same. */
function rotating(kind: 'v6' | 'v4', network: number, count: number): string[] {
  const order = Array.from({ length: count }, (_, i) => ({ i, r: Math.random() }))
    .sort((a, b) => a.r - b.r)
    .map(({ i }) => i + 1);
  return order.map((n) =>
    kind === 'v6'
      ? `2001:db8:${network.toString(16)}:${(n * 97).toString(16)}::${n.toString(16)}`
      : `198.18.${network}.${n}`,
  );
}

const answers = (words: string): ProfileInput => ({
  needsHousing: true,
  location: 'Bamberg',
  lifestyle: `Tester ${words}`,
});

describe.each(testDatabases())('thirteenth hostile pass #3 and #7 on $name', (factory) => {
  let database: TestDatabase;
  let app: TestApp;
  let networks = 0;
  const nextNetwork = (): number => (networks += 1);

  beforeAll(async () => {
    database = await factory.create();
    // A trusted proxy in front (loopback) tells the clients apart by X-Forwarded-For.
    app = await startTestApp(database, {
      trustProxy: ['loopback'],
      rateLimits,
      freeConversationsPerAddress,
      freeConversationsPerNetwork,
    });
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  const create = async (browser: ReturnType<TestApp['browser']>, from: string) =>
    (
      await browser
        .post('/api/profiles')
        .set('X-Forwarded-For', from)
        .send(answers(`zq${randomUUID().slice(0, 8).replace(/\d/g, 'x')}zq`))
        .expect(201)
    ).body.profile.id as string;

  describe('#3: edits of one profile from a new address each time', () => {
    it.each(['v6', 'v4'] as const)(
      'stop at the profile’s window from one %s network, with a coded refusal in German and English',
      async (kind) => {
        const network = nextNetwork();
        const addresses = rotating(kind, network, 3 * EDITS);
        const owner = app.browser();
        const id = await create(owner, addresses[0]!);
        const statuses: number[] = [];
        let refusal: { code?: string; message?: string } | undefined;
        for (const [n, from] of addresses.entries()) {
          const reply = await owner
            .put(`/api/profiles/${id}`)
            .set('X-Forwarded-For', from)
            .set('Accept-Language', n % 2 ? 'de-DE' : 'en')
            .send(answers(`edit${'z'.repeat(n % 7)}`));
          statuses.push(reply.status);
          if (reply.status === 429 && n % 2) refusal ??= reply.body;
        }
        expect(statuses.filter((status) => status === 200)).toHaveLength(EDITS);
        expect(statuses.slice(EDITS).every((status) => status === 429)).toBe(true);
        expect(refusal).toMatchObject({
          statusCode: 429,
          error: 'Too Many Requests',
          code: 'profile_edit_ceiling',
        });
        expect(refusal?.message).toMatch(/Bitte versuchen Sie es/);
        // Deleting it is never refused (erasure), whatever the edits.
        await owner.delete(`/api/profiles/${id}`).set('X-Forwarded-For', addresses[1]!).expect(204);
      },
    );

    it('a second browser that claimed the profile gets no fresh window', async () => {
      const from = rotating('v4', nextNetwork(), 2 * EDITS);
      const owner = app.browser();
      const created = await owner
        .post('/api/profiles')
        .set('X-Forwarded-For', from[0]!)
        .send(answers('zqclaimedzq'))
        .expect(201);
      const id = created.body.profile.id as string;
      const returnKey = created.body.returnKey as string;
      const other = app.browser();
      await other
        .post(`/api/profiles/${id}/claim`)
        .set('X-Forwarded-For', from[1]!)
        .send({ returnKey })
        .expect(200);
      let passed = 0;
      for (const [n, address] of from.entries()) {
        const browser = n % 2 ? owner : other;
        const reply = await browser
          .put(`/api/profiles/${id}`)
          .set('X-Forwarded-For', address)
          .send(answers('zqclaimedzq'));
        if (reply.status === 200) passed += 1;
      }
      expect(passed).toBe(EDITS);
    });

    it('one browser editing many of its profiles stops at a few profiles’ worth', async () => {
      const owner = app.browser();
      const ids: string[] = [];
      // New profiles from networks of their own (the network ceiling on new profiles is not tested here).
      for (let i = 0; i < OWNER_EDIT_PROFILES + 2; i += 1)
        ids.push(await create(owner, rotating('v4', nextNetwork(), 1)[0]!));
      const from = rotating('v6', nextNetwork(), 100);
      let passed = 0;
      for (const [n, address] of from.entries()) {
        const id = ids[n % ids.length]!;
        const reply = await owner
          .put(`/api/profiles/${id}`)
          .set('X-Forwarded-For', address)
          .send(answers('zqmanyzq'));
        if (reply.status === 200) passed += 1;
      }
      expect(passed).toBe(EDITS * OWNER_EDIT_PROFILES);
    });

    it('a stranger’s edits are refused without using up the owner’s, and are counted per /24', async () => {
      const owner = app.browser();
      const id = await create(owner, rotating('v4', nextNetwork(), 1)[0]!);
      const stranger = app.browser();
      const from = rotating('v4', nextNetwork(), 250);
      const statuses: number[] = [];
      for (const address of from) {
        const reply = await stranger
          .put(`/api/profiles/${id}`)
          .set('X-Forwarded-For', address)
          .send(answers('zqstrangerzq'));
        statuses.push(reply.status);
      }
      // Each address is within its own window; the /24 as a whole is not.
      const siteCeiling = PROFILE_WRITES * SITE_WINDOW_CLIENTS;
      expect(statuses.slice(0, siteCeiling).every((status) => status === 403)).toBe(true);
      expect(statuses.slice(siteCeiling).every((status) => status === 429)).toBe(true);
      // The owner, elsewhere, still has every edit.
      const mine = rotating('v4', nextNetwork(), EDITS);
      for (const address of mine)
        await owner
          .put(`/api/profiles/${id}`)
          .set('X-Forwarded-For', address)
          .send(answers('zqownerzq'))
          .expect(200);
    });
  });

  describe('#7: free widget conversations with new cookies on many addresses of one network', () => {
    const conversation = (from: string, cookie?: string) =>
      app.http
        .post('/api/chat')
        .set('X-Forwarded-For', from)
        .set(cookie ? { Cookie: cookie } : {})
        .send({
          sessionId: `widget-${randomUUID()}`,
          message: 'How do I plan my pension?',
          conversationCount: 0,
        })
        .expect(200);

    it.each(['v6', 'v4'] as const)(
      'stop at the network’s ceiling from one %s network; another network is not held',
      async (kind) => {
        const network = nextNetwork();
        // Each address far within its own allowance: a few new browsers of a few conversations.
        const addresses = rotating(kind, network, 2 * Math.ceil(freeConversationsPerNetwork / 5));
        let free = 0;
        for (const from of addresses)
          for (let n = 0; n < 5; n += 1)
            if (!(await conversation(from)).body.requiresUpgrade) free += 1;
        expect(free).toBe(freeConversationsPerNetwork);
        expect(freeConversationsPerNetwork).toBeLessThan(
          addresses.length * Math.min(5, freeConversationsPerAddress),
        );
        const elsewhere = rotating(kind, nextNetwork(), 1)[0]!;
        expect((await conversation(elsewhere)).body.requiresUpgrade).toBe(false);
      },
    );
  });
});
