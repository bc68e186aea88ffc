import type { MigrationInterface, QueryRunner } from 'typeorm';
import { CORE_FIT_1766830000000, coreColumn } from './data/core-fit-1766830000000.js';

// Issue 26 item 1: what almost everyone has or needs says little about which idea is theirs.
// Most people have a vehicle (a bike counts) and most say they would like company, so cores that
// ran mainly on these put ride sharing, errands, shared meals and visits among nearly everyone's
// first cards, ahead of the ideas their own skills and values point to. These keys stay in the
// cores, at the least that still makes a main ingredient (0.5): a vehicle is what car and ride
// sharing run on, company with little energy to get out (0.7 + half of e:low) still makes a visit
// a High match for the one visited.
const LIGHTER: Record<string, Record<string, number>> = {
  'ride-sharing': { 'o:transport': 0.5 },
  'car-sharing-club': { 'o:transport': 0.5 },
  'errand-runners': { 'o:transport': 0.5 },
  'meal-sharing': { 'n:companionship': 0.5 },
  'visiting-service': { 'n:companionship': 0.7 },
};

export class CommonKeysCore1766870000000 implements MigrationInterface {
  name = 'CommonKeysCore1766870000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const [key, weights] of Object.entries(LIGHTER)) {
      const fit = CORE_FIT_1766830000000[key];
      if (!fit) continue;
      await queryRunner.query(`UPDATE "blueprints" SET "core" = $2 WHERE "key" = $1`, [
        key,
        coreColumn({ ...fit, core: { ...fit.core, ...weights } }),
      ]);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const key of Object.keys(LIGHTER))
      await queryRunner.query(`UPDATE "blueprints" SET "core" = $2 WHERE "key" = $1`, [
        key,
        coreColumn(CORE_FIT_1766830000000[key]),
      ]);
  }
}
