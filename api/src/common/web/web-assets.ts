import { existsSync } from 'node:fs';
import { join } from 'node:path';
import express, {
  type NextFunction,
  type Request,
  type RequestHandler,
  type Response,
} from 'express';

/** The remotes the host loads; each is served from its own build folder under /remotes/<folder>/. */
export const REMOTE_FOLDERS = ['mfe-landing', 'mfe-onboarding', 'mfe-matches', 'mfe-chat'] as const;

// Files whose names do not change between builds must be revalidated, so a redeploy shows at once.
const UNHASHED =
  /(^|\/)(index\.html|remotes\.json|mf-manifest\.json|mf-stats\.json|remoteEntry\.js|ageless-chat\.js)$/;

function cacheHeaders(res: Response, path: string): void {
  if (UNHASHED.test(path)) res.setHeader('Cache-Control', 'no-cache');
  else res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
}

const staticOptions = { index: false, fallthrough: true, setHeaders: cacheHeaders } as const;

const NOT_SPA = /^\/(api|healthz|readyz|remotes|widget)(\/|$)/;

/**
 * Serves the built front ends from one process (used by `npm start`; containers serve their own):
 * the host at /, each remote at /remotes/<folder>/, the widget at /widget/, and the host's
 * index.html for every other page so client-side routes (and the 404 page) work on reload.
 */
export function webAssetHandlers(webRoot: string): RequestHandler[] {
  const hostDist = join(webRoot, 'host-shell', 'dist');
  const handlers: RequestHandler[] = [];
  for (const folder of REMOTE_FOLDERS) {
    handlers.push(
      mount(`/remotes/${folder}`, express.static(join(webRoot, folder, 'dist'), staticOptions)),
    );
  }
  handlers.push(
    mount(
      '/widget',
      express.static(join(webRoot, 'widget-element', 'dist'), {
        ...staticOptions,
        // Any site may load the widget (public files, no credentials): `*`, not CORS_ORIGINS,
        // which only governs who may call the API.
        setHeaders: (res: Response, path: string) => {
          cacheHeaders(res, path);
          res.setHeader('Access-Control-Allow-Origin', '*');
          res.removeHeader('Access-Control-Allow-Credentials');
        },
      }),
    ),
  );
  handlers.push(express.static(hostDist, staticOptions));
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
    res.sendFile(indexHtml);
  });
  return handlers;
}

function mount(prefix: string, handler: RequestHandler): RequestHandler {
  const router = express.Router();
  router.use(prefix, handler);
  return router;
}
