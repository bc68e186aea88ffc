import type { MigrationInterface, QueryRunner } from 'typeorm';

// Issue 25 (9): the model's token budgets were checked before a call and charged after it, so 25
// answers at once all passed the check (130,000 tokens spent against a 20,000 cap). An answer now
// holds its largest possible use here first, atomically against every budget, and gives back what
// it did not use when it is stored. A row left by a crashed process counts until it expires.
export class ChatLlmReservations1766725000001 implements MigrationInterface {
  name = 'ChatLlmReservations1766725000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "chat_llm_reservations" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "session_id" character varying(128) NOT NULL,
        "browser_hash" character varying(64) NOT NULL,
        "address_hash" character varying(64) NOT NULL,
        "tokens" integer NOT NULL,
        "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL,
        CONSTRAINT "PK_chat_llm_reservations_id" PRIMARY KEY ("id"),
        CONSTRAINT "FK_chat_llm_reservations_session" FOREIGN KEY ("session_id") REFERENCES "chat_sessions"("id") ON DELETE CASCADE ON UPDATE NO ACTION
      )`);
    await queryRunner.query(
      `CREATE INDEX "IDX_chat_llm_reservations_session" ON "chat_llm_reservations" ("session_id")`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_chat_llm_reservations_browser" ON "chat_llm_reservations" ("browser_hash")`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_chat_llm_reservations_address" ON "chat_llm_reservations" ("address_hash")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "chat_llm_reservations"`);
  }
}
