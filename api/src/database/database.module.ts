import { type DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../config/app-config.js';
import { databaseKind, dataSourceOptions } from './data-source-options.js';
import { runPendingMigrations } from './migrate.js';

@Module({})
export class DatabaseModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: DatabaseModule,
      imports: [
        TypeOrmModule.forRootAsync({
          useFactory: () => ({
            ...dataSourceOptions(config),
            // Fail start-up fast instead of retrying for minutes when the database is unreachable.
            retryAttempts: 2,
            retryDelay: 1000,
          }),
          dataSourceFactory: async (options) => {
            if (!options) throw new Error('Database options are missing');
            const dataSource = await new DataSource(options).initialize();
            if (config.runMigrations) await runPendingMigrations(dataSource, databaseKind(config));
            return dataSource;
          },
        }),
      ],
    };
  }
}
