import { Global, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { ExpensiveReads } from '../concurrency/expensive-reads.js';
import { ConnectionReadCeiling } from './connection-read-ceiling.js';
import { NewProfileCeiling } from './new-profile-ceiling.js';
import { ProfileEditCeiling } from './profile-edit-ceiling.js';
import { RateLimitGuard } from './rate-limit.guard.js';
import {
  MemoryRateLimitStore,
  RedisRateLimitStore,
  type RateLimitStore,
} from './rate-limit.store.js';
import { RATE_LIMIT_STORE } from './rate-limit.tokens.js';

@Global()
@Module({
  providers: [
    {
      provide: RATE_LIMIT_STORE,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig): RateLimitStore =>
        config.redisUrl ? new RedisRateLimitStore(config.redisUrl) : new MemoryRateLimitStore(),
    },
    { provide: APP_GUARD, useClass: RateLimitGuard },
    NewProfileCeiling,
    ProfileEditCeiling,
    ConnectionReadCeiling,
    ExpensiveReads,
  ],
  exports: [
    RATE_LIMIT_STORE,
    NewProfileCeiling,
    ProfileEditCeiling,
    ConnectionReadCeiling,
    ExpensiveReads,
  ],
})
export class RateLimitModule implements OnApplicationShutdown {
  constructor(@Inject(RATE_LIMIT_STORE) private readonly store: RateLimitStore) {}

  async onApplicationShutdown(): Promise<void> {
    await this.store.close();
  }
}
