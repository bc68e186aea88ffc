import type { MigrationInterface, QueryRunner } from 'typeorm';
import { cardCopyHash } from '../../profiles/card-copy.js';

// Issue 25, tenth hostile pass #7: exact copies of a member's card were allowed. A profile now keeps
// the hash a copy of its card would share (card-copy.ts: first name and a non-trivial about line,
// folded), and a save whose card another browser's profile has is refused: one lookup on this
// partial index. Existing cards are filled in here, so members from before are protected too; the
// fold is code (look-alike letters), so it is done in batches here, not in SQL.
const BATCH = 500;

export class CardCopies1767011000000 implements MigrationInterface {
  name = 'CardCopies1767011000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "profiles" ADD COLUMN "card_copy_hash" character varying(64)`,
    );
    for (let after = '00000000-0000-0000-0000-000000000000'; ;) {
      const rows: { id: string; card_first_name: string | null; card_about: string }[] =
        await queryRunner.query(
          `SELECT id, card_first_name, card_about FROM "profiles"
            WHERE card_about IS NOT NULL AND id > $1 ORDER BY id LIMIT $2`,
          [after, BATCH],
        );
      for (const row of rows) {
        const hash = cardCopyHash({
          cardFirstName: row.card_first_name,
          cardAbout: row.card_about,
        });
        if (hash)
          await queryRunner.query(`UPDATE "profiles" SET card_copy_hash = $1 WHERE id = $2`, [
            hash,
            row.id,
          ]);
      }
      if (rows.length < BATCH) break;
      after = rows[rows.length - 1]!.id;
    }
    await queryRunner.query(
      `CREATE INDEX "IDX_profiles_card_copy_hash" ON "profiles" ("card_copy_hash")
        WHERE "card_copy_hash" IS NOT NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_profiles_card_copy_hash"`);
    await queryRunner.query(`ALTER TABLE "profiles" DROP COLUMN "card_copy_hash"`);
  }
}
