import type { MigrationInterface, QueryRunner } from 'typeorm';

// Issue 24 (7): the search vectors of cards, articles and uploads are made with the spelling and
// synonym rules of knowledge/search-text.ts; this records which rules each index was built with,
// so that a start with changed rules rebuilds it instead of searching stale vectors.
export class SearchIndexRules1766820000000 implements MigrationInterface {
  name = 'SearchIndexRules1766820000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "search_index_rules" (
        "index_name" character varying(32) NOT NULL,
        "rules_hash" character varying(64) NOT NULL,
        "built_at" TIMESTAMP WITH TIME ZONE NOT NULL,
        CONSTRAINT "PK_search_index_rules" PRIMARY KEY ("index_name")
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "search_index_rules"`);
  }
}
