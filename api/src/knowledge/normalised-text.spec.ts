import { createHash } from 'node:crypto';
import { normalisedInSteps } from './knowledge.service.js';

// The text as stored before it was normalised a section at a time (sixth hostile pass #10): the
// sections must give the same text and hash, or a re-upload of a stored document is not seen as one.
const inOneGo = (raw: string): string =>
  raw
    .normalize('NFC')
    .replace(/\r\n?/g, '\n')
    .replace(/(?<![ \t\u00A0])[ \t\u00A0]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();

/** About `length` characters of what trips normalisation up: line ends, spaces, marks, emoji. */
function awkwardText(length: number): string {
  const pieces = [
    'Rente',
    'a',
    '7',
    ' ',
    '\t',
    '\u00A0',
    '\r\n',
    '\r',
    '\n',
    '\n\n\n',
    'e\u0301',
    'ü',
    'u\u0308',
    '😀',
    '\u212B',
  ];
  let seed = 11;
  const parts: string[] = [' \n'];
  for (let size = 0; size < length;) {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    const piece = pieces[seed % pieces.length]!;
    parts.push(piece);
    size += piece.length;
  }
  parts.push('\n \t');
  return parts.join('');
}

describe('normalisedInSteps', () => {
  it('gives the same text and SHA-256 as normalising the whole text at once', async () => {
    // Longer than several sections (256 K characters each).
    const raw = awkwardText(900_000);
    const whole = inOneGo(raw);
    const { text, contentHash } = await normalisedInSteps(raw);
    expect(text === whole).toBe(true);
    expect(contentHash).toBe(createHash('sha256').update(whole.normalize('NFC')).digest('hex'));
  });

  it('does not split white space, line ends or a letter and its mark where a section ends', async () => {
    const sectionEnd = 256 * 1024;
    for (let at = sectionEnd - 8; at <= sectionEnd + 2; at += 1) {
      const raw = `${'a'.repeat(at)} \t\r\n\r\n\n\u00A0\ne\u0301${'b'.repeat(1000)}`;
      expect((await normalisedInSteps(raw)).text === inOneGo(raw)).toBe(true);
    }
  });
});
