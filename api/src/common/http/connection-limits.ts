import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { Logger } from '@nestjs/common';
import type { HttpServerLimits } from '../../config/app-config.js';
import { addressKey } from './client-address.js';

/** How often at most the limiter writes to the log while its limits are being hit. */
export const CONNECTION_LOG_EVERY_MS = 60_000;
// Enough to name the busiest clients of a minute without letting a spread-out attack grow the map.
const COUNTED_CLIENTS = 100;

interface Tracked {
  /** The client address it is counted under; undefined for a proxy TRUST_PROXY names (many clients). */
  key: string | undefined;
  /** Requests whose head has arrived and whose answer is not finished yet. */
  inFlight: number;
}

export interface ConnectionLimiterOptions {
  limits: Pick<HttpServerLimits, 'maxConnections' | 'maxConnectionsPerAddress'>;
  /** Whether a peer is a proxy TRUST_PROXY names: its connections carry many clients. */
  isTrustedProxy: (address: string) => boolean;
  logger?: Pick<Logger, 'warn'>;
  /** Runs the next log summary later (a timer that does not keep the process alive, by default). */
  later?: (run: () => void, ms: number) => void;
}

/**
 * Caps open connections, in all and per client address (an IPv6 /64, as every per-client limit). At a
 * cap, the oldest connection that has no request in flight (a half-sent head, an idle keep-alive) is
 * closed to make room, so a new client, a health probe among them, is still answered while someone
 * holds thousands of idle sockets; only when every connection is busy is the new one closed. Hits are
 * logged at warn, at most once a minute with the counts since the last line.
 */
export class ConnectionLimiter {
  private readonly open = new Map<Socket, Tracked>();
  private readonly byClient = new Map<string, Set<Socket>>();
  private readonly logger: Pick<Logger, 'warn'>;
  private readonly later: (run: () => void, ms: number) => void;
  private closed = { idle: 0, refused: 0 };
  private readonly closedPerClient = new Map<string, number>();
  private quiet = false;

  constructor(private readonly options: ConnectionLimiterOptions) {
    this.logger = options.logger ?? new Logger('Connections');
    this.later = options.later ?? ((run, ms) => setTimeout(run, ms).unref());
  }

  attach(server: Server): void {
    server.on('connection', (socket: Socket) => this.admit(socket));
    server.on('request', (req: IncomingMessage, res: ServerResponse) => this.started(req, res));
  }

  /** Open connections now, for tests and the log. */
  get size(): number {
    return this.open.size;
  }

  admit(socket: Socket): void {
    const address = socket.remoteAddress;
    if (address === undefined) return; // already gone
    const { maxConnections, maxConnectionsPerAddress } = this.options.limits;
    const key = this.options.isTrustedProxy(address) ? undefined : addressKey(address);
    const clients = key === undefined ? undefined : this.byClient.get(key);
    if (clients && clients.size >= maxConnectionsPerAddress && !this.closeOldestIdle(clients))
      return this.refuse(socket, key);
    if (this.open.size >= maxConnections && !this.closeOldestIdle(this.open.keys()))
      return this.refuse(socket, key);
    this.open.set(socket, { key, inFlight: 0 });
    if (key !== undefined) {
      if (clients) clients.add(socket);
      else this.byClient.set(key, new Set([socket]));
    }
    socket.once('close', () => this.forget(socket));
  }

  started(req: Pick<IncomingMessage, 'socket'>, res: Pick<ServerResponse, 'once'>): void {
    const tracked = this.open.get(req.socket);
    if (!tracked) return;
    tracked.inFlight += 1;
    res.once('close', () => {
      tracked.inFlight -= 1;
    });
  }

  // Maps and sets iterate in insertion order: the first idle one found is the oldest.
  private closeOldestIdle(sockets: Iterable<Socket>): boolean {
    for (const socket of sockets) {
      const tracked = this.open.get(socket);
      if (!tracked || tracked.inFlight > 0) continue;
      this.forget(socket);
      socket.destroy();
      this.note('idle', tracked.key);
      return true;
    }
    return false;
  }

  private refuse(socket: Socket, key: string | undefined): void {
    socket.destroy();
    this.note('refused', key);
  }

  private forget(socket: Socket): void {
    const tracked = this.open.get(socket);
    if (!tracked) return;
    this.open.delete(socket);
    if (tracked.key === undefined) return;
    const clients = this.byClient.get(tracked.key);
    clients?.delete(socket);
    if (clients?.size === 0) this.byClient.delete(tracked.key);
  }

  private note(kind: 'idle' | 'refused', key: string | undefined): void {
    this.closed[kind] += 1;
    if (
      key !== undefined &&
      (this.closedPerClient.size < COUNTED_CLIENTS || this.closedPerClient.has(key))
    )
      this.closedPerClient.set(key, (this.closedPerClient.get(key) ?? 0) + 1);
    if (!this.quiet) this.report();
  }

  private report(): void {
    const { idle, refused } = this.closed;
    if (idle + refused === 0) {
      this.quiet = false;
      return;
    }
    const { maxConnections, maxConnectionsPerAddress } = this.options.limits;
    const [busiest] = [...this.closedPerClient].sort((a, b) => b[1] - a[1]);
    this.logger.warn(
      `Connection limits hit (${maxConnections} open, ${maxConnectionsPerAddress} per client address; ${this.open.size} open now): ` +
        `closed ${idle} idle connections to make room and refused ${refused} new ones` +
        (busiest ? `, most from ${busiest[0]} (${busiest[1]})` : '') +
        `. Next report in ${CONNECTION_LOG_EVERY_MS / 1000} s if it goes on.`,
    );
    this.closed = { idle: 0, refused: 0 };
    this.closedPerClient.clear();
    this.quiet = true;
    this.later(() => this.report(), CONNECTION_LOG_EVERY_MS);
  }
}

/**
 * Node's HTTP timeouts set explicitly and the connection caps attached (issue 25: 20,000 half-sent
 * request heads from one host held the open-file limit, every probe failed, nothing was logged).
 */
export function limitHttpServer(
  server: Server,
  limits: HttpServerLimits,
  isTrustedProxy: (address: string) => boolean,
): ConnectionLimiter {
  server.headersTimeout = limits.headersTimeoutMs;
  server.requestTimeout = limits.requestTimeoutMs;
  server.keepAliveTimeout = limits.keepAliveTimeoutMs;
  // Node looks for expired heads and requests only this often (30 s by default, read when the server
  // starts listening), which would let a half-sent head outlive headersTimeout by that much.
  (server as Server & { connectionsCheckingInterval: number }).connectionsCheckingInterval =
    Math.min(5_000, limits.headersTimeoutMs);
  const limiter = new ConnectionLimiter({ limits, isTrustedProxy });
  limiter.attach(server);
  return limiter;
}
