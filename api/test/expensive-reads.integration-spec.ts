import { jest } from '@jest/globals';
import request from 'supertest';
import { loadConfig } from '../src/config/app-config.js';
import { MatchingService } from '../src/matching/matching.service.js';
import { type TestDatabase, testDatabases } from './support/databases.js';
import { startTestApp, type TestApp } from './support/test-app.js';

// Ninth hostile pass #5: ten addresses, each within its own caps, looping on GET /api/my-profiles
// (no window of its own) and on matches held health probes up to 10 s and other people's pages up
// to 5 s. "My Matches" now has a window per client, and the expensive reads share one short line for
// the whole process: past it, 503 at once.
/** Waits (up to 10 s) until this many of the requests sent have been answered. */
async function untilAnswered(settled: readonly unknown[], count: number): Promise<void> {
  for (let waited = 0; settled.length < count; waited += 20) {
    if (waited > 10_000) throw new Error(`only ${settled.length} answered while locked`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.each(testDatabases())('expensive reads on $name', (factory) => {
  let database: TestDatabase;
  const apps: TestApp[] = [];

  beforeAll(async () => {
    database = await factory.create();
  });

  afterAll(async () => {
    for (const app of apps) await app.close();
    await database?.drop();
  });

  const start = async (env: Record<string, string>): Promise<ReturnType<typeof request>> => {
    const { rateLimits, expensiveReads } = loadConfig(env);
    const app = await startTestApp(database, {
      rateLimits,
      expensiveReads,
      trustProxy: ['loopback'],
    });
    apps.push(app);
    // A listening server: the requests below run side by side on their own connections.
    await app.app.listen(0, '127.0.0.1');
    return request(await app.app.getUrl());
  };

  /** A new browser with one profile: its cookie and the profile's id. */
  const owner = async (
    http: ReturnType<typeof request>,
  ): Promise<{ cookie: string[]; id: string }> => {
    const created = await http.post('/api/profiles').send({ location: 'Potsdam' }).expect(201);
    return {
      cookie: created.headers['set-cookie'] as unknown as string[],
      id: created.body.profile.id,
    };
  };

  it('answers 429 in the error shape past RATE_LIMIT_MYPROFILES, per client', async () => {
    const http = await start({ RATE_LIMIT_MYPROFILES: '3/60' });
    const { cookie } = await owner(http);
    const mine = (client: string) =>
      http.get('/api/my-profiles').set('X-Forwarded-For', client).set('Cookie', cookie);
    for (let i = 0; i < 3; i += 1) {
      const answered = await mine('203.0.113.50').expect(200);
      expect(answered.body.profiles).toHaveLength(1);
    }
    const refused = await mine('203.0.113.50');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.body).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: expect.stringMatching(/^Too many requests\. Please try again in \d+ seconds\.$/),
      code: 'rate_limited',
    });
    // Another address keeps its own window; the probe is never limited.
    await mine('198.51.100.50').expect(200);
    await http.get('/healthz').set('X-Forwarded-For', '203.0.113.50').expect(200);
  });

  it('runs a capped number of expensive reads at once, refuses the rest with 503 and never queues without end', async () => {
    // One browser sends them all: its own ceiling (`matchreads`) off, this is the shared line.
    const http = await start({
      EXPENSIVE_READS_CONCURRENCY: '1',
      EXPENSIVE_READS_QUEUE: '1',
      EXPENSIVE_READS_MAX_WAIT_MS: '500',
      RATE_LIMIT_MATCHREADS: 'off',
    });
    const { cookie, id } = await owner(http);
    // Every request from an address of its own: no client's own cap or window takes part. "My
    // Matches" reads the locked table in line (a profile's matches are checked for their owner
    // first, on that same table, before the line).
    const paths = ['/api/my-profiles', `/api/profiles/${id}/matches`];
    // The database held by someone else: an admitted read waits for it, a refused one need not.
    const holder = (apps.at(-1) as TestApp).dataSource.createQueryRunner();
    await holder.connect();
    await holder.startTransaction();
    await holder.query('LOCK TABLE profiles IN ACCESS EXCLUSIVE MODE');
    const settled: request.Response[] = [];
    const reads = Array.from({ length: 4 }, (_, i) =>
      http
        .get('/api/my-profiles')
        .set('X-Forwarded-For', `203.0.113.${60 + i}`)
        .set('Cookie', cookie)
        .set('Accept-Language', i === 3 ? 'de-DE' : 'en')
        .then((response) => {
          settled.push(response);
          return response;
        }),
    );
    try {
      // One runs (held by the lock), one waits its short while, two are refused: all three refusals
      // come while the lock is still held, the waiter's included.
      await untilAnswered(settled, 3);
      expect(settled.map((response) => response.status)).toEqual([503, 503, 503]);
      for (const response of settled) {
        expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
        expect(response.body).toEqual({
          statusCode: 503,
          error: 'Service Unavailable',
          message: expect.stringMatching(/^(Many people are|Gerade sehen sich)/),
          code: 'server_busy',
        });
      }
      // In the language of the request.
      expect(settled.map((response) => response.body.message)).toEqual(
        expect.arrayContaining([expect.stringMatching(/^Gerade sehen sich viele Menschen/)]),
      );
      // The health probe and cheap reads are not in that line.
      await http.get('/healthz').expect(200);
      await http.get('/api/site-info').expect(200);
    } finally {
      await holder.commitTransaction();
      await holder.release();
    }
    const statuses = (await Promise.all(reads)).map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    // The places are given back: the next reads are answered.
    for (const path of paths)
      await http.get(path).set('X-Forwarded-For', '203.0.113.70').set('Cookie', cookie).expect(200);
  });

  // Twelfth hostile pass #2: one profile's blueprint page read from 60 rotating addresses, each within
  // its own limits, filled the shared line, and another person got 503 on 80 % of their own pages.
  // A profile and a browser now have their own ceiling on these reads, whatever the address, refused
  // before the line; a browser holds at most a few places in it.
  it('limits one profile and one browser whatever the address, before the shared line, and serves another person', async () => {
    const http = await start({
      RATE_LIMIT_MATCHREADS: '4/60',
      EXPENSIVE_READS_CONCURRENCY: '1',
      EXPENSIVE_READS_QUEUE: '16',
      EXPENSIVE_READS_MAX_WAIT_MS: '10000',
    });
    const [flooder, other, target] = [await owner(http), await owner(http), await owner(http)];
    let address = 0;
    const read = (who: { cookie: string[] }, path: string, language = 'en') =>
      http
        .get(path)
        .set('X-Forwarded-For', `198.51.100.${(address += 1)}`)
        .set('Cookie', who.cookie)
        .set('Accept-Language', language);

    // The database held: admitted reads wait in line, refused ones need not.
    const holder = (apps.at(-1) as TestApp).dataSource.createQueryRunner();
    await holder.connect();
    await holder.startTransaction();
    await holder.query('LOCK TABLE profiles IN ACCESS EXCLUSIVE MODE');
    // Six reads at once from six addresses (then() sends each), and another person's read.
    const settled: request.Response[] = [];
    const sent = Array.from({ length: 6 }, () =>
      read(flooder, '/api/my-profiles').then((response) => {
        settled.push(response);
        return response;
      }),
    );
    const others = read(other, '/api/my-profiles').then((response) => {
      settled.push(response);
      return response;
    });
    try {
      // Three take their places in line; three are refused at once, while the lock is still held.
      await untilAnswered(settled, 3);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(settled.map((response) => response.status)).toEqual([429, 429, 429]);
      for (const response of settled) {
        expect(response.body.code).toBe('match_read_ceiling');
        expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      }
    } finally {
      await holder.commitTransaction();
      await holder.release();
    }
    // The other person was in line behind at most the flooder's three, not turned away.
    expect((await others).status).toBe(200);
    const statuses = (await Promise.all(sent)).map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(3);

    // One profile's reads from new addresses each: its window, then 429 in both languages, for its
    // blueprint pages too; the window counts the owner browser's reads of every kind.
    for (let i = 0; i < 4; i += 1)
      await read(flooder, `/api/profiles/${flooder.id}/matches`).expect(200);
    const refused = await read(flooder, `/api/profiles/${flooder.id}/matches`).expect(429);
    expect(refused.body).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: expect.stringMatching(/^These matches have been opened very often/),
      code: 'match_read_ceiling',
    });
    expect(
      (
        await read(flooder, `/api/profiles/${flooder.id}/blueprints/homeshare?page=2`, 'de').expect(
          429,
        )
      ).body.message,
    ).toMatch(/^Diese Vorschläge wurden in kurzer Zeit sehr oft geöffnet/);

    // A stranger's tries with a profile's id are refused as now (coded, issue 28) and use up
    // nothing of its owner's reads.
    for (let i = 0; i < 6; i += 1) {
      const stranger = await read(other, `/api/profiles/${target.id}/matches`).expect(403);
      expect(stranger.body.code).toBe('profile_not_owner');
    }
    await read(target, `/api/profiles/${target.id}/matches`).expect(200);
    await read(other, `/api/profiles/${other.id}/matches`).expect(200);
    await http.get('/healthz').expect(200);
  });

  /** Holds every computation of matches until the returned function is called. */
  const holdMatches = (): (() => void) => {
    const matching = (apps.at(-1) as TestApp).app.get(MatchingService);
    const compute = matching.matchesFor.bind(matching);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    jest.spyOn(matching, 'matchesFor').mockImplementation(async (...args) => {
      await held;
      return compute(...args);
    });
    return release;
  };

  /** Sends a request now and records its answer in `settled` when it comes. */
  const sendNow = (test: request.Test, settled: request.Response[]) =>
    test.then((response) => {
      settled.push(response);
      return response;
    });

  // Thirteenth hostile pass #5: strangers asking for someone's matches, without a cookie or with
  // their own, took places in the line before the owner check (263 of 300 got 503, not 403).
  it('answers strangers 403 before the line, however full it is', async () => {
    const http = await start({
      RATE_LIMIT_MATCHREADS: 'off',
      EXPENSIVE_READS_CONCURRENCY: '1',
      EXPENSIVE_READS_QUEUE: '1',
      EXPENSIVE_READS_MAX_WAIT_MS: '10000',
    });
    const [person, stranger] = [await owner(http), await owner(http)];
    const release = holdMatches();
    const settled: request.Response[] = [];
    const path = `/api/profiles/${person.id}/matches`;
    // The person's two reads fill the line: one computing, one waiting.
    const own = ['192.0.2.1', '192.0.2.2'].map((address) =>
      sendNow(http.get(path).set('X-Forwarded-For', address).set('Cookie', person.cookie), settled),
    );
    try {
      for (let i = 0; i < 20; i += 1) {
        const asked = http.get(path).set('X-Forwarded-For', `198.51.100.${100 + i}`);
        const refused = await (i % 2 ? asked.set('Cookie', stranger.cookie) : asked);
        expect(refused.status).toBe(403);
        expect(refused.body.code).toBe('profile_not_owner');
      }
      expect(settled).toHaveLength(0);
    } finally {
      release();
    }
    expect((await Promise.all(own)).map((response) => response.status)).toEqual([200, 200]);
  });

  /** One read computing and two waiting: a line three reads fill, with nothing else limiting them. */
  const LINE_OF_THREE = {
    RATE_LIMIT_MATCHREADS: 'off',
    RATE_LIMIT_MATCHES: 'off',
    EXPENSIVE_READS_CONCURRENCY: '1',
    EXPENSIVE_READS_QUEUE: '2',
    EXPENSIVE_READS_MAX_WAIT_MS: '10000',
  };
  type Reader = { cookie: string[]; id: string };
  const readMatches = (http: ReturnType<typeof request>, who: Reader, address: string) =>
    http
      .get(`/api/profiles/${who.id}/matches`)
      .set('X-Forwarded-For', address)
      .set('Cookie', who.cookie);

  /**
   * The crowd's three reads fill the line, then the person reads: the crowd's last waiter gives its
   * place up (503) and the person keeps one.
   */
  async function personGoesBefore(
    http: ReturnType<typeof request>,
    crowd: [Reader, string][],
    person: [Reader, string],
  ): Promise<void> {
    const release = holdMatches();
    const settled: request.Response[] = [];
    const crowding = crowd.map(([who, address]) =>
      sendNow(readMatches(http, who, address), settled),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    const persons = sendNow(readMatches(http, ...person), settled);
    try {
      await untilAnswered(settled, 1);
      expect(settled.map((response) => response.status)).toEqual([503]);
      expect(settled[0]!.body.code).toBe('server_busy');
    } finally {
      release();
    }
    expect((await persons).status).toBe(200);
    expect((await Promise.all(crowding)).map((response) => response.status)).toEqual([
      200, 200, 503,
    ]);
  }

  // Thirteenth hostile pass #4: 80 throwaway profiles from 80 addresses, each reading its own matches
  // in a loop, filled the line, and another person's matches were 503 on 17 of 21 reads. In line, an
  // asker (its site, or its browser when that is busier) that read little lately goes before one that
  // reads all the time, taking the busiest waiter's place in a full line.
  it('lets a person who reads now and then in before addresses that read in loops', async () => {
    const http = await start(LINE_OF_THREE);
    const loopers = [await owner(http), await owner(http), await owner(http)];
    const person = await owner(http);
    // Each looping browser has read its matches a few times already, each time from a new address
    // (fourteenth hostile pass #1: by its address alone every request looked like a light reader).
    let address = 0;
    for (const looper of loopers)
      for (let n = 0; n < 4; n += 1)
        await readMatches(http, looper, `203.0.113.${(address += 1)}`).expect(200);
    // From addresses never seen.
    await personGoesBefore(
      http,
      loopers.map((looper) => [looper, `203.0.113.${(address += 1)}`]),
      [person, '192.0.2.50'],
    );
  });

  // Eighteenth hostile pass #2: twenty browsers reading pages from the addresses of one /24, each
  // light on its own, kept another person's page waiting seconds.
  it('lets a person in before new browsers that read from the addresses of one /24', async () => {
    const http = await start(LINE_OF_THREE);
    let address = 0;
    for (let n = 0; n < 6; n += 1)
      await readMatches(http, await owner(http), `203.0.113.${(address += 1)}`).expect(200);
    const crowd = [await owner(http), await owner(http), await owner(http)];
    await personGoesBefore(
      http,
      crowd.map((one) => [one, `203.0.113.${(address += 1)}`]),
      [await owner(http), '192.0.2.60'],
    );
  });
});
