import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateKnowledge1763910000000 implements MigrationInterface {
  name = 'CreateKnowledge1763910000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "knowledge_documents" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "title" character varying(300) NOT NULL,
        "filename" character varying(255) NOT NULL,
        "language" character varying(2) NOT NULL,
        "content_hash" character(64) NOT NULL,
        "char_count" integer NOT NULL,
        "article_id" character varying(100),
        "topic" character varying(100),
        "source_url" text,
        "sources" jsonb NOT NULL DEFAULT '[]',
        "uploaded_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_knowledge_documents_id" PRIMARY KEY ("id")
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_knowledge_documents_content_hash" ON "knowledge_documents" ("content_hash")`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_knowledge_documents_article_id" ON "knowledge_documents" ("article_id")`,
    );
    await queryRunner.query(`
      CREATE TABLE "knowledge_chunks" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "document_id" uuid NOT NULL,
        "position" integer NOT NULL,
        "text" text NOT NULL,
        "language" character varying(2) NOT NULL,
        "search_vector" tsvector NOT NULL,
        CONSTRAINT "PK_knowledge_chunks_id" PRIMARY KEY ("id"),
        CONSTRAINT "FK_knowledge_chunks_document" FOREIGN KEY ("document_id")
          REFERENCES "knowledge_documents" ("id") ON DELETE CASCADE ON UPDATE NO ACTION
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_knowledge_chunks_document_position" ON "knowledge_chunks" ("document_id", "position")`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_knowledge_chunks_search_vector" ON "knowledge_chunks" USING GIN ("search_vector")`,
    );
    await queryRunner.query(`
      CREATE TABLE "knowledge_terms" (
        "language" character varying(2) NOT NULL,
        "lexeme" text NOT NULL,
        "chunk_count" integer NOT NULL,
        CONSTRAINT "PK_knowledge_terms" PRIMARY KEY ("language", "lexeme")
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "knowledge_terms"`);
    await queryRunner.query(`DROP TABLE "knowledge_chunks"`);
    await queryRunner.query(`DROP TABLE "knowledge_documents"`);
  }
}
