import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { KNOWLEDGE_LANGUAGES, type KnowledgeLanguage } from './language-detection.js';

/** A Markdown article shipped with the app (api/src/knowledge/articles/*.md, copied to dist on build). */
export interface ShippedArticle {
  id: string;
  title: string;
  language: KnowledgeLanguage;
  topic: string | null;
  /** The system the article is about: US, DE, or none for general subjects. */
  market: 'US' | 'DE' | null;
  sources: { title: string; url: string }[];
  body: string;
  file: string;
  /** SHA-256 of the whole file: any change to it re-indexes the article. */
  hash: string;
}

// Resolved from this module's own location, so it is src/knowledge/articles under Jest and
// dist/knowledge/articles in the build (`npm run build -w api` copies the files there with
// scripts/copy-assets.mjs). A dist built by plain `tsc` has no copy; inside the repository the
// sources are then read from src, so such a build still answers from the articles.
const BESIDE = fileURLToPath(new URL('./articles/', import.meta.url));
const SOURCES = fileURLToPath(new URL('../../src/knowledge/articles/', import.meta.url));
export const ARTICLES_DIR = existsSync(BESIDE) || !existsSync(SOURCES) ? BESIDE : SOURCES;

// Raised when the way articles are indexed changes (synonyms, reflowed lines), so every start-up
// re-indexes them once.
const ARTICLE_INDEX_VERSION = 2;

export class ArticleFormatError extends Error {
  constructor(file: string, detail: string) {
    super(`Article ${file}: ${detail}`);
  }
}

/**
 * Front matter between `---` lines: `key: value` pairs, and `sources:` followed by `- title | url` lines.
 * A small subset of YAML on purpose; anything else is an error naming the file and line.
 */
export function parseArticle(file: string, source: string): ShippedArticle {
  const match = /^\uFEFF?---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source);
  if (!match) throw new ArticleFormatError(file, 'must start with front matter between --- lines');
  const [, head = '', body = ''] = match;
  const fields = new Map<string, string>();
  const sources: { title: string; url: string }[] = [];
  let inSources = false;
  head.split(/\r?\n/).forEach((line, index) => {
    if (line.trim() === '' || line.trim().startsWith('#')) return;
    const item = /^\s+-\s+(\S.*)?$/.exec(line) ?? (inSources ? /^-\s+(\S.*)?$/.exec(line) : null);
    if (item && inSources) {
      const entry = (item[1] ?? '').trim().replace(/^(["'])(.*)\1$/, '$2');
      const bar = entry.lastIndexOf('|');
      const title = bar > 0 ? entry.slice(0, bar).trim() : '';
      const url = bar > 0 ? entry.slice(bar + 1).trim() : '';
      if (!title || !/^https?:\/\/\S+$/.test(url))
        throw new ArticleFormatError(
          file,
          `line ${index + 2}: a source must read "title | https://..."`,
        );
      sources.push({ title, url });
      return;
    }
    const pair = /^([A-Za-z]+):\s*(\S.*)?$/.exec(line);
    if (!pair) throw new ArticleFormatError(file, `line ${index + 2}: cannot read "${line}"`);
    const key = pair[1] ?? '';
    const value = (pair[2] ?? '').trim().replace(/^(["'])(.*)\1$/, '$2');
    inSources = key === 'sources';
    if (!inSources) fields.set(key, value);
  });
  const id = fields.get('id') ?? '';
  const title = fields.get('title') ?? '';
  const language = fields.get('language') as KnowledgeLanguage | undefined;
  if (!/^[a-z0-9][a-z0-9-]{0,99}$/.test(id))
    throw new ArticleFormatError(file, 'id must be lower-case letters, digits and dashes');
  if (!title) throw new ArticleFormatError(file, 'title is missing');
  if (!language || !KNOWLEDGE_LANGUAGES.includes(language))
    throw new ArticleFormatError(file, 'language must be en or de');
  if (!body.trim()) throw new ArticleFormatError(file, 'has no text');
  const market = fields.get('market');
  if (market !== undefined && market !== 'US' && market !== 'DE')
    throw new ArticleFormatError(file, 'market must be US or DE');
  return {
    id,
    title,
    language,
    topic: fields.get('topic') || null,
    market: market === 'US' || market === 'DE' ? market : null,
    sources,
    body: body.trim(),
    file,
    hash: createHash('sha256')
      .update(`article\0${ARTICLE_INDEX_VERSION}\0`)
      .update(source)
      .digest('hex'),
  };
}

/** Every shipped article, sorted by file name; duplicate ids are an error. */
export async function readShippedArticles(dir: string = ARTICLES_DIR): Promise<ShippedArticle[]> {
  let files: string[];
  try {
    files = (await readdir(dir))
      .filter((name) => name.endsWith('.md') && name.toLowerCase() !== 'readme.md')
      .sort();
  } catch (error) {
    if ((error as { code?: string }).code === 'ENOENT') return [];
    throw error;
  }
  const articles = await Promise.all(
    files.map(async (file) => parseArticle(file, await readFile(join(dir, file), 'utf8'))),
  );
  const seen = new Map<string, string>();
  for (const article of articles) {
    const other = seen.get(article.id);
    if (other)
      throw new ArticleFormatError(article.file, `id "${article.id}" is also used by ${other}`);
    seen.set(article.id, article.file);
  }
  return articles;
}

/** The text that is indexed: Markdown marks removed, headings and paragraphs kept as paragraphs. */
export function articleText(article: ShippedArticle): string {
  return (
    article.body
      // Hard-wrapped lines inside a paragraph are one paragraph ("Die\nAb Pflegegrad 2" read as two).
      .replace(/([^\n])\n(?!\s*\n|\s*[-*+]\s|#)/g, '$1 ')
      .replace(/^#{1,6}\s+/gm, '')
      .replace(/\[([^[\]]+)\]\([^()]+\)/g, '$1')
      .replace(/(\*\*|__|\*|_|`)/g, '')
      .replace(/^[ \t]*[-*+][ \t]+/gm, '• ')
  );
}
