import { Injectable } from '@nestjs/common';
import { HealthRepository } from './health.repository.js';

const READINESS_TIMEOUT_MS = 2000;

@Injectable()
export class HealthService {
  constructor(private readonly database: HealthRepository) {}

  async databaseIsUp(): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), READINESS_TIMEOUT_MS);
    });
    const probe = this.database.ping().then(
      () => true,
      () => false,
    );
    try {
      return await Promise.race([probe, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }
}
