import type { EntityManager } from 'typeorm';

/**
 * Holds a lock on a name until the surrounding transaction ends, so that a count and the write it
 * allows cannot interleave with another transaction's for the same name: PostgreSQL runs
 * transactions side by side (12 requests at once all passed a count of 4), while the embedded
 * database lends its one connection to one transaction at a time and the lock costs nothing there.
 */
export async function lockName(manager: EntityManager, name: string): Promise<void> {
  // Outside a transaction the lock would end with the statement that took it, silently.
  if (!manager.queryRunner?.isTransactionActive)
    throw new Error(`lockName(${name}) needs a transaction`);
  await manager.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [name]);
}
