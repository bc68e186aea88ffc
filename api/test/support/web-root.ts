import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A WEB_ROOT with only the host's page, so the API serves pages like /embed as `npm start` does. */
export function hostPageWebRoot(): string {
  const webRoot = mkdtempSync(join(tmpdir(), 'ageless-web-'));
  const dist = join(webRoot, 'host-shell', 'dist');
  mkdirSync(dist, { recursive: true });
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html><body>host</body></html>');
  return webRoot;
}
