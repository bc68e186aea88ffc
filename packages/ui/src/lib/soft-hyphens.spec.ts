import { softHyphens } from './soft-hyphens.js';

// Shown with | for the soft hyphen, to read the breaks.
const marked = (text: string, language = 'de') =>
  softHyphens(text, language).replaceAll('\u00AD', '|');

describe('soft hyphens in long German words', () => {
  it('marks where the heading a phone split mid-word may break, and reads back unchanged', () => {
    const name = 'Generationenübergreifendes Wohnen für Hilfe';
    const hyphenated = softHyphens(name, 'de');
    expect(hyphenated).not.toBe(name);
    // Invisible and not read out: without the soft hyphens it is the same text.
    expect(hyphenated.replaceAll('\u00AD', '')).toBe(name);
    expect(marked(name)).toBe('Gene|ra|ti|o|ne|nü|ber|grei|fendes Wohnen für Hilfe');
  });

  it('breaks between syllables, keeping ch, ck and sch and the onsets of a syllable together', () => {
    expect(marked('Gemeinschaftsgarten')).toBe('Gemein|schafts|garten');
    expect(marked('Nachbarschaftshilfe')).toBe('Nach|bar|schafts|hilfe');
    expect(marked('Wissensdatenbank')).toBe('Wissens|da|ten|bank');
  });

  it('leaves short words, words already hyphenated and other languages as written', () => {
    expect(marked('Garten und Hilfe')).toBe('Garten und Hilfe');
    expect(marked('Langlebigkeits-Optimierer')).toBe('Langlebigkeits-Optimierer');
    expect(marked('Intergenerational Homeshare', 'en')).toBe('Intergenerational Homeshare');
  });
});
