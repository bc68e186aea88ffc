import type { MigrationInterface, QueryRunner } from 'typeorm';

// Issue 25, fourteenth hostile pass #2: four new profiles from four networks filled the places a
// person keeps for newcomers, and honest newcomers were turned away for days. A request now keeps
// whether the asking browser had confirmed an address for notices when it asked, so newcomers who
// did have places of their own beside the unconfirmed ones (IntroductionsService). Requests made
// before: whether the asking profile's address is confirmed now.
export class AskerConfirmed1767040500000 implements MigrationInterface {
  name = 'AskerConfirmed1767040500000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "introductions" ADD "from_confirmed" boolean NOT NULL DEFAULT false`,
    );
    await queryRunner.query(
      `UPDATE "introductions" i SET "from_confirmed" = true
         FROM "profiles" p
        WHERE p."id" = i."from_profile_id" AND p."notify_email_confirmed_at" IS NOT NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "introductions" DROP COLUMN "from_confirmed"`);
  }
}
