import type { MigrationInterface, QueryRunner } from 'typeorm';

// The guide's search indexes, as bench/chat found them (issue 15, speed):
// - The trigram indexes on the two term tables were never read: typo tolerance finds the nearest
//   spelling by edit distance among the terms sharing the first two letters, a range scan on each
//   table's primary key (trigram similarity misses transposed letters). They only slowed every
//   upload, which rewrites term counts. pg_trgm stays installed: migration 1765100000000 creates it.
// - The full-text GIN indexes gathered new entries in their pending list (fastupdate), which only
//   VACUUM empties; PGlite has no autovacuum, so every search read the whole list and the planner,
//   rightly finding the index dear, scanned every chunk instead (7 ms instead of under 1 ms at 2,000
//   chunks). Entries now go straight into the index, as the matching index already does.
export class GuideSearchIndexes1766400000000 implements MigrationInterface {
  name = 'GuideSearchIndexes1766400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX IF EXISTS "IDX_guide_card_terms_trgm"`);
    await queryRunner.query(`DROP INDEX IF EXISTS "IDX_knowledge_terms_trgm"`);
    for (const index of ['IDX_knowledge_chunks_search_vector', 'IDX_guide_cards_search_vector']) {
      await queryRunner.query(`ALTER INDEX "${index}" SET (fastupdate = off)`);
      await queryRunner.query(`SELECT gin_clean_pending_list('"${index}"'::regclass)`);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const index of ['IDX_knowledge_chunks_search_vector', 'IDX_guide_cards_search_vector'])
      await queryRunner.query(`ALTER INDEX "${index}" RESET (fastupdate)`);
    await queryRunner.query(
      `CREATE INDEX "IDX_guide_card_terms_trgm" ON "guide_card_terms" USING GIN ("lexeme" gin_trgm_ops)`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_knowledge_terms_trgm" ON "knowledge_terms" USING GIN ("lexeme" gin_trgm_ops)`,
    );
  }
}
