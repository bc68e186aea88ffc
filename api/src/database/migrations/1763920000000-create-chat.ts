import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateChat1763920000000 implements MigrationInterface {
  name = 'CreateChat1763920000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "chat_sessions" (
        "id" character varying(128) NOT NULL,
        "owner_hash" character varying(64) NOT NULL,
        "widget_conversations" integer NOT NULL DEFAULT 0,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_chat_sessions_id" PRIMARY KEY ("id")
      )`);
    await queryRunner.query(`
      CREATE TABLE "chat_messages" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "session_id" character varying(128) NOT NULL,
        "role" character varying(16) NOT NULL,
        "content" text NOT NULL,
        "exchange_at" TIMESTAMP WITH TIME ZONE NOT NULL,
        "turn" smallint NOT NULL,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL,
        CONSTRAINT "PK_chat_messages_id" PRIMARY KEY ("id"),
        CONSTRAINT "FK_chat_messages_session" FOREIGN KEY ("session_id") REFERENCES "chat_sessions"("id") ON DELETE CASCADE ON UPDATE NO ACTION
      )`);
    await queryRunner.query(
      `CREATE INDEX "IDX_chat_messages_session_order" ON "chat_messages" ("session_id", "exchange_at", "turn")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "chat_messages"`);
    await queryRunner.query(`DROP TABLE "chat_sessions"`);
  }
}
