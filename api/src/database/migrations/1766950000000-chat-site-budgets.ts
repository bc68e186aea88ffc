import type { MigrationInterface, QueryRunner } from 'typeorm';

// Issue 25, seventh hostile pass #7: the model's tokens were capped per conversation, browser and
// address only, so one IPv6 /48 spent 1.27 M tokens in 30 s from its many /64s, and nothing capped
// the installation. Holds now name the address's site too; the site's and the installation's use
// of a day are rows of chat_client_usage like the others (ChatAllowance). No index: the table holds
// only answers being written, and every hold is read to sum the installation's.
export class ChatSiteBudgets1766950000000 implements MigrationInterface {
  name = 'ChatSiteBudgets1766950000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // Holds already there count for the installation, not for a site; they expire within minutes.
    await queryRunner.query(
      `ALTER TABLE "chat_llm_reservations" ADD COLUMN "site_hash" character varying(64) NOT NULL DEFAULT ''`,
    );
    await queryRunner.query(
      `ALTER TABLE "chat_llm_reservations" ALTER COLUMN "site_hash" DROP DEFAULT`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "chat_llm_reservations" DROP COLUMN "site_hash"`);
  }
}
