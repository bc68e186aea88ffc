import { get } from 'node:http';
import { type AddressInfo, connect, type Socket } from 'node:net';
import { DEFAULT_IN_FLIGHT_PER_CLIENT, type HttpServerLimits } from '../src/config/app-config.js';
import { type TestDatabase, testDatabases } from './support/databases.js';
import { expectResponsive, slowestOf } from './support/responsiveness.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const [embedded] = testDatabases();

interface HalfSentHead {
  socket: Socket;
  received: string;
  closed: Promise<void>;
  isClosed: boolean;
}

/**
 * The attack of issue 25, item 8: a connection that sends the start of a request head and never the
 * end (before: Node's defaults kept each one for a minute, 20,000 of them pinned the open-file limit).
 */
function halfSentHead(port: number, from: string): Promise<HalfSentHead> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port, localAddress: from });
    const head: HalfSentHead = {
      socket,
      received: '',
      isClosed: false,
      closed: new Promise((done) =>
        socket.once('close', () => {
          head.isClosed = true;
          done();
        }),
      ),
    };
    socket.on('data', (chunk) => (head.received += chunk.toString('latin1')));
    // A reset from the server is how a refused connection ends; it is not a failure of the test.
    socket.on('error', () => undefined);
    socket.once('connect', () => {
      socket.write('GET /api/free-tags HTTP/1.1\r\nHost: localhost\r\nX-Waiting: ');
      resolve(head);
    });
    socket.once('error', reject);
  });
}

/** A health probe on a connection of its own, timed. */
function probe(port: number, from = '127.0.0.1'): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    get({ host: '127.0.0.1', port, path: '/healthz', localAddress: from, agent: false }, (res) => {
      res.resume();
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, ms: performance.now() - started }),
      );
    }).once('error', reject);
  });
}

const settle = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 200));

describe('half-sent request heads from one host and from many', () => {
  let database: TestDatabase;
  const apps: TestApp[] = [];
  const heads: HalfSentHead[] = [];
  // Small caps, so the attack stays small; a head timeout long enough that only the caps close sockets.
  const limits: HttpServerLimits = {
    headersTimeoutMs: 20_000,
    requestTimeoutMs: 60_000,
    bodyTimeoutMs: 10_000,
    keepAliveTimeoutMs: 5_000,
    maxConnections: 60,
    maxConnectionsPerAddress: 20,
    inFlightPerClient: DEFAULT_IN_FLIGHT_PER_CLIENT,
  };
  let capped: number;

  /** Starts the API with these HTTP limits on a port of its own; returns the port. */
  const start = async (http: HttpServerLimits): Promise<number> => {
    const app = await startTestApp(database, { http });
    apps.push(app);
    await app.app.listen(0, '127.0.0.1');
    return (app.app.getHttpServer().address() as AddressInfo).port;
  };

  beforeAll(async () => {
    database = await embedded!.create();
    capped = await start(limits);
  });

  afterEach(() => {
    for (const head of heads.splice(0)) head.socket.destroy();
  });

  afterAll(async () => {
    for (const app of apps) await app.close();
    await database.drop();
  });

  it('holds one host to its connections per address; probes, even from that host, are answered meanwhile', async () => {
    const probes: { status: number; ms: number }[] = [];
    for (let round = 0; round < 10; round += 1) {
      heads.push(
        ...(await Promise.all(Array.from({ length: 40 }, () => halfSentHead(capped, '127.0.0.9')))),
      );
      probes.push(await probe(capped), await probe(capped, '127.0.0.9'));
    }
    await settle();
    const open = heads.filter((head) => !head.isClosed);
    console.log(
      `400 half-sent heads from one host: ${open.length} left open; ${probes.length} probes, slowest ${slowestOf(probes.map((p) => p.ms))} ms`,
    );
    expect(open.length).toBeLessThanOrEqual(limits.maxConnectionsPerAddress);
    expect(probes.every((answer) => answer.status === 200)).toBe(true);
    expectResponsive(probes.map((answer) => answer.ms));
  });

  it('keeps answering probes while many hosts together hold the whole cap', async () => {
    const probes: { status: number; ms: number }[] = [];
    for (let host = 10; host < 20; host += 1) {
      heads.push(
        ...(await Promise.all(
          Array.from({ length: 20 }, () => halfSentHead(capped, `127.0.0.${host}`)),
        )),
      );
      probes.push(await probe(capped));
    }
    await settle();
    const open = heads.filter((head) => !head.isClosed);
    console.log(
      `200 half-sent heads from 10 hosts: ${open.length} left open; slowest probe ${slowestOf(probes.map((p) => p.ms))} ms`,
    );
    expect(open.length).toBeLessThanOrEqual(limits.maxConnections);
    expect(probes.every((answer) => answer.status === 200)).toBe(true);
    expectResponsive(probes.map((answer) => answer.ms));
  });

  it('answers a head that never ends with 408 and closes it after HTTP_HEADERS_TIMEOUT_MS', async () => {
    const port = await start({ ...limits, headersTimeoutMs: 1_000, requestTimeoutMs: 2_000 });
    const head = await halfSentHead(port, '127.0.0.9');
    heads.push(head);
    await head.closed;
    expect(head.received).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect((await probe(port)).status).toBe(200);
  });
});
