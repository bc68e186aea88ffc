import type { MigrationInterface, QueryRunner } from 'typeorm';

// Issue 26 item 1: High needs a key the idea runs on (CENTRAL_WEIGHT in match-engine.ts: weight
// 0.9 or more, or the heaviest of its role). Guest rooms run on spare rooms ("Run spare rooms as a
// small bed and breakfast"), as the intergenerational homeshare runs on its room, but the core
// named them at 0.8 (migration 1766830000000): 1 now. Left as they are, measured: the peer
// homeshare's room (0.8: it runs on someone needing a home, n:housing=1; a room alone, without
// anyone saying they want to share their home, is not enough for High there) and the help
// network's shopping (0.8: one of the many small helps it names; at 1, shopping written in passing
// put it above the ideas coordinators preferred).
// Core entries are `<key>=<weight>` or `<key>=<weight>@<role>` (migration 1766830000000).

/** Per blueprint: the core entry before and after. */
export const CENTRAL_1767020000000: Record<string, [before: string, after: string]> = {
  'bed-and-breakfast': ['o:space=0.8', 'o:space=1'],
};

async function replace(queryRunner: QueryRunner, direction: 'up' | 'down'): Promise<void> {
  for (const [key, [before, after]] of Object.entries(CENTRAL_1767020000000)) {
    const [from, to] = direction === 'up' ? [before, after] : [after, before];
    await queryRunner.query(
      `UPDATE "blueprints" SET "core" = array_replace("core", $2, $3) WHERE "key" = $1`,
      [key, from, to],
    );
  }
}

export class CentralKeys1767020000000 implements MigrationInterface {
  name = 'CentralKeys1767020000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await replace(queryRunner, 'up');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await replace(queryRunner, 'down');
  }
}
