import type { MigrationInterface, QueryRunner } from 'typeorm';

// Issue 16 item 7: a large upload is indexed in short steps, each its own transaction, so the
// embedded database (one connection) is never held for seconds. Until the last step the document is
// 'indexing': no list, review or search shows it, and one left by a crash is removed at start-up.
export class KnowledgeIndexing1766600000000 implements MigrationInterface {
  name = 'KnowledgeIndexing1766600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "knowledge_documents" DROP CONSTRAINT "CHK_knowledge_documents_status"`,
    );
    await queryRunner.query(
      `ALTER TABLE "knowledge_documents" ADD CONSTRAINT "CHK_knowledge_documents_status" CHECK ("status" IN ('indexing', 'pending', 'approved'))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM "knowledge_documents" WHERE "status" = 'indexing'`);
    await queryRunner.query(
      `ALTER TABLE "knowledge_documents" DROP CONSTRAINT "CHK_knowledge_documents_status"`,
    );
    await queryRunner.query(
      `ALTER TABLE "knowledge_documents" ADD CONSTRAINT "CHK_knowledge_documents_status" CHECK ("status" IN ('pending', 'approved'))`,
    );
  }
}
