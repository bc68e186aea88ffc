import { EventEmitter } from 'node:events';
import type { Socket } from 'node:net';
import { CONNECTION_LOG_EVERY_MS, ConnectionLimiter } from './connection-limits.js';

class FakeSocket extends EventEmitter {
  destroyed = false;
  constructor(readonly remoteAddress: string) {
    super();
  }
  destroy(): this {
    if (!this.destroyed) {
      this.destroyed = true;
      queueMicrotask(() => this.emit('close'));
    }
    return this;
  }
}

function setUp(
  limits = { maxConnections: 10, maxConnectionsPerAddress: 3 },
  proxies = ['10.0.0.1'],
) {
  const warnings: string[] = [];
  const scheduled: (() => void)[] = [];
  const limiter = new ConnectionLimiter({
    limits,
    isTrustedProxy: (address) => proxies.includes(address),
    logger: { warn: (message: string) => warnings.push(message) },
    later: (run) => scheduled.push(run),
  });
  const connect = (address: string): FakeSocket => {
    const socket = new FakeSocket(address);
    limiter.admit(socket as unknown as Socket);
    return socket;
  };
  /** A request whose head has arrived on the socket; call the result to finish its answer. */
  const request = (socket: FakeSocket): (() => void) => {
    const response = new EventEmitter();
    limiter.started({ socket: socket as unknown as Socket }, response as never);
    return () => response.emit('close');
  };
  return { limiter, connect, request, warnings, scheduled };
}

describe('ConnectionLimiter', () => {
  it('holds one address to its cap by closing its oldest idle connection', () => {
    const { limiter, connect } = setUp();
    const sockets = Array.from({ length: 5 }, () => connect('203.0.113.9'));
    expect(sockets.map((socket) => socket.destroyed)).toEqual([true, true, false, false, false]);
    expect(limiter.size).toBe(3);
  });

  it('counts a whole IPv6 /64, and IPv4-mapped addresses as IPv4', () => {
    const { limiter, connect } = setUp();
    const v6 = ['2001:db8:1:2::1', '2001:db8:1:2::2', '2001:db8:1:2::3', '2001:db8:1:2::4'].map(
      connect,
    );
    expect(v6.filter((socket) => socket.destroyed)).toHaveLength(1);
    const v4 = ['::ffff:198.51.100.7', '198.51.100.7', '::ffff:198.51.100.7', '198.51.100.7'].map(
      connect,
    );
    expect(v4.filter((socket) => socket.destroyed)).toHaveLength(1);
    // Another /64 is another client.
    expect(connect('2001:db8:1:3::1').destroyed).toBe(false);
    expect(limiter.size).toBe(7);
  });

  it('never closes a connection with a request in flight; refuses the new one when all are busy', () => {
    const { connect, request } = setUp();
    const busy = [connect('203.0.113.9'), connect('203.0.113.9'), connect('203.0.113.9')];
    const finish = busy.map(request);
    const late = connect('203.0.113.9');
    expect(late.destroyed).toBe(true);
    expect(busy.some((socket) => socket.destroyed)).toBe(false);
    // Once an answer is finished, its connection is idle and may make room again.
    finish[1]!();
    expect(connect('203.0.113.9').destroyed).toBe(false);
    expect(busy.map((socket) => socket.destroyed)).toEqual([false, true, false]);
  });

  it('keeps answering new clients at the total cap by closing the oldest idle connection', () => {
    const { limiter, connect, request } = setUp({ maxConnections: 6, maxConnectionsPerAddress: 3 });
    const serving = connect('192.0.2.1');
    request(serving);
    const attack = [1, 2, 3, 4, 5].map((n) => connect(`198.51.100.${n}`));
    const probe = connect('192.0.2.200');
    expect(probe.destroyed).toBe(false);
    expect(serving.destroyed).toBe(false);
    expect(attack.map((socket) => socket.destroyed)).toEqual([true, false, false, false, false]);
    expect(limiter.size).toBe(6);
  });

  it('does not count a proxy that TRUST_PROXY names per address: it carries many clients', () => {
    const { limiter, connect } = setUp();
    const viaProxy = Array.from({ length: 8 }, () => connect('10.0.0.1'));
    expect(viaProxy.some((socket) => socket.destroyed)).toBe(false);
    expect(limiter.size).toBe(8);
  });

  it('forgets connections that close, so the cap counts only open ones', async () => {
    const { limiter, connect } = setUp();
    const sockets = [connect('203.0.113.9'), connect('203.0.113.9'), connect('203.0.113.9')];
    sockets[0]!.destroy();
    await new Promise((resolve) => setImmediate(resolve));
    expect(limiter.size).toBe(2);
    expect(connect('203.0.113.9').destroyed).toBe(false);
    expect(sockets.slice(1).some((socket) => socket.destroyed)).toBe(false);
  });

  it('logs the first hit at once, then one summary per interval while hits go on', () => {
    const { connect, warnings, scheduled } = setUp();
    for (let i = 0; i < 3; i += 1) connect('203.0.113.9');
    expect(warnings).toEqual([]);
    connect('203.0.113.9');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/closed 1 idle connections to make room and refused 0 new ones/);
    expect(warnings[0]).toContain('most from 203.0.113.9 (1)');
    for (let i = 0; i < 500; i += 1) connect('203.0.113.9');
    expect(warnings).toHaveLength(1);
    expect(scheduled).toHaveLength(1);

    scheduled.shift()!();
    expect(warnings).toHaveLength(2);
    expect(warnings[1]).toMatch(/closed 500 idle connections/);
    expect(scheduled).toHaveLength(1);
    // A quiet interval ends the summaries; the next hit is logged at once again.
    scheduled.shift()!();
    expect(warnings).toHaveLength(2);
    expect(scheduled).toHaveLength(0);
    connect('203.0.113.9');
    expect(warnings).toHaveLength(3);
    expect(CONNECTION_LOG_EVERY_MS).toBe(60_000);
  });
});
