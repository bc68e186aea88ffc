import { existsSync } from 'node:fs';
import { extname, join } from 'node:path';
import express, {
  type NextFunction,
  type Request,
  type RequestHandler,
  type Response,
} from 'express';
import { HOST_APP, matchRoute, REMOTES, WIDGET_APP } from '@ageless/contracts';

// Files whose names do not change between builds must be revalidated, so a redeploy shows at once.
const UNHASHED =
  /(^|\/)(index\.html|remotes\.json|mf-manifest\.json|mf-stats\.json|remoteEntry\.js|ageless-chat\.js)$/;

function cacheHeaders(res: Response, path: string): void {
  if (UNHASHED.test(path)) res.setHeader('Cache-Control', 'no-cache');
  else res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
}

// Any site may load the widget (public files, no credentials): `*`, not CORS_ORIGINS, which only
// governs who may call the API.
function widgetHeaders(res: Response, path: string): void {
  cacheHeaders(res, path);
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.removeHeader('Access-Control-Allow-Credentials');
}

const staticOptions = { index: false, fallthrough: true, setHeaders: cacheHeaders } as const;

// The production build writes these beside each text asset (packages/webpack-config/precompress.cjs).
const PRECOMPRESSED = { br: '.br', gzip: '.gz' } as const;
const COMPRESSIBLE = /\.(js|css|html|json|svg|txt)$/;

// Brotli whenever accepted: browsers list gzip first, which the header's order would favour.
const acceptedEncoding = (req: Request): keyof typeof PRECOMPRESSED | undefined =>
  (['br', 'gzip'] as const).find((name) => req.acceptsEncodings(name) === name);

/**
 * Sends the build's `.br` or `.gz` copy of a file when the browser accepts that encoding; anything
 * else (no copy, no accepted encoding) falls through to express.static and the original file.
 */
function precompressed(dir: string, setHeaders = cacheHeaders): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !COMPRESSIBLE.test(req.path)) {
      return next();
    }
    res.vary('Accept-Encoding');
    const encoding = acceptedEncoding(req);
    if (!encoding) return next();
    const file = `${req.path}${PRECOMPRESSED[encoding]}`;
    if (!existsSync(join(dir, file))) return next();
    setHeaders(res, req.path);
    res.type(extname(req.path));
    res.setHeader('Content-Encoding', encoding);
    // `root` refuses paths that leave `dir`; a file that vanished falls through to the original.
    res.sendFile(file, { root: dir, cacheControl: false, dotfiles: 'deny' }, (error?: Error) => {
      if (error && !res.headersSent) {
        res.removeHeader('Content-Encoding');
        next();
      }
    });
  };
}

const NOT_SPA = /^\/(api|healthz|readyz|remotes|widget)(\/|$)/;

/**
 * Serves the built front ends from one process (used by `npm start`; containers serve their own):
 * the host at /, each remote at /remotes/<folder>/, the widget at /widget/, and the host's
 * index.html for every other page so client-side routes (and the 404 page) work on reload: with 200
 * for a route of the one list, 404 for any other address.
 */
export function webAssetHandlers(webRoot: string): RequestHandler[] {
  const hostDist = join(webRoot, HOST_APP.folder, 'dist');
  const handlers: RequestHandler[] = [];
  // Each remote of the one list (@ageless/contracts front-ends.json) from its own build folder.
  for (const { folder } of REMOTES) {
    const dist = join(webRoot, folder, 'dist');
    handlers.push(
      mount(`/remotes/${folder}`, precompressed(dist), express.static(dist, staticOptions)),
    );
  }
  const widgetDist = join(webRoot, WIDGET_APP.folder, 'dist');
  handlers.push(
    mount(
      WIDGET_APP.mount,
      precompressed(widgetDist, widgetHeaders),
      express.static(widgetDist, { ...staticOptions, setHeaders: widgetHeaders }),
    ),
  );
  handlers.push(precompressed(hostDist), express.static(hostDist, staticOptions));
  const indexHtml = join(hostDist, 'index.html');
  handlers.push((req: Request, res: Response, next: NextFunction) => {
    if (
      (req.method !== 'GET' && req.method !== 'HEAD') ||
      NOT_SPA.test(req.path) ||
      !existsSync(indexHtml)
    ) {
      return next();
    }
    if (!req.accepts('html')) return next();
    res.setHeader('Cache-Control', 'no-cache');
    // The shell renders its 404 page for an address no route knows; the status says so too, so
    // search engines and link checkers do not take it for a page (issue 20).
    res.status(matchRoute(req.path) ? 200 : 404);
    // The page itself compressed too (13 KB of first paint, 2 KB as brotli): it is what the first
    // paint waits for.
    res.vary('Accept-Encoding');
    const encoding = acceptedEncoding(req);
    const copy = encoding ? `${indexHtml}${PRECOMPRESSED[encoding]}` : null;
    if (encoding && copy && existsSync(copy)) {
      res.type('html');
      res.setHeader('Content-Encoding', encoding);
      res.sendFile(copy);
    } else res.sendFile(indexHtml);
  });
  return handlers;
}

function mount(prefix: string, ...chain: RequestHandler[]): RequestHandler {
  const router = express.Router();
  router.use(prefix, ...chain);
  return router;
}
