import type { MigrationInterface, QueryRunner } from 'typeorm';
import { CORE_FIT_1766830000000, coreColumn } from './data/core-fit-1766830000000.js';

// Issue 26 item 1: each blueprint says what is central to it, so a High match comes only from what
// the person has or needs at the heart of an idea, never from a side asset.
//  - "core": `<profile key>=<weight>` (`o:space=1`), weight in (0, 1]; see the data file.
//  - "against_needs": needs that put a person on the other side of the idea.
// Blueprints without a row keep both empty: they are never High (matching reads an empty core as
// "nothing here is central").
export class CoreFit1766830000000 implements MigrationInterface {
  name = 'CoreFit1766830000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "blueprints" ADD "core" text array NOT NULL DEFAULT '{}'`);
    await queryRunner.query(
      `ALTER TABLE "blueprints" ADD "against_needs" text array NOT NULL DEFAULT '{}'`,
    );
    for (const [key, fit] of Object.entries(CORE_FIT_1766830000000))
      await queryRunner.query(
        `UPDATE "blueprints" SET "core" = $2, "against_needs" = $3 WHERE "key" = $1`,
        [key, coreColumn(fit), fit.against ?? []],
      );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "blueprints" DROP COLUMN "against_needs"`);
    await queryRunner.query(`ALTER TABLE "blueprints" DROP COLUMN "core"`);
  }
}
