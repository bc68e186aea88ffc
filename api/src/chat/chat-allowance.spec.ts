import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { loadConfig } from '../config/app-config.js';
import { ChatAllowance, type ChatClient } from './chat-allowance.js';
import { ChatRepository } from './chat.repository.js';

/** The chat tables on a fake database: only what a test's queries need. */
const tables = (database: object): ChatRepository =>
  new ChatRepository(database as unknown as EntityManager);

describe('ChatAllowance', () => {
  afterEach(() => jest.restoreAllMocks());

  it('logs a failed give-back without the session id or the owner key (they open a conversation)', async () => {
    const failing = {
      transaction: () => Promise.reject(new Error('connection terminated')),
    };
    const allowance = new ChatAllowance(
      tables(failing),
      { now: () => new Date('2026-11-23T10:00:00Z') },
      loadConfig({}),
    );
    const logged: unknown[][] = [];
    jest.spyOn(Logger.prototype, 'error').mockImplementation((...args: unknown[]) => {
      logged.push(args);
    });
    const sessionId = 'widget-1763920000000-secret';
    const ownerKey = 'k'.repeat(43);
    await allowance.release(allowance.client(ownerKey, '203.0.113.9'), sessionId);
    expect(logged).toHaveLength(1);
    const text = JSON.stringify(logged, (_key, value: unknown) =>
      value instanceof Error ? value.message : value,
    );
    expect(text).toContain('Could not give back a free conversation');
    expect(text).toContain('connection terminated');
    expect(text).not.toContain(sessionId);
    expect(text).not.toContain(ownerKey);
    expect(text).not.toContain('203.0.113.9');
  });
});

/** What a fake database holds for reserveTokens: each row's use today and the live holds. */
interface Ledger {
  session?: number;
  used?: Partial<Record<'browser' | 'address' | 'site' | 'installation', number>>;
  held?: Partial<Record<'session' | 'browser' | 'address' | 'site' | 'installation', number>>;
}

/** A database that answers reserveTokens's queries from a ledger and records them in order. */
function fakeDatabase(ledger: Ledger, client: ChatClient) {
  const queries: { sql: string; params: unknown[] }[] = [];
  const nameOf = (clientHash: unknown): keyof NonNullable<Ledger['used']> =>
    clientHash === client.browser
      ? 'browser'
      : clientHash === client.address
        ? 'address'
        : clientHash === client.site
          ? 'site'
          : 'installation';
  const manager = {
    query: (sql: string, params: unknown[] = []) => {
      queries.push({ sql, params });
      if (sql.includes('FROM chat_sessions')) return [{ llm_tokens: ledger.session ?? 0 }];
      if (sql.startsWith('INSERT INTO chat_client_usage'))
        return [{ llm_tokens: ledger.used?.[nameOf(params[0])] ?? 0 }];
      if (sql.includes('FROM chat_llm_reservations'))
        return [{ session: 0, browser: 0, address: 0, site: 0, installation: 0, ...ledger.held }];
      if (sql.includes('INSERT INTO chat_llm_reservations')) return [{ id: 'hold-1' }];
      throw new Error(`unexpected query: ${sql}`);
    },
  };
  const dataSource = tables({
    query: () => Promise.resolve([]),
    transaction: (work: (m: typeof manager) => Promise<unknown>) => work(manager),
  });
  return { dataSource, queries };
}

describe('ChatAllowance.reserveTokens', () => {
  afterEach(() => jest.restoreAllMocks());

  const SITE = 400_000;
  const TOTAL = 2_000_000;
  const config = (site: string, total: string) =>
    loadConfig({
      OPENAI_DAILY_TOKENS_PER_BROWSER: '100000',
      OPENAI_DAILY_TOKENS_PER_ADDRESS: '200000',
      OPENAI_DAILY_TOKENS_PER_SITE: site,
      OPENAI_DAILY_TOKENS_TOTAL: total,
    });
  const clock = { now: () => new Date('2026-11-28T10:00:00Z') };
  const reserve = async (ledger: Ledger, site = String(SITE), total = String(TOTAL)) => {
    const probe = new ChatAllowance(tables({}), clock, config(site, total));
    const client = probe.client('k'.repeat(43), '2001:db8:25:7::/64');
    const { dataSource, queries } = fakeDatabase(ledger, client);
    const allowance = new ChatAllowance(dataSource, clock, config(site, total));
    return { result: await allowance.reserveTokens(client, 'page-1', 20_000), queries, client };
  };

  it('counts every /64 of one /48 as one site, and an IPv4 address as its own site', () => {
    const allowance = new ChatAllowance(tables({}), clock, loadConfig({}));
    const a = allowance.client('k'.repeat(43), '2001:db8:25:7::/64');
    const b = allowance.client('k'.repeat(43), '2001:db8:25:8::/64');
    const other = allowance.client('k'.repeat(43), '2001:db8:26:7::/64');
    expect(a.address).not.toBe(b.address);
    expect(a.site).toBe(b.site);
    expect(other.site).not.toBe(a.site);
    const v4 = allowance.client('k'.repeat(43), '198.51.100.7');
    expect(v4.site).not.toBe(allowance.client('k'.repeat(43), '198.51.100.8').site);
    expect(v4.site).not.toBe(v4.address);
  });

  it('counts free conversations per network: every /64 of a /48, every address of an IPv4 /24', () => {
    const allowance = new ChatAllowance(tables({}), clock, loadConfig({}));
    const network = (address: string) => allowance.client('k'.repeat(43), address).network;
    // Thirteenth hostile pass #7: new cookies on ten /64s of one /48 got ten addresses' worth.
    const ofOne48 = ['2001:db8:9f:1::/64', '2001:db8:9f:ffff::/64', '2001:db8:9f:a0b::/64'];
    expect(new Set(ofOne48.map(network)).size).toBe(1);
    expect(network('2001:db8:a0:1::/64')).not.toBe(network(ofOne48[0]!));
    const ofOne24 = ['198.51.100.1', '198.51.100.77', '198.51.100.254'];
    expect(new Set(ofOne24.map(network)).size).toBe(1);
    expect(network('198.51.101.1')).not.toBe(network('198.51.100.1'));
    // Its own row: neither the address's count nor the site's model tokens.
    const v4 = allowance.client('k'.repeat(43), '198.51.100.7');
    expect(new Set([v4.network, v4.address, v4.site, v4.browser]).size).toBe(4);
    const v6 = allowance.client('k'.repeat(43), ofOne48[0]!);
    expect(v6.network).not.toBe(v6.site);
  });

  it('grants what every budget has left, the tightest first, shared ones included', async () => {
    const { result } = await reserve({
      used: { browser: 10_000, site: SITE - 30_000 },
      held: { site: 5_000 },
    });
    expect(result).toEqual({ granted: true, id: 'hold-1', left: 25_000 });
  });

  it('refuses with the shared limit when the site has nothing left, though the person has', async () => {
    const { result, queries } = await reserve({
      used: { site: SITE - 4_000 },
      held: { site: 4_000 },
    });
    expect(result).toEqual({ granted: false, limit: 'shared' });
    expect(queries.some((q) => q.sql.includes('INSERT INTO chat_llm_reservations'))).toBe(false);
  });

  it('refuses with the shared limit when the installation has nothing left, and says so once a day', async () => {
    const warned: unknown[] = [];
    jest.spyOn(Logger.prototype, 'warn').mockImplementation((message: unknown) => {
      warned.push(message);
    });
    const ledger = { used: { installation: TOTAL - 1_000 }, held: { installation: 1_000 } };
    const probe = new ChatAllowance(tables({}), clock, config(String(SITE), String(TOTAL)));
    const client = probe.client('k'.repeat(43), '203.0.113.9');
    const { dataSource } = fakeDatabase(ledger, client);
    const allowance = new ChatAllowance(dataSource, clock, config(String(SITE), String(TOTAL)));
    expect(await allowance.reserveTokens(client, 'page-1', 20_000)).toEqual({
      granted: false,
      limit: 'shared',
    });
    await allowance.reserveTokens(client, 'page-2', 20_000);
    expect(warned).toEqual([expect.stringContaining('OPENAI_DAILY_TOKENS_TOTAL')]);
  });

  it("names the person's own budget when it and a shared one are both used up", async () => {
    const { result } = await reserve({
      used: { browser: 100_000, site: SITE, installation: TOTAL },
    });
    expect(result).toEqual({ granted: false, limit: 'day' });
    const conversation = await reserve({ session: 30_000, used: { site: SITE } });
    expect(conversation.result).toEqual({ granted: false, limit: 'conversation' });
  });

  it('locks session, browser, address, site and installation in that order, and skips a ceiling set off', async () => {
    const { queries, client } = await reserve({});
    const locked = queries
      .filter(
        (q) => q.sql.includes('FOR UPDATE') || q.sql.startsWith('INSERT INTO chat_client_usage'),
      )
      .map((q) => (q.sql.includes('FOR UPDATE') ? 'session' : q.params[0]));
    expect(locked).toEqual([
      'session',
      client.browser,
      client.address,
      client.site,
      expect.stringMatching(/^[0-9a-f]{64}$/),
    ]);
    const off = await reserve(
      { used: { site: 10 * SITE, installation: 10 * TOTAL } },
      'off',
      'off',
    );
    expect(off.result).toMatchObject({ granted: true, left: 30_000 });
    expect(
      off.queries.filter((q) => q.sql.startsWith('INSERT INTO chat_client_usage')),
    ).toHaveLength(2);
  });
});
