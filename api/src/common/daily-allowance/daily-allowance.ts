import { createHash } from 'node:crypto';
import type { EntityManager } from 'typeorm';

/** What a daily allowance is counted for; each has its own count per key and UTC day. */
export type AllowanceScope =
  | 'introduction-requests'
  // Per site (an IPv4 address, an IPv6 /48), whichever its browsers.
  | 'introduction-requests-by-site'
  // Newcomers' requests to one person, per her and wide network (client-address wideNetworkKey).
  | 'introduction-folded-by-network'
  | 'reports'
  // Messages in the threads of accepted introductions, per browser.
  | 'thread-messages'
  | 'notice-mails'
  | 'confirmation-mails'
  // The owner's own resends for an address named before the day (sixth hostile pass #5).
  | 'confirmation-resends'
  // Per recipient address and asking browser, and per address and asking site.
  | 'confirmation-by-browser'
  | 'confirmation-by-network'
  // Per asking browser, and per asking site, whatever the address (eighteenth hostile pass #6).
  | 'confirmations-from-browser'
  | 'confirmations-from-network';

const TODAY = `(now() AT TIME ZONE 'UTC')::date`;
const KEEP_DAYS = 2;
const SWEEP_EVERY_MS = 60 * 60 * 1000;
let lastSweep = 0;

/** How a key is stored (a recipient's digest in the mail outbox is found by it too). */
export const hashOf = (key: string): string => createHash('sha256').update(key).digest('hex');

/**
 * Counts one use of `scope` for `key` today and says whether it is within `limit`. One statement
 * (insert, or add one to the day's row under its row lock), so uses at once from any number of
 * requests or API instances are counted one by one on PostgreSQL, and a count never goes back
 * with a deleted profile. Inside a transaction that is rolled back the use is not counted; a
 * caller that throws on a refusal therefore keeps the count at the limit.
 */
export async function countUse(
  manager: EntityManager,
  scope: AllowanceScope,
  key: string,
  limit: number,
): Promise<{ allowed: boolean; used: number }> {
  await sweep(manager);
  const [row] = (await manager.query(
    `INSERT INTO daily_allowances AS a (scope, key_hash, day, used) VALUES ($1, $2, ${TODAY}, 1)
     ON CONFLICT (scope, key_hash, day) DO UPDATE SET used = a.used + 1
     RETURNING used`,
    [scope, hashOf(key)],
  )) as { used: number }[];
  const used = Number(row?.used ?? 0);
  return { allowed: used <= limit, used };
}

/** Uses of `scope` counted for `key` today. */
export async function usesToday(
  manager: EntityManager,
  scope: AllowanceScope,
  key: string,
): Promise<number> {
  const [row] = (await manager.query(
    `SELECT used FROM daily_allowances WHERE scope = $1 AND key_hash = $2 AND day = ${TODAY}`,
    [scope, hashOf(key)],
  )) as { used: number }[];
  return Number(row?.used ?? 0);
}

// A day's count is read only on that day; yesterday's is kept for whoever looks at what was
// dropped. Older rows are deleted, at most once an hour per process.
async function sweep(manager: EntityManager): Promise<void> {
  const now = Date.now();
  if (now - lastSweep < SWEEP_EVERY_MS) return;
  lastSweep = now;
  await manager.query(`DELETE FROM daily_allowances WHERE day < ${TODAY} - $1::integer`, [
    KEEP_DAYS,
  ]);
}
