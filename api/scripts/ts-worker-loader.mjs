// Module hooks for ts-worker-hooks.mjs (they run on Node's loader thread).
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { transform } from '@swc/core';

export async function resolve(specifier, context, nextResolve) {
  const fromTypeScript = context.parentURL?.endsWith('.ts') ?? false;
  if (fromTypeScript && /^\.{1,2}\/.*\.js$/.test(specifier)) {
    const typeScript = new URL(specifier.replace(/\.js$/, '.ts'), context.parentURL);
    if (existsSync(fileURLToPath(typeScript)))
      return { url: typeScript.href, format: 'module', shortCircuit: true };
  }
  return nextResolve(specifier, context);
}

export async function load(url, context, nextLoad) {
  if (!url.endsWith('.ts')) return nextLoad(url, context);
  const source = await readFile(fileURLToPath(url), 'utf8');
  const { code } = await transform(source, {
    filename: fileURLToPath(url),
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      target: 'es2022',
      keepClassNames: true,
    },
    module: { type: 'es6' },
  });
  return { format: 'module', source: code, shortCircuit: true };
}
