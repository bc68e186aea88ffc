import { NEEDS_IN_CORES_1766995000000 } from '../database/migrations/data/needs-in-cores-1766995000000.js';
import {
  type NeedPhrase,
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
