import type { Language } from '@ageless/contracts';

// Numbers written as words (issue 24: people's own numbers, told as they would say them): "two
// thousand four hundred dollars", "forty grand", "born nineteen sixty-two", "eintausendsechshundert
// Euro", "zweiundzwanzig Jahre". They are written as digits before anything reads the message, so
// every reader of amounts, ages and years understands them alike. Lone small words ("one", "ein",
// "acht") are left alone: as words they are far more often an article or something else.

const EN_UNITS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
};
const EN_TEENS: Record<string, number> = {
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
};
const EN_TENS: Record<string, number> = {
  twenty: 20,
  thirty: 30,
  forty: 40,
  fourty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};
const EN_SCALES: Record<string, number> = {
  hundred: 100,
  thousand: 1000,
  grand: 1000,
  million: 1e6,
};

const DE_UNITS: Record<string, number> = {
  ein: 1,
  eins: 1,
  eine: 1,
  zwei: 2,
  drei: 3,
  vier: 4,
  fünf: 5,
  sechs: 6,
  sieben: 7,
  acht: 8,
  neun: 9,
};
const DE_TEENS: Record<string, number> = {
  zehn: 10,
  elf: 11,
  zwölf: 12,
  dreizehn: 13,
  vierzehn: 14,
  fünfzehn: 15,
  sechzehn: 16,
  siebzehn: 17,
  achtzehn: 18,
  neunzehn: 19,
};
const DE_TENS: Record<string, number> = {
  zwanzig: 20,
  dreißig: 30,
  vierzig: 40,
  fünfzig: 50,
  sechzig: 60,
  siebzig: 70,
  achtzig: 80,
  neunzig: 90,
};

/** A German number below 100 written as one word ("fünfundsiebzig", "zwölf", "acht"), or null. */
function germanBelowHundred(word: string): number | null {
  if (word in DE_TEENS) return DE_TEENS[word]!;
  if (word in DE_TENS) return DE_TENS[word]!;
  if (word in DE_UNITS) return DE_UNITS[word]!;
  const and = word.indexOf('und');
  if (and > 0) {
    const unit = DE_UNITS[word.slice(0, and)];
    const tens = DE_TENS[word.slice(and + 3)];
    if (unit !== undefined && tens !== undefined) return tens + unit;
  }
  return null;
}

/**
 * A German number written as one word, up to 999,999 ("eintausendsechshundert",
 * "achtzehnhundertfünfzig", "tausend"), or null when the word is no number.
 */
export function germanNumber(word: string): number | null {
  const lower = word.toLowerCase().replace(/ss/g, 'ß');
  const thousand = lower.indexOf('tausend');
  if (thousand >= 0) {
    const left = lower.slice(0, thousand);
    const right = lower.slice(thousand + 'tausend'.length);
    const times = left === '' ? 1 : germanBelowThousand(left);
    const rest = right === '' ? 0 : germanBelowThousand(right);
    return times === null || rest === null ? null : times * 1000 + rest;
  }
  return germanBelowThousand(lower);
}

function germanBelowThousand(word: string): number | null {
  const hundred = word.indexOf('hundert');
  if (hundred < 0) return germanBelowHundred(word);
  const left = word.slice(0, hundred);
  const right = word.slice(hundred + 'hundert'.length);
  // "achtzehnhundert" is 1,800: any number below 100 may stand before "hundert".
  const times = left === '' ? 1 : germanBelowHundred(left);
  const rest = right === '' ? 0 : germanBelowHundred(right);
  return times === null || rest === null ? null : times * 100 + rest;
}

/** The value of one English number word, and what kind of word it is. */
function englishWord(
  word: string,
): { value: number; kind: 'unit' | 'teen' | 'tens' | 'scale' } | null {
  if (word in EN_UNITS) return { value: EN_UNITS[word]!, kind: 'unit' };
  if (word in EN_TEENS) return { value: EN_TEENS[word]!, kind: 'teen' };
  if (word in EN_TENS) return { value: EN_TENS[word]!, kind: 'tens' };
  if (word in EN_SCALES) return { value: EN_SCALES[word]!, kind: 'scale' };
  return null;
}

/** The words of a run as parts: "twenty-six" is 26, "sixty two" is 62, then scales multiply. */
function englishRun(words: string[]): number | null {
  // Small numbers (below 100) and scales, in order.
  const parts: ({ small: number } | { scale: number })[] = [];
  for (const raw of words) {
    if (raw === 'and' || raw === 'a') continue;
    const pieces = raw.split('-');
    let small = 0;
    for (const piece of pieces) {
      const found = englishWord(piece);
      if (!found) return null;
      if (found.kind === 'scale') {
        parts.push({ scale: found.value });
        continue;
      }
      small += found.value;
    }
    if (small > 0) {
      const last = parts.at(-1);
      // "sixty two": a unit after a tens word adds to it.
      if (last && 'small' in last && last.small % 10 === 0 && last.small >= 20 && small < 10)
        last.small += small;
      else parts.push({ small });
    }
  }
  if (parts.length === 0) return null;
  // "nineteen sixty-two", "twenty twenty-six": two small numbers and no scale are a year.
  if (parts.length === 2 && parts.every((part) => 'small' in part)) {
    const [first, second] = parts as { small: number }[];
    return first!.small >= 10 && second!.small >= 10 ? first!.small * 100 + second!.small : null;
  }
  let total = 0;
  let current = 0;
  for (const part of parts) {
    if ('small' in part) {
      current += part.small;
    } else if (part.scale === 100) {
      current = (current || 1) * 100;
    } else {
      total += (current || 1) * part.scale;
      current = 0;
    }
  }
  return total + current;
}

const EN_WORD = new Set([
  ...Object.keys(EN_UNITS),
  ...Object.keys(EN_TEENS),
  ...Object.keys(EN_TENS),
  ...Object.keys(EN_SCALES),
]);
const isEnglishNumberWord = (word: string): boolean =>
  word.split('-').every((piece) => EN_WORD.has(piece));

// Punctuation that may end a word ("hundred," "dollars."): it ends a run of number words too.
const PUNCTUATION = new Set(['.', ',', ';', ':', '!', '?', ')', ']']);

/** How many characters at the end of a word are punctuation. */
function trailingLength(word: string): number {
  let length = 0;
  while (length < word.length && PUNCTUATION.has(word[word.length - 1 - length]!)) length += 1;
  return length;
}
// "40 grand", "3 grand": digits before "grand" are thousands.
const DIGITS_GRAND = /\b(\d+(?:[.,]\d+)?)[ \t]grand\b/giu;
// A German word long enough to be a number beyond the small words.
const DE_WORD = /(?<![\p{L}\d])\p{L}{3,}(?![\p{L}\d])/gu;

/** Whether a run of number words starts at this word ("a" only before a scale: "a hundred"). */
const startsRun = (word: string, next: string): boolean =>
  word === 'a'
    ? next === 'hundred' || next === 'thousand' || next === 'million'
    : isEnglishNumberWord(word) && word !== 'grand';

/**
 * English number words in digits: the message is walked word by word (no pattern over the whole
 * text, so its cost stays linear whatever is sent), and each longest run of number words ("two
 * thousand four hundred", "a hundred and fifty", "nineteen sixty-two") becomes one number.
 */
function englishDigits(text: string): string {
  // Words at even places, the white space between them at odd places.
  const tokens = text.split(/(\s+)/u);
  const core = (index: number): string => {
    const token = tokens[index] ?? '';
    return token.slice(0, token.length - trailingLength(token)).toLowerCase();
  };
  const ends = (index: number): boolean => trailingLength(tokens[index] ?? '') > 0;
  const out: string[] = [];
  let i = 0;
  while (i < tokens.length) {
    if (i % 2 === 1 || !startsRun(core(i), core(i + 2))) {
      out.push(tokens[i]!);
      i += 1;
      continue;
    }
    const words = [core(i)];
    let last = i;
    while (!ends(last) && last + 2 < tokens.length) {
      const next = core(last + 2);
      const joins =
        isEnglishNumberWord(next) ||
        ((next === 'and' || next === 'a') &&
          !ends(last + 2) &&
          isEnglishNumberWord(core(last + 4)));
      if (!joins) break;
      words.push(next);
      last += 2;
    }
    const meaningful = words.some((word) => word !== 'a' && word !== 'and' && !(word in EN_UNITS));
    const value = meaningful ? englishRun(words) : null;
    if (value === null) {
      out.push(tokens[i]!);
      i += 1;
      continue;
    }
    const lastToken = tokens[last] ?? '';
    out.push(`${value}${lastToken.slice(lastToken.length - trailingLength(lastToken))}`);
    i = last + 1;
  }
  return out.join('');
}

function germanDigits(text: string): string {
  return text.replace(DE_WORD, (word) => {
    const value = germanNumber(word);
    // Lone units stay words ("ein", "acht"); from ten up they are numbers.
    return value !== null && value >= 10 ? String(value) : word;
  });
}

/**
 * The message with numbers written as words put in digits: English ones always, German ones in a
 * German message ("elf" is a number there, a fairy in English).
 */
export function withDigits(message: string, language: Language): string {
  const german = language === 'de' ? germanDigits(message) : message;
  return withCounts(
    withDecimals(
      englishDigits(german).replace(DIGITS_GRAND, (_, digits: string) =>
        String(Math.round(Number(digits.replace(',', '.')) * 1000)),
      ),
    ),
  );
}

// A lone unit word after a care grade is the grade ("Mama hat Pflegegrad drei"): elsewhere "one" and
// "ein" are mostly no numbers ("one of those", "ein Brief"), and a digit in a question's words
// would pull the search to any text quoting that digit.
const UNIT_WORDS = Object.keys({ ...EN_UNITS, ...DE_UNITS })
  .sort((a, b) => b.length - a.length)
  .join('|');
const COUNTED = new RegExp(
  String.raw`(?<=\b(?:pflegegrad|pflegestufe|care level|grad) )(${UNIT_WORDS})\b`,
  'giu',
);

function withCounts(text: string): string {
  return text.replace(COUNTED, (word: string) => {
    const key = word.toLowerCase();
    return String(EN_UNITS[key] ?? DE_UNITS[key] ?? word);
  });
}

// "45 komma fünf", "38 point 5": a decimal told in words, after its whole part is digits. Left
// alone, "fünf Entgeltpunkte" would be read as the points and 45 dropped.
const DECIMAL_DIGIT: Record<string, number> = {
  ...EN_UNITS,
  zero: 0,
  ...DE_UNITS,
  null: 0,
};
const SPOKEN_DECIMAL = /\b(\d+) (komma|point) (\d|\p{L}+)\b/giu;

function withDecimals(text: string): string {
  return text.replace(SPOKEN_DECIMAL, (whole, digits: string, mark: string, after: string) => {
    const decimal = /^\d$/u.test(after) ? Number(after) : DECIMAL_DIGIT[after.toLowerCase()];
    if (decimal === undefined || decimal > 9) return whole;
    return `${digits}${mark.toLowerCase() === 'komma' ? ',' : '.'}${decimal}`;
  });
}
