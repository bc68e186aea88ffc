import type { MigrationInterface, QueryRunner } from 'typeorm';

// Language-model tokens a conversation has used, so the LLM path can be capped per session (issue 9).
export class ChatLlmTokens1764000000000 implements MigrationInterface {
  name = 'ChatLlmTokens1764000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "chat_sessions" ADD "llm_tokens" integer NOT NULL DEFAULT 0`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "chat_sessions" DROP COLUMN "llm_tokens"`);
  }
}
