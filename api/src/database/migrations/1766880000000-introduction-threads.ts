import type { MigrationInterface, QueryRunner } from 'typeorm';

// Issue 26 item 4, "Talk before sharing a number": a message thread between the two people of an
// accepted introduction. Each message hangs on its introduction and on both profiles, so erasing
// either profile (or the introduction) erases the thread. Unread messages are found per recipient.
export class IntroductionThreads1766880000000 implements MigrationInterface {
  name = 'IntroductionThreads1766880000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "thread_messages" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "introduction_id" uuid NOT NULL,
        "from_profile_id" uuid NOT NULL,
        "to_profile_id" uuid NOT NULL,
        "text" text NOT NULL,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "read_at" TIMESTAMP WITH TIME ZONE,
        CONSTRAINT "PK_thread_messages_id" PRIMARY KEY ("id"),
        CONSTRAINT "FK_thread_messages_introduction" FOREIGN KEY ("introduction_id") REFERENCES "introductions"("id") ON DELETE CASCADE ON UPDATE NO ACTION,
        CONSTRAINT "FK_thread_messages_from" FOREIGN KEY ("from_profile_id") REFERENCES "profiles"("id") ON DELETE CASCADE ON UPDATE NO ACTION,
        CONSTRAINT "FK_thread_messages_to" FOREIGN KEY ("to_profile_id") REFERENCES "profiles"("id") ON DELETE CASCADE ON UPDATE NO ACTION
      )`);
    await queryRunner.query(
      `CREATE INDEX "IDX_thread_messages_introduction" ON "thread_messages" ("introduction_id", "created_at")`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_thread_messages_to" ON "thread_messages" ("to_profile_id", "read_at")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "thread_messages"`);
  }
}
