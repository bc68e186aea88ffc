import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type TestDatabase, testDatabases } from './support/databases.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const [embedded] = testDatabases();

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** One request as Node's client sends it, with or without the Host header Node adds itself. */
function send(port: number, path: string, withHost: boolean, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port, path, method, setHost: withHost, agent: false },
      (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** The API's one error shape, with this status and code, its message in words. */
function expectErrorShape(answer: Answer, status: number, code: string): void {
  expect(answer.status).toBe(status);
  expect(answer.headers['content-type']).toMatch(/^application\/json/);
  expect(Number(answer.headers['content-length'])).toBe(Buffer.byteLength(answer.body));
  const body = JSON.parse(answer.body) as Record<string, unknown>;
  expect(Object.keys(body).sort()).toEqual(['code', 'error', 'message', 'statusCode']);
  expect(body).toMatchObject({ statusCode: status, code });
  expect(body.message).toEqual(expect.stringMatching(/\w/));
}

// Fifteenth hostile pass #10 (docs/RELIABILITY.md): paths outside /api answered Express's HTML
// "Cannot GET", and a request without a Host header Node's empty 400.
describe('answers outside the API and without a host, in the one error shape', () => {
  let database: TestDatabase;
  let app: TestApp;
  let port: number;

  beforeAll(async () => {
    database = await embedded!.create();
    app = await startTestApp(database, { webRoot: undefined });
    await app.app.listen(0, '127.0.0.1');
    port = (app.app.getHttpServer().address() as AddressInfo).port;
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it.each([
    '/',
    '/index.html',
    '/matches/abc',
    '/admin',
    '/.env',
    '/api-docs',
    '/%2e%2e/etc/passwd',
  ])(
    'answers GET %p without WEB_ROOT like a path inside /api: 404 route_not_found',
    async (path) => {
      const answer = await send(port, path, true);
      expectErrorShape(answer, 404, 'route_not_found');
      expect(answer.body).not.toContain('Cannot GET');
      // The same answer as for a path inside the API.
      const inside = await send(port, '/api/nothing-here', true);
      expect(JSON.parse(answer.body)).toEqual(JSON.parse(inside.body));
    },
  );

  it('answers other methods outside /api the same way', async () => {
    for (const method of ['POST', 'DELETE', 'PUT'])
      expectErrorShape(await send(port, '/somewhere', true, method), 404, 'route_not_found');
  });

  it('answers outside /api in the language asked for', async () => {
    const answer = await app.http.get('/nowhere').set('Accept-Language', 'de-DE');
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ code: 'route_not_found' });
    expect(answer.body.message).toBe('Unter dieser Adresse der API gibt es nichts.');
  });

  it.each(['/api/places/check?q=Ulm', '/healthz', '/nowhere'])(
    'answers an HTTP/1.1 request to %p without a Host header with 400 in the one error shape',
    async (path) => {
      const answer = await send(port, path, false);
      expectErrorShape(answer, 400, 'request_malformed');
      expect(answer.headers.connection).toBe('close');
    },
  );

  it('still answers the same requests with a Host header', async () => {
    expect((await send(port, '/healthz', true)).status).toBe(200);
    const place = await send(port, '/api/places/check?q=Ulm', true);
    expect(place.status).toBe(200);
    expect(JSON.parse(place.body)).toMatchObject({ found: 'city' });
  });
});
