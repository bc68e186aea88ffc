import { createHash } from 'node:crypto';
import { CardIndexService } from '../src/chat/guide/card-index.service.js';
import { KnowledgeService } from '../src/knowledge/knowledge.service.js';
import { SEARCH_RULES, type SearchRules } from '../src/knowledge/search-text.js';
import { type TestDatabase, testDatabases } from './support/databases.js';
import { startTestApp, type TestApp } from './support/test-app.js';

// Issue 24, item 7: the search indexes follow the rules they are built with. A rule is changed
// here (a new synonym that stands beside "pension" and "Rente"); the cards', the articles' and
// the uploads' vectors then hold it, and the previous rules bring them back.
const WITH_NEW_SYNONYM: SearchRules = {
  hash: createHash('sha256').update(`${SEARCH_RULES.hash} with zorblat`).digest('hex'),
  apply: (text) => SEARCH_RULES.apply(text).replace(/\b(pension|rente)\b/gu, '$& zorblat'),
};

describe.each(testDatabases())('search indexes follow the search rules on $name', (factory) => {
  let database: TestDatabase;
  let app: TestApp;

  beforeAll(async () => {
    database = await factory.create();
    app = await startTestApp(database);
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  const holding = async (table: 'knowledge_chunks' | 'guide_cards'): Promise<number> => {
    const [row] = await app.dataSource.query(
      `SELECT count(*)::int AS n FROM ${table} WHERE search_vector @@ 'zorblat'::tsquery`,
    );
    return Number(row.n);
  };
  const counted = async (): Promise<number> => {
    const rows = await app.dataSource.query(
      "SELECT chunk_count FROM knowledge_terms WHERE lexeme = 'zorblat'",
    );
    return rows.reduce((sum: number, row: { chunk_count: number }) => sum + row.chunk_count, 0);
  };

  it('rebuilds passages, term counts and cards when the rules change, and only then', async () => {
    const knowledge = app.app.get(KnowledgeService);
    const cards = app.app.get(CardIndexService);
    expect(await holding('knowledge_chunks')).toBe(0);

    expect(await knowledge.followSearchRules(WITH_NEW_SYNONYM)).toBe(true);
    const passages = await holding('knowledge_chunks');
    expect(passages).toBeGreaterThan(0);
    // The IDF counts follow the vectors.
    expect(await counted()).toBe(passages);
    // The same rules again: nothing to do.
    expect(await knowledge.followSearchRules(WITH_NEW_SYNONYM)).toBe(false);

    expect(await cards.sync(undefined, WITH_NEW_SYNONYM)).toBeGreaterThan(0);
    expect(await holding('guide_cards')).toBeGreaterThan(0);

    // Back to the shipped rules: the synonym is gone from every index.
    expect(await knowledge.followSearchRules()).toBe(true);
    expect(await cards.sync()).toBeGreaterThan(0);
    expect(await holding('knowledge_chunks')).toBe(0);
    expect(await holding('guide_cards')).toBe(0);
    expect(await counted()).toBe(0);
  });
});
