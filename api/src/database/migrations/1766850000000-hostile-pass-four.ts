import type { MigrationInterface, QueryRunner } from 'typeorm';

// Fourth hostile pass (docs/RELIABILITY.md):
// - Reports name the introduction and the reporter's network (hashed, as the rate limits key it: an
//   IPv4 address or an IPv6 /64). A browser reports an introduction once; reporters are counted by
//   browser and by network, so three profiles from one address are one reporter. Older reports take
//   their browser as their network: each stays the independent reporter it was counted as.
// - A notice over a recipient's daily cap leaves one digest in the outbox for the next day, instead
//   of being dropped: at most one per recipient and day (digest_key: the recipient's hashed key).
export class HostilePassFour1766850000000 implements MigrationInterface {
  name = 'HostilePassFour1766850000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "profile_reports" ADD "introduction_id" uuid`);
    await queryRunner.query(
      `ALTER TABLE "profile_reports" ADD "reporter_network_hash" character varying(64)`,
    );
    await queryRunner.query(
      `UPDATE "profile_reports" SET "reporter_network_hash" = "reporter_owner_hash"`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_profile_reports_introduction_browser" ON "profile_reports" ("introduction_id", "reporter_owner_hash")`,
    );
    await queryRunner.query(`ALTER TABLE "mail_outbox" ADD "digest_key" character varying(64)`);
    await queryRunner.query(`ALTER TABLE "mail_outbox" ADD "digest_day" date`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_mail_outbox_digest" ON "mail_outbox" ("digest_key", "digest_day")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "UQ_mail_outbox_digest"`);
    await queryRunner.query(`ALTER TABLE "mail_outbox" DROP COLUMN "digest_day"`);
    await queryRunner.query(`ALTER TABLE "mail_outbox" DROP COLUMN "digest_key"`);
    await queryRunner.query(`DROP INDEX "UQ_profile_reports_introduction_browser"`);
    await queryRunner.query(`ALTER TABLE "profile_reports" DROP COLUMN "reporter_network_hash"`);
    await queryRunner.query(`ALTER TABLE "profile_reports" DROP COLUMN "introduction_id"`);
  }
}
