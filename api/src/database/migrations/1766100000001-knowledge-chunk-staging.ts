import type { MigrationInterface, QueryRunner } from 'typeorm';

// Issue 16 (7): a large upload's passages and search vectors are computed here in short steps, then
// moved into knowledge_chunks in one transaction, so the embedded database (one connection, one
// thread) is never held for seconds and a document is still stored whole or not at all. Rows left by
// a crash are deleted by the next upload after an hour. Raw SQL only (KnowledgeService), no entity.
export class KnowledgeChunkStaging1766100000001 implements MigrationInterface {
  name = 'KnowledgeChunkStaging1766100000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "knowledge_chunk_staging" (
        "upload_id" uuid NOT NULL,
        "position" integer NOT NULL,
        "text" text NOT NULL,
        "language" character varying(2) NOT NULL,
        "search_vector" tsvector NOT NULL,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_knowledge_chunk_staging" PRIMARY KEY ("upload_id", "position")
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "knowledge_chunk_staging"`);
  }
}
