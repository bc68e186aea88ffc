import type { EntityManager } from 'typeorm';
import { KnowledgeSearchRepository } from './knowledge-search.repository.js';

/** The repository over a database that records each statement and answers `rows`. */
function recording(rows: unknown[]) {
  const statements: { sql: string; params: unknown[] }[] = [];
  const db = {
    query: (sql: string, params: unknown[] = []) => {
      statements.push({ sql, params });
      return Promise.resolve(rows);
    },
  } as unknown as EntityManager;
  return { repository: new KnowledgeSearchRepository(db), statements };
}

// The answer cards' terms as chat hands them over.
const cards = {
  counts: () =>
    Promise.resolve({
      en: new Map([
        ['', 188],
        ['pension', 12],
        ['pensio', 2],
        ['medicar', 5],
      ]),
      de: new Map([['pflegegrad', 9]]),
    }),
};

describe('KnowledgeSearchRepository with the answer cards’ vocabulary', () => {
  it('counts a word the cards know as known, even when no passage has it', async () => {
    const { repository } = recording([
      { word: 'pension', language: 'en', lexeme: 'pension', df: 0 },
      { word: 'pension', language: 'de', lexeme: 'pension', df: 3 },
    ]);
    repository.useCardVocabulary(cards);
    expect(await repository.stems(['pension'])).toEqual([
      { word: 'pension', language: 'en', lexeme: 'pension', df: 12 },
      { word: 'pension', language: 'de', lexeme: 'pension', df: 3 },
    ]);
  });

  it('offers the database the cards’ terms near a typo, for its probe only', async () => {
    const { repository, statements } = recording([]);
    repository.useCardVocabulary(cards);
    await repository.placeUnknown(
      [],
      [
        { word: 'pensoin', language: 'en', stem: 'pensoin' },
        { word: 'pflegegrat', language: 'de', stem: 'pflegegrat' },
        { word: 'medicare', language: 'de', stem: 'medicar' },
      ],
    );
    const [, , , , , , , probes, terms] = statements[0]!.params as unknown[][];
    // 'pensoin' is two edits from 'pension' and 'pensio'; 'medicar' is an English card term only.
    expect(terms!.map((term, i) => [probes![i], term])).toEqual([
      [1, 'pension'],
      [1, 'pensio'],
      [2, 'pflegegrad'],
    ]);
  });

  it('knows only the passages’ words until chat hands the cards over', async () => {
    const { repository } = recording([
      { word: 'pension', language: 'en', lexeme: 'pension', df: 0 },
    ]);
    expect(await repository.stems(['pension'])).toEqual([
      { word: 'pension', language: 'en', lexeme: 'pension', df: 0 },
    ]);
  });
});
