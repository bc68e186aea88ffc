import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateTagClicks1763920000001 implements MigrationInterface {
  name = 'CreateTagClicks1763920000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "tag_clicks" (
        "kind" character varying(16) NOT NULL,
        "tag_id" character varying(64) NOT NULL,
        "day" date NOT NULL,
        "clicks" integer NOT NULL DEFAULT 0,
        CONSTRAINT "PK_tag_clicks" PRIMARY KEY ("kind", "tag_id", "day")
      )`);
    await queryRunner.query(
      `CREATE INDEX "IDX_tag_clicks_kind_day" ON "tag_clicks" ("kind", "day")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "tag_clicks"`);
  }
}
