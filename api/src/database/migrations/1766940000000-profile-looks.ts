import type { MigrationInterface, QueryRunner } from 'typeorm';
import { matchCandidatesFunction } from './1766930000000-profile-sites.js';

// Issue 25, seventh hostile pass #3: 24 look-alike profiles (the same options, near-identical words)
// from four sites pushed a real person off a blueprint page; two per site did not see them. A
// profile now stores the hash of its look (profile-look.ts: its options and a sketch of its own
// words, or its ~10 km cell when it wrote none), and in each ring of a key's list match_candidates
// keeps at most LOOK_PER_RING people of one look, besides two per site and two per owner browser;
// pages cap the same across keys (matching.service.ts). Profiles not saved since have no look: each
// counts as its own, as profiles without a site do.

/** People of one look one ring of one key's list may hold: as of one site. */
export const LOOK_PER_RING = 2;

const DROP = `DROP FUNCTION match_candidates(text[], integer, text[], text[], text[])`;

export class ProfileLooks1766940000000 implements MigrationInterface {
  name = 'ProfileLooks1766940000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "profiles" ADD COLUMN "look_hash" character varying(64)`);
    await queryRunner.query(DROP);
    await queryRunner.query(matchCandidatesFunction(LOOK_PER_RING));
  }

  /** Back to the function of 1766930000000, then the column. */
  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(DROP);
    await queryRunner.query(matchCandidatesFunction());
    await queryRunner.query(`ALTER TABLE "profiles" DROP COLUMN "look_hash"`);
  }
}
