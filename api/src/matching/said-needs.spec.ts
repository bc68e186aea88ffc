import { NEEDS_IN_CORES_1766995000000 } from '../database/migrations/data/needs-in-cores-1766995000000.js';
import { PGlite } from '@electric-sql/pglite';
import {
  type NeedPhrase,
  SAID_HAVE_PHRASES,
  SAID_NEED_PHRASES,
  saidNeedsOf,
  WRITTEN_ONLY_NEEDS,
} from './said-needs.js';

// Lexemes as the database would give them; the words are what the person typed.
const said = (...pairs: [lexeme: string, word: string][]) =>
  pairs.map(([lexeme, word]) => ({ lexeme, word }));

const PHRASES: NeedPhrase[] = [
  { key: 'n:errands', lang: 'en', lexemes: ['shop'] },
  { key: 'n:errands', lang: 'de', lexemes: ['einkauf'] },
  { key: 'n:sitting', lang: 'en', lexemes: ['hous', 'sit'] },
  { key: 'n:respite', lang: 'en', lexemes: ['sit', 'husband'] },
  { key: 'n:garden', lang: 'de', lexemes: ['gart'] },
];

describe('needs written in words (issue 26 item 1)', () => {
  it('reads a need from any of its phrases, with the words the person wrote', () => {
    expect(saidNeedsOf({ en: said(['shop', 'shopping']), de: [] }, PHRASES)).toEqual([
      { key: 'n:errands', words: ['shopping'] },
    ]);
  });

  it('counts a phrase of several words only when all of them are there', () => {
    const sitting = { en: said(['hous', 'house'], ['sit', 'sitting'], ['pet', 'pet']), de: [] };
    expect(saidNeedsOf(sitting, PHRASES)).toEqual([
      { key: 'n:sitting', words: ['house', 'sitting'] },
    ]);
    const husband = {
      en: said(['someon', 'someone'], ['sit', 'sit'], ['husband', 'husband']),
      de: [],
    };
    expect(saidNeedsOf(husband, PHRASES).map((need) => need.key)).toEqual(['n:respite']);
  });

  it('finds a German need inside a compound, but not a short stem inside any word', () => {
    const help = { en: [], de: said(['einkaufshilf', 'Einkaufshilfe'], ['gartenzwerg', 'x']) };
    // "gart" has four letters: too short to be looked for inside other words.
    expect(saidNeedsOf(help, PHRASES)).toEqual([{ key: 'n:errands', words: ['Einkaufshilfe'] }]);
    // English words are not split.
    expect(saidNeedsOf({ en: said(['shopkeep', 'shopkeeper']), de: [] }, PHRASES)).toEqual([]);
  });

  it('knows which needs only words can state: not the four the wizard asks for', () => {
    expect(WRITTEN_ONLY_NEEDS.has('n:errands')).toBe(true);
    for (const asked of ['n:housing', 'n:companionship', 'n:tech', 'n:business'])
      expect(WRITTEN_ONLY_NEEDS.has(asked)).toBe(false);
  });
});

describe('the needs the cores name (migration 1766995000000)', () => {
  it('are needs the wizard asks for or words can state, each with phrases in both languages', () => {
    const asked = ['n:housing', 'n:companionship', 'n:tech', 'n:business'];
    for (const change of Object.values(NEEDS_IN_CORES_1766995000000))
      for (const key of Object.keys(change.add)) {
        expect(asked.includes(key) || WRITTEN_ONLY_NEEDS.has(key)).toBe(true);
        expect(SAID_NEED_PHRASES[key]?.en.length).toBeGreaterThan(0);
        expect(SAID_NEED_PHRASES[key]?.de.length).toBeGreaterThan(0);
      }
  });
});

describe('what a person writes they have or can do, stemmed by PostgreSQL (PGlite)', () => {
  // The service reads the fields where one says what one has with ts_debug and the phrases with
  // to_tsvector, in the `english` and `german` configurations: the same here, on the embedded database.
  let db: PGlite;
  let phrases: NeedPhrase[];
  beforeAll(async () => {
    db = await PGlite.create();
    const all = Object.entries(SAID_HAVE_PHRASES).flatMap(([key, byLang]) =>
      (['en', 'de'] as const).flatMap((lang) => byLang[lang].map((text) => ({ key, lang, text }))),
    );
    phrases = [];
    for (const { key, lang, text } of all) {
      const { rows } = await db.query<{ lexemes: string[] }>(
        `SELECT tsvector_to_array(to_tsvector($1::regconfig, $2)) AS lexemes`,
        [lang === 'de' ? 'german' : 'english', text],
      );
      phrases.push({ key, lang, lexemes: rows[0]?.lexemes ?? [] });
    }
  }, 60000);
  afterAll(() => db.close());

  const wrote = async (text: string): Promise<string[]> => {
    const stem = async (config: string) =>
      (
        await db.query<{ lexeme: string; word: string }>(
          `SELECT l AS lexeme, min(d.token) AS word
             FROM ts_debug($1::regconfig, $2) d, unnest(d.lexemes) l GROUP BY l`,
          [config, text],
        )
      ).rows;
    const said = { en: await stem('english'), de: await stem('german') };
    return saidNeedsOf(said, phrases)
      .map((found) => found.key)
      .sort();
  };

  it('stems every phrase to something (no phrase of stop words only)', () => {
    for (const phrase of phrases) expect(phrase.lexemes.length).toBeGreaterThan(0);
  });

  it('reads skills and assets from sentences nobody wrote the phrases around', async () => {
    expect(await wrote('I sang in a church choir for thirty years')).toEqual(['s:Music']);
    expect(await wrote('Früher habe ich im Kirchenchor gesungen')).toEqual(['s:Music']);
    expect(await wrote('Ich habe ein Gästezimmer und eine alte Nähmaschine')).toEqual([
      'o:equipment',
      'o:space',
    ]);
    expect(await wrote('Retired cabinetmaker, forty years in my own workshop')).toEqual([
      'o:equipment',
      's:Carpentry',
    ]);
    expect(await wrote('Ich war Lehrerin, dann Schulleiterin')).toEqual(['s:Teaching']);
  });

  it('does not read a skill as an asset, nor anything from words that say neither', async () => {
    // English stems "gardening" like "garden": a gardener is not told she has land.
    expect(await wrote('I love gardening')).toEqual(['s:Gardening']);
    expect(await wrote('I would like to stay independent and see my grandchildren')).toEqual([]);
    expect(await wrote('Ich möchte unabhängig bleiben')).toEqual([]);
  });
});
