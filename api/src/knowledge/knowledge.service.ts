import { createHash } from 'node:crypto';
import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import type { StaffIdentity } from '@ageless/contracts';
import { QueryFailedError } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { SEARCH_RULES, type SearchRules } from './search-text.js';
import { chunkText } from './chunking.js';
import type {
  KnowledgeDocumentEntity,
  KnowledgeDocumentStatus,
} from './entities/knowledge-document.entity.js';
import { detectLanguage, type KnowledgeLanguage } from './language-detection.js';
import {
  KNOWLEDGE_TABLES,
  KnowledgeDocumentsRepository,
} from './knowledge-documents.repository.js';
import { KnowledgeError, KnowledgeErrorCode } from './knowledge-error.js';
import { ExtractionPool } from './extraction-pool.js';
import {
  checkPlainText,
  decodeBase64,
  type UploadExtension,
  zipLimitsFor,
} from './text-extraction.js';
import { UploadError } from './upload-error.js';

export interface UploadInput {
  filename: string;
  fileData?: string;
  content?: string;
  mimeType?: string;
}

export interface IndexInput {
  title: string;
  filename: string;
  text: string;
  contentHash: string;
  language?: KnowledgeLanguage;
  articleId?: string;
  topic?: string | null;
  /** The system a shipped article is about (US or DE); null for general ones and uploads. */
  market?: 'US' | 'DE' | null;
  sources?: { title: string; url: string }[];
  /** Shipped articles are approved; uploads wait for staff ('pending'). */
  status: KnowledgeDocumentStatus;
}

/** A document staff and the guide may see: any but an upload whose passages are still being stored. */
export type VisibleDocument = KnowledgeDocumentEntity & { status: KnowledgeDocumentStatus };
const isVisible = (document: KnowledgeDocumentEntity): document is VisibleDocument =>
  document.status !== 'indexing';
// The same text uploaded while the first copy is still being stored: that copy, as it will be.
const asStored = (document: KnowledgeDocumentEntity): VisibleDocument =>
  isVisible(document) ? document : Object.assign(document, { status: 'pending' as const });

export interface UploadOutcome {
  document: VisibleDocument;
  text: string;
  duplicate: boolean;
}

const EXTENSIONS: readonly UploadExtension[] = ['.doc', '.docx', '.txt'];
// Passages whose search vectors are rebuilt in one statement.
const CHUNK_BATCH = 500;
// Any constant works; it keeps two replicas starting together from rebuilding the index twice.
const SEARCH_RULES_LOCK = 763_910_016;
const KNOWLEDGE_INDEX = 'knowledge';
// PostgreSQL's autoanalyze thresholds (autovacuum_analyze_threshold, _scale_factor): statistics are
// refreshed once 50 chunks plus a tenth of the knowledge base changed.
const ANALYZE_BASE = 50;
const ANALYZE_SHARE = 0.1;
// An upload is stored in steps of this many passages, each its own transaction: health probes and
// chats get through in between. The embedded database indexes them on the API's own thread over its
// one connection, and a chat asks it several things one after another: with steps of 20 back to back,
// each held the thread 50 to 240 ms and a chat waited a step per question (sixth hostile pass #10:
// /healthz p50 126 ms during a 9.5 MB upload, chats over 1 s). There each step is followed by a pause
// as long as it took.
const UPLOAD_STEP = 10;
// Text chunked in one go between two looks at the event loop (a few tens of milliseconds).
const SECTION_CHARS = 256 * 1024;
// An upload still 'indexing' after this long was cut off by a crash or restart.
const UNFINISHED_AFTER_MS = 15 * 60 * 1000;

/** Lets timers and network I/O (health probes, other requests) run before the next step. */
const yieldToOthers = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** A long text's passages, chunked a section at a time (sections end at a paragraph). */
async function chunksInSteps(text: string): Promise<string[]> {
  const chunks: string[] = [];
  let start = 0;
  while (start < text.length) {
    let end = start + SECTION_CHARS;
    if (end < text.length) {
      const paragraph = text.indexOf('\n\n', end);
      end = paragraph === -1 ? text.length : paragraph;
    }
    chunks.push(...chunkText(text.slice(start, end)));
    start = end;
    await yieldToOthers();
  }
  return chunks;
}

// Where a long text may be cut for work done a section at a time: between two ASCII letters or
// digits, so that no run of spaces and line ends (what normaliseSection rewrites) and no letter with
// its combining marks (what NFC joins) is split; the same result as the whole text in one go.
const cuttable = (code: number): boolean =>
  (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122);

function* sections(text: string): Generator<string> {
  let start = 0;
  while (start < text.length) {
    let end = Math.min(start + SECTION_CHARS, text.length);
    while (
      end < text.length &&
      !(cuttable(text.charCodeAt(end - 1)) && cuttable(text.charCodeAt(end)))
    )
      end += 1;
    yield text.slice(start, end);
    start = end;
  }
}

function normaliseSection(text: string): string {
  return text
    .normalize('NFC')
    .replace(/\r\n?/g, '\n')
    .replace(/(?<![ \t\u00A0])[ \t\u00A0]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n');
}

/**
 * The text as stored (Unicode and line ends normalised, no runs of blank lines) and its SHA-256, so a
 * re-saved copy is the same; a section at a time, the event loop let through in between: a 10 MB text
 * in one go held it some 200 ms (sixth hostile pass #10).
 */
export async function normalisedInSteps(
  raw: string,
): Promise<{ text: string; contentHash: string }> {
  const parts: string[] = [];
  for (const section of sections(raw.trim())) {
    parts.push(normaliseSection(section));
    await yieldToOthers();
  }
  const text = parts.join('').trim();
  const hash = createHash('sha256');
  // The text is in NFC already: hashing it as it is gives the hash of its NFC form.
  for (const section of sections(text)) {
    hash.update(section);
    await yieldToOthers();
  }
  return { text, contentHash: hash.digest('hex') };
}

function formatBytes(bytes: number): string {
  return bytes % (1024 * 1024) === 0
    ? `${bytes / (1024 * 1024)} MB`
    : `${Math.round(bytes / 1024)} KB`;
}

// Invisible characters have no place in a file name: bidirectional overrides and isolates (U+202E
// turns "txt.lanoigiro" into "original.txt" on screen), zero-width marks and C1 controls can make a
// stored title read as something else, e.g. an official source. They are taken out, not refused.
const INVISIBLE = /[\p{Cf}\u0080-\u009F]/gu;

export function cleanFilename(filename: string): string {
  return filename.replace(INVISIBLE, '');
}

function checkFilename(filename: string): { title: string; extension: string } {
  // C0 control characters (line breaks, NUL) are refused: no real file name carries them.
  // eslint-disable-next-line no-control-regex
  const control = /[\u0000-\u001F\u007F]/;
  if (filename.length === 0 || filename.length > 255 || control.test(filename))
    throw new UploadError('filename', 400);
  if (
    /[/\\]/.test(filename) ||
    filename === '.' ||
    filename === '..' ||
    /^[A-Za-z]:/.test(filename)
  ) {
    throw new UploadError('filename_path', 400);
  }
  const dot = filename.lastIndexOf('.');
  // ".txt" alone was told its type "is not supported" (fourth hostile pass): the name is missing.
  if (dot >= 0 && filename.slice(0, dot).trim() === '')
    throw new UploadError('filename_empty', 400);
  const extension = dot > 0 ? filename.slice(dot).toLowerCase() : '';
  const title =
    (dot > 0 ? filename.slice(0, dot) : filename).replace(/[_]+/g, ' ').trim() || filename;
  return { title, extension };
}

function isUniqueViolation(error: unknown): boolean {
  const candidate =
    error instanceof QueryFailedError
      ? (error.driverError as { code?: unknown })
      : (error as { code?: unknown });
  return candidate?.code === '23505';
}

@Injectable()
export class KnowledgeService implements OnApplicationBootstrap {
  private readonly logger = new Logger('Knowledge');
  // Chunks added or removed since the statistics were last refreshed, and how many there were then.
  private changedChunks = 0;
  private analysedChunks = 0;

  constructor(
    private readonly documents: KnowledgeDocumentsRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly extraction: ExtractionPool,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.removeUnfinished();
    await this.followSearchRules();
  }

  /**
   * Rebuilds every passage's search vector and the term counts when the search rules changed since
   * the index was built (issue 24, item 7): a new synonym then finds documents uploaded before it.
   * Returns whether it rebuilt. Replicas starting together rebuild once (the lock, then the check).
   */
  async followSearchRules(rules: SearchRules = SEARCH_RULES): Promise<boolean> {
    return this.documents.transaction(async (index) => {
      await index.lock(SEARCH_RULES_LOCK);
      if ((await index.rulesHash(KNOWLEDGE_INDEX)) === rules.hash) return false;
      const documents = await index.everyDocument();
      for (const document of documents) {
        const chunks = await index.passagesWithIds(document.id);
        for (let start = 0; start < chunks.length; start += CHUNK_BATCH) {
          await index.reindexPassages(document, chunks.slice(start, start + CHUNK_BATCH), rules);
          await yieldToOthers();
        }
      }
      await index.recountAllTerms();
      await index.recordRules(KNOWLEDGE_INDEX, rules.hash);
      this.logger.log(`Search rules changed: ${documents.length} documents indexed anew`);
      return true;
    });
  }

  /** Removes uploads a crash or restart left 'indexing', with their passages and term counts. */
  async removeUnfinished(olderThanMs = UNFINISHED_AFTER_MS): Promise<number> {
    const cutoff = new Date(Date.now() - olderThanMs);
    const unfinished = await this.documents.unfinishedSince(cutoff);
    for (const document of unfinished)
      await this.documents.transaction((index) => this.deleteDocument(index, document));
    return unfinished.length;
  }

  /** Checks, extracts and indexes one upload; the same text twice is stored once. */
  async upload(upload: UploadInput): Promise<UploadOutcome> {
    const input = { ...upload, filename: cleanFilename(upload.filename) };
    const { title, extension } = checkFilename(input.filename);
    if (!(EXTENSIONS as readonly string[]).includes(extension))
      throw new UploadError('extension', 415, { extension: extension || input.filename });
    if ((input.fileData === undefined) === (input.content === undefined))
      throw new UploadError('payload', 400);
    const limit = this.config.uploadMaxBytes;
    let raw: string;
    if (input.content !== undefined) {
      if (extension !== '.txt')
        throw new UploadError(extension === '.docx' ? 'not_docx' : 'not_doc', 415);
      if (Buffer.byteLength(input.content, 'utf8') > limit)
        throw new UploadError('too_large', 413, { limit: formatBytes(limit) });
      raw = checkPlainText(input.content);
    } else {
      // Base64 of more than the limit is refused before it is decoded.
      if (Math.floor(((input.fileData ?? '').length * 3) / 4) > limit + 3)
        throw new UploadError('too_large', 413, { limit: formatBytes(limit) });
      const bytes = decodeBase64(input.fileData ?? '');
      if (bytes.length > limit)
        throw new UploadError('too_large', 413, { limit: formatBytes(limit) });
      raw = await this.extraction.extract(extension as UploadExtension, bytes, zipLimitsFor(limit));
    }
    await yieldToOthers();
    const { text, contentHash } = await normalisedInSteps(raw);
    if (!/[\p{L}\p{N}]/u.test(text)) throw new UploadError('empty', 422);
    if (text.length > limit)
      throw new UploadError('text_too_long', 413, { limit: limit.toLocaleString('en') });
    const existing = await this.documents.findByContentHash(contentHash);
    if (existing) return { document: asStored(existing), text, duplicate: true };
    await yieldToOthers();
    const language = detectLanguage(text);
    const chunks = await chunksInSteps(text);
    let document: KnowledgeDocumentEntity;
    try {
      document = await this.documents.add({
        title: title.slice(0, 300),
        filename: input.filename.slice(0, 255),
        language,
        contentHash,
        charCount: text.length,
        sources: [],
        status: 'indexing',
      });
    } catch (error) {
      // Two uploads of the same text at once: the second loses on the unique index and reports the first.
      if (!isUniqueViolation(error)) throw error;
      const first = await this.documents.findByContentHashOrFail(contentHash);
      return { document: asStored(first), text, duplicate: true };
    }
    try {
      for (let from = 0; from < chunks.length; from += UPLOAD_STEP) {
        const started = performance.now();
        const to = Math.min(from + UPLOAD_STEP, chunks.length);
        await this.documents.transaction(async (index) => {
          // A step need not wait for its own flush to disk (milliseconds per step on the embedded
          // database, which flushes on the API's thread): the last update, which marks the document
          // complete, is flushed as usual and takes every step before it along; a crash before it
          // leaves an 'indexing' document that start-up removes.
          await index.commitWithoutFlush();
          await index.storePassages(document, chunks, from, to);
          await index.countTerms(document.id, language, 1, [from, to]);
        });
        // On the embedded database half its time at most goes to the upload, however busy the
        // machine is; PostgreSQL works on its own processes and has other connections for the rest.
        if (this.config.databaseUrl) await yieldToOthers();
        else await new Promise((resolve) => setTimeout(resolve, performance.now() - started));
      }
      await this.documents.setStatus(document.id, 'pending');
    } catch (error) {
      // Nothing half-way: the passages stored so far go again, with their share of the counts.
      await this.documents.transaction((index) => this.deleteDocument(index, document));
      throw error;
    }
    this.changedChunks += chunks.length;
    await this.keepStatisticsFresh();
    return {
      document: Object.assign(document, { status: 'pending' as const }),
      text,
      duplicate: false,
    };
  }

  /** Stores a document and its chunks with their search vectors; `index` is bound to a transaction. */
  async index(
    index: KnowledgeDocumentsRepository,
    input: IndexInput,
  ): Promise<KnowledgeDocumentEntity> {
    const language = input.language ?? detectLanguage(input.text);
    const saved = await index.add({
      title: input.title.slice(0, 300),
      filename: input.filename.slice(0, 255),
      language,
      contentHash: input.contentHash,
      charCount: input.text.length,
      articleId: input.articleId ?? null,
      topic: input.topic ?? null,
      market: input.market ?? null,
      sourceUrl: input.sources?.[0]?.url ?? null,
      sources: input.sources ?? [],
      status: input.status,
    });
    const chunks = chunkText(input.text);
    await index.storePassages(saved, chunks, 0, chunks.length);
    await index.countTerms(saved.id, language, 1);
    this.changedChunks += chunks.length;
    return saved;
  }

  /** Deletes a document, its chunks (cascade) and their share of the term counts; `index` is bound to a transaction. */
  async deleteDocument(
    index: KnowledgeDocumentsRepository,
    document: Pick<KnowledgeDocumentEntity, 'id' | 'language'>,
  ): Promise<void> {
    const chunks = await index.chunkCount(document.id);
    await index.countTerms(document.id, document.language, -1);
    await index.delete(document.id);
    this.changedChunks += chunks;
  }

  /**
   * Refreshes the query planner's statistics of the knowledge tables once enough chunks changed, as
   * PostgreSQL's autoanalyze would. PGlite, the default database, has no autovacuum daemon: without
   * this the planner keeps believing the tables are as empty as at start-up and answers a question
   * by visiting every document instead of using the search index (found by bench/chat: 15 ms instead
   * of 1 at 2,000 chunks). Call after the transaction that changed them has committed.
   */
  async keepStatisticsFresh(): Promise<void> {
    if (this.changedChunks < ANALYZE_BASE + ANALYZE_SHARE * this.analysedChunks) return;
    this.changedChunks = 0;
    // One table at a time, the event loop let through in between: on the embedded database each
    // ANALYZE runs on the API's own thread.
    for (const table of KNOWLEDGE_TABLES) {
      await yieldToOthers();
      await this.documents.analyze(table);
    }
    this.analysedChunks = await this.documents.totalChunks();
  }

  /** Approved documents, or, for staff, every one past indexing (those waiting for review too). */
  async list(withPending = false): Promise<VisibleDocument[]> {
    return (await this.documents.list(withPending)).filter(isVisible);
  }

  chunkCounts(): Promise<Map<string, number>> {
    return this.documents.chunkCounts();
  }

  chunkCount(documentId: string): Promise<number> {
    return this.documents.chunkCount(documentId);
  }

  /** What the guide would quote from a document, in order: what staff read before approving it. */
  async passages(
    id: string,
    limit: number,
  ): Promise<{ document: VisibleDocument; passages: string[]; total: number }> {
    const document = await this.documents.findById(id);
    if (!document || !isVisible(document))
      throw new KnowledgeError(KnowledgeErrorCode.DocumentNotFound);
    return {
      document,
      passages: await this.documents.passageTexts(id, limit),
      total: await this.chunkCount(id),
    };
  }

  /** Every upload (not the shipped articles) with its review, newest first: staff's lists. */
  async uploads(): Promise<VisibleDocument[]> {
    return (await this.documents.uploads()).filter(isVisible);
  }

  /**
   * Staff's review of an upload (issue 27): 'approved' lets the guide cite it (as an uploaded
   * document), only from 'pending'; 'pending' withdraws an approval, only from 'approved', and takes
   * the document out of the answers at once (the search reads the status on every question; nothing
   * caches passages). Each is one conditional UPDATE, so of two clicks or two members of staff at
   * once exactly one changes the document and the other learns it had already changed (409).
   * Rejecting one is deleting it.
   */
  async review(
    id: string,
    status: KnowledgeDocumentStatus,
    by: StaffIdentity,
  ): Promise<VisibleDocument> {
    const from: KnowledgeDocumentStatus = status === 'approved' ? 'pending' : 'approved';
    // Which pair of columns records this step: one of two fixed names, never from the request.
    const stamp = status === 'approved' ? 'approved' : 'withdrawn';
    return this.documents.transaction(async (index) => {
      const changed = await index.review(id, status, from, stamp, by);
      const document = await index.findById(id);
      if (!document || !isVisible(document))
        throw new KnowledgeError(KnowledgeErrorCode.ReviewedDocumentGone);
      if (changed) return document;
      if (document.articleId !== null) throw new KnowledgeError(KnowledgeErrorCode.BuiltInArticle);
      throw new KnowledgeError(
        status === 'approved' ? KnowledgeErrorCode.AlreadyApproved : KnowledgeErrorCode.NotApproved,
      );
    });
  }

  /** Removes an uploaded document and (by cascade) its chunks; shipped articles stay. */
  async remove(id: string): Promise<void> {
    await this.documents.transaction(async (index) => {
      const document = await index.findStored(id);
      if (!document) throw new KnowledgeError(KnowledgeErrorCode.DocumentNotFound);
      if (document.articleId !== null)
        throw new KnowledgeError(KnowledgeErrorCode.BuiltInArticleDelete);
      await this.deleteDocument(index, document);
    });
    await this.keepStatisticsFresh();
  }
}
