import { matchRoute } from '@ageless/contracts';

/**
 * The remote module the page at `pathname` shows, if it shows one (from the one route list), so
 * the page that is opened first can start downloading it before React has started.
 */
export function firstPageRemote(pathname: string): { remote: string; module: string } | undefined {
  const match = matchRoute(pathname);
  if (!match || 'page' in match.route) return undefined;
  return { remote: match.route.remote, module: match.route.module };
}
