import type { MigrationInterface, QueryRunner } from 'typeorm';

// Issue 16 item 5: an uploaded document is unreviewed ('pending') until staff approve it, and the
// guide answers only from approved ones. Every document already stored (shipped articles and the
// uploads made before reviews existed) was accepted by staff then, so it starts approved.
export class KnowledgeReview1766500000000 implements MigrationInterface {
  name = 'KnowledgeReview1766500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "knowledge_documents" ADD "status" character varying(16) NOT NULL DEFAULT 'approved'`,
    );
    await queryRunner.query(
      `ALTER TABLE "knowledge_documents" ALTER COLUMN "status" SET DEFAULT 'pending'`,
    );
    await queryRunner.query(
      `ALTER TABLE "knowledge_documents" ADD CONSTRAINT "CHK_knowledge_documents_status" CHECK ("status" IN ('pending', 'approved'))`,
    );
    await queryRunner.query(
      `ALTER TABLE "knowledge_documents" ADD "reviewed_at" TIMESTAMP WITH TIME ZONE`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "knowledge_documents" DROP COLUMN "reviewed_at"`);
    await queryRunner.query(
      `ALTER TABLE "knowledge_documents" DROP CONSTRAINT "CHK_knowledge_documents_status"`,
    );
    await queryRunner.query(`ALTER TABLE "knowledge_documents" DROP COLUMN "status"`);
  }
}
