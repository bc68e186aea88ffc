/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

// Compiled by the webpack factory's own PostCSS chain, in a child process (Tailwind's ESM-only
// dependencies do not load inside Jest's module system).
const COMPILER = join(process.cwd(), 'packages', 'webpack-config', 'compile-css.cjs');
const SRC = join(process.cwd(), 'packages', 'ui', 'src');

function compile(file: string): string {
  return execFileSync(process.execPath, [COMPILER, join(SRC, file)], { encoding: 'utf8' });
}

describe('the design system stylesheets', () => {
  it('orders utilities in variant layers every sheet declares alike', () => {
    const css = compile('utilities.css');
    expect(css).toMatch(/@layer plain, state, sm, md, lg, xl, xxl;/);
    // A plain utility and a breakpoint variant land in their own layers.
    expect(css).toMatch(/@layer plain \{[\s\S]*\.inline-flex/);
    expect(css).toMatch(/@layer sm \{[\s\S]*\.sm\\:p-6/);
  });

  it('keeps Preflight and the base rules out of a remote sheet', () => {
    const remote = compile('utilities.css');
    const host = compile('styles.css');
    expect(host).toContain('font-size: 112.5%');
    expect(remote).not.toContain('font-size: 112.5%');
    expect(remote).not.toContain('box-sizing: border-box');
  });

  it('has no text size under 16 px at the 18 px base (badges, hints, small print)', () => {
    const css = compile('styles.css');
    const sizes = [...css.matchAll(/--text-([\w-]+?):\s*([\d.]+)rem/g)].map(
      ([, name, rem]) => [name, Number(rem) * 18] as const,
    );
    // The small sizes the components use are among them.
    expect(sizes.map(([name]) => name)).toContain('sm');
    expect(sizes.filter(([, px]) => px < 16)).toEqual([]);
  });
});
