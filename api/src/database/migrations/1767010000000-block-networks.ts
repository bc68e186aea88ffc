import type { MigrationInterface, QueryRunner } from 'typeorm';

// Issue 25, tenth hostile pass #6: a block reached new browsers of the blocked one's site, but the
// site of an IPv4 client is its one address, so a new browser on the next address of the same /24
// saw her and asked again. Profiles and introductions now also keep, as a hash only, the network
// they came from (IPv4 /24, IPv6 /48: profile-owner.ts, networkKey), and blocks reach that
// (people-connections.repository.ts). The site columns stay as they were: page caps count one IPv4 address.
// Rows from before have no network. A hash of one address cannot be widened to its /24, so nothing
// is filled in: the reader compares such rows by their site hash, as before.
export class BlockNetworks1767010000000 implements MigrationInterface {
  name = 'BlockNetworks1767010000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "profiles" ADD COLUMN "created_network_hash" character varying(64)`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_profiles_created_network_hash" ON "profiles" ("created_network_hash")
        WHERE "created_network_hash" IS NOT NULL`,
    );
    await queryRunner.query(
      `ALTER TABLE "introductions" ADD COLUMN "from_network_hash" character varying(64)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "introductions" DROP COLUMN "from_network_hash"`);
    await queryRunner.query(`DROP INDEX "IDX_profiles_created_network_hash"`);
    await queryRunner.query(`ALTER TABLE "profiles" DROP COLUMN "created_network_hash"`);
  }
}
