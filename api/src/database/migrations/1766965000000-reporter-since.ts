import type { MigrationInterface, QueryRunner } from 'typeorm';

// Issue 25, eighth hostile pass #2: three profiles made minutes earlier, from three addresses of one
// IPv4 /24, reported a person and hid her from everyone until review. A report now keeps when the
// reporting browser's oldest profile was made (PeopleConnectionsRepository: a browser newer than
// REPORTER_MIN_AGE_DAYS does not count toward hiding from others; staff see its age). Reports made
// before: the reporter's profile when it still exists; otherwise unknown (null), counted as before.
// Their network hashes stay those of an IPv4 address: a hash cannot be widened to its /24.
export class ReporterSince1766965000000 implements MigrationInterface {
  name = 'ReporterSince1766965000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "profile_reports" ADD "reporter_since" TIMESTAMP WITH TIME ZONE`,
    );
    await queryRunner.query(
      `UPDATE "profile_reports" r SET "reporter_since" = p."created_at"
         FROM "profiles" p WHERE p."id" = r."reporter_profile_id"`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "profile_reports" DROP COLUMN "reporter_since"`);
  }
}
