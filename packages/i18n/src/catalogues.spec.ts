import { de } from './catalogues/de.js';
import { en } from './catalogues/en.js';

type Tree = { readonly [key: string]: string | Tree };

// Every leaf as [dotted key, value], walking nested namespaces.
function leaves(tree: Tree, prefix = ''): [string, unknown][] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'object' && value !== null ? leaves(value, path) : [[path, value]];
  });
}

const catalogues: Record<string, Tree> = { en, de };

describe('translation catalogues', () => {
  const keysOf = (tree: Tree) => new Set(leaves(tree).map(([key]) => key));
  const enKeys = keysOf(en);
  const deKeys = keysOf(de);

  it('has every English key in German', () => {
    expect([...enKeys].filter((key) => !deKeys.has(key))).toEqual([]);
  });

  it('has every German key in English', () => {
    expect([...deKeys].filter((key) => !enKeys.has(key))).toEqual([]);
  });

  it.each(Object.keys(catalogues))('has no empty or non-text value in %s', (language) => {
    const bad = leaves(catalogues[language]!).filter(
      ([, value]) => typeof value !== 'string' || value.trim() === '',
    );
    expect(bad).toEqual([]);
  });

  it('keeps the spec’s exact English labels', () => {
    expect(en.shell.notFound.title).toBe('Page Not Found');
    expect(en.shell.nav.uploadData).toBe('Upload Data');
    expect(en.shell.nav.getStarted).toBe('Get Started');
    expect(en.common.retry).toBe('Retry');
  });
});
