import { chunkText } from './chunking.js';

const words = (n: number, prefix = 'w'): string =>
  Array.from({ length: n }, (_, i) => `${prefix}${i}`).join(' ');
const count = (text: string): number => text.split(/\s+/).filter(Boolean).length;

describe('chunkText', () => {
  it('keeps a short text as one chunk with its paragraphs', () => {
    expect(chunkText('First paragraph.\n\nSecond paragraph.')).toEqual([
      'First paragraph.\n\nSecond paragraph.',
    ]);
  });

  it('starts a new chunk at a paragraph border and repeats the end of the previous one', () => {
    const text = [words(200, 'a'), words(200, 'b'), words(200, 'c')].join('\n\n');
    const chunks = chunkText(text, { targetWords: 250, maxWords: 350, overlapWords: 10 });
    expect(chunks).toHaveLength(3);
    expect(chunks[0]).toBe(words(200, 'a'));
    expect(chunks[1]).toBe(
      `… ${Array.from({ length: 10 }, (_, i) => `a${190 + i}`).join(' ')}\n\n${words(200, 'b')}`,
    );
    expect(chunks.every((chunk) => count(chunk) <= 350 + 11)).toBe(true);
  });

  it('cuts a paragraph longer than a chunk at sentence ends, and a giant sentence at words', () => {
    const sentences = Array.from(
      { length: 60 },
      (_, i) => `Sentence ${i} has exactly eight words in it.`,
    ).join(' ');
    const chunks = chunkText(`${sentences}\n\n${words(1000)}`);
    expect(chunks.length).toBeGreaterThan(3);
    expect(chunks.every((chunk) => count(chunk) <= 350 + 41)).toBe(true);
    // Nothing is lost: every word of the input is in some chunk.
    const all = chunks.join(' ');
    expect(all).toContain('Sentence 59 has exactly eight words in it.');
    expect(all).toContain('w999');
  });

  it('never emits a chunk that only repeats the overlap', () => {
    const chunks = chunkText([words(240, 'a'), words(20, 'b')].join('\n\n'), {
      targetWords: 250,
      maxWords: 350,
      overlapWords: 40,
    });
    expect(chunks).toHaveLength(2);
    expect(chunks[1]).toContain('b19');
  });

  it('cuts megabytes of sentences on one line, keeping every sentence whole and in order', () => {
    // A 9 MB upload with no line break once ran the sentence match out of stack (sixteenth hostile
    // pass #8); 2 MB of it keeps this test quick.
    const line = Array.from({ length: 80_000 }, (_, i) => `Die Rente ${i} ist Gesetz!?`).join(' ');
    const chunks = chunkText(line);
    expect(chunks.every((chunk) => count(chunk) <= 350 + 41)).toBe(true);
    const all = chunks.join(' ');
    expect(all).toContain('Die Rente 0 ist Gesetz!?');
    expect(all).toContain('Die Rente 79999 ist Gesetz!?');
    expect(all.indexOf('Rente 41000 ')).toBeLessThan(all.indexOf('Rente 41001 '));
  });

  it('returns nothing for blank text', () => {
    expect(chunkText(' \n\n \n')).toEqual([]);
  });
});
