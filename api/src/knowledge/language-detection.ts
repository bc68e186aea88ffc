export const KNOWLEDGE_LANGUAGES = ['en', 'de'] as const;
export type KnowledgeLanguage = (typeof KNOWLEDGE_LANGUAGES)[number];

/** PostgreSQL text search configuration per language (built into PostgreSQL and PGlite). */
export const SEARCH_CONFIGURATIONS: Record<KnowledgeLanguage, 'english' | 'german'> = {
  en: 'english',
  de: 'german',
};

// Frequent function words that are unambiguous between the two languages ("die", "war", "also" are
// words in both and are left out).
const STOP_WORDS: Record<KnowledgeLanguage, ReadonlySet<string>> = {
  en: new Set(
    'the and of to in is that for it with as on are be this by you not or have from at they we an was which will can their has if would there more been what when who your should how than its our were these may about'.split(
      ' ',
    ),
  ),
  de: new Set(
    'der und den das ist nicht ein eine sich mit auf für von dem des zu im auch es sie ich wir werden wird sind bei oder nach wenn noch kann über einen einer aus wie nur haben hat wurde ihre dass können durch sein zum zur beim'.split(
      ' ',
    ),
  ),
};

/** EN or DE by counting each language's stop words in the first ~20,000 words; ties go to English. */
// The first 20,000 words decide; reading only the characters they can span keeps a 10 MB upload from
// holding the event loop for half a second.
const SAMPLE_WORDS = 20_000;
const SAMPLE_CHARS = SAMPLE_WORDS * 15;

export function detectLanguage(whole: string): KnowledgeLanguage {
  const text = whole.length > SAMPLE_CHARS ? whole.slice(0, SAMPLE_CHARS) : whole;
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  let en = 0;
  let de = 0;
  for (const word of words.slice(0, SAMPLE_WORDS)) {
    if (STOP_WORDS.en.has(word)) en += 1;
    else if (STOP_WORDS.de.has(word)) de += 1;
  }
  // Umlauts and ß are a strong German signal when a text has few function words (titles, lists).
  if (en === de) return /[äöüß]/i.test(text) ? 'de' : 'en';
  return de > en ? 'de' : 'en';
}
