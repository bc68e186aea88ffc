import type { MigrationInterface, QueryRunner } from 'typeorm';

// Fifth hostile pass, break 6: "Popular This Week" counted every click, 20 from one browser. A click
// now counts once per client (IPv4 address or IPv6 /64), tag and UTC day; this table remembers who
// has counted, by a hash only. Counts already in tag_clicks stay as they are.
export class TagClickVoters1766890000000 implements MigrationInterface {
  name = 'TagClickVoters1766890000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "tag_click_voters" (
        "kind" character varying(16) NOT NULL,
        "tag_id" character varying(64) NOT NULL,
        "day" date NOT NULL,
        "client_hash" character varying(64) NOT NULL,
        CONSTRAINT "PK_tag_click_voters" PRIMARY KEY ("kind", "tag_id", "day", "client_hash")
      )`);
    await queryRunner.query(
      `CREATE INDEX "IDX_tag_click_voters_day" ON "tag_click_voters" ("day")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "tag_click_voters"`);
  }
}
