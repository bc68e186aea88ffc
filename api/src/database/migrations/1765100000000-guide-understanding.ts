import type { MigrationInterface, QueryRunner } from 'typeorm';

// The guide's retrieval (issue 15): trigram typo tolerance, accent folding and edit distance from
// PostgreSQL's contrib extensions (trusted, so the database owner may create them; PGlite ships them),
// the curated answer cards with their own search vectors and term counts, the system (US/DE) each
// article belongs to, and what the guide understood in each answer, for follow-ups.
export class GuideUnderstanding1765100000000 implements MigrationInterface {
  name = 'GuideUnderstanding1765100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS unaccent`);
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS fuzzystrmatch`);
    await queryRunner.query(`
      CREATE TABLE "guide_cards" (
        "id" character varying(100) NOT NULL,
        "language" character varying(2) NOT NULL,
        "market" character varying(2),
        "topic" character varying(60) NOT NULL,
        "content_hash" character(64) NOT NULL,
        "search_vector" tsvector NOT NULL,
        CONSTRAINT "PK_guide_cards" PRIMARY KEY ("id", "language")
      )`);
    await queryRunner.query(
      `CREATE INDEX "IDX_guide_cards_search_vector" ON "guide_cards" USING GIN ("search_vector")`,
    );
    await queryRunner.query(`
      CREATE TABLE "guide_card_terms" (
        "language" character varying(2) NOT NULL,
        "lexeme" text NOT NULL,
        "card_count" integer NOT NULL,
        CONSTRAINT "PK_guide_card_terms" PRIMARY KEY ("language", "lexeme")
      )`);
    await queryRunner.query(
      `CREATE INDEX "IDX_guide_card_terms_trgm" ON "guide_card_terms" USING GIN ("lexeme" gin_trgm_ops)`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_knowledge_terms_trgm" ON "knowledge_terms" USING GIN ("lexeme" gin_trgm_ops)`,
    );
    await queryRunner.query(`ALTER TABLE "knowledge_documents" ADD "market" character varying(2)`);
    await queryRunner.query(`ALTER TABLE "chat_messages" ADD "context" jsonb`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "chat_messages" DROP COLUMN "context"`);
    await queryRunner.query(`ALTER TABLE "knowledge_documents" DROP COLUMN "market"`);
    await queryRunner.query(`DROP INDEX "IDX_knowledge_terms_trgm"`);
    await queryRunner.query(`DROP TABLE "guide_card_terms"`);
    await queryRunner.query(`DROP TABLE "guide_cards"`);
  }
}
