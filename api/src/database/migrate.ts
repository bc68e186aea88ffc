import type { DataSource } from 'typeorm';
import type { DatabaseKind } from './data-source-options.js';

// Any fixed 64-bit number, the same for every instance of this product.
const MIGRATION_LOCK = 7_263_184_550_121;

/**
 * Runs pending migrations. On PostgreSQL an advisory lock makes instances that start together take
 * turns, so two replicas never apply the same migration. The embedded database belongs to one
 * process and has one connection, which a held lock would starve, so it runs them directly.
 */
export async function runPendingMigrations(
  dataSource: DataSource,
  kind: DatabaseKind,
): Promise<void> {
  if (kind === 'embedded') {
    await dataSource.runMigrations({ transaction: 'all' });
    return;
  }
  const lock = dataSource.createQueryRunner();
  await lock.connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await dataSource.runMigrations({ transaction: 'all' });
  } finally {
    await lock.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    await lock.release();
  }
}
