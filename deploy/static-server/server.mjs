// The runtime of every front-end container: a dependency-free static file server.
// - hashed assets cached for a year; index.html, remotes.json, mf-manifest.json and remote entries
//   revalidated on every load, so a redeployed remote shows on the next page load;
// - the build's `.br` / `.gz` copy of a file when the browser accepts that encoding;
// - optional SPA fallback (the host; 404 for an address not in its routes.json), optional /remotes.json from REMOTES_MANIFEST (so operators point
//   the host at remotes without rebuilding it), optional /api proxy to API_UPSTREAM (same-origin API);
// - /healthz for container health checks; SIGTERM drains open requests before exiting.
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';

const env = process.env;
const root = resolve(env.STATIC_ROOT ?? join(process.cwd(), 'dist'));
const port = Number(env.PORT ?? 8080);
const spaFallback = env.SPA_FALLBACK === 'true';
// Behind an Ingress that routes /remotes/mfe-landing/ to this container, strip that prefix.
const basePath = (env.BASE_PATH ?? '').replace(/\/$/, '');
const apiUpstream = env.API_UPSTREAM ? new URL(env.API_UPSTREAM) : undefined;
const extraOrigins = (env.ALLOWED_ORIGINS ?? '')
  .split(',')
  .map((o) => o.trim())
  .filter(Boolean);

let remotesManifest;
if (env.REMOTES_MANIFEST) {
  try {
    remotesManifest = JSON.stringify(JSON.parse(env.REMOTES_MANIFEST));
  } catch {
    console.error('REMOTES_MANIFEST is not valid JSON');
    process.exit(78);
  }
}
if (!existsSync(root)) {
  console.error(`STATIC_ROOT ${root} does not exist`);
  process.exit(78);
}

// The host's build writes the pages the shell knows (routes.json: '/matches/:profileId' matches any
// one segment there). Any other address still gets the shell, which shows its 404 page, but with
// the status 404. Without the file (an older build) every address answers 200 as before.
const knownRoutes = readRoutes(join(root, 'routes.json'));

function readRoutes(file) {
  if (!spaFallback || !existsSync(file)) return undefined;
  try {
    return JSON.parse(readFileSync(file, 'utf8')).routes.map((route) =>
      route.split('/').filter(Boolean),
    );
  } catch {
    console.error(`${file} is not a valid list of routes`);
    process.exit(78);
  }
}

function isKnownPage(pathname) {
  if (!knownRoutes) return true;
  const actual = pathname.split('/').filter(Boolean);
  return knownRoutes.some(
    (expected) =>
      expected.length === actual.length &&
      expected.every((segment, index) => segment.startsWith(':') || segment === actual[index]),
  );
}

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};
// The production build writes these beside each text asset (packages/webpack-config/precompress.cjs).
const PRECOMPRESSED = [
  ['br', '.br'],
  ['gzip', '.gz'],
];
const COMPRESSIBLE = /\.(js|css|html|json|svg|txt)$/;
const UNHASHED =
  /(^|\/)(index\.html|remotes\.json|mf-manifest\.json|mf-stats\.json|remoteEntry\.js|ageless-chat\.js)$/;
const sources = ["'self'", ...extraOrigins].join(' ');
// /embed is made to be framed by other sites: those in EMBED_ORIGINS (comma-separated origins), or any
// site with `*`, the default, as in the API (api/src/config/app-config.ts).
const embedOrigins = (env.EMBED_ORIGINS ?? '*')
  .split(',')
  .map((origin) => origin.trim())
  .filter(Boolean);
const embedAncestors = embedOrigins.includes('*') ? '*' : ["'self'", ...embedOrigins].join(' ');
const cspWith = (frameAncestors) =>
  [
    "default-src 'self'",
    `script-src ${sources}`,
    `style-src ${sources}`,
    `connect-src ${sources}`,
    "img-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    `frame-ancestors ${frameAncestors}`,
  ].join('; ');
const CSP = cspWith("'self'");
const EMBED_CSP = cspWith(embedAncestors);

function securityHeaders(res, pathname) {
  const embed = pathname === '/embed' || pathname.startsWith('/embed/');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'no-referrer');
  res.setHeader('Content-Security-Policy', embed ? EMBED_CSP : CSP);
  // Remotes and the widget are fetched from other origins (the host, third-party pages).
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
}

function send(res, status, body, type = 'text/plain; charset=utf-8', cache = 'no-cache') {
  res.writeHead(status, { 'Content-Type': type, 'Cache-Control': cache });
  res.end(body);
}

function fileFor(pathname) {
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  const candidate = normalize(join(root, decoded));
  if (candidate !== root && !candidate.startsWith(root + sep)) return undefined;
  return existsSync(candidate) && statSync(candidate).isFile() ? candidate : undefined;
}

/** The encodings of an Accept-Encoding header that are not refused with q=0. */
function acceptedEncodings(header = '') {
  return new Set(
    header
      .split(',')
      .map((part) => part.trim().split(/\s*;\s*q=/))
      .filter(([token, q]) => token && (q === undefined || Number(q) > 0))
      .map(([token]) => token.toLowerCase()),
  );
}

function withoutForwardingHeaders(headers) {
  const kept = { ...headers };
  for (const name of ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto'])
    delete kept[name];
  return kept;
}

function proxy(req, res) {
  const upstream = httpRequest(
    {
      protocol: apiUpstream.protocol,
      hostname: apiUpstream.hostname,
      port: apiUpstream.port,
      method: req.method,
      path: req.url,
      // The browser's Host goes through unchanged: the API checks it (ALLOWED_HOSTS) and compares it
      // with Origin. What a client claims about earlier hops is dropped; this proxy says who it saw.
      headers: {
        ...withoutForwardingHeaders(req.headers),
        host: req.headers.host ?? apiUpstream.host,
        'x-forwarded-for': req.socket.remoteAddress ?? '',
        'x-forwarded-proto': 'http',
      },
    },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', () => {
    if (!res.headersSent)
      send(
        res,
        502,
        JSON.stringify({
          statusCode: 502,
          error: 'Bad Gateway',
          message: 'The API is not reachable',
        }),
        'application/json',
      );
    else res.destroy();
  });
  req.pipe(upstream);
}

const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const pathname =
    basePath && url.pathname.startsWith(`${basePath}/`)
      ? url.pathname.slice(basePath.length)
      : url.pathname;
  if (pathname === '/healthz') return send(res, 200, '{"status":"ok"}', 'application/json');
  if (apiUpstream && (pathname === '/api' || pathname.startsWith('/api/'))) return proxy(req, res);
  securityHeaders(res, pathname);
  if (req.method !== 'GET' && req.method !== 'HEAD') return send(res, 405, 'Method Not Allowed');
  if (pathname === '/remotes.json' && remotesManifest)
    return send(res, 200, remotesManifest, TYPES['.json']);

  let file = fileFor(pathname);
  let status = 200;
  if (!file && spaFallback && !extname(pathname)) {
    file = fileFor('/index.html');
    if (!isKnownPage(pathname)) status = 404;
  }
  if (!file) return send(res, 404, 'Not Found');

  const headers = {
    'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
    'Cache-Control': UNHASHED.test(file) ? 'no-cache' : 'public, max-age=31536000, immutable',
  };
  let body = file;
  if (COMPRESSIBLE.test(file)) {
    headers.Vary = 'Accept-Encoding';
    const accepted = acceptedEncodings(req.headers['accept-encoding']);
    const copy = PRECOMPRESSED.find(
      ([encoding, suffix]) => accepted.has(encoding) && existsSync(file + suffix),
    );
    if (copy) {
      headers['Content-Encoding'] = copy[0];
      body = file + copy[1];
    }
  }
  res.writeHead(status, headers);
  if (req.method === 'HEAD') return res.end();
  createReadStream(body).pipe(res);
});

server.listen(port, () =>
  console.log(JSON.stringify({ level: 'info', msg: `serving ${root} on port ${port}` })),
);
process.on('SIGTERM', () => server.close(() => process.exit(0)));
