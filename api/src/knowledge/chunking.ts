// Splits a document into passages for retrieval: whole paragraphs where they fit, a few hundred
// words per chunk, and the end of each chunk repeated at the start of the next so that a sentence
// cut at a border is still found whole in one of them.

export interface ChunkingOptions {
  targetWords: number;
  maxWords: number;
  overlapWords: number;
}

export const DEFAULT_CHUNKING: ChunkingOptions = {
  targetWords: 250,
  maxWords: 350,
  overlapWords: 40,
};

const wordCount = (text: string): number => (text.match(/\S+/g) ?? []).length;

const SENTENCE_END = new Set(['.', '!', '?']);

/**
 * A paragraph's sentences, each with its closing marks and the spaces after them. A loop, not a
 * global match: on a paragraph of megabytes (a 9 MB text on one line) the match ran out of stack
 * inside a request (sixteenth hostile pass #8).
 */
function sentencesOf(paragraph: string): string[] {
  const sentences: string[] = [];
  let start = 0;
  let index = 0;
  while (index < paragraph.length) {
    if (!SENTENCE_END.has(paragraph[index]!)) {
      index += 1;
      continue;
    }
    while (index < paragraph.length && SENTENCE_END.has(paragraph[index]!)) index += 1;
    while (index < paragraph.length && /\s/u.test(paragraph[index]!)) index += 1;
    sentences.push(paragraph.slice(start, index));
    start = index;
  }
  if (start < paragraph.length) sentences.push(paragraph.slice(start));
  return sentences;
}

// A paragraph longer than a chunk is cut at sentence ends, and a sentence longer than a chunk at words.
function pieces(paragraph: string, maxWords: number): string[] {
  if (wordCount(paragraph) <= maxWords) return [paragraph];
  const sentences = sentencesOf(paragraph);
  const result: string[] = [];
  let current: string[] = [];
  let words = 0;
  const flush = (): void => {
    if (current.length > 0) result.push(current.join(' ').trim());
    current = [];
    words = 0;
  };
  for (const sentence of sentences) {
    const sentenceWords = sentence.trim().split(/\s+/).filter(Boolean);
    if (sentenceWords.length > maxWords) {
      flush();
      for (let i = 0; i < sentenceWords.length; i += maxWords)
        result.push(sentenceWords.slice(i, i + maxWords).join(' '));
      continue;
    }
    if (words + sentenceWords.length > maxWords) flush();
    current.push(sentence.trim());
    words += sentenceWords.length;
  }
  flush();
  return result;
}

function lastWords(text: string, count: number): string {
  const words = text.split(/\s+/).filter(Boolean);
  return words.slice(Math.max(0, words.length - count)).join(' ');
}

/** Paragraph-aware chunks of `targetWords` (never more than `maxWords` plus the overlap). */
export function chunkText(text: string, options: ChunkingOptions = DEFAULT_CHUNKING): string[] {
  const paragraphs = text
    .split(/\n\s*\n|\r?\n/)
    .map((paragraph) => paragraph.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .flatMap((paragraph) => pieces(paragraph, options.maxWords));
  const chunks: string[] = [];
  let current: string[] = [];
  let words = 0;
  let fresh = false; // whether `current` holds anything beyond the overlap carried over
  for (const paragraph of paragraphs) {
    const count = wordCount(paragraph);
    if (fresh && words + count > options.targetWords) {
      chunks.push(current.join('\n\n'));
      const overlap =
        options.overlapWords > 0 ? lastWords(current.join(' '), options.overlapWords) : '';
      current = overlap ? [`… ${overlap}`] : [];
      words = overlap ? wordCount(overlap) : 0;
      fresh = false;
    }
    current.push(paragraph);
    words += count;
    fresh = true;
  }
  if (fresh) chunks.push(current.join('\n\n'));
  return chunks;
}
