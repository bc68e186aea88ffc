// Checks the structure of an OLE compound file (the container of a Word 97-2003 .doc) before
// word-extractor reads it. word-extractor follows sector chains without remembering where it has been,
// so a chain that loops (1 -> 2 -> 1) sends it round for ever while its buffers grow until the process
// dies. Every chain it will follow is walked here once, with a visited set and bounds, in time
// proportional to the file's size. Its directory tree is walked recursively the same way, so an entry
// linked from two places (which makes the walk exponential) is refused as well.

const END_OF_CHAIN = -2;
const HEADER_BYTES = 512;
const HEADER_FAT_ENTRIES = 109;
const DIRECTORY_ENTRY_BYTES = 128;
const STREAM = 2;
const ROOT = 5;
const NO_ENTRY = -1;
/** More directory entries than any Word document has (a few dozen); a cap on the work done here. */
const MAX_DIRECTORY_ENTRIES = 100_000;

/** Why a compound file was refused (for logs and tests; users see one "could not be read" message). */
export class CompoundFileError extends Error {}

function fail(reason: string): never {
  throw new CompoundFileError(reason);
}

/** Follows a chain through `table` from `start`; refuses loops, ids out of range and bad markers. */
function walkChain(table: Int32Array, start: number, limit: number, what: string): number[] {
  const chain: number[] = [];
  const seen = new Set<number>();
  let id = start;
  while (id !== END_OF_CHAIN) {
    if (id < 0 || id >= limit) fail(`${what}: sector ${id} is outside the file`);
    if (seen.has(id)) fail(`${what}: the chain loops at sector ${id}`);
    seen.add(id);
    chain.push(id);
    id = table[id] ?? END_OF_CHAIN - 1;
  }
  return chain;
}

/** Throws CompoundFileError unless every sector chain of the file ends and stays inside it. */
export function checkCompoundFile(bytes: Buffer): void {
  if (bytes.length < HEADER_BYTES) fail('shorter than its header');
  const sectorShift = bytes.readUInt16LE(30);
  const miniShift = bytes.readUInt16LE(32);
  if (sectorShift !== 9 && sectorShift !== 12) fail(`sector size 2^${sectorShift}`);
  if (miniShift !== 6) fail(`mini sector size 2^${miniShift}`);
  const sectorSize = 1 << sectorShift;
  const miniSize = 1 << miniShift;
  const fatSectorCount = bytes.readInt32LE(44);
  const directoryStart = bytes.readInt32LE(48);
  const miniCutoff = bytes.readInt32LE(56);
  const miniFatStart = bytes.readInt32LE(60);
  const difatStart = bytes.readInt32LE(68);
  const difatCount = bytes.readInt32LE(72);
  // Sectors after the header (the header takes a whole sector's room in 4096-byte files).
  const sectorCount = Math.ceil((bytes.length - sectorSize) / sectorSize);
  if (sectorCount <= 0) fail('no sectors');
  if (fatSectorCount < 1 || fatSectorCount > sectorCount) fail('FAT size');
  if (difatCount < 0 || difatCount > sectorCount) fail('DIFAT size');
  const sector = (id: number): Buffer => {
    const offset = (id + 1) * sectorSize;
    const data = bytes.subarray(offset, offset + sectorSize);
    // A short last sector reads as zeros, as word-extractor's reads do.
    return data.length === sectorSize ? data : Buffer.concat([data], sectorSize);
  };

  // The FAT's own sectors: 109 listed in the header, the rest in the DIFAT chain.
  const fatSectors: number[] = [];
  for (let i = 0; i < HEADER_FAT_ENTRIES && fatSectors.length < fatSectorCount; i += 1)
    fatSectors.push(bytes.readInt32LE(76 + i * 4));
  const difatSeen = new Set<number>();
  let difat = difatStart;
  const perDifat = sectorSize / 4 - 1;
  while (fatSectors.length < fatSectorCount) {
    if (difat < 0 || difat >= sectorCount) fail('DIFAT chain leaves the file');
    if (difatSeen.has(difat)) fail('DIFAT chain loops');
    difatSeen.add(difat);
    const data = sector(difat);
    for (let i = 0; i < perDifat && fatSectors.length < fatSectorCount; i += 1)
      fatSectors.push(data.readInt32LE(i * 4));
    difat = data.readInt32LE(perDifat * 4);
  }
  const fat = new Int32Array(fatSectorCount * (sectorSize / 4));
  fatSectors.forEach((id, index) => {
    if (id < 0 || id >= sectorCount) fail(`FAT sector ${id} is outside the file`);
    const data = sector(id);
    for (let i = 0; i < sectorSize / 4; i += 1)
      fat[index * (sectorSize / 4) + i] = data.readInt32LE(i * 4);
  });
  const limit = Math.min(sectorCount, fat.length);

  const directorySectors = walkChain(fat, directoryStart, limit, 'directory');
  const entryCount = (directorySectors.length * sectorSize) / DIRECTORY_ENTRY_BYTES;
  if (entryCount > MAX_DIRECTORY_ENTRIES) fail('too many directory entries');

  const miniFatSectors =
    miniFatStart === END_OF_CHAIN ? [] : walkChain(fat, miniFatStart, limit, 'mini FAT');
  const miniFat = new Int32Array(miniFatSectors.length * (sectorSize / 4));
  miniFatSectors.forEach((id, index) => {
    const data = sector(id);
    for (let i = 0; i < sectorSize / 4; i += 1)
      miniFat[index * (sectorSize / 4) + i] = data.readInt32LE(i * 4);
  });

  let miniStreamSectors = 0;
  const perSector = sectorSize / DIRECTORY_ENTRY_BYTES;
  const linked = new Set<number>();
  for (let index = 0; index < entryCount; index += 1) {
    const data = sector(directorySectors[Math.floor(index / perSector)]!);
    const offset = (index % perSector) * DIRECTORY_ENTRY_BYTES;
    // Left sibling, right sibling and first child: each entry may be linked from one place only.
    for (const link of [68, 72, 76].map((field) => data.readInt32LE(offset + field))) {
      if (link === NO_ENTRY) continue;
      if (link < 0 || link >= entryCount || link === index) fail(`directory link ${link}`);
      if (linked.has(link)) fail(`directory entry ${link} is linked twice`);
      linked.add(link);
    }
    const type = data[offset + 66];
    if (type !== STREAM && type !== ROOT) continue;
    const start = data.readInt32LE(offset + 116);
    const size = data.readUInt32LE(offset + 120);
    if (type === ROOT) {
      if (start !== END_OF_CHAIN)
        miniStreamSectors = walkChain(fat, start, limit, 'mini stream').length;
    } else if (size > 0 && size < miniCutoff) {
      walkChain(
        miniFat,
        start,
        Math.min(miniFat.length, (miniStreamSectors * sectorSize) / miniSize),
        'small stream',
      );
    } else if (size > 0) {
      walkChain(fat, start, limit, 'stream');
    }
  }
}
