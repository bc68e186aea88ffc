import JSZip from 'jszip';

const escapeXml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">
<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>
<Default Extension="xml" ContentType="application/xml"/>
<Default Extension="png" ContentType="image/png"/>
<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>
</Types>`;

const ROOT_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">
<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>
</Relationships>`;

/** A real, minimal Office Open XML word processing document (what Word writes, without styles). */
export async function buildDocx(
  paragraphs: string[],
  extraFiles: Record<string, Buffer | string> = {},
): Promise<Buffer> {
  const body = paragraphs
    .map((text) => `<w:p><w:r><w:t xml:space="preserve">${escapeXml(text)}</w:t></w:r></w:p>`)
    .join('');
  const zip = new JSZip();
  zip.file('[Content_Types].xml', CONTENT_TYPES);
  zip.file('_rels/.rels', ROOT_RELS);
  zip.file(
    'word/document.xml',
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`,
  );
  for (const [name, content] of Object.entries(extraFiles)) zip.file(name, content);
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

/** A ZIP that is not a Word document. */
export async function buildZip(files: Record<string, Buffer | string>): Promise<Buffer> {
  const zip = new JSZip();
  for (const [name, content] of Object.entries(files)) zip.file(name, content);
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

/**
 * A 2.5 KB Word 97-2003 (.doc, OLE compound file) whose WordDocument stream's sector chain loops
 * (2 -> 3 -> 2): a reader that follows chains without remembering them runs for ever.
 */
export function buildLoopingDoc(): Buffer {
  const sector = 512;
  const file = Buffer.alloc(sector * 5, 0);
  Buffer.from('D0CF11E0A1B11AE1', 'hex').copy(file, 0);
  file.writeUInt16LE(0x3e, 24); // minor version
  file.writeUInt16LE(3, 26); // major version (512-byte sectors)
  file.writeUInt16LE(0xfffe, 28); // byte order
  file.writeUInt16LE(9, 30); // sector size 2^9
  file.writeUInt16LE(6, 32); // mini sector size 2^6
  file.writeInt32LE(1, 44); // one FAT sector
  file.writeInt32LE(1, 48); // directory starts at sector 1
  file.writeInt32LE(4096, 56); // streams below this live in the mini stream
  file.writeInt32LE(-2, 60); // no mini FAT
  file.writeInt32LE(-2, 68); // no DIFAT sectors
  file.writeInt32LE(0, 76); // the FAT is sector 0
  for (let i = 1; i < 109; i += 1) file.writeInt32LE(-1, 76 + i * 4);
  const at = (id: number): number => (id + 1) * sector;
  // FAT: 0 is the FAT itself, 1 the directory (one sector), 2 -> 3 -> 2 the document's loop.
  file.fill(0xff, at(0), at(1));
  [-3, -2, 3, 2].forEach((next, id) => file.writeInt32LE(next, at(0) + id * 4));
  const entry = (index: number, name: string, type: number, start: number, size: number) => {
    const offset = at(1) + index * 128;
    file.write(name, offset, 'utf16le');
    file.writeUInt16LE((name.length + 1) * 2, offset + 64);
    file[offset + 66] = type;
    file[offset + 67] = 1; // black
    file.writeInt32LE(-1, offset + 68);
    file.writeInt32LE(-1, offset + 72);
    file.writeInt32LE(-1, offset + 76);
    file.writeInt32LE(start, offset + 116);
    file.writeUInt32LE(size, offset + 120);
  };
  entry(0, 'Root Entry', 5, -2, 0);
  entry(1, 'WordDocument', 2, 2, 8192);
  file.writeInt32LE(1, at(1) + 76); // the root's child is the WordDocument stream
  for (let index = 2; index < 4; index += 1) {
    file.writeInt32LE(-1, at(1) + index * 128 + 68);
    file.writeInt32LE(-1, at(1) + index * 128 + 72);
    file.writeInt32LE(-1, at(1) + index * 128 + 76);
  }
  return file;
}

/**
 * A .docx inside the ZIP limits (it packs about 10:1, like text) whose document.xml unpacks to
 * `xmlBytes` of tiny paragraphs, each holding two letters that differ from paragraph to paragraph.
 */
export async function buildManyParagraphsDocx(xmlBytes: number): Promise<Buffer> {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  let seed = 7;
  const parts: string[] = [];
  let size = 0;
  while (size < xmlBytes) {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    const paragraph = `<w:p><w:r><w:t>${letters[seed % 26]}${letters[(seed >> 8) % 26]}</w:t></w:r></w:p>`;
    parts.push(paragraph);
    size += paragraph.length;
  }
  const zip = new JSZip();
  zip.file('[Content_Types].xml', CONTENT_TYPES);
  zip.file('_rels/.rels', ROOT_RELS);
  zip.file(
    'word/document.xml',
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${parts.join('')}</w:body></w:document>`,
  );
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}
