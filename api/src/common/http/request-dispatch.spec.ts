import { EventEmitter } from 'node:events';
import { createServer, type IncomingMessage, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { jest } from '@jest/globals';
import { dispatchRequests, REQUESTS_PER_TURN } from './request-dispatch.js';

/** One request on a connection of its own: its status, Cache-Control and body. */
function ask(port: number, path: string, method = 'GET') {
  return new Promise<{ status: number; cacheControl: unknown; body: string }>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method, agent: false }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, cacheControl: res.headers['cache-control'], body }),
      );
    });
    req.once('error', reject);
    req.end();
  });
}

describe('dispatchRequests', () => {
  let server: Server;
  let port: number;
  const reached: string[] = [];

  beforeAll(async () => {
    // Stands in for Express: answers everything it is given with 404, and notes what it saw.
    server = createServer((req, res) => {
      reached.push(`${req.method} ${req.url}`);
      res.writeHead(404).end();
    });
    dispatchRequests(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });

  beforeEach(() => {
    reached.length = 0;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('answers GET /healthz itself, with or without a query, and never passes it on', async () => {
    for (const path of ['/healthz', '/healthz?probe=1']) {
      const answer = await ask(port, path);
      expect(answer).toEqual({ status: 200, cacheControl: 'no-store', body: '{"status":"ok"}' });
    }
    expect((await ask(port, '/healthz', 'HEAD')).status).toBe(200);
    expect(reached).toEqual([]);
  });

  it('passes everything else on, in arrival order', async () => {
    for (const path of ['/readyz', '/healthzz', '/api/healthz', '/healthz/x'])
      expect((await ask(port, path)).status).toBe(404);
    expect((await ask(port, '/healthz', 'POST')).status).toBe(404);
    expect(reached).toEqual([
      'GET /readyz',
      'GET /healthzz',
      'GET /api/healthz',
      'GET /healthz/x',
      'POST /healthz',
    ]);
  });

  it('answers a probe at once while a crowd that arrived before it is handed over a few per turn', async () => {
    // Node emits every request whose head arrived in one go; emitted here the same way, no sockets.
    const crowd = new EventEmitter() as Server;
    const handled: number[] = [];
    crowd.on('request', (req: IncomingMessage) => handled.push(Number(req.url?.slice(1))));
    dispatchRequests(crowd);
    const fake = (url: string, destroyed = false) =>
      [
        { method: 'GET', url, socket: { destroyed } },
        { writeHead: jest.fn(), end: jest.fn() },
      ] as const;
    for (let i = 0; i < 100; i += 1) crowd.emit('request', ...fake(`/${i}`, i === 3));
    const [, probe] = fake('/healthz');
    crowd.emit('request', fake('/healthz')[0], probe);
    // Answered before any of the 100: as Node emits them, all 100 would have run first.
    expect(probe.end).toHaveBeenCalledWith('{"status":"ok"}');
    expect(handled).toEqual([]);
    const turns: number[] = [];
    while (handled.length < 99) {
      await new Promise((resolve) => setImmediate(resolve));
      turns.push(handled.length);
    }
    expect(turns[0]).toBe(REQUESTS_PER_TURN);
    // In arrival order; the one whose client went away meanwhile is dropped, not handled.
    expect(handled).toEqual(Array.from({ length: 100 }, (_, i) => i).filter((i) => i !== 3));
  });
});
