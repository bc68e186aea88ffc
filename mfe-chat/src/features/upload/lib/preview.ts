// Spec §2: the success state previews the first 300 characters.
export const PREVIEW_CHARS = 300;

/**
 * The start of an uploaded document as the preview shows it: cut at the last word boundary within
 * `limit` characters, with "…" when the document goes on, so no word is shown half (issue 20).
 * `totalLength` is the document's length as the API counts it (UTF-16 units, `size`).
 */
export function previewText(preview: string, totalLength: number, limit = PREVIEW_CHARS): string {
  const characters = Array.from(preview);
  if (characters.length <= limit && preview.length >= totalLength) return preview;
  const cut = characters.slice(0, limit).join('');
  // The next character decides whether the cut already falls between two words.
  const next = characters[limit] ?? (preview.length < totalLength ? 'x' : ' ');
  const lastSpace = cut.search(/\s\S*$/);
  // One very long "word" (a web address) is cut where it is; a word boundary too far back would
  // leave a preview of a few words.
  const atBoundary = /\s/.test(next) || lastSpace < limit / 2 ? cut : cut.slice(0, lastSpace);
  return `${atBoundary.trimEnd()}…`;
}
