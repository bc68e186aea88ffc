import type { MigrationInterface, QueryRunner } from 'typeorm';

// Issue 26 item 3: what a person chooses to show the people they may meet. Every column starts
// empty, so nobody's card shows anything they did not choose after this runs.
export class PersonCards1766843000000 implements MigrationInterface {
  name = 'PersonCards1766843000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "profiles"
      ADD "card_first_name" varchar(40),
      ADD "card_age_band" varchar(10),
      ADD "card_show_place" boolean NOT NULL DEFAULT false,
      ADD "card_place" varchar(200),
      ADD "card_languages" varchar(8) array NOT NULL DEFAULT '{}',
      ADD "card_about" text`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "profiles"
      DROP COLUMN "card_about",
      DROP COLUMN "card_languages",
      DROP COLUMN "card_place",
      DROP COLUMN "card_show_place",
      DROP COLUMN "card_age_band",
      DROP COLUMN "card_first_name"`);
  }
}
