import { wordList } from './word-lists.js';
// Thirteenth hostile pass #2: a phone number told in words got through whenever it was told a
// little differently from the few shapes a pattern knew ("null-eins-sieben-sechs / drei-vier…",
// "zéro six douze trente-quatre…", "sıfır beş yüz otuz iki…", "O1Seven6…", "…, dann vier fünf
// sechs, dann…"). This is the one reading of numbers told in words: a run of words and digits
// with any separators between them is read, word by word, as the digits it tells, the way numbers
// are spoken in English, German, French, Spanish, Italian, Polish, Turkish, Dutch, Portuguese and
// Russian (single digits, pairs and hundreds: 'quatre-vingt-deux' is 82, 'dreiundzwanzig' 23,
// 'beş yüz otuz iki' 532, 'double nine' 99), with digits and words glued in one word ('O7Nine11',
// 'five6seven', 'fünfhundertzwölf') and the letters O, l and I written for digits inside such a
// word. The phone rule then decides on the digits (message-text.ts). A new language is a few lines
// of words below; the reading stays the same.
//
// Linear: the text is split into words once, each word of at most `LONGEST_TOKEN` characters is
// cut into known pieces by a short dynamic programme (at most `LONGEST_WORD` pieces tried at each
// letter), and each run is read once, left to right.

type Kind = 'unit' | 'teen' | 'tens' | 'hundred' | 'hundreds' | 'thousand' | 'repeat' | 'join';
interface Entry {
  readonly kind: Kind;
  readonly value: number;
  /** For tens: the largest value + 1 that may be added ('twenty' takes 1–9, 'soixante' 1–19). */
  readonly takes?: number;
  /** 'vingt': 'quatre-vingt' is 80. */
  readonly score?: boolean;
}

// Words are looked up without accents, in lower case ('Zéro' as 'zero', 'dreißig' as 'dreissig',
// 'sıfır' as 'sifir', 'pięć' as 'piec'): one entry serves every spelling.
export function plainWord(word: string): string {
  return word
    .toLowerCase()
    .replace(/ß/gu, 'ss')
    .replace(/[ıł]/gu, (letter) => (letter === 'ı' ? 'i' : 'l'))
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '');
}

// Each language's number words, slot by slot (variants in one slot; accents are dropped before
// lookup). Teens a language forms from 'ten' and a digit ('dix-sept', 'on iki') are left out: the
// reading forms them. A word is looked up with the languages it belongs to.
interface Words {
  /** 0–9. */
  readonly units: readonly string[];
  /** 10–19, as far as the language has one word for them. */
  readonly teens?: readonly string[];
  /** 20, 30, … 90. */
  readonly tens: readonly string[];
  readonly hundred: string;
  /** 200, 300, … 900 as one word. */
  readonly hundreds?: readonly string[];
  readonly double?: string;
  readonly triple?: string;
  /** 'and' inside a number. */
  readonly and: string;
}
const LANGUAGES: Readonly<Record<string, Words>> = {
  en: {
    units: [
      'zero oh o nought',
      'one',
      'two',
      'three',
      'four',
      'five',
      'six',
      'seven',
      'eight',
      'nine',
    ],
    teens: [
      'ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen',
    ].flatMap(wordList),
    tens: wordList('twenty thirty forty fifty sixty seventy eighty ninety'),
    hundred: 'hundred',
    double: 'double',
    triple: 'triple',
    and: 'and',
  },
  de: {
    units: [
      'null',
      'eins ein eine',
      'zwei zwo',
      'drei',
      'vier',
      'fünf fuenf',
      'sechs',
      'sieben',
      'acht',
      'neun',
    ],
    teens: [
      'zehn',
      'elf',
      'zwölf zwoelf',
      'dreizehn',
      'vierzehn',
      'fünfzehn',
      'sechzehn',
      'siebzehn',
      'achtzehn',
      'neunzehn',
    ],
    tens: wordList('zwanzig dreißig vierzig fünfzig sechzig siebzig achtzig neunzig'),
    hundred: 'hundert',
    double: 'doppel doppelt',
    triple: 'tripel',
    and: 'und',
  },
  fr: {
    units: ['zéro', 'un une', 'deux', 'trois', 'quatre', 'cinq', 'six', 'sept', 'huit', 'neuf'],
    teens: ['', 'onze', 'douze', 'treize', 'quatorze', 'quinze', 'seize'],
    tens: [
      'vingt vingts',
      'trente',
      'quarante',
      'cinquante',
      'soixante',
      'septante',
      'huitante octante',
      'nonante',
    ],
    hundred: 'cent cents',
    double: 'double',
    and: 'et',
  },
  es: {
    units: [
      'cero',
      'uno una un',
      'dos',
      'tres',
      'cuatro',
      'cinco',
      'seis',
      'siete',
      'ocho',
      'nueve',
    ],
    teens: wordList(
      'diez once doce trece catorce quince dieciséis diecisiete dieciocho diecinueve',
    ),
    tens: [
      'veinte veinti',
      'treinta',
      'cuarenta',
      'cincuenta',
      'sesenta',
      'setenta',
      'ochenta',
      'noventa',
    ],
    hundred: 'cien ciento',
    hundreds: wordList(
      'doscientos trescientos cuatrocientos quinientos seiscientos setecientos ochocientos novecientos',
    ),
    double: 'doble',
    and: 'y',
  },
  it: {
    units: ['zero', 'uno una', 'due', 'tre', 'quattro', 'cinque', 'sei', 'sette', 'otto', 'nove'],
    teens: wordList(
      'dieci undici dodici tredici quattordici quindici sedici diciassette diciotto diciannove',
    ),
    // The vowel dropped before 'uno' and 'otto': 'ventuno', 'trentotto'.
    tens: [
      'venti vent',
      'trenta trent',
      'quaranta quarant',
      'cinquanta cinquant',
      'sessanta sessant',
      'settanta settant',
      'ottanta ottant',
      'novanta novant',
    ],
    hundred: 'cento',
    hundreds: wordList(
      'duecento trecento quattrocento cinquecento seicento settecento ottocento novecento',
    ),
    double: 'doppio',
    and: 'e',
  },
  pl: {
    units: [
      'zero',
      'jeden jedna',
      'dwa dwie',
      'trzy',
      'cztery',
      'pięć',
      'sześć',
      'siedem',
      'osiem',
      'dziewięć',
    ],
    teens: wordList(
      'dziesięć jedenaście dwanaście trzynaście czternaście piętnaście szesnaście siedemnaście osiemnaście dziewiętnaście',
    ),
    tens: wordList(
      'dwadzieścia trzydzieści czterdzieści pięćdziesiąt sześćdziesiąt siedemdziesiąt osiemdziesiąt dziewięćdziesiąt',
    ),
    hundred: 'sto',
    hundreds: wordList(
      'dwieście trzysta czterysta pięćset sześćset siedemset osiemset dziewięćset',
    ),
    and: 'i',
  },
  tr: {
    units: ['sıfır', 'bir', 'iki', 'üç', 'dört', 'beş', 'altı', 'yedi', 'sekiz', 'dokuz'],
    tens: wordList('yirmi otuz kırk elli altmış yetmiş seksen doksan'),
    hundred: 'yüz',
    and: 've',
  },
  nl: {
    units: ['nul', 'een één', 'twee', 'drie', 'vier', 'vijf', 'zes', 'zeven', 'acht', 'negen'],
    teens: wordList(
      'tien elf twaalf dertien veertien vijftien zestien zeventien achttien negentien',
    ),
    tens: wordList('twintig dertig veertig vijftig zestig zeventig tachtig negentig'),
    hundred: 'honderd',
    double: 'dubbel',
    and: 'en',
  },
  pt: {
    // 'meia' (half a dozen) is six in Brazilian phone numbers.
    units: [
      'zero',
      'um uma',
      'dois duas',
      'três',
      'quatro',
      'cinco',
      'seis meia',
      'sete',
      'oito',
      'nove',
    ],
    teens: [
      'dez',
      'onze',
      'doze',
      'treze',
      'catorze quatorze',
      'quinze',
      'dezesseis dezasseis',
      'dezessete dezassete',
      'dezoito',
      'dezenove dezanove',
    ],
    tens: wordList('vinte trinta quarenta cinquenta sessenta setenta oitenta noventa'),
    hundred: 'cem cento',
    hundreds: wordList(
      'duzentos trezentos quatrocentos quinhentos seiscentos setecentos oitocentos novecentos',
    ),
    and: 'e',
  },
  ru: {
    units: [
      'ноль нуль',
      'один одна',
      'два две',
      'три',
      'четыре',
      'пять',
      'шесть',
      'семь',
      'восемь',
      'девять',
    ],
    teens: wordList(
      'десять одиннадцать двенадцать тринадцать четырнадцать пятнадцать шестнадцать семнадцать восемнадцать девятнадцать',
    ),
    tens: wordList('двадцать тридцать сорок пятьдесят шестьдесят семьдесят восемьдесят девяносто'),
    hundred: 'сто',
    hundreds: wordList('двести триста четыреста пятьсот шестьсот семьсот восемьсот девятьсот'),
    and: 'и',
  },
};

interface Known {
  readonly entry: Entry;
  readonly languages: ReadonlySet<string>;
}
const ENTRIES = new Map<string, Known>();
function add(
  language: string,
  kind: Kind,
  value: number,
  list: string,
  extra: Partial<Entry> = {},
): void {
  for (const word of wordList(list)) {
    const plain = plainWord(word);
    const known = ENTRIES.get(plain);
    const languages = new Set([...(known?.languages ?? []), language]);
    ENTRIES.set(plain, { entry: known?.entry ?? { kind, value, ...extra }, languages });
  }
}
for (const [language, table] of Object.entries(LANGUAGES)) {
  table.units.forEach((list, digit) => add(language, 'unit', digit, list));
  table.teens?.forEach((list, i) => add(language, 'teen', 10 + i, list));
  table.tens.forEach((list, i) => add(language, 'tens', 20 + 10 * i, list, { takes: 10 }));
  add(language, 'hundred', 100, table.hundred);
  table.hundreds?.forEach((list, i) => add(language, 'hundreds', 200 + 100 * i, list));
  add(language, 'repeat', 2, table.double ?? '');
  add(language, 'repeat', 3, table.triple ?? '');
  add(language, 'join', 0, table.and);
}
// Fifteenth hostile pass #9: a thousand, so a year told after a password ("Passwort ist Sommer
// zweitausendvierundzwanzig") is read as a number; in English and German, the languages of the site.
add('en', 'thousand', 1000, 'thousand');
add('de', 'thousand', 1000, 'tausend');
// Ten that goes on with a digit: Turkish 'on iki' is 12; French 'dix-sept' 17, 'soixante-dix' 70.
// French counts 60–99 by twenties: 'soixante-douze' is 72, 'quatre-vingt-dix-neuf' 99.
ENTRIES.set('on', { entry: { kind: 'tens', value: 10, takes: 10 }, languages: new Set(['tr']) });
ENTRIES.set('dix', { entry: { kind: 'tens', value: 10, takes: 10 }, languages: new Set(['fr']) });
ENTRIES.set('soixante', {
  entry: { kind: 'tens', value: 60, takes: 20 },
  languages: new Set(['fr']),
});
for (const word of ['vingt', 'vingts'])
  ENTRIES.set(word, {
    entry: { kind: 'tens', value: 20, takes: 10, score: true },
    languages: new Set(['fr']),
  });

// Words between the groups of a number that only say it goes on ('…, dann vier fünf sechs, dann…',
// 'and then', 'puis'): a run with one is read only where it reads as a phone number's start (a
// zero or a plus first) or the message speaks of a number or phone.
const GOES_ON: ReadonlySet<string> = new Set(
  wordList('then dann danach puis luego poi potem sonra daarna depois затем потом'),
);
// Words that are ordinary words in English or German as well as digits elsewhere ('on', 'um',
// 'sei', 'once', 'ein', 'Sept' and 'Dez' of a date): a run needs two other words of numbers ("12
// Sept 2019" is a date). Of them, the ones that are rarely a digit in a number are never its first
// or last word ('Text me on zero seven…' starts at 'zero').
const ORDINARY: ReadonlySet<string> = new Set(
  wordList('on um e y a i un une ein eine sei once cent dos due otto en and und et ve sept dez'),
);
const EDGES: ReadonlySet<string> = new Set(
  wordList('on um e y a i ein eine once cent en and und et ve'),
);

// Pieces a glued word may hold besides known words: a digit, O or o for zero, l or I for one. Only
// 'und', 'en' of the joins ('dreiundzwanzig', 'eenentwintig').
const GLUED_JOINS: ReadonlySet<string> = new Set(['und', 'en']);
// Greek and Cyrillic o and i too ('Ο7Ο7' with a Greek capital omicron).
const LOOKALIKE: Readonly<Record<string, string>> = {
  o: '0',
  ο: '0',
  о: '0',
  l: '1',
  i: '1',
  ι: '1',
  і: '1',
  ӏ: '1',
};
const LONGEST_WORD = Math.max(...[...ENTRIES.keys()].map((word) => word.length));
const LONGEST_TOKEN = 40;

type Piece =
  | { readonly entry: Entry; readonly word: string; readonly languages: ReadonlySet<string> }
  | { readonly digits: string; readonly lookalike: boolean };

// Words repeat within and across messages: each is cut once (bounded, so new words each time do
// not grow it without end).
interface ReadWord {
  readonly plain: string;
  readonly pieces: Piece[] | undefined;
}
const CUT = new Map<string, ReadWord>();
const CUT_SIZE = 20_000;
function readWord(word: string): ReadWord {
  const known = CUT.get(word);
  if (known) return known;
  if (CUT.size >= CUT_SIZE) CUT.clear();
  const plain = plainWord(word);
  const read = { plain, pieces: cut(plain) };
  CUT.set(word, read);
  return read;
}

// A word as the pieces it is made of, or undefined: the fewest pieces that cover it.
function cut(plain: string): Piece[] | undefined {
  const known = ENTRIES.get(plain);
  if (known) return [{ entry: known.entry, word: plain, languages: known.languages }];
  if (/^\p{Nd}+$/u.test(plain)) return [{ digits: plain, lookalike: false }];
  if (plain.length > LONGEST_TOKEN) return undefined;
  // best[i]: the fewest pieces that cover the first i letters, and the last of them.
  const best: ({ count: number; piece: Piece; from: number } | undefined)[] = [];
  best[0] = { count: 0, piece: { digits: '', lookalike: false }, from: 0 };
  for (let i = 0; i < plain.length; i += 1) {
    const here = best[i];
    if (!here) continue;
    const offer = (to: number, piece: Piece): void => {
      const there = best[to];
      if (!there || there.count > here.count + 1)
        best[to] = { count: here.count + 1, piece, from: i };
    };
    const character = plain[i]!;
    if (/\p{Nd}/u.test(character)) offer(i + 1, { digits: character, lookalike: false });
    if (LOOKALIKE[character]) offer(i + 1, { digits: LOOKALIKE[character], lookalike: true });
    for (let length = 2; length <= LONGEST_WORD && i + length <= plain.length; length += 1) {
      const word = plain.slice(i, i + length);
      const found = ENTRIES.get(word);
      if (found && (found.entry.kind !== 'join' || GLUED_JOINS.has(word)))
        offer(i + length, { entry: found.entry, word, languages: found.languages });
    }
  }
  if (!best[plain.length]) return undefined;
  const pieces: Piece[] = [];
  for (let at = plain.length; at > 0; at = best[at]!.from) pieces.unshift(best[at]!.piece);
  // A word of look-alike letters alone is a word ('oil', 'Olli'); it needs as many digits and
  // number words as look-alike letters ('O7O7'), and a join only between two numbers.
  const lookalikes = pieces.filter((piece) => 'lookalike' in piece && piece.lookalike).length;
  if (lookalikes * 2 > pieces.length || lookalikes === pieces.length) return undefined;
  const joinAt = pieces.findIndex((piece) => 'entry' in piece && piece.entry.kind === 'join');
  if (joinAt === 0 || joinAt === pieces.length - 1) return undefined;
  return pieces;
}

// A group being read: its value, and the largest value + 1 that may still be added to it (0 when
// it is whole).
interface Group {
  value: number;
  takes: number;
  /** A single digit word: 'drei' of 'drei und zwanzig', 'quatre' of 'quatre-vingt'. */
  bare: boolean;
  text?: string;
}

/** The digits a run of pieces tells, group by group ('zéro sept quatre-vingt-deux' is 0 7 82). */
export function digitsOf(pieces: readonly Piece[]): string[] {
  const groups: string[] = [];
  let open: Group | undefined;
  let repeat = 1;
  let joined = false;
  const close = (): void => {
    if (open) groups.push(open.text ?? String(open.value));
    open = undefined;
  };
  const start = (group: Group): void => {
    close();
    open = group;
  };
  for (const piece of pieces) {
    if ('digits' in piece) {
      if (piece.digits === '') continue;
      start({ value: 0, takes: 0, bare: false, text: piece.digits.repeat(repeat) });
      repeat = 1;
      continue;
    }
    const { kind, value } = piece.entry;
    if (kind === 'join') {
      joined = true;
      continue;
    }
    if (kind === 'repeat') {
      repeat = value;
      continue;
    }
    const and = joined;
    joined = false;
    if (repeat > 1 && (kind === 'unit' || kind === 'teen')) {
      start({ value: 0, takes: 0, bare: false, text: String(value).repeat(repeat) });
      repeat = 1;
      continue;
    }
    repeat = 1;
    if (kind === 'unit' || kind === 'teen') {
      if (open && value > 0 && value < open.takes) {
        open.value += value;
        open.takes = 0;
        open.bare = false;
      } else start({ value, takes: 0, bare: kind === 'unit' });
    } else if (kind === 'tens') {
      if (open && value < open.takes) {
        open.value += value;
        open.takes = piece.entry.takes ?? 10;
        open.bare = false;
      } else if (open?.bare && piece.entry.score && open.value === 4) {
        open.value = 80;
        open.takes = 20;
        open.bare = false;
      } else if (open?.bare && and && open.value > 0) {
        // 'drei und zwanzig', 'een en twintig': the digit before the tens.
        open.value += value;
        open.takes = 0;
        open.bare = false;
      } else start({ value, takes: piece.entry.takes ?? 10, bare: false });
    } else if (kind === 'thousand') {
      if (open && open.value > 0 && open.value < 1000 && !open.text) {
        open.value *= 1000;
      } else start({ value: 1000, takes: 1000, bare: false });
      open!.takes = 1000;
      open!.bare = false;
    } else if (kind === 'hundred') {
      if (open?.bare && open.value > 0) {
        open.value *= 100;
        open.takes = 100;
        open.bare = false;
      } else start({ value: 100, takes: 100, bare: false });
    } else start({ value, takes: 100, bare: false });
  }
  close();
  return groups;
}

// A word of a run: where it is, and what it is.
interface RunWord {
  readonly start: number;
  readonly end: number;
  readonly plain: string;
  readonly pieces?: Piece[];
  readonly goesOn: boolean;
}

const WORD = /[\p{L}\p{N}]+/gu;
// What may stand between two words of a number: spaces, punctuation and symbols (commas, dashes,
// slashes, dots, brackets, emoji), at most five of them ("null-eins / drei", "0 – 2", "(030)",
// "null 📞 eins").
const GAP = /^[\s\p{P}\p{S}]{1,5}$/u;
// A time is no phone number: 'zwölf dreißig Uhr', 'at ten fifteen o'clock'.
const TIME_AFTER =
  /^[\s,]*(?:uhr|o'?clock|h|heures?|horas?|ore|saat|godz\p{L}*|uur|часов|hours?|stunden?|minutes?|minuten?)(?![\p{L}\p{N}])/iu;
const MAX_DIGITS = 20;

export interface NumberRun {
  readonly start: number;
  readonly end: number;
  /** The digits the run tells, group by group. */
  readonly groups: readonly string[];
  /** Whether a word that only says the number goes on ('dann', 'then') stands inside it. */
  readonly loose: boolean;
}

/**
 * Every run of number words, digits and glued forms in a text that tells its number in words, with
 * the digits it tells; with `every`, each run that holds a number word at all (a part of a number:
 * 'null drei null'). Runs of digits alone are the phone pattern's (message-text.ts).
 */
export function numberRuns(text: string, every = false): NumberRun[] {
  const runs: NumberRun[] = [];
  let run: RunWord[] = [];
  const read = (words: RunWord[]): void => {
    const taken = trimmed(words);
    if (!taken || !(every ? worded(taken) : told(taken))) return;
    const pieces = taken.flatMap((word) => word.pieces ?? []);
    const start = taken[0]!.start;
    const end = taken.at(-1)!.end;
    if (TIME_AFTER.test(text.slice(end, end + 20))) return;
    runs.push({ start, end, groups: digitsOf(pieces), loose: taken.some((word) => word.goesOn) });
  };
  const finish = (): void => {
    // An ordinary word of another language than the run's is no digit of it: 'um' is Portuguese
    // one, but "um eins, um zwei, um drei und um vier" is German, and 'um' ends each part.
    const language = languageOf(run);
    let part: RunWord[] = [];
    for (const word of run) {
      if (ORDINARY.has(word.plain) && !speaks(word, language)) {
        read(part);
        part = [];
      } else part.push(word);
    }
    read(part);
    run = [];
  };
  let lastEnd = -1;
  for (const match of text.matchAll(WORD)) {
    const { plain, pieces: cutPieces } = readWord(match[0]);
    const goesOn = GOES_ON.has(plain);
    const pieces = goesOn ? undefined : cutPieces;
    const gap = text.slice(lastEnd, match.index);
    if (run.length > 0 && !GAP.test(gap)) finish();
    if (!pieces && !goesOn) {
      finish();
      lastEnd = match.index + match[0].length;
      continue;
    }
    // Two words in a row that only say it goes on end the run ('and then then…' is no number).
    if (goesOn && run.at(-1)?.goesOn) finish();
    run.push({ start: match.index, end: match.index + match[0].length, plain, pieces, goesOn });
    lastEnd = match.index + match[0].length;
  }
  finish();
  return runs;
}

// The languages a word of a run is a number in (all of them for digits).
function speaks(word: RunWord, language: string | undefined): boolean {
  const named = (word.pieces ?? []).flatMap((piece) => ('entry' in piece ? [piece] : []));
  return language === undefined || named.every((piece) => piece.languages.has(language));
}

// The language most of a run's number words that are no ordinary words belong to.
function languageOf(run: readonly RunWord[]): string | undefined {
  const counts = new Map<string, number>();
  for (const word of run) {
    if (ORDINARY.has(word.plain)) continue;
    const seen = new Set<string>();
    for (const piece of word.pieces ?? [])
      if ('entry' in piece) for (const language of piece.languages) seen.add(language);
    for (const language of seen) counts.set(language, (counts.get(language) ?? 0) + 1);
  }
  let best: string | undefined;
  for (const [language, count] of counts)
    if (best === undefined || count > counts.get(best)!) best = language;
  return best;
}

const worded = (run: readonly RunWord[]): boolean =>
  run.some((word) => word.pieces?.some((piece) => 'entry' in piece));

// Whether a run tells its number in words: two words of numbers that are no ordinary words, or one
// word that glues digits and number words ('O7Nine11', 'five6seven').
function told(run: readonly RunWord[]): boolean {
  let worded = 0;
  for (const { pieces, plain } of run) {
    if (!pieces?.some((piece) => 'entry' in piece)) continue;
    if (pieces.some((piece) => 'digits' in piece)) return true;
    if (!ORDINARY.has(plain)) worded += 1;
  }
  return worded >= 2;
}

// A run without the ordinary words, joins and 'then's at its ends ('on zero seven…' starts at
// 'zero'); undefined when nothing is left.
function trimmed(run: readonly RunWord[]): RunWord[] | undefined {
  const only = (word: RunWord, kind: Kind): boolean =>
    word.pieces?.length === 1 && 'entry' in word.pieces[0]! && word.pieces[0].entry.kind === kind;
  const edge = (word: RunWord): boolean =>
    word.goesOn || EDGES.has(word.plain) || only(word, 'join');
  let first = 0;
  let last = run.length - 1;
  while (first <= last && edge(run[first]!)) first += 1;
  // 'double' goes with the digit after it: only one at the end is no part of the number.
  while (last >= first && (edge(run[last]!) || only(run[last]!, 'repeat'))) last -= 1;
  return first <= last ? run.slice(first, last + 1) : undefined;
}

/** Whether the digits of a run are a count, a draw or years rather than a phone number. */
export function ordinaryNumbers(groups: readonly string[]): boolean {
  const digits = groups.join('');
  if (digits.length > MAX_DIGITS) return false;
  // Years in a row: 'nineteen fifty-two, nineteen sixty'.
  if (/^(?:(?:19|20)\p{Nd}{2})+$/u.test(digits)) return true;
  // A count or a draw: rising numbers, none of them zero ('eins, zwei, drei, vier…', 'sieben,
  // zwölf, neunzehn, dreiundzwanzig…'), not digits told one by one from a number.
  const values = groups.map(Number);
  const rising = values.every((value, i) => value > 0 && (i === 0 || value > values[i - 1]!));
  const counted = values.every((value, i) => i === 0 || value === values[i - 1]! + 1);
  return rising && (counted || values.filter((value) => value >= 10).length >= 2);
}

/**
 * The text with each word that is a number in words written in digits ('Lindenstraße zwölf' as
 * 'Lindenstraße 12', 'twelve Oak Street' as '12 Oak Street'), for the checks that look for a number
 * beside other words. Ordinary words ('ein', 'on') stay.
 */
export function wordsAsDigits(text: string): string {
  return text.replace(WORD, (word) => {
    const { plain, pieces } = readWord(word);
    if (ORDINARY.has(plain) || /^\p{Nd}+$/u.test(plain)) return word;
    // Words only ('dreiundzwanzig' holds a join between two of them; 'O7Nine' is no house number).
    const kinds = (pieces ?? []).map((piece) => ('entry' in piece ? piece.entry.kind : 'digits'));
    if (!pieces || kinds.some((kind) => kind === 'digits' || kind === 'repeat')) return word;
    if (kinds.length === 1 && kinds[0] === 'join') return word;
    return digitsOf(pieces).join('');
  });
}
