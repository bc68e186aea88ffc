import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import type { EntityManager } from 'typeorm';

/** The health module owns no table: it only asks the database to answer. */
@Injectable()
export class HealthRepository {
  constructor(@InjectEntityManager() private readonly db: EntityManager) {}

  /** Resolves when the database answers a trivial query; rejects when it cannot. */
  async ping(): Promise<void> {
    await this.db.query('SELECT 1');
  }
}
