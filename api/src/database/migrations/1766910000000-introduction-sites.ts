import type { MigrationInterface, QueryRunner } from 'typeorm';

// Sixth hostile pass, break 1: twelve throwaway browsers from one IPv4 filled one person's twelve
// waiting requests, so real people were refused. A request now remembers, as a hash only, the site it
// was sent from (IPv4 address or IPv6 /48), and only a few may wait for one person from one site.
// Requests made before this have none and count for no site.
export class IntroductionSites1766910000000 implements MigrationInterface {
  name = 'IntroductionSites1766910000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "introductions" ADD COLUMN "from_site_hash" character varying(64)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "introductions" DROP COLUMN "from_site_hash"`);
  }
}
