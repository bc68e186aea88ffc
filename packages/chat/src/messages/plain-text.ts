// A reply as a screen reader should hear it (the live region's announcement) and as read-aloud
// speaks it: the text a reader sees, without Markdown's marks and without addresses read out
// character by character. Every pattern here runs in linear time (the regexp lint rules).

// Escaped punctuation (`\*`) is set aside as private-use characters, so it is never taken for a mark.
const ESCAPE_BASE = 0xe000;
const ESCAPED = /\\([!-/:-@[-`{-~])/g;
const SET_ASIDE = /[\ue000-\ue07f]/g;

const FENCE = /^ {0,3}(?:`{3,}|~{3,})/;
const LINK_DEFINITION = /^ {0,3}\[[^\]]+\]:\s/;
// A horizontal rule or a table's separator row: marks only.
const RULE_OR_SEPARATOR = /^[\s|:*_=-]+$/;
const QUOTE = /^\s*(?:>\s?)+/;
const BLOCK_MARK = /^\s*(?:#{1,6}(?:\s+|$)|[-*+]\s+(?:\[[ xX]\]\s+)?)/;
const CLOSING_HASHES = /\s+#+\s*$/;

const IMAGE = /!\[[^\]]*\]\([^)]*\)/g;
const INLINE_LINK = /\[([^\]]*)\]\([^)]*\)/g;
const REFERENCE_LINK = /\[([^\]]*)\]\[[^\]]*\]/g;
const AUTOLINK = /<((?:https?:\/\/|mailto:)[^<>\s]+)>/gi;
const HTML_TAG = /<\/?[a-z][^<>]*>/gi;
const BARE_URL = /\b(?:https?:\/\/|www\.)[^\s<>()[\]]+/gi;
// Sentence punctuation right after an address ends the sentence, not the address.
const TRAILING_PUNCTUATION = new Set(['.', ',', ';', ':', '!', '?', "'", '"']);
const MARK_RUN = /[*_~`]+/g;
const ENTITY = /&(amp|lt|gt|quot|apos|nbsp|#39);/g;
const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  '#39': "'",
};

/** An address as its rendered link reads (ChatMarkdown): the site's name, www. left off. */
function siteName(address: string): string {
  if (address.toLowerCase().startsWith('mailto:')) return address.slice('mailto:'.length);
  const absolute = /^www\./i.test(address) ? `https://${address}` : address;
  try {
    return new URL(absolute).hostname.replace(/^www\./, '');
  } catch {
    return '';
  }
}

function withoutAddresses(text: string): string {
  return text.replace(BARE_URL, (match) => {
    let end = match.length;
    while (end > 0 && TRAILING_PUNCTUATION.has(match[end - 1]!)) end -= 1;
    return siteName(match.slice(0, end)) + match.slice(end);
  });
}

const isSpace = (char: string | undefined) => char === undefined || /\s/.test(char);
const isWordChar = (char: string | undefined) => char !== undefined && /[\p{L}\p{N}]/u.test(char);
const isDigit = (char: string | undefined) => char !== undefined && /\d/.test(char);

// A run of *, _, ~ or ` is a mark unless it stands alone between spaces ("5 * 3"), joins two
// words with underscores (snake_case) or multiplies two digits ("5*3").
function withoutMarks(text: string): string {
  return text.replace(MARK_RUN, (run, offset: number) => {
    const before = text[offset - 1];
    const after = text[offset + run.length];
    if (isSpace(before) && isSpace(after)) return run;
    if (run.startsWith('_') && isWordChar(before) && isWordChar(after)) return run;
    if (run === '*' && isDigit(before) && isDigit(after)) return run;
    return '';
  });
}

function inline(line: string): string {
  const text = line
    .replace(IMAGE, '')
    .replace(INLINE_LINK, '$1')
    .replace(REFERENCE_LINK, '$1')
    .replace(AUTOLINK, (_match, address: string) => siteName(address))
    .replace(HTML_TAG, '');
  return withoutMarks(withoutAddresses(text))
    .replace(ENTITY, (_match, name: string) => ENTITIES[name] ?? '')
    .replace(/[ \t]{2,}/g, ' ')
    .trim();
}

function tableRow(line: string): string {
  return line
    .split('|')
    .map((cell) => cell.trim())
    .filter(Boolean)
    .join(', ');
}

/** The plain text of a reply written in Markdown: what is announced and read aloud. */
export function plainTextForAnnouncement(markdown: string): string {
  const setAside = markdown.replace(ESCAPED, (_match, char: string) =>
    String.fromCharCode(ESCAPE_BASE + char.charCodeAt(0)),
  );
  const lines: string[] = [];
  let inFence = false;
  for (const raw of setAside.split(/\r?\n/)) {
    if (FENCE.test(raw)) {
      inFence = !inFence;
      continue;
    }
    // Code is read as it is written.
    if (inFence) {
      if (raw.trim()) lines.push(raw.trim());
      continue;
    }
    if (LINK_DEFINITION.test(raw) || RULE_OR_SEPARATOR.test(raw)) continue;
    let line = raw.replace(QUOTE, '').replace(BLOCK_MARK, '').replace(CLOSING_HASHES, '');
    if (line.trimStart().startsWith('|')) line = tableRow(line);
    const text = inline(line);
    if (text) lines.push(text);
  }
  return lines
    .join('\n')
    .replace(SET_ASIDE, (char) => String.fromCharCode(char.charCodeAt(0) - ESCAPE_BASE));
}
