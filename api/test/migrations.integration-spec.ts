import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../src/database/data-source-options.js';
import { runPendingMigrations } from '../src/database/migrate.js';
import { migrations } from '../src/database/migrations/index.js';
import { testDatabases } from './support/databases.js';

const postgres = testDatabases().filter((factory) => factory.name === 'PostgreSQL');
const describeOnPostgres = postgres.length > 0 ? describe : describe.skip;

describeOnPostgres('migrations on PostgreSQL', () => {
  it('apply each migration once when two replicas start at the same moment', async () => {
    const database = await postgres[0]!.create();
    const replicas = [0, 1].map(
      () =>
        new DataSource(
          dataSourceOptions({ databaseUrl: database.settings.databaseUrl, dataDir: 'memory://' }),
        ),
    );
    try {
      await Promise.all(replicas.map((replica) => replica.initialize()));
      await Promise.all(replicas.map((replica) => runPendingMigrations(replica, 'postgres')));
      const applied = await replicas[0]!.query('SELECT name FROM migrations ORDER BY id');
      expect(applied.map((row: { name: string }) => row.name)).toEqual(
        migrations.map((migration) => migration.name),
      );
    } finally {
      await Promise.all(
        replicas.map((replica) => (replica.isInitialized ? replica.destroy() : undefined)),
      );
      await database.drop();
    }
  });
});
