import {
  createServer,
  request as httpRequest,
  type IncomingHttpHeaders,
  type Server,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadConfig } from '../src/config/app-config.js';
import { type TestDatabase, testDatabases } from './support/databases.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { hostPageWebRoot } from './support/web-root.js';

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
}

/** A POST from a given local address (127.0.0.x are all this computer), as a distinct client. */
function post(
  port: number,
  path: string,
  from: string,
  headers: Record<string, string> = {},
  body = '{}',
) {
  return new Promise<Answer>((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        localAddress: from,
        headers: { 'Content-Type': 'application/json', ...headers },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * A TLS-terminating reverse proxy as nginx is usually set up: it keeps Host, appends the address it
 * saw to X-Forwarded-For ($proxy_add_x_forwarded_for) and says the browser used https.
 */
function startProxy(target: number): Promise<Server> {
  const proxy = createServer((req, res) => {
    const seen = req.socket.remoteAddress ?? '';
    const earlier = req.headers['x-forwarded-for'];
    const upstream = httpRequest(
      {
        host: '127.0.0.1',
        port: target,
        path: req.url,
        method: req.method,
        headers: {
          ...req.headers,
          'x-forwarded-for': earlier ? `${String(earlier)}, ${seen}` : seen,
          'x-forwarded-proto': 'https',
        },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    req.pipe(upstream);
  });
  return new Promise((resolve) => proxy.listen(0, '127.0.0.1', () => resolve(proxy)));
}

const portOf = (server: Server): number => (server.address() as AddressInfo).port;

describe.each(testDatabases())('clients behind a real proxy hop on $name', (factory) => {
  let database: TestDatabase;
  let behindProxy: TestApp;
  let direct: TestApp;
  let proxy: Server;
  let proxyPort: number;
  let directPort: number;

  beforeAll(async () => {
    database = await factory.create();
    const { rateLimits } = loadConfig({ RATE_LIMIT_PROFILES: '3/60', RATE_LIMIT_CHAT: '50/60' });
    behindProxy = await startTestApp(database, { rateLimits, trustProxy: 1 });
    await behindProxy.app.listen(0, '127.0.0.1');
    proxy = await startProxy(portOf(behindProxy.app.getHttpServer() as Server));
    proxyPort = portOf(proxy);
    // No TRUST_PROXY: what `npm start` runs, with browsers connecting directly.
    direct = await startTestApp(database, {
      rateLimits,
      embedOrigins: ['https://club.example'],
      webRoot: hostPageWebRoot(),
    });
    await direct.app.listen(0, '127.0.0.1');
    directPort = portOf(direct.app.getHttpServer() as Server);
  });

  afterAll(async () => {
    proxy?.close();
    await behindProxy?.close();
    await direct?.close();
    await database?.drop();
  });

  const cookies = (answer: Answer): string => (answer.headers['set-cookie'] ?? []).join('\n');

  it('marks cookies Secure when the browser came over https through the trusted proxy', async () => {
    const profile = await post(proxyPort, '/api/profiles', '127.0.0.5');
    expect(profile.status).toBe(201);
    expect(cookies(profile)).toMatch(/ageless_profile_owner=[^;]+;.*; Secure/);
    const chat = await post(
      proxyPort,
      '/api/chat',
      '127.0.0.5',
      {},
      JSON.stringify({ sessionId: `proxy-${Date.now()}`, message: 'What is Medicare Part B?' }),
    );
    expect(chat.status).toBe(200);
    expect(cookies(chat)).toMatch(/SameSite=None; Secure/);
  });

  it('counts each client behind the proxy on its own, and rotating X-Forwarded-For does not escape', async () => {
    for (let i = 0; i < 3; i += 1)
      expect((await post(proxyPort, '/api/profiles', '127.0.0.2')).status).toBe(201);
    for (let i = 0; i < 20; i += 1) {
      const forged = await post(proxyPort, '/api/profiles', '127.0.0.2', {
        'X-Forwarded-For': `198.51.100.${i}`,
      });
      expect(forged.status).toBe(429);
    }
    // Another person behind the same proxy is not blocked by the first one.
    expect((await post(proxyPort, '/api/profiles', '127.0.0.3')).status).toBe(201);
  });

  it('believes no forwarding header without TRUST_PROXY: no Secure cookie, no escape from the limit', async () => {
    const profile = await post(directPort, '/api/profiles', '127.0.0.4', {
      'X-Forwarded-Proto': 'https',
    });
    expect(profile.status).toBe(201);
    expect(cookies(profile)).not.toMatch(/Secure/);
    const statuses: number[] = [];
    for (let i = 0; i < 20; i += 1)
      statuses.push(
        (
          await post(directPort, '/api/profiles', '127.0.0.4', {
            'X-Forwarded-For': `203.0.113.${i}`,
          })
        ).status,
      );
    expect(statuses.slice(0, 2)).toEqual([201, 201]);
    expect(statuses.slice(2).every((status) => status === 429)).toBe(true);
  });

  it('takes the client only from X-Forwarded-For: a Forwarded or X-Real-IP header a client sends changes nothing', async () => {
    // Through the trusted proxy (which manages X-Forwarded-For, not the others) and straight at the
    // API, a client rotating the headers no proxy of ours sets stays one client (eighth pass #9).
    const spoofed = (i: number): Record<string, string> => ({
      Forwarded: `for=198.51.100.${i};proto=https`,
      'X-Real-IP': `198.51.100.${i}`,
    });
    for (const [port, from] of [
      [proxyPort, '127.0.0.6'],
      [directPort, '127.0.0.7'],
    ] as const) {
      const statuses: number[] = [];
      for (let i = 0; i < 8; i += 1)
        statuses.push((await post(port, '/api/profiles', from, spoofed(i))).status);
      expect(statuses).toEqual([201, 201, 201, 429, 429, 429, 429, 429]);
    }
  });

  it('lets only the configured sites frame /embed when EMBED_ORIGINS names them', async () => {
    const embed = await fetch(`http://127.0.0.1:${directPort}/embed`, {
      headers: { Accept: 'text/html' },
    });
    expect(embed.status).toBe(200);
    expect(embed.headers.get('content-security-policy')).toContain(
      "frame-ancestors 'self' https://club.example",
    );
  });
});
