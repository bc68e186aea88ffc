// Copies files tsc does not emit (the shipped knowledge articles, the guide's trained models, the
// postcode centres) from src to dist, same layout.
import { cpSync, existsSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const api = fileURLToPath(new URL('..', import.meta.url));
const assets = [
  'knowledge/articles',
  'chat/guide/understanding/model',
  'chat/guide/understanding/examples/cards',
  'geo/data',
];

for (const folder of assets) {
  const from = `${api}src/${folder}`;
  const to = `${api}dist/${folder}`;
  rmSync(to, { recursive: true, force: true });
  if (existsSync(from))
    cpSync(from, to, { recursive: true, filter: (path) => !path.endsWith('.ts') });
  console.log(`copied ${folder} to dist`);
}
