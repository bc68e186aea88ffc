import type { PlanSource } from './planner.js';

// A language model's answer may repeat what an uploaded document says, links included, or invent
// links of its own. In CommonMark every link, image, autolink and HTML tag begins with an unescaped
// '[' or '<', so escaping those and writing back only the links to cited sources leaves nothing else
// clickable (issue 25 item 12). Bare addresses are text: the chat renders CommonMark without GFM's
// autolinks.

// A link this long is not a link a model means to write; it is shown as text.
const MAX_LINK_CHARS = 2048;
const ASCII_PUNCTUATION = new Set('!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~');

// A cited address written as a Markdown destination, whatever characters it holds.
const destinationOf = (url: string): string =>
  url.replace(
    /[\s()<>]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`,
  );

// Backslashes at the end of `text`, before position `end`.
function backslashesBefore(text: string, end: number): number {
  let count = 0;
  while (end - count > 0 && text[end - count - 1] === '\\') count += 1;
  return count;
}

// Text written in place of a link, sealed so that what follows cannot change its meaning: a lone
// backslash at its end would pair with the backslash of the next escape ('x\' then '\<' reads as a
// literal backslash and a live '<'), and a bare '!' before a cited link would make it an image.
function sealed(text: string): string {
  if (text.endsWith('!') && backslashesBefore(text, text.length - 1) % 2 === 0)
    return `${text.slice(0, -1)}\\!`;
  return backslashesBefore(text, text.length) % 2 === 1 ? `${text}\\` : text;
}

type Parsed =
  | { kind: 'link'; label: string; url: string; end: number }
  | { kind: 'none' }
  | { kind: 'incomplete' };

/** The address a cited source is compared by: absolute http(s), host in lower case, no trailing slash. */
export function comparableUrl(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
  if (parsed.username || parsed.password) return null;
  const href = parsed.href;
  return href.endsWith('/') ? href.slice(0, -1) : href;
}

/** Which sources' links may stay clickable, by their comparable address. */
export function citedUrls(sources: readonly PlanSource[]): Map<string, string> {
  const urls = new Map<string, string>();
  for (const source of sources) {
    const key = source.url ? comparableUrl(source.url) : null;
    if (key && source.url) urls.set(key, source.url);
  }
  return urls;
}

function skipSpaces(text: string, from: number): number {
  let i = from;
  let newlines = 0;
  while (i < text.length && (text[i] === ' ' || text[i] === '\t' || text[i] === '\n')) {
    if (text[i] === '\n') newlines += 1;
    if (newlines > 1) return -1;
    i += 1;
  }
  return i;
}

// `[label](destination "title")` from the '[' at `start`, as CommonMark reads an inline link, or
// 'incomplete' when the text ends before it can tell. Link text with nested brackets is not taken
// as a link: its '[' is escaped, which is always safe.
function parseInlineLink(text: string, start: number): Parsed {
  const limit = Math.min(text.length, start + MAX_LINK_CHARS);
  const ended = (): Parsed => (limit < text.length ? { kind: 'none' } : { kind: 'incomplete' });
  let i = start + 1;
  for (;;) {
    if (i >= limit) return ended();
    const c = text[i];
    if (c === '\\') i += 2;
    else if (c === '[') return { kind: 'none' };
    else if (c === ']') break;
    else if (c === '\n' && text[i + 1] === '\n') return { kind: 'none' };
    else i += 1;
  }
  const label = text.slice(start + 1, i);
  i += 1;
  if (i >= limit) return ended();
  if (text[i] !== '(') return { kind: 'none' };
  i = skipSpaces(text, i + 1);
  if (i < 0) return { kind: 'none' };
  if (i >= limit) return ended();
  let url: string;
  if (text[i] === '<') {
    const from = i + 1;
    for (i = from; i < limit && text[i] !== '>'; i += text[i] === '\\' ? 2 : 1) {
      if (text[i] === '<' || text[i] === '[' || text[i] === '\n') return { kind: 'none' };
    }
    if (i >= limit) return ended();
    url = text.slice(from, i);
    i += 1;
  } else {
    const from = i;
    let depth = 0;
    for (; i < limit; i += text[i] === '\\' ? 2 : 1) {
      const c = text[i]!;
      if (c === ' ' || c === '\t' || c === '\n' || c.charCodeAt(0) < 0x20) break;
      // CommonMark allows these here; taking them as no link keeps each scan short, and is safe.
      if (c === '[' || c === '<') return { kind: 'none' };
      if (c === '(') depth += 1;
      if (c === ')') {
        if (depth === 0) break;
        depth -= 1;
      }
    }
    if (i >= limit) return ended();
    url = text.slice(from, i);
  }
  i = skipSpaces(text, i);
  if (i < 0) return { kind: 'none' };
  if (i >= limit) return ended();
  const close = { '"': '"', "'": "'", '(': ')' }[text[i]!];
  if (close) {
    for (i += 1; i < limit && text[i] !== close; i += text[i] === '\\' ? 2 : 1) {
      if (text[i] === '[') return { kind: 'none' };
    }
    if (i >= limit) return ended();
    i = skipSpaces(text, i + 1);
    if (i < 0) return { kind: 'none' };
    if (i >= limit) return ended();
  }
  if (text[i] !== ')') return { kind: 'none' };
  return { kind: 'link', label, url, end: i + 1 };
}

/**
 * Model text made safe to render as Markdown, piece by piece: a link survives only when it points to
 * one of the answer's cited sources; any other link, image, autolink or HTML becomes text (the link's
 * words followed by its address in brackets). Text from an unclosed '[' on is held back until the
 * link is complete or cannot be one, so a link split across streamed pieces is judged whole.
 */
export class AnswerLinkFilter {
  private held = '';

  constructor(private readonly cited: () => ReadonlyMap<string, string>) {}

  /** The part of the text so far that can be shown; the rest waits for the next piece. */
  push(piece: string): string {
    this.held += piece;
    const { out, used } = this.scan(this.held, false);
    this.held = this.held.slice(used);
    return out;
  }

  /** Whatever was held back, now that the answer is complete. */
  end(): string {
    const { out } = this.scan(this.held, true);
    this.held = '';
    return out;
  }

  /** A whole answer at once. */
  static apply(text: string, sources: readonly PlanSource[]): string {
    const cited = citedUrls(sources);
    const filter = new AnswerLinkFilter(() => cited);
    return filter.push(text) + filter.end();
  }

  private asText(text: string): string {
    return this.scanWith(text, true, new Map()).out;
  }

  private scan(text: string, final: boolean): { out: string; used: number } {
    return this.scanWith(text, final, this.cited());
  }

  private scanWith(
    text: string,
    final: boolean,
    cited: ReadonlyMap<string, string>,
  ): { out: string; used: number } {
    let out = '';
    let i = 0;
    while (i < text.length) {
      const c = text[i]!;
      if (c === '\\') {
        const next = text[i + 1];
        if (next === undefined && !final) break;
        if (next !== undefined && ASCII_PUNCTUATION.has(next)) {
          out += c + next;
          i += 2;
        } else {
          out += c;
          i += 1;
        }
      } else if (c === '[' || (c === '!' && text[i + 1] === '[')) {
        const image = c === '!';
        const parsed = parseInlineLink(text, image ? i + 1 : i);
        if (parsed.kind === 'incomplete' && !final) break;
        if (parsed.kind === 'link') {
          const destination = parsed.url;
          const key = comparableUrl(destination);
          const source = key === null ? undefined : cited.get(key);
          const label = sealed(this.asText(parsed.label.trim()));
          if (!image && source !== undefined) {
            out += `[${label || this.asText(source)}](${destinationOf(source)})`;
          } else {
            const address = sealed(this.asText(destination.trim()));
            out +=
              !label || label === address ? address : address ? `${label} (${address})` : label;
          }
          i = parsed.end;
        } else {
          out += image ? '!\\[' : '\\[';
          i += image ? 2 : 1;
        }
      } else if (c === '!' && i + 1 === text.length && !final) {
        // An image's '!' may be followed by its '[' in the next piece.
        break;
      } else if (c === ']' || c === '<') {
        out += `\\${c}`;
        i += 1;
      } else {
        out += c;
        i += 1;
      }
    }
    return { out, used: i };
  }
}
