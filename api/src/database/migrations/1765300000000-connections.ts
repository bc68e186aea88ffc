import type { MigrationInterface, QueryRunner } from 'typeorm';

// Issue 18: profiles owned by browsers (with a private return key and an optional notification
// email), introductions with double opt-in, blocks and reports. Erasing a profile removes its
// introductions, its blocks and the reports about it; a report by it stays, without the reporter.
export class Connections1765300000000 implements MigrationInterface {
  name = 'Connections1765300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "profiles" ADD "owner_key_hashes" character varying(64) array NOT NULL DEFAULT '{}'`,
    );
    await queryRunner.query(`ALTER TABLE "profiles" ADD "return_key_hash" character varying(64)`);
    await queryRunner.query(`ALTER TABLE "profiles" ADD "notify_email" character varying(254)`);
    await queryRunner.query(
      `CREATE INDEX "IDX_profiles_owner_key_hashes" ON "profiles" USING GIN ("owner_key_hashes")`,
    );
    await queryRunner.query(`
      CREATE TABLE "introductions" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "from_profile_id" uuid NOT NULL,
        "to_profile_id" uuid NOT NULL,
        "blueprint_key" character varying(64) NOT NULL,
        "message" text NOT NULL,
        "status" character varying(16) NOT NULL DEFAULT 'pending',
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "answered_at" TIMESTAMP WITH TIME ZONE,
        "to_first_name" character varying(40),
        "to_contact_kind" character varying(8),
        "to_contact" character varying(254),
        "from_first_name" character varying(40),
        "from_contact_kind" character varying(8),
        "from_contact" character varying(254),
        CONSTRAINT "PK_introductions_id" PRIMARY KEY ("id"),
        CONSTRAINT "UQ_introductions_pair" UNIQUE ("from_profile_id", "to_profile_id"),
        CONSTRAINT "FK_introductions_from" FOREIGN KEY ("from_profile_id") REFERENCES "profiles"("id") ON DELETE CASCADE ON UPDATE NO ACTION,
        CONSTRAINT "FK_introductions_to" FOREIGN KEY ("to_profile_id") REFERENCES "profiles"("id") ON DELETE CASCADE ON UPDATE NO ACTION
      )`);
    await queryRunner.query(
      `CREATE INDEX "IDX_introductions_to" ON "introductions" ("to_profile_id", "status")`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_introductions_from" ON "introductions" ("from_profile_id", "created_at")`,
    );
    await queryRunner.query(`
      CREATE TABLE "profile_blocks" (
        "blocker_profile_id" uuid NOT NULL,
        "blocked_profile_id" uuid NOT NULL,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_profile_blocks" PRIMARY KEY ("blocker_profile_id", "blocked_profile_id"),
        CONSTRAINT "FK_profile_blocks_blocker" FOREIGN KEY ("blocker_profile_id") REFERENCES "profiles"("id") ON DELETE CASCADE ON UPDATE NO ACTION,
        CONSTRAINT "FK_profile_blocks_blocked" FOREIGN KEY ("blocked_profile_id") REFERENCES "profiles"("id") ON DELETE CASCADE ON UPDATE NO ACTION
      )`);
    await queryRunner.query(
      `CREATE INDEX "IDX_profile_blocks_blocked" ON "profile_blocks" ("blocked_profile_id")`,
    );
    await queryRunner.query(`
      CREATE TABLE "profile_reports" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "reporter_profile_id" uuid,
        "reported_profile_id" uuid NOT NULL,
        "reason" character varying(16) NOT NULL,
        "details" text NOT NULL DEFAULT '',
        "message" text,
        "status" character varying(16) NOT NULL DEFAULT 'open',
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "reviewed_at" TIMESTAMP WITH TIME ZONE,
        CONSTRAINT "PK_profile_reports_id" PRIMARY KEY ("id"),
        CONSTRAINT "FK_profile_reports_reporter" FOREIGN KEY ("reporter_profile_id") REFERENCES "profiles"("id") ON DELETE SET NULL ON UPDATE NO ACTION,
        CONSTRAINT "FK_profile_reports_reported" FOREIGN KEY ("reported_profile_id") REFERENCES "profiles"("id") ON DELETE CASCADE ON UPDATE NO ACTION
      )`);
    await queryRunner.query(
      `CREATE INDEX "IDX_profile_reports_status" ON "profile_reports" ("status", "created_at")`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_profile_reports_reporter" ON "profile_reports" ("reporter_profile_id", "created_at")`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_profile_reports_reported" ON "profile_reports" ("reported_profile_id")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "profile_reports"`);
    await queryRunner.query(`DROP TABLE "profile_blocks"`);
    await queryRunner.query(`DROP TABLE "introductions"`);
    await queryRunner.query(`DROP INDEX "IDX_profiles_owner_key_hashes"`);
    await queryRunner.query(`ALTER TABLE "profiles" DROP COLUMN "notify_email"`);
    await queryRunner.query(`ALTER TABLE "profiles" DROP COLUMN "return_key_hash"`);
    await queryRunner.query(`ALTER TABLE "profiles" DROP COLUMN "owner_key_hashes"`);
  }
}
