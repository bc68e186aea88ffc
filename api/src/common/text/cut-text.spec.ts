import { textEnd, textStart, wellFormedJson, wellFormedText } from './cut-text.js';

const LONE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/u;
const clusters = (text: string): string[] =>
  [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)].map(
    (part) => part.segment,
  );

// A seeded generator: the same texts on every run, but none of them written by hand around the code.
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

// Pieces people paste: accents, joiners, variation selectors, emoji (astral), flags, CJK, letters.
const PIECES = [
  'a',
  'Z',
  'ß',
  '\u0300',
  '\u0301',
  '\u200d',
  '\ufe0f',
  '😀',
  '👨‍👩‍👧',
  '🇩🇪',
  '𝔄',
  '漢',
  ' ',
  'é',
];

function randomText(next: () => number, length: number): string {
  let text = '';
  while (text.length < length) text += PIECES[Math.floor(next() * PIECES.length)]!;
  return text;
}

describe('cutting text', () => {
  it('never leaves half a surrogate pair and stays within the room, from either end', () => {
    const next = random(13);
    for (let i = 0; i < 400; i++) {
      const text = randomText(next, 20 + Math.floor(next() * 600));
      const room = Math.floor(next() * text.length);
      for (const cut of [textStart(text, room), textEnd(text, room)]) {
        expect(cut.length).toBeLessThanOrEqual(room);
        expect(LONE.test(cut)).toBe(false);
        // Stored as JSON and read back, as PostgreSQL's json reads it.
        expect(JSON.parse(JSON.stringify({ cut })).cut).toBe(cut);
      }
      expect(text.startsWith(textStart(text, room))).toBe(true);
      expect(text.endsWith(textEnd(text, room))).toBe(true);
    }
  });

  it('cuts where a character a reader sees begins or ends', () => {
    const next = random(7);
    for (let i = 0; i < 200; i++) {
      const text = randomText(next, 100 + Math.floor(next() * 200));
      const parts = clusters(text);
      // Only where no single cluster fills the room: then whole clusters are kept.
      if (parts.some((part) => part.length > 20)) continue;
      const room = 30 + Math.floor(next() * 60);
      const start = textStart(text, room);
      const end = textEnd(text, room);
      expect(start.length).toBeGreaterThan(0);
      expect(end.length).toBeGreaterThan(0);
      expect(clusters(start)).toEqual(parts.slice(0, clusters(start).length));
      expect(clusters(end)).toEqual(parts.slice(parts.length - clusters(end).length));
    }
  });

  it('keeps the last 300 of a 2000-character paste of accents, joiners and emoji', () => {
    // The thirteenth hostile pass's message: one letter followed by marks is one long cluster.
    const text = `A${'\u0301\u200d😀\ufe0f'.repeat(500)}`;
    const end = textEnd(text, 300);
    expect(end.length).toBeGreaterThan(290);
    expect(LONE.test(end)).toBe(false);
    const start = textStart(text, 301);
    expect(start.length).toBeGreaterThan(290);
    expect(LONE.test(start)).toBe(false);
  });

  it('leaves text that fits as it is', () => {
    expect(textStart('Grüß Gott 👋', 100)).toBe('Grüß Gott 👋');
    expect(textEnd('Grüß Gott 👋', 100)).toBe('Grüß Gott 👋');
    expect(textEnd('abc', 0)).toBe('');
  });

  it('makes lone halves of pairs the replacement character, in text and in stored JSON', () => {
    expect(wellFormedText('a\ud83d b \ude00c 😀')).toBe('a\ufffd b \ufffdc 😀');
    const stored = wellFormedJson({ question: '\ude00x', facts: { said: ['ok', 'y\ud83d'] } });
    expect(stored).toEqual({ question: '\ufffdx', facts: { said: ['ok', 'y\ufffd'] } });
  });
});
