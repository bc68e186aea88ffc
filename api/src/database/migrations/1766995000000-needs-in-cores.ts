import type { MigrationInterface, QueryRunner } from 'typeorm';
import {
  type NeedsInCore,
  NEEDS_IN_CORES_1766995000000,
  withNeeds,
  withoutNeeds,
} from './data/needs-in-cores-1766995000000.js';

// Issue 26 item 1: what a person needs counts in a blueprint's core as much as what they have. The
// needs people write in their own words (api/src/matching/said-needs.ts) join the cores of the
// ideas that answer them, with the roles and partner rules that go with them (see the data file).
// Core entries are `<key>=<weight>` or `<key>=<weight>@<role>` (migration 1766830000000).

type Change = (
  core: readonly string[],
  partnerRules: readonly string[],
  change: NeedsInCore,
) => { core: string[]; partnerRules: string[] };

async function apply(queryRunner: QueryRunner, change: Change): Promise<void> {
  for (const [key, needs] of Object.entries(NEEDS_IN_CORES_1766995000000)) {
    const [row] = (await queryRunner.query(
      `SELECT "core", "partner_rules" AS "partnerRules" FROM "blueprints" WHERE "key" = $1`,
      [key],
    )) as { core: string[]; partnerRules: string[] }[];
    if (!row) continue;
    const next = change(row.core, row.partnerRules, needs);
    await queryRunner.query(
      `UPDATE "blueprints" SET "core" = $2, "partner_rules" = $3 WHERE "key" = $1`,
      [key, next.core, next.partnerRules],
    );
  }
}

export class NeedsInCores1766995000000 implements MigrationInterface {
  name = 'NeedsInCores1766995000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await apply(queryRunner, withNeeds);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await apply(queryRunner, withoutNeeds);
  }
}
