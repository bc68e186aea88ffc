/**
 * @jest-environment node
 */
// Issue 7 size budgets, checked on the production build (`npm test` builds first, so a missing
// dist is a failure, not a skip). gzip level 9, as a CDN or the product's compression would serve.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const DIST = fileURLToPath(new URL('../dist/', import.meta.url));
const KB = 1024;

/** What the page loads first, what a first open adds, and the markdown renderer after it. */
const BUDGETS = {
  launcher: 5 * KB,
  panel: 100 * KB,
  markdown: 40 * KB,
  stylesheet: 10 * KB,
};

function gzipped(file: string): number {
  return gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length;
}

function only(files: string[], pattern: RegExp): string {
  const matches = files.filter((file) => pattern.test(file));
  expect(matches).toHaveLength(1);
  return matches[0]!;
}

describe('widget size budgets (gzip)', () => {
  it('has a production build to measure', () => {
    expect(existsSync(join(DIST, 'ageless-chat.js'))).toBe(true);
  });

  const files = existsSync(DIST)
    ? [
        ...readdirSync(DIST),
        ...(existsSync(join(DIST, 'chunks'))
          ? readdirSync(join(DIST, 'chunks')).map((file) => `chunks/${file}`)
          : []),
      ]
    : [];

  it.each([
    ['launcher', /^ageless-chat\.js$/],
    ['panel', /^chunks\/panel\.[0-9a-f]+\.js$/],
    ['markdown', /^chunks\/markdown\.[0-9a-f]+\.js$/],
    ['stylesheet', /^ageless-chat\.[0-9a-f]+\.css$/],
  ] as const)('%s stays within its budget', (name, pattern) => {
    const size = gzipped(only(files, pattern));
    console.log(`${name}: ${(size / KB).toFixed(1)} KB gzip (budget ${BUDGETS[name] / KB} KB)`);
    expect(size).toBeLessThanOrEqual(BUDGETS[name]);
  });

  it('has no other JavaScript chunk (a new one needs a budget here)', () => {
    const scripts = files.filter((file) => file.endsWith('.js'));
    expect(scripts).toHaveLength(3);
  });
});
