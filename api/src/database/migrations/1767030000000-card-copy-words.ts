import type { MigrationInterface, QueryRunner } from 'typeorm';
import { cardCopyHash } from '../../profiles/card-copy.js';

// Eleventh hostile pass #6: a copied card was caught only when nearly identical. The copy hash now
// reads the about line's words in any order, stemmed, without little words, and leaves the name out
// of a distinctive sentence (card-copy.ts). Hashes stored by the earlier definition would never
// equal a new one, so every stored card is hashed again, in batches (the fold is code, not SQL).
// Nothing to undo: the earlier definition's hashes were only ever a cache of the card.
const BATCH = 500;

export class CardCopyWords1767030000000 implements MigrationInterface {
  name = 'CardCopyWords1767030000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (let after = '00000000-0000-0000-0000-000000000000'; ;) {
      const rows: {
        id: string;
        card_first_name: string | null;
        card_about: string;
        card_copy_hash: string | null;
      }[] = await queryRunner.query(
        `SELECT id, card_first_name, card_about, card_copy_hash FROM "profiles"
          WHERE card_about IS NOT NULL AND id > $1 ORDER BY id LIMIT $2`,
        [after, BATCH],
      );
      for (const row of rows) {
        const hash = cardCopyHash({
          cardFirstName: row.card_first_name,
          cardAbout: row.card_about,
        });
        if (hash !== row.card_copy_hash)
          await queryRunner.query(`UPDATE "profiles" SET card_copy_hash = $1 WHERE id = $2`, [
            hash,
            row.id,
          ]);
      }
      if (rows.length < BATCH) break;
      after = rows[rows.length - 1]!.id;
    }
  }

  async down(): Promise<void> {
    // The hashes of the earlier definition are not restored: the service writes the current one on
    // the next save, and a down migration that ran the old fold would need the old code.
  }
}
