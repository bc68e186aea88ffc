import { type AddressInfo, connect } from 'node:net';
import { REQUEST_ERROR_CODES } from '@ageless/contracts';
import { loadConfig } from '../src/config/app-config.js';
import { type TestDatabase, testDatabases } from './support/databases.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const [embedded] = testDatabases();

interface RawAnswer {
  statusLine: string;
  headers: Map<string, string>;
  body: string;
}

/**
 * Sends `bytes` on a connection of its own, as a client that writes what it likes, and reads
 * everything until the server closes it.
 */
function sendRaw(port: number, bytes: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port });
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString('utf8')));
    // The server may close while bytes are still on their way: a reset is not the test's failure.
    socket.on('error', () => undefined);
    socket.once('connect', () => socket.write(bytes));
    socket.once('close', () => {
      const [head = '', ...rest] = received.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = new Map(
        lines.map((line) => {
          const colon = line.indexOf(':');
          return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()] as const;
        }),
      );
      if (!statusLine) reject(new Error('the server closed without answering'));
      else resolve({ statusLine, headers, body: rest.join('\r\n\r\n') });
    });
  });
}

/** The answer is the API's one error shape with this status and code, in a whole JSON body. */
function expectErrorShape(answer: RawAnswer, status: number, code: string): void {
  expect(answer.statusLine).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `));
  expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
  expect(Number(answer.headers.get('content-length'))).toBe(Buffer.byteLength(answer.body));
  expect(answer.headers.get('connection')).toBe('close');
  const body = JSON.parse(answer.body) as Record<string, unknown>;
  expect(Object.keys(body).sort()).toEqual(['code', 'error', 'message', 'statusCode']);
  expect(body).toMatchObject({ statusCode: status, code });
  expect(body.message).toEqual(expect.stringMatching(/\w/));
  expect(REQUEST_ERROR_CODES).toContain(code);
}

// Fourteenth hostile pass #7: Node's own 431 and 400 replies had empty bodies.
describe('requests Node refuses before the app sees them', () => {
  let database: TestDatabase;
  let app: TestApp;
  let port: number;

  beforeAll(async () => {
    database = await embedded!.create();
    // A short head timeout, so the 408 of a head that never ends comes quickly.
    app = await startTestApp(database, {
      http: { ...loadConfig({}).http, headersTimeoutMs: 1_000, requestTimeoutMs: 2_000 },
    });
    await app.app.listen(0, '127.0.0.1');
    port = (app.app.getHttpServer().address() as AddressInfo).port;
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it('answers a 20 KB header with 431 in the one error shape', async () => {
    const answer = await sendRaw(
      port,
      `GET /healthz HTTP/1.1\r\nHost: localhost\r\nX-Filler: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expectErrorShape(answer, 431, 'headers_too_large');
  });

  it.each([
    ['a garbled request line', 'HELLO THERE\r\n\r\n'],
    ['a TLS hello on plain HTTP', '\x16\x03\x01\x02\x00\x01\x00\x01\xfc\x03\x03\r\n\r\n'],
    ['a space in the path', 'GET /a b c HTTP/1.1\r\nHost: localhost\r\n\r\n'],
  ])('answers %s with 400 in the one error shape', async (_name, bytes) => {
    expectErrorShape(await sendRaw(port, bytes), 400, 'request_malformed');
  });

  it('answers a head that never ends with 408 in the one error shape', async () => {
    expectErrorShape(
      await sendRaw(port, 'GET /healthz HTTP/1.1\r\nHost: localhost\r\nX-Waiting: '),
      408,
      'request_timeout',
    );
  });

  it('answers a well-formed request on the same server as before', async () => {
    const answer = await sendRaw(
      port,
      'GET /healthz HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n',
    );
    expect(answer.statusLine).toMatch(/^HTTP\/1\.1 200 /);
  });
});
