import { readFileSync } from 'node:fs';
import { buildLoopingDoc } from '../../test/support/documents.js';
import { checkCompoundFile, CompoundFileError } from './compound-file.js';

const fixture = readFileSync(
  new URL('../../test/fixtures/witwenrente-umlaute.doc', import.meta.url),
);

/** The same small document with its chain ended (3 -> end), so only the change a test makes is wrong. */
const sound = (): Buffer => {
  const file = buildLoopingDoc();
  file.writeInt32LE(-2, 512 + 3 * 4);
  return file;
};

const reason = (bytes: Buffer): string => {
  try {
    checkCompoundFile(bytes);
  } catch (error) {
    return error instanceof CompoundFileError ? error.message : `unexpected ${String(error)}`;
  }
  return 'accepted';
};

describe('checkCompoundFile', () => {
  it('accepts a real Word 97-2003 document', () => {
    expect(reason(fixture)).toBe('accepted');
  });

  it('refuses a document whose sector chain loops (2 -> 3 -> 2)', () => {
    expect(reason(buildLoopingDoc())).toMatch(/loops/);
  });

  it('refuses a chain that points outside the file', () => {
    const file = buildLoopingDoc();
    file.writeInt32LE(40, 512 + 3 * 4); // sector 3 -> 40, past the end
    expect(reason(file)).toMatch(/outside the file/);
  });

  it('refuses a directory entry linked from two places (an exponential walk)', () => {
    expect(reason(sound())).toBe('accepted');
    const file = sound();
    file.writeInt32LE(1, 1024 + 128 + 68); // WordDocument's left sibling: itself
    expect(reason(file)).toMatch(/directory link/);
    const twice = sound();
    twice.writeInt32LE(1, 1024 + 2 * 128 + 68); // an empty entry links to WordDocument too
    expect(reason(twice)).toMatch(/linked twice/);
  });

  it('refuses a header that claims more FAT sectors than the file has', () => {
    const file = Buffer.from(fixture);
    file.writeInt32LE(1_000_000, 44);
    expect(reason(file)).toMatch(/FAT size/);
  });
});
