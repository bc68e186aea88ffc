import type { MigrationInterface, QueryRunner } from 'typeorm';

// Issue 25, eighth hostile pass #3: twelve throwaway browsers on four addresses filled a person's
// twelve waiting places, and real people were turned away for days. A request now keeps when the
// asking browser's oldest profile was made, so requests from new browsers can be held to a small
// share of her places (IntroductionsService). Requests made before: the asking profile's own age.
export class AskerSince1766980000000 implements MigrationInterface {
  name = 'AskerSince1766980000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "introductions" ADD "from_since" TIMESTAMP WITH TIME ZONE`,
    );
    await queryRunner.query(
      `UPDATE "introductions" i SET "from_since" = p."created_at"
         FROM "profiles" p WHERE p."id" = i."from_profile_id"`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "introductions" DROP COLUMN "from_since"`);
  }
}
