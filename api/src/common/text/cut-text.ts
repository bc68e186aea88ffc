// Cutting text that is stored or shown. `text.slice(-300)` counts UTF-16 code units: a cut inside an
// emoji's surrogate pair left a lone half, which PostgreSQL's json refuses, so one stored follow-up
// question made every later message of that chat a 500 (thirteenth hostile pass #4). A cut between
// a letter and its accent or inside a joined emoji (👨‍👩‍👧) shows a broken character. These helpers
// cut on the boundaries of what a reader sees as one character (a grapheme cluster), and on a code
// point boundary inside a cluster longer than any real character (a letter with 2000 accents, or
// emoji chained by joiners), which would otherwise be dropped whole.

// A high surrogate without its low half after it, or a low one without its high half before it.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/gu;
const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
// The longest real character is a flag or a family emoji with skin tones (under 40 code units).
const LONGEST_CHARACTER = 64;

const isHigh = (unit: number): boolean => unit >= 0xd800 && unit <= 0xdbff;
const isLow = (unit: number): boolean => unit >= 0xdc00 && unit <= 0xdfff;

/** Half of a surrogate pair is no character: it becomes U+FFFD, as a browser shows it. */
export function wellFormedText(text: string): string {
  return text.replace(LONE_SURROGATE, '\uFFFD');
}

// `at` moved back (or forward) off the middle of a surrogate pair.
function codePointBoundary(text: string, at: number, forward: boolean): number {
  if (at <= 0 || at >= text.length) return at;
  const splits = isHigh(text.charCodeAt(at - 1)) && isLow(text.charCodeAt(at));
  return splits ? at + (forward ? 1 : -1) : at;
}

/** At most `max` code units from the start, ending where a character ends. */
export function textStart(text: string, max: number): string {
  const room = Math.max(0, Math.floor(max));
  if (text.length <= room) return wellFormedText(text);
  // The cluster the cut falls in is left out whole, unless it is no real character.
  const cluster = graphemes.segment(text).containing(room);
  const whole = cluster && cluster.segment.length <= LONGEST_CHARACTER;
  const end = whole ? cluster.index : codePointBoundary(text, room, false);
  return wellFormedText(text.slice(0, end));
}

/** At most `max` code units from the end, starting where a character starts. */
export function textEnd(text: string, max: number): string {
  const room = Math.max(0, Math.floor(max));
  if (text.length <= room) return wellFormedText(text);
  if (room === 0) return '';
  const from = text.length - room;
  const cluster = graphemes.segment(text).containing(from);
  // Starts after the cluster the cut falls in, unless it is no real character.
  const whole = cluster && cluster.segment.length <= LONGEST_CHARACTER;
  const start = whole
    ? Math.min(text.length, cluster.index === from ? from : cluster.index + cluster.segment.length)
    : codePointBoundary(text, from, true);
  return wellFormedText(text.slice(start));
}

/**
 * Every string in a value stored as JSON made well formed (the conversation's context): whatever
 * cut a text somewhere in the guide, the row is stored and the chat goes on.
 */
export function wellFormedJson<T extends object>(value: T): T {
  return JSON.parse(
    JSON.stringify(value, (_key, item: unknown) =>
      typeof item === 'string' ? wellFormedText(item) : item,
    ),
  ) as T;
}
