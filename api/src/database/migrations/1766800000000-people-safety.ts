import type { MigrationInterface, QueryRunner } from 'typeorm';

// Issue 25, items 3, 4 and 5: hostile people, not hostile bytes.
// - Daily allowances counted per browser (introduction requests, reports) and per recipient address
//   (notices, confirmation mails) in one table that deleting a profile does not empty.
// - Blocks, declines and reports also hide browser from browser (owner key hashes, no foreign key),
//   so a new profile from a blocked browser stays hidden.
// - Reports remember the reporting browser, so several independent reporters can be counted. Open
//   reports that hold nothing from the reported person (made by the asker, who received no message,
//   the shape of the attack) are closed: nobody could judge them.
// - A notification address is confirmed by a link before anything else is sent to it.
export class PeopleSafety1766800000000 implements MigrationInterface {
  name = 'PeopleSafety1766800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "daily_allowances" (
        "scope" character varying(32) NOT NULL,
        "key_hash" character varying(64) NOT NULL,
        "day" date NOT NULL,
        "used" integer NOT NULL DEFAULT 0,
        CONSTRAINT "PK_daily_allowances" PRIMARY KEY ("scope", "key_hash", "day")
      )`);
    await queryRunner.query(`
      CREATE TABLE "browser_blocks" (
        "blocker_owner_hash" character varying(64) NOT NULL,
        "blocked_owner_hash" character varying(64) NOT NULL,
        "kind" character varying(8) NOT NULL,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_browser_blocks" PRIMARY KEY ("blocker_owner_hash", "blocked_owner_hash")
      )`);
    await queryRunner.query(
      `CREATE INDEX "IDX_browser_blocks_blocked" ON "browser_blocks" ("blocked_owner_hash")`,
    );
    // Blocks and declines made before, between browsers that own their profiles.
    await queryRunner.query(`
      INSERT INTO "browser_blocks" ("blocker_owner_hash", "blocked_owner_hash", "kind")
      SELECT a.hash, b.hash, 'block' FROM "profile_blocks" x
        JOIN "profiles" pa ON pa.id = x.blocker_profile_id
        JOIN "profiles" pb ON pb.id = x.blocked_profile_id
        CROSS JOIN LATERAL unnest(pa.owner_key_hashes) AS a(hash)
        CROSS JOIN LATERAL unnest(pb.owner_key_hashes) AS b(hash)
       WHERE a.hash <> b.hash
      UNION
      SELECT a.hash, b.hash, 'decline' FROM "introductions" i
        JOIN "profiles" pa ON pa.id = i.to_profile_id
        JOIN "profiles" pb ON pb.id = i.from_profile_id
        CROSS JOIN LATERAL unnest(pa.owner_key_hashes) AS a(hash)
        CROSS JOIN LATERAL unnest(pb.owner_key_hashes) AS b(hash)
       WHERE i.status = 'declined' AND a.hash <> b.hash
      ON CONFLICT DO NOTHING`);
    await queryRunner.query(
      `ALTER TABLE "profile_reports" ADD "reporter_owner_hash" character varying(64)`,
    );
    await queryRunner.query(`
      UPDATE "profile_reports" r SET "reporter_owner_hash" = p.owner_key_hashes[1]
        FROM "profiles" p WHERE p.id = r.reporter_profile_id`);
    await queryRunner.query(`
      UPDATE "profile_reports" SET "status" = 'closed', "reviewed_at" = now()
       WHERE "status" = 'open' AND "message" IS NULL`);
    await queryRunner.query(
      `ALTER TABLE "profiles" ADD "notify_email_confirmed_at" TIMESTAMP WITH TIME ZONE`,
    );
    await queryRunner.query(
      `ALTER TABLE "profiles" ADD "notify_email_token_hash" character varying(64)`,
    );
    await queryRunner.query(
      `ALTER TABLE "profiles" ADD "notify_email_token_expires_at" TIMESTAMP WITH TIME ZONE`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "profiles" DROP COLUMN "notify_email_token_expires_at"`);
    await queryRunner.query(`ALTER TABLE "profiles" DROP COLUMN "notify_email_token_hash"`);
    await queryRunner.query(`ALTER TABLE "profiles" DROP COLUMN "notify_email_confirmed_at"`);
    await queryRunner.query(`ALTER TABLE "profile_reports" DROP COLUMN "reporter_owner_hash"`);
    await queryRunner.query(`DROP TABLE "browser_blocks"`);
    await queryRunner.query(`DROP TABLE "daily_allowances"`);
  }
}
