import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import mammoth from 'mammoth';
import WordExtractor from 'word-extractor';
import yauzl from 'yauzl';
import { UploadError } from './upload-error.js';

export type UploadExtension = '.doc' | '.docx' | '.txt';

export interface ZipLimits {
  /** Most bytes all entries of a .docx may unpack to. */
  maxUnpackedBytes: number;
  maxEntries: number;
  /** Largest unpacked/packed ratio of one entry (documents' XML packs about 5-20 times). */
  maxRatio: number;
}

export function zipLimitsFor(uploadMaxBytes: number): ZipLimits {
  return {
    maxUnpackedBytes: Math.max(uploadMaxBytes * 10, 20 * 1024 * 1024),
    maxEntries: 2000,
    maxRatio: 200,
  };
}

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const OLE_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

/** Strict base64 (a data: URL prefix and line breaks are tolerated); anything else is refused, not skipped. */
export function decodeBase64(data: string): Buffer {
  const body = data
    .replace(/^data:[\w.+-]+\/[\w.+-]+(?:;[\w=.+-]+)*;base64,/, '')
    .replace(/[\r\n]/g, '');
  if (body.length === 0 || body.length % 4 !== 0 || !/^[A-Za-z0-9+/]+={0,2}$/.test(body)) {
    throw new UploadError('base64', 400);
  }
  return Buffer.from(body, 'base64');
}

/** UTF-8 with or without a byte order mark; invalid sequences and binary content are refused. */
export function decodeUtf8(bytes: Buffer): string {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw new UploadError('encoding', 422);
  }
  return checkPlainText(text);
}

/** Text that arrived as a JSON string: the browser already decoded it, replacing bad bytes with U+FFFD. */
export function checkPlainText(text: string): string {
  const withoutBom = text.replace(/^\uFEFF/, '');
  if (withoutBom.includes('\uFFFD')) throw new UploadError('encoding', 422);
  // NUL and most C0 controls never occur in text files; they do in every binary format.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0008\u000E-\u001A\u001C-\u001F]/.test(withoutBom))
    throw new UploadError('binary_text', 415);
  return withoutBom;
}

// Reads every entry with a running byte count, so a ZIP whose headers understate the sizes is stopped
// as soon as it passes the cap instead of being unpacked whole.
async function inspectZip(bytes: Buffer, limits: ZipLimits): Promise<Set<string>> {
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.fromBufferPromise(bytes, {
      lazyEntries: true,
      validateEntrySizes: true,
      strictFileNames: false,
    });
  } catch {
    throw new UploadError('not_docx', 415);
  }
  if (zip.entryCount > limits.maxEntries) {
    zip.close();
    throw new UploadError('zip_bomb', 422);
  }
  const names = new Set<string>();
  let unpacked = 0;
  try {
    for await (const entry of zip.eachEntry()) {
      names.add(entry.fileName);
      if (entry.fileName.endsWith('/')) continue;
      if (entry.isEncrypted()) throw new UploadError('unreadable', 422);
      const declaredRatio = entry.uncompressedSize / Math.max(entry.compressedSize, 1);
      if (
        unpacked + entry.uncompressedSize > limits.maxUnpackedBytes ||
        (entry.uncompressedSize > 1024 * 1024 && declaredRatio > limits.maxRatio)
      ) {
        throw new UploadError('zip_bomb', 422);
      }
      const stream = await zip.openReadStreamPromise(entry);
      await pipeline(
        stream,
        new Writable({
          write(chunk: Buffer, _encoding, done) {
            unpacked += chunk.length;
            done(unpacked > limits.maxUnpackedBytes ? new UploadError('zip_bomb', 422) : null);
          },
        }),
      );
    }
  } catch (error) {
    if (error instanceof UploadError) throw error;
    // yauzl reports entries whose real size differs from the declared one, and corrupt data.
    throw /size|too many|bytes/i.test(String(error))
      ? new UploadError('zip_bomb', 422)
      : new UploadError('unreadable', 422);
  } finally {
    zip.close();
  }
  return names;
}

async function extractDocx(bytes: Buffer, limits: ZipLimits): Promise<string> {
  if (bytes.length < 4 || !bytes.subarray(0, 4).equals(ZIP_MAGIC))
    throw new UploadError('not_docx', 415);
  const names = await inspectZip(bytes, limits);
  if (!names.has('word/document.xml') || !names.has('[Content_Types].xml'))
    throw new UploadError('not_docx', 415);
  try {
    return (await mammoth.extractRawText({ buffer: bytes })).value;
  } catch {
    throw new UploadError('unreadable', 422);
  }
}

async function extractDoc(bytes: Buffer): Promise<string> {
  if (bytes.length < 512 || !bytes.subarray(0, 8).equals(OLE_MAGIC))
    throw new UploadError('not_doc', 415);
  try {
    const document = await new WordExtractor().extract(bytes);
    return [document.getBody(), document.getFootnotes(), document.getEndnotes()]
      .filter((part) => part.trim())
      .join('\n\n');
  } catch {
    // An OLE file that is not a Word document (an Excel sheet renamed .doc) ends here too.
    throw new UploadError('unreadable', 422);
  }
}

/** The text of an uploaded file, after checking that its bytes are what its extension says. */
export async function extractText(
  extension: UploadExtension,
  bytes: Buffer,
  limits: ZipLimits,
): Promise<string> {
  switch (extension) {
    case '.docx':
      return extractDocx(bytes, limits);
    case '.doc':
      return extractDoc(bytes);
    case '.txt':
      return decodeUtf8(bytes);
  }
}
