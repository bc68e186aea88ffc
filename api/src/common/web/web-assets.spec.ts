import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { type IncomingMessage, request } from 'node:http';
import express from 'express';
import { webAssetHandlers } from './web-assets.js';

describe('web assets of `npm start`', () => {
  let webRoot: string;
  let server: Server;
  let base: string;

  beforeAll(async () => {
    webRoot = mkdtempSync(join(tmpdir(), 'ageless-web-'));
    const host = join(webRoot, 'host-shell', 'dist');
    const landing = join(webRoot, 'mfe-landing', 'dist');
    const widget = join(webRoot, 'widget-element', 'dist', 'chunks');
    mkdirSync(host, { recursive: true });
    mkdirSync(landing, { recursive: true });
    mkdirSync(widget, { recursive: true });
    writeFileSync(join(host, 'index.html'), '<!doctype html><title>host</title>');
    writeFileSync(join(host, 'main.3f9a2c1b.js'), 'console.log("plain")');
    // The build's compressed copies (packages/webpack-config/precompress.cjs).
    writeFileSync(join(host, 'main.3f9a2c1b.js.br'), brotliCompressSync('console.log("br")'));
    writeFileSync(join(host, 'main.3f9a2c1b.js.gz'), gzipSync('console.log("gzip")'));
    writeFileSync(join(landing, 'remoteEntry.js'), 'var entry = "plain";');
    writeFileSync(join(landing, 'remoteEntry.js.gz'), gzipSync('var entry = "gzip";'));
    writeFileSync(join(widget, 'panel.1a2b3c4d.js'), 'var panel = "plain";');
    writeFileSync(join(widget, 'panel.1a2b3c4d.js.br'), brotliCompressSync('var panel = "br";'));

    const app = express();
    for (const handler of webAssetHandlers(webRoot)) app.use(handler);
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => {
    server.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  const get = (path: string, acceptEncoding: string) =>
    fetch(base + path, { headers: { 'accept-encoding': acceptEncoding } });

  it('sends brotli whenever the browser accepts it, even when gzip is listed first', async () => {
    const response = await get('/main.3f9a2c1b.js', 'gzip, deflate, br, zstd');
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('content-type')).toContain('javascript');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('vary')).toContain('Accept-Encoding');
    expect(await response.text()).toBe('console.log("br")');
  });

  it('sends gzip to browsers without brotli, keeping revalidation for unhashed files', async () => {
    const response = await get('/remotes/mfe-landing/remoteEntry.js', 'gzip');
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toBe('var entry = "gzip";');
  });

  it('sends the original when no compressed copy fits', async () => {
    const plain = await get('/main.3f9a2c1b.js', 'identity');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe('console.log("plain")');

    const noBrotliCopy = await get('/remotes/mfe-landing/remoteEntry.js', 'br');
    expect(noBrotliCopy.headers.get('content-encoding')).toBeNull();
    expect(await noBrotliCopy.text()).toBe('var entry = "plain";');
  });

  it('sends the widget compressed too, loadable from any site', async () => {
    const response = await get('/widget/chunks/panel.1a2b3c4d.js', 'gzip, deflate, br');
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await response.text()).toBe('var panel = "br";');

    const plain = await get('/widget/chunks/panel.1a2b3c4d.js', 'identity');
    expect(plain.headers.get('access-control-allow-origin')).toBe('*');
    expect(await plain.text()).toBe('var panel = "plain";');
  });
});

describe('pages of `npm start`', () => {
  let webRoot: string;
  let server: Server;
  let base: string;

  beforeAll(async () => {
    webRoot = mkdtempSync(join(tmpdir(), 'ageless-pages-'));
    const host = join(webRoot, 'host-shell', 'dist');
    mkdirSync(host, { recursive: true });
    writeFileSync(join(host, 'index.html'), '<!doctype html><title>host</title>');
    // The build's brotli copy, told apart from the original by its title.
    writeFileSync(
      join(host, 'index.html.br'),
      brotliCompressSync('<!doctype html><title>host, brotli</title>'),
    );
    const app = express();
    for (const handler of webAssetHandlers(webRoot)) app.use(handler);
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => {
    server.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  const page = (path: string) =>
    fetch(base + path, { headers: { accept: 'text/html', 'accept-encoding': 'identity' } });

  it.each(['/', '/matches', '/nowhere'])(
    'sends the page itself as brotli to a browser that takes it (%s)',
    async (path) => {
      // fetch decodes the body and drops the header it decoded, so the raw exchange is read.
      const response = await new Promise<IncomingMessage>((resolve) =>
        request(
          base + path,
          { headers: { accept: 'text/html', 'accept-encoding': 'gzip, br' } },
          resolve,
        ).end(),
      );
      const chunks: Buffer[] = [];
      for await (const chunk of response) chunks.push(chunk as Buffer);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['content-type']).toContain('text/html');
      expect(brotliDecompressSync(Buffer.concat(chunks)).toString()).toContain('host, brotli');
    },
  );

  it.each([
    '/',
    '/onboarding',
    '/matches',
    '/matches/',
    '/matches/5b0e8f51-3a51-4c1e-9d2b-0a8f6f0f2b11',
    '/matches/5b0e8f51-3a51-4c1e-9d2b-0a8f6f0f2b11/blueprints/garden',
    '/embed',
    '/embed-demo',
    '/upgrade',
    '/chat?prompt=hello',
  ])('answers 200 with the shell for the known page %s', async (path) => {
    const response = await page(path);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<title>host</title>');
  });

  it.each(['/nowhere', '/matches/a/b', '/chat/extra', '/upgrade/now'])(
    'answers 404 for %s, still with the shell, which shows its "Page Not Found"',
    async (path) => {
      const response = await page(path);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(await response.text()).toContain('<title>host</title>');
    },
  );
});
