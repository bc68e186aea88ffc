import type { MigrationInterface, QueryRunner } from 'typeorm';

// Issue 25, eighth hostile pass #1: a stranger copied a person's options, card and town, and of
// one look only two people were kept per page, the newest first: four copies hid her from every
// observer in most towns. A profile whose look an older profile already has now stores the look of
// a copy instead (profile-look.ts, copyLook), so the first holder keeps a look of her own and the
// copies share theirs. Saving a profile asks whether an older one has its look: this index answers.
export class LookCopies1766970000000 implements MigrationInterface {
  name = 'LookCopies1766970000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX "IDX_profiles_look_hash" ON "profiles" ("look_hash") WHERE "look_hash" IS NOT NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_profiles_look_hash"`);
  }
}
