import { checkPlainText, decodeBase64, decodeUtf8 } from './text-extraction.js';
import { UploadError } from './upload-error.js';

const code = (fn: () => unknown): string | undefined => {
  try {
    fn();
  } catch (error) {
    return error instanceof UploadError ? error.code : 'other';
  }
  return undefined;
};

describe('text extraction helpers', () => {
  it('decodes strict base64 and tolerates a data: URL prefix and line breaks', () => {
    expect(decodeBase64(Buffer.from('Grüße').toString('base64')).toString('utf8')).toBe('Grüße');
    expect(
      decodeBase64(`data:text/plain;base64,${Buffer.from('abc').toString('base64')}`).toString(),
    ).toBe('abc');
    expect(decodeBase64('YWJj\r\nZGVm').toString()).toBe('abcdef');
  });

  it.each(['', 'abc', 'ab$c', 'YW=j', '====', 'YWJj ZGVm'])('refuses %j as base64', (input) => {
    expect(code(() => decodeBase64(input))).toBe('base64');
  });

  it('accepts UTF-8 with a BOM and refuses other encodings and binary', () => {
    expect(decodeUtf8(Buffer.from([0xef, 0xbb, 0xbf, 0x68, 0xc3, 0xbc]))).toBe('hü');
    expect(code(() => decodeUtf8(Buffer.from([0x68, 0xfc])))).toBe('encoding');
    expect(code(() => checkPlainText('a\u0000b'))).toBe('binary_text');
    expect(checkPlainText('tabs\tand\nnew lines\r\nand form feeds\f are text')).toContain('tabs');
  });

  it('gives each refusal an English and a German message', () => {
    const error = new UploadError('extension', 415, { extension: '.pdf' });
    expect(error.messageIn('en')).toContain('.pdf');
    expect(error.messageIn('de')).toContain('nicht unterstützt');
  });
});
