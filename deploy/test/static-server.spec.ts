import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync } from 'node:zlib';
import { ROUTES } from '@ageless/contracts';
import { freePort, type RunningProcess, startProcess } from './process.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
// The front-end image's CMD, run with node here.
const command = ['node', join(root, 'deploy/static-server/server.mjs')];

describe('front-end container start command (deploy/static-server)', () => {
  let dist: string;
  let server: RunningProcess;
  let base: string;
  let upstream: Server;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'ageless-static-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><html><body>host</body></html>');
    writeFileSync(join(dist, 'mf-manifest.json'), '{"name":"mfe_landing"}');
    writeFileSync(join(dist, 'remoteEntry.js'), 'var entry;');
    // What the host's build writes beside index.html (packages/webpack-config).
    writeFileSync(
      join(dist, 'routes.json'),
      JSON.stringify({ routes: ROUTES.map((route) => route.path) }),
    );
    writeFileSync(join(dist, 'assets', 'main.3f9a2c1b.js'), 'console.log(1)');
    // The build's compressed copy (packages/webpack-config/precompress.cjs).
    writeFileSync(
      join(dist, 'assets', 'main.3f9a2c1b.js.br'),
      brotliCompressSync('console.log("brotli")'),
    );
    writeFileSync(join(tmpdir(), 'ageless-secret.txt'), 'secret');

    const apiPort = await freePort();
    upstream = createServer((req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      if (req.url === '/api/echo-headers') return res.end(JSON.stringify(req.headers));
      res.end(JSON.stringify({ proxied: req.url }));
    }).listen(apiPort, '127.0.0.1');

    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    server = await startProcess(command, {
      cwd: root,
      env: {
        PATH: process.env.PATH,
        PORT: String(port),
        STATIC_ROOT: dist,
        SPA_FALLBACK: 'true',
        API_UPSTREAM: `http://127.0.0.1:${apiPort}`,
        REMOTES_MANIFEST: '{"contract":1,"remotes":{}}',
      },
      readyUrl: `${base}/healthz`,
    });
  });

  afterAll(async () => {
    await server?.stop();
    upstream?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('revalidates files whose names do not change between builds', async () => {
    for (const path of ['/mf-manifest.json', '/remoteEntry.js', '/index.html', '/remotes.json']) {
      const response = await fetch(base + path);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('caches content-hashed assets for a year', async () => {
    const response = await fetch(`${base}/assets/main.3f9a2c1b.js`);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-type')).toContain('text/javascript');
  });

  it("sends the build's compressed copy to browsers that accept it, the original to others", async () => {
    const path = `${base}/assets/main.3f9a2c1b.js`;
    const compressed = await fetch(path, { headers: { 'accept-encoding': 'gzip, br' } });
    expect(compressed.headers.get('content-encoding')).toBe('br');
    expect(compressed.headers.get('content-type')).toContain('text/javascript');
    expect(compressed.headers.get('vary')).toBe('Accept-Encoding');
    expect(await compressed.text()).toBe('console.log("brotli")');

    for (const encoding of ['identity', 'br;q=0, gzip']) {
      const plain = await fetch(path, { headers: { 'accept-encoding': encoding } });
      expect(plain.headers.get('content-encoding')).toBeNull();
      expect(await plain.text()).toBe('console.log(1)');
    }
  });

  it('serves the operator-provided remotes manifest instead of the built one', async () => {
    expect(await (await fetch(`${base}/remotes.json`)).json()).toEqual({
      contract: 1,
      remotes: {},
    });
  });

  it('answers client-side routes with the host page, and unknown files with 404', async () => {
    expect(await (await fetch(`${base}/matches/123`)).text()).toContain('host');
    expect((await fetch(`${base}/missing.js`)).status).toBe(404);
  });

  it('answers the pages of the route list with 200, and any other page with the shell and 404', async () => {
    for (const path of [
      '/',
      '/matches/',
      '/matches/123/blueprints/garden',
      '/embed-demo',
      '/upgrade',
      '/chat?prompt=hi',
    ]) {
      const response = await fetch(`${base}${path}`);
      expect([path, response.status]).toEqual([path, 200]);
      expect(await response.text()).toContain('host');
    }
    for (const path of ['/nowhere', '/upgrade/now', '/matches/1/2']) {
      const response = await fetch(`${base}${path}`);
      expect([path, response.status]).toEqual([path, 404]);
      // The shell still comes, to show its friendly 404 page.
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(await response.text()).toContain('host');
    }
  });

  it('never serves files outside its folder', async () => {
    const response = await fetch(`${base}/..%2F..%2F..%2Ftmp%2Fageless-secret.txt`);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('secret');
  });

  it('sends a strict Content-Security-Policy', async () => {
    const csp = (await fetch(`${base}/`)).headers.get('content-security-policy');
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
  });

  it('lets other sites frame /embed (EMBED_ORIGINS, any by default) and nothing else', async () => {
    const embed = (await fetch(`${base}/embed?lang=de`)).headers.get('content-security-policy');
    expect(embed).toContain('frame-ancestors *');
    const page = (await fetch(`${base}/matches/123`)).headers.get('content-security-policy');
    expect(page).toContain("frame-ancestors 'self'");
  });

  it('passes /api to the API so the pages stay same-origin', async () => {
    expect(await (await fetch(`${base}/api/free-tags?region=US`)).json()).toEqual({
      proxied: '/api/free-tags?region=US',
    });
  });

  it('keeps the browser’s Host for the API, says who it saw, and drops what the client claims', async () => {
    const seen = (await (
      await fetch(`${base}/api/echo-headers`, {
        headers: {
          'X-Forwarded-For': '198.51.100.9',
          'X-Forwarded-Host': 'rebind.attacker.example',
          'X-Forwarded-Proto': 'https',
          Forwarded: 'for=198.51.100.9',
        },
      })
    ).json()) as Record<string, string>;
    expect(seen.host).toBe(new URL(base).host);
    expect(seen['x-forwarded-for']).toMatch(/(^|:)127\.0\.0\.1$/);
    expect(seen['x-forwarded-proto']).toBe('http');
    expect(seen['x-forwarded-host']).toBeUndefined();
    expect(seen.forwarded).toBeUndefined();
  });
});
