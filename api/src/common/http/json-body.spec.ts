import { JsonDepthScanner } from './json-body.js';

const bytes = (text: string): Buffer => Buffer.from(text, 'utf8');

describe('JsonDepthScanner', () => {
  it('accepts nesting up to the limit and refuses the first level past it', () => {
    expect(new JsonDepthScanner(3).accept(bytes('{"a":[{"b":1}]}'))).toBe(true);
    expect(new JsonDepthScanner(3).accept(bytes('{"a":[{"b":[1]}]}'))).toBe(false);
  });

  it('counts nesting across chunk boundaries, as a body arrives', () => {
    const scanner = new JsonDepthScanner(4);
    expect(scanner.accept(bytes('[['))).toBe(true);
    expect(scanner.accept(bytes('[['))).toBe(true);
    expect(scanner.accept(bytes('['))).toBe(false);
  });

  it('goes back up when arrays and objects close, so long flat bodies pass', () => {
    const scanner = new JsonDepthScanner(2);
    for (let i = 0; i < 1000; i += 1) expect(scanner.accept(bytes('[[1],{"a":2}],'))).toBe(true);
  });

  it('ignores brackets inside strings, including escaped quotes and multi-byte text', () => {
    const scanner = new JsonDepthScanner(1);
    expect(scanner.accept(bytes('{"text":"[[[{{{ \\" ]]] ü 💥 \\\\"'))).toBe(true);
    expect(scanner.accept(bytes(',"more":"[[["}'))).toBe(true);
    expect(scanner.accept(bytes('{"x":{}}'))).toBe(false);
  });

  it('keeps an escape that ends one chunk for the next', () => {
    const scanner = new JsonDepthScanner(1);
    expect(scanner.accept(bytes('{"a":"\\'))).toBe(true);
    // The escaped quote does not close the string, so the brackets after it are text.
    expect(scanner.accept(bytes('"[[["}'))).toBe(true);
  });
});
