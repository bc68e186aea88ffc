import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

// JavaScript's \b knows only [A-Za-z0-9_], with the u flag too: "\b(?:über|für)" never matches
// "über" after a space, and a follow-up "über 10 Jahre zusammen" went unread. Word starts before
// German words are written (?<![\p{L}\p{N}]). This reads the guide's sources for a \b that stands
// before a group with an alternative starting with a letter outside ASCII, or before such a letter.

const GUIDE = fileURLToPath(new URL('..', import.meta.url));
// The message readers of introductions and threads read German the same way.
const TEXT = fileURLToPath(new URL('../../../common/text/', import.meta.url));
const NON_ASCII_LETTER = /^[\p{L}]/u;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return name.endsWith('.ts') && !name.endsWith('.spec.ts') ? [path] : [];
  });
}

/** The top-level alternatives of the group that opens at `open` (the index of its "("). */
function alternatives(text: string, open: number): string[] {
  let depth = 0;
  let start = text.startsWith('(?:', open) ? open + 3 : open + 1;
  const found: string[] = [];
  for (let index = open; index < text.length; index += 1) {
    const char = text[index];
    if (char === '\\') {
      index += 1;
      continue;
    }
    if (char === '(') depth += 1;
    else if (char === ')') {
      depth -= 1;
      if (depth === 0) {
        found.push(text.slice(start, index));
        return found;
      }
    } else if (char === '|' && depth === 1) {
      found.push(text.slice(start, index));
      start = index + 1;
    }
  }
  return found;
}

it('writes no ASCII word start before a German word with an umlaut', () => {
  const offenders: string[] = [];
  for (const path of [...sources(GUIDE), ...sources(TEXT)]) {
    const text = readFileSync(path, 'utf8');
    for (const match of text.matchAll(/\\b(?=[(\p{L}])/gu)) {
      const at = (match.index ?? 0) + 2;
      const next =
        text[at] === '('
          ? alternatives(text, at).map((alternative) => alternative.replace(/^(?:\(\?:)+/u, ''))
          : [text.slice(at, at + 1)];
      const bad = next.find(
        (alternative) => NON_ASCII_LETTER.test(alternative) && !/^[A-Za-z]/u.test(alternative),
      );
      if (bad !== undefined) offenders.push(`${path}: \\b before "${bad.slice(0, 20)}"`);
    }
  }
  expect(offenders).toEqual([]);
});
