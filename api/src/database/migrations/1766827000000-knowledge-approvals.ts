import type { MigrationInterface, QueryRunner } from 'typeorm';

// Issue 27: staff see who approved an upload and when, and can withdraw an approval. There is no
// per-person staff account (one shared ADMIN_TOKEN, or this computer without one), so "who" is the
// way staff signed in ('admin-token' or 'this-computer'); a per-person account would be one more
// value. A withdrawn approval sends the document back to 'pending' and is remembered here.
// Uploads approved before this migration keep their review time (or their upload time, for those
// accepted before reviews existed); who approved them was never recorded and stays NULL.
export class KnowledgeApprovals1766827000000 implements MigrationInterface {
  name = 'KnowledgeApprovals1766827000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE "knowledge_documents"
        ADD "approved_at" TIMESTAMP WITH TIME ZONE,
        ADD "approved_by" character varying(32),
        ADD "withdrawn_at" TIMESTAMP WITH TIME ZONE,
        ADD "withdrawn_by" character varying(32),
        ADD CONSTRAINT "CHK_knowledge_documents_approved_by"
          CHECK ("approved_by" IN ('admin-token', 'this-computer')),
        ADD CONSTRAINT "CHK_knowledge_documents_withdrawn_by"
          CHECK ("withdrawn_by" IN ('admin-token', 'this-computer'))`);
    await queryRunner.query(`
      UPDATE "knowledge_documents" SET "approved_at" = COALESCE("reviewed_at", "uploaded_at")
       WHERE "status" = 'approved' AND "article_id" IS NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE "knowledge_documents"
        DROP CONSTRAINT "CHK_knowledge_documents_withdrawn_by",
        DROP CONSTRAINT "CHK_knowledge_documents_approved_by",
        DROP COLUMN "withdrawn_by",
        DROP COLUMN "withdrawn_at",
        DROP COLUMN "approved_by",
        DROP COLUMN "approved_at"`);
  }
}
