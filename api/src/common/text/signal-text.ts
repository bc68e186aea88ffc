import { JOINED_NAMES, ORDINARY_PIECES } from './app-names.js';
import { appNameOf, readAppNames } from './fuzzy-names.js';

// Ninth hostile pass #3: each scam check folded the text its own way, so a trick that one fold
// undid still hid from the others ('Telegrаm' with a Cyrillic 'а' passed the off-platform check,
// 'g.i.f.t cards' and 'ɡift cards' with a Latin small script g passed the money check, 'evil DOT com
// SLASH login' passed as no address). This is the one reading every signal check starts from:
// folded (NFKC, hidden characters, odd full stops), lower case, letters that pass for Latin ones read
// as those, spoken dots and slashes read as signs, and words spelt out letter by letter joined.
// Never shown: the reader sees the cleaned message, and this only decides its warnings.

// Invisible and direction-changing characters (every one Unicode says to ignore when it cannot be
// shown: joiners, variation selectors, tags, Hangul fillers…), blank braille, and control characters
// but tab and new line; also marks drawn over plain letters ("g̶o̶o̶g̶l̶e̶.com"), which hide an address,
// and marks drawn around a character ('0⃣1⃣7⃣', keycap digits: thirteenth hostile pass #2).
const HIDDEN =
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  /[\u0000-\u0008\u000b-\u001f\u007f\u2800\p{Default_Ignorable_Code_Point}]|(?<=[a-z0-9])\p{Mn}+|\p{Me}+/giu;

// Full stops that NFKC leaves alone ('ssa-help。top', 'ssa-help·top', 'ssa-help%2Etop'), and '(dot)', '[.]' written between two parts
// of an address: folded to '.', so the address is found like any other.
const DOTS = /[\u3002\uff61\u2024\ufe52\u00b7\u2022\u2219]|%2e/giu;
const WRITTEN_DOT = /(?<=[\p{L}\p{N}])[([{] ?(?:dot|punkt|\.) ?[)\]}](?=[\p{L}\p{N}])/giu;

/** The text as it is compared: compatibility forms folded (NFKC: 'ｓｓａ．ｔｏｐ' is 'ssa.top'), nothing hidden. */
export function foldText(text: string): string {
  // Composed first, so that only marks no letter takes ("ü" is one character then) are dropped.
  return text.normalize('NFKC').replace(HIDDEN, '').replace(DOTS, '.').replace(WRITTEN_DOT, '.');
}

// Letters of other scripts, and Latin letters of other shapes, that pass for a Latin letter in
// lower case. Digits are not here: '500' stays an amount (the money check reads 'g1ft' itself).
const LOOK_ALIKES: Readonly<Record<string, string>> = {
  // Cyrillic.
  а: 'a',
  в: 'b',
  ь: 'b',
  е: 'e',
  ё: 'e',
  і: 'i',
  ї: 'i',
  ӏ: 'l',
  ј: 'j',
  к: 'k',
  м: 'm',
  н: 'h',
  һ: 'h',
  о: 'o',
  п: 'n',
  р: 'p',
  с: 'c',
  т: 't',
  у: 'y',
  х: 'x',
  ѕ: 's',
  ԁ: 'd',
  ԛ: 'q',
  ԝ: 'w',
  // Greek.
  α: 'a',
  β: 'b',
  γ: 'y',
  ε: 'e',
  η: 'n',
  ι: 'i',
  κ: 'k',
  μ: 'u',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  σ: 'o',
  ς: 's',
  τ: 't',
  υ: 'u',
  χ: 'x',
  ω: 'w',
  // Latin letters of other shapes: small script g, dotless i and j, long s, small capitals.
  ɡ: 'g',
  ı: 'i',
  ȷ: 'j',
  ſ: 's',
  ɑ: 'a',
  ɩ: 'i',
  ʋ: 'u',
  ᴀ: 'a',
  ʙ: 'b',
  ᴄ: 'c',
  ᴅ: 'd',
  ᴇ: 'e',
  ɢ: 'g',
  ʜ: 'h',
  ɪ: 'i',
  ᴊ: 'j',
  ᴋ: 'k',
  ʟ: 'l',
  ᴍ: 'm',
  ɴ: 'n',
  ᴏ: 'o',
  ᴘ: 'p',
  ʀ: 'r',
  ꜱ: 's',
  ᴛ: 't',
  ᴜ: 'u',
  ᴠ: 'v',
  ᴡ: 'w',
  ʏ: 'y',
  ᴢ: 'z',
  // Cherokee and Lisu capitals drawn like Latin ones ('Ꮃhatsapp', thirteenth hostile pass #1),
  // keyed by their lower case: words are lower-cased before this table is read.
  ...Object.fromEntries(
    Object.entries({
      Ꭰ: 'd',
      Ꭱ: 'r',
      Ꭲ: 't',
      Ꭵ: 'i',
      Ꭹ: 'y',
      Ꭺ: 'a',
      Ꭻ: 'j',
      Ꭼ: 'e',
      Ꮃ: 'w',
      Ꮇ: 'm',
      Ꮋ: 'h',
      Ꮍ: 'y',
      Ꮐ: 'g',
      Ꮒ: 'h',
      Ꮓ: 'z',
      Ꮟ: 'b',
      Ꮢ: 'r',
      Ꮤ: 'w',
      Ꮥ: 's',
      Ꮩ: 'v',
      Ꮪ: 's',
      Ꮮ: 'l',
      Ꮯ: 'c',
      Ꮲ: 'p',
      Ꮶ: 'k',
      Ꮷ: 'd',
      Ᏼ: 'b',
      ꓐ: 'b',
      ꓑ: 'p',
      ꓒ: 'd',
      ꓓ: 'd',
      ꓔ: 't',
      ꓖ: 'g',
      ꓗ: 'k',
      ꓙ: 'j',
      ꓚ: 'c',
      ꓜ: 'z',
      ꓝ: 'f',
      ꓟ: 'm',
      ꓠ: 'n',
      ꓡ: 'l',
      ꓢ: 's',
      ꓣ: 'r',
      ꓦ: 'v',
      ꓧ: 'h',
      ꓪ: 'w',
      ꓫ: 'x',
      ꓬ: 'y',
      ꓮ: 'a',
      ꓰ: 'e',
      ꓲ: 'i',
      ꓳ: 'o',
      ꓴ: 'u',
      // Armenian small letters.
      օ: 'o',
      ս: 'u',
      ց: 'g',
      հ: 'h',
      ո: 'n',
      զ: 'q',
    }).map(([letter, latin]) => [letter.toLowerCase(), latin]),
  ),
};

// 'evil dot com slash login', 'anna punkt de': a dot or slash spoken between two words is the sign,
// unless an article says it is a word ('on the dot at nine', 'um Punkt acht', 'auf den Punkt').
const SPOKEN_SIGN =
  /(?<![\p{L}\p{N}])([\p{L}\p{N}]+) (dot|punkt|slash|schrägstrich) (?=[\p{L}\p{N}])/gu;
const ARTICLES = new Set(['the', 'a', 'um', 'auf', 'den', 'dem', 'der', 'ein', 'einen', 'einem']);
const SIGNS: Readonly<Record<string, string>> = {
  dot: '.',
  punkt: '.',
  slash: '/',
  schrägstrich: '/',
};

// Three or more single letters or digits with one separator between each: 'g i f t', 'g.i.f.t',
// 'a-n-n-a.c-o-m', 'a n n a - p h o t o s . c o m'. Each separator is one sign, perhaps with a
// space on either side.
const SPELT_OUT =
  /(?<![\p{L}\p{N}])[\p{L}\p{N}](?:(?: [.\-_/@]? ?|[.\-_/@] ?)[\p{L}\p{N}](?![\p{L}\p{N}])){2,}/gu;

// A run spelt out: the separator used most is the one between letters and goes; any other is part
// of what was spelt ('a-n-n-a.c-o-m' is 'anna.com', 'g-i-f-t c-a-r-d-s' is 'gift cards').
function joinRun(run: string): string {
  const letters = run.match(/[\p{L}\p{N}]/gu) ?? [];
  const separators = run.split(/[\p{L}\p{N}]/u).slice(1, -1);
  const counts = new Map<string, number>();
  for (const separator of separators) counts.set(separator, (counts.get(separator) ?? 0) + 1);
  const spacer = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
  return letters
    .map((letter, i) => {
      const after = separators[i];
      if (after === undefined || after === spacer) return letter;
      return letter + (after.trim() || ' ');
    })
    .join('');
}

// A word in lower case with its letters read as Latin ones.
function asLatin(word: string): string {
  let read = '';
  for (const character of word.toLowerCase()) read += LOOK_ALIKES[character] ?? character;
  return read;
}

// Tenth hostile pass #2: an app's name written in pieces ('whats-app', 'Any Desk', 'Team.Viewer',
// 'Q R code', 'tele _ gram') is read as the name, so every check that knows the name knows it apart.
// Pieces are words between one to three separators on one line; only pieces that together spell a
// known name are joined (`JOINED_NAMES`), so no ordinary pair of words is glued, and a name split
// into ordinary words by single spaces only when a piece after the first is written with a capital
// ('Any Desk', not "any desk will do").
const PIECE = /[\p{L}\p{N}]+/gu;
const PIECE_GAP = /^(?:[ \t._\-–—·*/|+'’~:]{1,3})$/u;
const NAME_STARTS: ReadonlySet<string> = new Set(
  [...JOINED_NAMES].flatMap((name) => [...name].map((_, i) => name.slice(0, i + 1))),
);

interface Piece {
  readonly start: number;
  readonly end: number;
  readonly read: string;
  readonly capital: boolean;
}

// Whether pieces from `first` to `last` may be read as one name.
function joinable(pieces: readonly Piece[], first: number, last: number, text: string): boolean {
  const spaced = pieces
    .slice(first + 1, last + 1)
    .every((piece, i) => text.slice(pieces[first + i]!.end, piece.start) === ' ');
  if (!spaced) return true;
  const span = pieces.slice(first, last + 1);
  return (
    span.some((piece) => !ORDINARY_PIECES.has(piece.read)) ||
    span.slice(1).some((piece) => piece.capital)
  );
}

function joinNames(text: string): string {
  const pieces: Piece[] = [...text.matchAll(PIECE)].map((match) => ({
    start: match.index,
    end: match.index + match[0].length,
    read: asLatin(match[0]),
    capital: /^\p{Lu}/u.test(match[0]),
  }));
  let joined = '';
  let copied = 0;
  for (let first = 0; first < pieces.length; first += 1) {
    let name = pieces[first]!.read;
    let found = -1;
    // Each step adds a piece of at least one letter to a start of a known name: at most as many
    // steps as the longest name has letters.
    for (let last = first + 1; last < pieces.length && NAME_STARTS.has(name); last += 1) {
      const gap = { from: pieces[last - 1]!.end, to: pieces[last]!.start };
      if (gap.to - gap.from > 3 || !PIECE_GAP.test(text.slice(gap.from, gap.to))) break;
      name += pieces[last]!.read;
      if (JOINED_NAMES.has(name) && joinable(pieces, first, last, text)) found = last;
    }
    if (found < 0) continue;
    joined += `${text.slice(copied, pieces[first]!.start)}${pieces
      .slice(first, found + 1)
      .map((piece) => piece.read)
      .join('')}`;
    copied = pieces[found]!.end;
    first = found;
  }
  return joined + text.slice(copied);
}

// Twelfth hostile pass #3: a messenger named in Russian ('ватсап мне', 'мой телеграм hans1951',
// 'напишите мне в вайбер') or described ('the little blue paper plane app', 'the social network with
// the blue f', "add me on what's up", 'Wh@tsApp'). Read as the app's name, and the few Russian words
// that ask to write or give one's own as English ones, before Cyrillic letters are read as Latin
// look-alikes (which would make 'ватсап' 'batcan'). A new wording is a new entry.
const FOREIGN_WORDS: Readonly<Record<string, string>> = {
  ...Object.fromEntries(
    'ватсап вотсап вацап ватсапп вотсапп ватсапе ватсапу вотсапе'
      .split(' ')
      .map((w) => [w, 'whatsapp']),
  ),
  ...Object.fromEntries(
    'телеграм телеграмм телеграме телеграмме телеграмму телеге телега телегу'
      .split(' ')
      .map((w) => [w, 'telegram']),
  ),
  ...Object.fromEntries('вайбер вайбере вайбера'.split(' ').map((w) => [w, 'viber'])),
  ...Object.fromEntries('скайп скайпе'.split(' ').map((w) => [w, 'skype'])),
  ...Object.fromEntries('сигнал сигнале'.split(' ').map((w) => [w, 'signal'])),
  ...Object.fromEntries('инстаграм инстаграме инсте инста'.split(' ').map((w) => [w, 'instagram'])),
  ...Object.fromEntries('мне меня'.split(' ').map((w) => [w, 'me'])),
  ...Object.fromEntries('мой моя моё мое мою мои'.split(' ').map((w) => [w, 'my'])),
  ...Object.fromEntries(
    'напиши напишите пиши пишите написать звони позвони позвоните звоните'
      .split(' ')
      .map((w) => [w, 'write']),
  ),
  ...Object.fromEntries(
    'добавь добавьте найди найдите ищи ищите'.split(' ').map((w) => [w, 'find']),
  ),
  номер: 'number',
  телефон: 'phone',
};
const FOREIGN = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:${Object.keys(FOREIGN_WORDS).join('|')})(?![\p{L}\p{N}])`,
  'giu',
);
const DESCRIBED: readonly (readonly [RegExp, string])[] = [
  [/paper ?plane|papier ?flieger|papierflugzeug/giu, 'telegram'],
  [/(?<![\p{L}\p{N}])(?:blue|blaue[nm]?) f(?![\p{L}\p{N}])/giu, 'facebook'],
  [
    /(?<![\p{L}\p{N}])(?:green|grüne[nm]?) (?:app |symbol |icon )?(?:with|mit) (?:the |a |dem |einem )?(?:phone|telefon|hörer|telefonhörer)(?![\p{L}\p{N}])/giu,
    'whatsapp',
  ],
  [/(?<![\p{L}\p{N}])(?:yellow|gelbe[nm]?) (?:ghost|geist)(?![\p{L}\p{N}])/giu, 'snapchat'],
  // "What's up" only as a place to be ('on', 'auf') or with 'app' or 'me' after it.
  [
    /(?<=(?:on|auf|via|per|über|in) )what['’]?s ?up(?![\p{L}\p{N}])|(?<![\p{L}\p{N}])what['’]?s ?up(?= (?:app|me|mir)(?![\p{L}\p{N}]))/giu,
    'whatsapp',
  ],
];
// A sign for a letter inside an app's name ('Wh@tsApp', 'Te!egram' is read by the fuzzy names):
// only where the word with 'a' for '@' is a name, so an e-mail address stays one.
const AT_WORD = /(?<![\p{L}\p{N}])[\p{L}\p{N}]+(?:@[\p{L}\p{N}]+)+/gu;
function readDescribed(text: string): string {
  let read = text.replace(FOREIGN, (word) => FOREIGN_WORDS[word.toLowerCase()] ?? word);
  for (const [pattern, name] of DESCRIBED) read = read.replace(pattern, name);
  return read.replace(AT_WORD, (word) => {
    const name = word.toLowerCase().replace(/@/gu, 'a');
    return JOINED_NAMES.has(name) || appNameOf(name, 0) ? name : word;
  });
}

// Lower case and letters read as Latin, app names written in pieces joined, before spelt-out words
// are joined.
function latinLetters(text: string): string {
  return asLatin(joinNames(readDescribed(foldText(text)))).replace(
    SPOKEN_SIGN,
    (spoken, word: string, sign: string) => (ARTICLES.has(word) ? spoken : word + SIGNS[sign]!),
  );
}

// A short link's name with a space before its ending and a path after: 'bit ly/3abcde'. It starts
// where a run of name characters starts ('a-a-a-…' is read once, not from every letter).
const SPACED_SHORT_LINK = /(?<![a-z\d-])([a-z\d-]{2,}) ([a-z]{2,3})(?=\/[\w-])/gu;

/** A message as the scam checks read it, and the words it spells out. */
export interface SignalReading {
  readonly text: string;
  /** Each word spelt out letter by letter, joined: 'm o n e y p l e a s e' is one word. */
  readonly speltOut: readonly string[];
}

// The money check and the other checks read the same message one after the other, and a thread's
// messages are read alone and with the sender's last ones (message-text.ts): the last few readings
// are kept, so each text is read once.
const KEPT_READINGS = 4;
const readings = new Map<string, SignalReading>();

/**
 * The message as every scam check reads it (ninth hostile pass #3): folded, lower case, look-alike
 * letters as Latin ones, 'dot'/'punkt'/'slash' as '.' and '/', spelt-out words joined, app names
 * read through misspellings (`readAppNames`). Linear in the
 * message; for checks only, never shown.
 */
export function readSignals(message: string): SignalReading {
  const known = readings.get(message);
  if (known) return known;
  const letters = latinLetters(message);
  const reading = {
    // App names misspelt or written with look-alikes ('Telegrarn', 'WhatsAp', 'Te1egram') are read
    // as the name once spelt-out words are joined ('W-h-a-t-s-A-p').
    text: readAppNames(
      letters
        .replace(SPELT_OUT, joinRun)
        .replace(SPACED_SHORT_LINK, '$1.$2')
        .replace(/ {2,}/gu, ' '),
    ),
    speltOut: [...letters.matchAll(SPELT_OUT)].map(([run]) => joinRun(run)),
  };
  if (readings.size >= KEPT_READINGS) readings.delete(readings.keys().next().value!);
  readings.set(message, reading);
  return reading;
}
