import type { MigrationInterface, QueryRunner } from 'typeorm';

// Issue 25 (11): notices went to the SMTP server inside the request, so a relay that stalled 4 s per
// command held an introduction for 24 s. The request now only stores the notice here; a background
// sender delivers it, retries a failure later and deletes the row once sent or given up.
export class MailOutbox1766725000000 implements MigrationInterface {
  name = 'MailOutbox1766725000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "mail_outbox" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "recipient" character varying(254) NOT NULL,
        "subject" text NOT NULL,
        "body" text NOT NULL,
        "attempts" integer NOT NULL DEFAULT 0,
        "send_after" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_mail_outbox_id" PRIMARY KEY ("id")
      )`);
    await queryRunner.query(
      `CREATE INDEX "IDX_mail_outbox_send_after" ON "mail_outbox" ("send_after")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "mail_outbox"`);
  }
}
