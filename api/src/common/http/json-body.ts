import type { Request } from 'express';
import { RequestError, RequestErrorCode } from '../errors/request-error.js';

type Refusal = InstanceType<typeof RequestError>;

/** Deepest nesting of arrays and objects a body may have; no endpoint needs more than a few. */
export const MAX_JSON_DEPTH = 32;

const OPEN_BRACKET = 0x5b; // [
const CLOSE_BRACKET = 0x5d; // ]
const OPEN_BRACE = 0x7b; // {
const CLOSE_BRACE = 0x7d; // }
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * Follows the nesting of JSON text chunk by chunk, so a body that is too deep is refused at the byte
 * that crosses the limit instead of after a parse. Bytes of multi-byte UTF-8 characters never equal
 * ASCII brackets or quotes, so scanning bytes is exact.
 */
export class JsonDepthScanner {
  private depth = 0;
  private inString = false;
  private escaped = false;

  constructor(private readonly maxDepth: number) {}

  /** False as soon as the text so far nests deeper than the limit. */
  accept(chunk: Uint8Array): boolean {
    for (const byte of chunk) {
      if (this.inString) {
        if (this.escaped) this.escaped = false;
        else if (byte === BACKSLASH) this.escaped = true;
        else if (byte === QUOTE) this.inString = false;
      } else if (byte === QUOTE) this.inString = true;
      else if (byte === OPEN_BRACKET || byte === OPEN_BRACE) {
        this.depth += 1;
        if (this.depth > this.maxDepth) return false;
      } else if (byte === CLOSE_BRACKET || byte === CLOSE_BRACE) this.depth -= 1;
    }
    return true;
  }
}

// Bodies without a JSON Content-Type can only be empty here: the header check refuses the others.
function hasJsonBody(req: Request): boolean {
  const present =
    req.headers['transfer-encoding'] !== undefined || req.headers['content-length'] !== undefined;
  return present && req.is('application/json') !== false;
}

/**
 * The rest of a refused body is thrown away as it arrives, never kept or parsed: the client gets its
 * answer at once, and a client still sending is not cut off mid-write (which could lose the answer).
 */
function refuse(req: Request, error: Refusal): Refusal {
  req.resume();
  return error;
}

export interface JsonBodyLimits {
  /** Bytes at most. */
  limit: number;
  /** Time the whole body may take to arrive, from when reading starts; undefined: the server's own. */
  timeoutMs?: number;
  /** Levels of arrays and objects at most. */
  maxDepth?: number;
}

/**
 * Reads a JSON body of at most `limit` bytes and at most `maxDepth` levels of nesting, refusing it
 * the moment either is crossed, and one that has not arrived within `timeoutMs` with 408 and the
 * connection closed (a client trickling a chat message a byte a second held its request, and the
 * in-flight place that goes with it, for the server's whole request timeout). Request bodies are
 * never compressed here (the header check refuses Content-Encoding), so the bytes counted are the
 * bytes parsed. No body gives `undefined`.
 */
export function readJsonBody(
  req: Request,
  { limit, timeoutMs, maxDepth = MAX_JSON_DEPTH }: JsonBodyLimits,
): Promise<unknown> {
  if (!hasJsonBody(req)) return Promise.resolve(undefined);
  const tooLarge = () => refuse(req, new RequestError(RequestErrorCode.BodyTooLarge, { limit }));
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) return Promise.reject(tooLarge());

  return new Promise((resolve, reject) => {
    const scanner = new JsonDepthScanner(maxDepth);
    const chunks: Buffer[] = [];
    let received = 0;
    let settled = false;
    // The rest of a late body is not waited for: the answer closes the connection.
    const late =
      timeoutMs === undefined
        ? undefined
        : setTimeout(() => {
            req.res?.setHeader('Connection', 'close');
            finish(new RequestError(RequestErrorCode.BodyTimeout, { seconds: timeoutMs / 1000 }));
          }, timeoutMs);
    const finish = (error: Refusal | undefined, value?: unknown): void => {
      if (settled) return;
      settled = true;
      clearTimeout(late);
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
      req.off('close', onError);
      if (error) reject(error);
      else resolve(value);
    };
    const onData = (chunk: Buffer): void => {
      received += chunk.length;
      if (received > limit) return finish(tooLarge());
      if (!scanner.accept(chunk))
        return finish(refuse(req, new RequestError(RequestErrorCode.BodyTooDeep, { maxDepth })));
      chunks.push(chunk);
    };
    const onEnd = (): void => {
      const text = Buffer.concat(chunks, received).toString('utf8');
      if (text.trim() === '') return finish(undefined, {});
      // Like express.json's strict mode: a body is an object or an array, never a bare value.
      if (!/^[\s\ufeff]*[[{]/.test(text)) return finish(invalidJson());
      try {
        finish(undefined, JSON.parse(text.replace(/^\ufeff/, '')));
      } catch {
        finish(invalidJson());
      }
    };
    const onError = (): void => finish(new RequestError(RequestErrorCode.BodyUnreadable));
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
    // A client that goes away mid-body ends the read without an answer anyone will see.
    req.on('close', onError);
  });
}

function invalidJson(): Refusal {
  return new RequestError(RequestErrorCode.InvalidJson);
}
