import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import mammoth from 'mammoth';
import WordExtractor from 'word-extractor';
import yauzl from 'yauzl';
import { checkCompoundFile } from './compound-file.js';
import { UploadError } from './upload-error.js';

export type UploadExtension = '.doc' | '.docx' | '.txt';

export interface ZipLimits {
  /** Most bytes all entries of a .docx may unpack to. */
  maxUnpackedBytes: number;
  maxEntries: number;
  /** Largest unpacked/packed ratio of one entry (documents' XML packs about 5-20 times). */
  maxRatio: number;
  /** Most bytes one XML part may unpack to: mammoth holds a part's whole tree in memory. */
  maxXmlPartBytes: number;
  /** Most XML elements in all parts together: mammoth needs about a kilobyte of heap for each. */
  maxXmlElements: number;
}

export function zipLimitsFor(uploadMaxBytes: number): ZipLimits {
  return {
    maxUnpackedBytes: Math.max(uploadMaxBytes * 10, 20 * 1024 * 1024),
    maxEntries: 2000,
    maxRatio: 200,
    // A 100-page report's document.xml is a few MB with about 50,000 elements; 200,000 tiny
    // paragraphs' worth (about 2 MB of XML) was measured to need 250 MB of mammoth's heap.
    maxXmlPartBytes: 16 * 1024 * 1024,
    maxXmlElements: 250_000,
  };
}

const LESS_THAN = 0x3c;

/** Counts start tags (`<` followed by a name) in XML arriving in pieces. */
function elementCounter(): (chunk: Buffer) => number {
  let lastWasOpen = false;
  return (chunk) => {
    let count = 0;
    for (let i = 0; i < chunk.length; i += 1) {
      const byte = chunk[i]!;
      // After `<`: `/` closes, `?` and `!` are declarations and comments; anything else names a tag.
      if (lastWasOpen && byte !== 0x2f && byte !== 0x3f && byte !== 0x21) count += 1;
      lastWasOpen = byte === LESS_THAN;
    }
    return count;
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
  let elements = 0;
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
      const xml = /\.(xml|rels)$/i.test(entry.fileName);
      if (xml && entry.uncompressedSize > limits.maxXmlPartBytes)
        throw new UploadError('too_complex', 422);
      const countElements = elementCounter();
      let partBytes = 0;
      const stream = await zip.openReadStreamPromise(entry);
      await pipeline(
        stream,
        new Writable({
          write(chunk: Buffer, _encoding, done) {
            unpacked += chunk.length;
            partBytes += chunk.length;
            if (unpacked > limits.maxUnpackedBytes) return done(new UploadError('zip_bomb', 422));
            if (!xml) return done();
            elements += countElements(chunk);
            done(
              partBytes > limits.maxXmlPartBytes || elements > limits.maxXmlElements
                ? new UploadError('too_complex', 422)
                : null,
            );
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
    checkCompoundFile(bytes);
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
