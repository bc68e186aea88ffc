import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { loadConfig } from '../src/config/app-config.js';
import { type TestDatabase, testDatabases } from './support/databases.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const ADMIN_TOKEN = 'the-real-admin-token-4f1c9a';

// Issue 16: 300 wrong admin tokens went through in 3.4 s, unthrottled and logged at info.
describe.each(testDatabases())('guessing the admin token on $name', (factory) => {
  let database: TestDatabase;
  let app: TestApp;

  beforeAll(async () => {
    database = await factory.create();
    const { rateLimits } = loadConfig({ RATE_LIMIT_ADMIN: '5/900', RATE_LIMIT_UPLOAD: 'off' });
    // A trusted proxy in front (loopback) tells the clients apart by X-Forwarded-For.
    app = await startTestApp(database, {
      adminToken: ADMIN_TOKEN,
      rateLimits,
      trustProxy: ['loopback'],
    });
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
    jest.restoreAllMocks();
  });

  const documents = async (): Promise<number> =>
    Number((await app.dataSource.query('SELECT count(*) AS n FROM knowledge_documents'))[0].n);
  const body = { filename: 'guess.txt', content: 'A document an attacker tries to plant.' };
  const otherBody = { filename: 'notes.txt', content: 'Staff notes on the walking club.' };

  it('answers 429 with Retry-After after a few wrong tokens, logs each at warn, and stores nothing', async () => {
    const warn = jest.spyOn(Logger.prototype, 'warn');
    const before = await documents();
    const statuses: number[] = [];
    let retryAfter: string | undefined;
    for (let i = 0; i < 300; i += 1) {
      const response = await app.http
        .post('/api/upload')
        .set('X-Forwarded-For', '203.0.113.50')
        .set('Authorization', `Bearer guess-${i.toString().padStart(20, '0')}`)
        .send(body);
      statuses.push(response.status);
      if (response.status === 429) {
        retryAfter = response.headers['retry-after'] as string;
        expect(response.body).toMatchObject({ statusCode: 429, success: false });
      }
    }
    expect(statuses.slice(0, 5)).toEqual([403, 403, 403, 403, 403]);
    expect(statuses.slice(5).every((status) => status === 429)).toBe(true);
    expect(Number(retryAfter)).toBeGreaterThan(800);
    expect(Number(retryAfter)).toBeLessThanOrEqual(900);
    expect(await documents()).toBe(before);
    const warnings = warn.mock.calls.map(([message]) => String(message));
    expect(warnings.filter((message) => message.startsWith('Wrong admin token'))).toHaveLength(5);
    expect(warnings.filter((message) => /blocked for \d+ s/.test(message))).toHaveLength(1);
    // The log names the client, never the token tried.
    expect(warnings.join('\n')).not.toContain('guess-');
  });

  // Fourth hostile pass: five wrong tokens from one address (a shared office, a care home) or one
  // IPv6 /64 locked the colleague with the right token out for 15 minutes.
  it('accepts the right token from a client blocked for wrong ones, and keeps refusing wrong ones', async () => {
    await app.http
      .post('/api/upload')
      .set('X-Forwarded-For', '203.0.113.50')
      .set('Authorization', `Bearer ${ADMIN_TOKEN}`)
      .send(body)
      .expect(201);
    // Staff review of reports is behind the same guard and the same count.
    await app.http
      .get('/api/admin/reports')
      .set('X-Forwarded-For', '203.0.113.50')
      .set('Authorization', `Bearer ${ADMIN_TOKEN}`)
      .expect(200);
    const wrong = await app.http
      .get('/api/admin/reports')
      .set('X-Forwarded-For', '203.0.113.50')
      .set('Authorization', `Bearer ${ADMIN_TOKEN}x`)
      .expect(429);
    expect(Number(wrong.headers['retry-after'])).toBeGreaterThan(0);

    // The same within one IPv6 /64: a neighbour's guesses lock out no one with the right token.
    for (let i = 1; i <= 6; i += 1)
      await app.http
        .get('/api/admin/reports')
        .set('X-Forwarded-For', `2001:db8:4:4::${i}`)
        .set('Authorization', 'Bearer wrong-token-from-the-office');
    await app.http
      .get('/api/admin/reports')
      .set('X-Forwarded-For', '2001:db8:4:4::99')
      .set('Authorization', 'Bearer wrong-token-from-the-office')
      .expect(429);
    await app.http
      .get('/api/admin/reports')
      .set('X-Forwarded-For', '2001:db8:4:4::99')
      .set('Authorization', `Bearer ${ADMIN_TOKEN}`)
      .expect(200);
  });

  it('keeps other clients working, and counts wrong tokens on every admin route', async () => {
    await app.http
      .post('/api/upload')
      .set('X-Forwarded-For', '198.51.100.20')
      .set('Authorization', `Bearer ${ADMIN_TOKEN}`)
      .send(otherBody)
      .expect(201);
    for (let i = 0; i < 5; i += 1)
      await app.http
        .get('/api/admin/reports')
        .set('X-Forwarded-For', '198.51.100.21')
        .set('Authorization', 'Bearer wrong-token-for-reports')
        .expect(403);
    await app.http
      .delete('/api/knowledge/documents/00000000-0000-4000-8000-000000000000')
      .set('X-Forwarded-For', '198.51.100.21')
      .set('Authorization', 'Bearer wrong-token-for-reports')
      .expect(429);
  });
});
