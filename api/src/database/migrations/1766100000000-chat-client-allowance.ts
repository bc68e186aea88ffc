import type { MigrationInterface, QueryRunner } from 'typeorm';

// Issue 16 (9): the free tier and the model's token budget are counted per client and UTC day on the
// server (a browser's owner key, and its address), so new session ids or a missing conversationCount
// buy nothing. Rows hold only hashes and counts and are deleted after two days.
export class ChatClientAllowance1766100000000 implements MigrationInterface {
  name = 'ChatClientAllowance1766100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "chat_client_usage" (
        "client_hash" character varying(64) NOT NULL,
        "day" date NOT NULL,
        "conversations" integer NOT NULL DEFAULT 0,
        "llm_tokens" integer NOT NULL DEFAULT 0,
        CONSTRAINT "PK_chat_client_usage" PRIMARY KEY ("client_hash", "day")
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "chat_client_usage"`);
  }
}
