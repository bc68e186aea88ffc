import { get } from 'node:http';
import { type AddressInfo, connect } from 'node:net';
import { loadConfig } from '../src/config/app-config.js';
import { type TestDatabase, testDatabases } from './support/databases.js';
import { expectResponsive, probedWhile, slowestOf } from './support/responsiveness.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const BODY_TIMEOUT_MS = 1_000;

interface Trickle {
  /** The status line's code, or what ended the connection without one. */
  outcome: string;
  ms: number;
}

/**
 * The eighth hostile pass's #7: a chat message whose head arrives at once and whose body comes a
 * byte at a time (before: each held its request, and a place among the client's calls in flight,
 * for the whole HTTP_REQUEST_TIMEOUT_MS, two minutes).
 */
function trickledChat(port: number, from: string, everyMs: number): Promise<Trickle> {
  return new Promise((resolve) => {
    const body = JSON.stringify({ sessionId: `trickle-${from}-${Date.now()}`, message: 'Hello?' });
    const started = performance.now();
    const socket = connect({ host: '127.0.0.1', port, localAddress: from });
    let received = '';
    let sent = 0;
    const timer = setInterval(() => {
      if (sent < body.length) socket.write(body[sent++]!);
    }, everyMs);
    const end = (outcome: string): void => {
      clearInterval(timer);
      socket.destroy();
      resolve({ outcome, ms: performance.now() - started });
    };
    socket.once('connect', () =>
      socket.write(
        `POST /api/chat HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n` +
          `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n`,
      ),
    );
    socket.on('data', (chunk) => (received += chunk.toString('latin1')));
    socket.on('error', () => undefined);
    // The answer and then the server closing the connection: the status line read from what came.
    socket.once('close', () => end(/^HTTP\/1\.1 (\d{3})/.exec(received)?.[1] ?? 'closed'));
  });
}

function probe(port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    get({ host: '127.0.0.1', port, path: '/healthz', agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    }).once('error', reject);
  });
}

describe.each(testDatabases())('request bodies that arrive slowly, on $name', (factory) => {
  let database: TestDatabase;
  let app: TestApp;
  let port: number;

  beforeAll(async () => {
    database = await factory.create();
    // The shipped HTTP limits (8 calls in flight per client among them), with a short body timeout.
    app = await startTestApp(database, {
      http: { ...loadConfig({}).http, bodyTimeoutMs: BODY_TIMEOUT_MS },
    });
    await app.app.listen(0, '127.0.0.1');
    port = (app.app.getHttpServer().address() as AddressInfo).port;
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it('answers 100 chat bodies trickled from 20 hosts with 408 and closes them after HTTP_BODY_TIMEOUT_MS, probes answered meanwhile', async () => {
    const sessionsBefore = Number(
      (await app.dataSource.query('SELECT count(*) AS n FROM chat_sessions'))[0].n,
    );
    const { result: trickles, healthMs } = await probedWhile(
      async () => expect(await probe(port)).toBe(200),
      () =>
        Promise.all(
          Array.from({ length: 100 }, (_, i) =>
            // 61 bytes at one every 250 ms would take 15 s.
            trickledChat(port, `127.0.0.${20 + (i % 20)}`, 250),
          ),
        ),
    );
    const slowest = Math.max(...trickles.map((trickle) => trickle.ms));
    console.log(
      `100 trickled chat bodies on ${factory.name}: closed within ${Math.round(slowest)} ms; ${healthMs.length} probes, slowest ${slowestOf(healthMs)} ms`,
    );
    expect(trickles.map((trickle) => trickle.outcome)).toEqual(Array(100).fill('408'));
    // Closed at the body timeout, not the 120 s request timeout (generous: a busy CI machine).
    expect(slowest).toBeLessThan(BODY_TIMEOUT_MS + 8_000);
    expectResponsive(healthMs);
    // Nothing of them was read as a chat.
    expect(
      Number((await app.dataSource.query('SELECT count(*) AS n FROM chat_sessions'))[0].n),
    ).toBe(sessionsBefore);
  });

  it('still takes a body that arrives in pieces within the time', async () => {
    const body = JSON.stringify({
      sessionId: `pieces-${Date.now()}`,
      message: 'What is Medicare?',
    });
    const answer = await new Promise<string>((resolve) => {
      const socket = connect({ host: '127.0.0.1', port });
      let received = '';
      socket.once('connect', () => {
        socket.write(
          `POST /api/chat HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n` +
            `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body.slice(0, 10)}`,
        );
        setTimeout(() => socket.write(body.slice(10)), BODY_TIMEOUT_MS / 4);
      });
      socket.on('data', (chunk) => (received += chunk.toString('utf8')));
      socket.once('close', () => resolve(received));
    });
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
  });
});
