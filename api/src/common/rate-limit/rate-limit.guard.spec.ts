import { EventEmitter } from 'node:events';
import type { ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { loadConfig } from '../../config/app-config.js';
import { DomainError } from '../errors/domain-error.js';
import { RateLimited } from './rate-limit.decorator.js';
import { RateLimitGuard, SITE_IN_FLIGHT_CLIENTS, SITE_WINDOW_CLIENTS } from './rate-limit.guard.js';
import { MemoryRateLimitStore } from './rate-limit.store.js';

class Handlers {
  @RateLimited('profiles')
  create(): void {}

  @RateLimited('calculators')
  calculate(): void {}

  read(): void {}
}

/** A response that stays open until `close()`: a call still running. */
class OpenResponse extends EventEmitter {
  readonly headers = new Map<string, string>();
  setHeader(name: string, value: string): void {
    this.headers.set(name, value);
  }
  close(): void {
    this.emit('close');
  }
}

function call(
  handler: keyof Handlers,
  ip: string,
): { context: ExecutionContext; response: OpenResponse } {
  const response = new OpenResponse();
  const request = { ip, socket: {}, headers: {} };
  const context = {
    getHandler: () => Handlers.prototype[handler],
    getClass: () => Handlers,
    switchToHttp: () => ({ getRequest: () => request, getResponse: () => response }),
  } as unknown as ExecutionContext;
  return { context, response };
}

const config = loadConfig({ RATE_LIMIT_PROFILES: '2/60', RATE_LIMIT_CALCULATORS: '2/60' });
const perClient = config.http.inFlightPerClient;

async function status(guard: RateLimitGuard, handler: keyof Handlers, ip: string) {
  const { context, response } = call(handler, ip);
  try {
    await guard.canActivate(context);
    return { status: 200, response };
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return { status: error.status, response };
  }
}

// Seventh hostile pass #6: one IPv6 /48 is 65,536 clients of a /64 each, and its 250 chats at once
// held everyone else's for up to 44 s.
describe('RateLimitGuard for a whole IPv6 /48', () => {
  it(`lets one /48 run ${SITE_IN_FLIGHT_CLIENTS} clients' calls at once, and gives the places back`, async () => {
    const guard = new RateLimitGuard(new Reflector(), config, new MemoryRateLimitStore());
    const cap = perClient * SITE_IN_FLIGHT_CLIENTS;
    // One call from each of many /64s of one /48, each far below its own cap.
    const running = [];
    for (let net = 1; net <= cap + 5; net += 1)
      running.push(await status(guard, 'read', `2001:db8:7:${net.toString(16)}::1`));
    const statuses = running.map((result) => result.status);
    expect(statuses.filter((code) => code === 200)).toHaveLength(cap);
    expect(statuses.slice(cap)).toEqual(Array(5).fill(429));
    // Another /48 and an IPv4 client are not held by it.
    expect((await status(guard, 'read', '2001:db8:8:1::1')).status).toBe(200);
    expect((await status(guard, 'read', '203.0.113.9')).status).toBe(200);
    // Calls that end give their places back to the /48.
    running[0]!.response.close();
    expect((await status(guard, 'read', '2001:db8:7:ffff::1')).status).toBe(200);
  });

  it(`counts a limited call for the whole /48 at ${SITE_WINDOW_CLIENTS} clients' window`, async () => {
    const guard = new RateLimitGuard(new Reflector(), config, new MemoryRateLimitStore());
    const statuses: number[] = [];
    // Two a minute per /64 (RATE_LIMIT_PROFILES 2/60), from 12 /64s: 16 for the /48.
    for (let net = 1; net <= 12; net += 1)
      for (let i = 0; i < 2; i += 1) {
        const result = await status(guard, 'create', `2001:db8:9:${net.toString(16)}::5`);
        result.response.close();
        statuses.push(result.status);
      }
    expect(statuses.filter((code) => code === 200)).toHaveLength(2 * SITE_WINDOW_CLIENTS);
    expect(statuses.slice(2 * SITE_WINDOW_CLIENTS)).toEqual(Array(8).fill(429));
    // A /64 of another /48, and each IPv4 address, keep their own window.
    expect((await status(guard, 'create', '2001:db8:a:1::5')).status).toBe(200);
    expect((await status(guard, 'create', '198.51.100.1')).status).toBe(200);
  });
});

// Thirteenth hostile pass #3: one browser wrote its profile again and again from the next address of
// its IPv4 /24 for each request.
describe('RateLimitGuard for profile writes from one IPv4 /24', () => {
  // Addresses of one /24 in an order nobody chose, each used once or twice.
  const addresses = Array.from({ length: 40 }, (_, i) => `203.0.113.${((i * 37 + 11) % 254) + 1}`);

  it(`counts them for the whole /24 at ${SITE_WINDOW_CLIENTS} clients' window`, async () => {
    const guard = new RateLimitGuard(new Reflector(), config, new MemoryRateLimitStore());
    const statuses: number[] = [];
    for (const address of addresses) {
      const result = await status(guard, 'create', address);
      result.response.close();
      statuses.push(result.status);
    }
    expect(statuses.filter((code) => code === 200)).toHaveLength(2 * SITE_WINDOW_CLIENTS);
    expect(statuses.slice(2 * SITE_WINDOW_CLIENTS).every((code) => code === 429)).toBe(true);
    // The next /24 keeps its own window.
    expect((await status(guard, 'create', '203.0.114.9')).status).toBe(200);
  });

  it('leaves other calls of IPv4 neighbours to each address alone', async () => {
    const guard = new RateLimitGuard(new Reflector(), config, new MemoryRateLimitStore());
    const statuses: number[] = [];
    for (const address of addresses) {
      const result = await status(guard, 'calculate', address);
      result.response.close();
      statuses.push(result.status);
    }
    expect(statuses.every((code) => code === 200)).toBe(true);
  });

  // The one filter says it in the asker's language (ApiExceptionFilter's spec); the guard gives both.
  it('refuses with a stable code and its words in English and German', async () => {
    const guard = new RateLimitGuard(new Reflector(), config, new MemoryRateLimitStore());
    const refusals: DomainError[] = [];
    for (const language of ['de-DE,de;q=0.9', 'en-GB'])
      for (let i = 0; i < 3; i += 1) {
        const { context } = call('create', '192.0.2.44');
        const request = context.switchToHttp().getRequest<{ headers: Record<string, string> }>();
        request.headers['accept-language'] = language;
        await guard.canActivate(context).catch((error: unknown) => {
          if (error instanceof DomainError) refusals.push(error);
        });
      }
    expect(refusals.map((error) => error.status)).toEqual([429, 429, 429, 429]);
    expect(refusals.every((error) => error.code === 'rate_limited')).toBe(true);
    expect(refusals[0]!.messageIn('de')).toMatch(
      /^Zu viele Anfragen\. Bitte versuchen Sie es in \d+ Sekunden/,
    );
    expect(refusals[3]!.messageIn('en')).toMatch(
      /^Too many requests\. Please try again in \d+ seconds\.$/,
    );
  });
});
