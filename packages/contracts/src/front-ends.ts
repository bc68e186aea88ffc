// The typed view of front-ends.json: the one list of remotes and routes (see the file's $comment
// for everything that reads it). Adding a page or a remote is an edit there, nowhere else.
import frontEnds from './front-ends.json' with { type: 'json' };

interface AppBase {
  /** Folder at the repository root; remotes are served under /remotes/<folder>/. */
  folder: string;
  /** Port of its own container in docker-compose.yml. */
  composePort: number;
}

export interface HostApp extends AppBase {
  kind: 'host';
  /** Module Federation name. */
  name: string;
  devPort: number;
}

export interface RemoteApp extends AppBase {
  kind: 'remote';
  /** Key in remotes.json and in the routes below, e.g. 'chat'. */
  key: string;
  /** Module Federation name, e.g. 'mfe_chat'. */
  name: string;
  /** Port of its `webpack serve` dev server. */
  devPort: number;
}

export interface WidgetApp extends AppBase {
  kind: 'widget';
  /** Path the product serves the widget's files under. */
  mount: string;
}

export type FrontEndApp = HostApp | RemoteApp | WidgetApp;

/** The host's own screens (not loaded from a remote). */
export type ShellPage =
  | 'embed-demo'
  | 'upgrade'
  // The pages behind the footers (SITE_PAGES in site-info.ts).
  | 'privacy'
  | 'terms'
  | 'help'
  | 'community-guidelines'
  | 'safety'
  | 'impressum'
  | 'contact';

interface RouteBase {
  /** '/matches/:profileId': a ':name' segment matches any one non-empty segment. */
  path: string;
  /** Key of the page's title in the shell catalogue, e.g. 'titles.chat' (the browser tab's name). */
  titleKey: string;
}

export type RouteDefinition =
  | (RouteBase & {
      remote: string;
      /** Exposed module without './', e.g. 'Upload'. */
      module: string;
      /** 'bare': no shell navigation around it (pages other sites put in an iframe). */
      layout?: 'bare';
    })
  | (RouteBase & { page: ShellPage });

/** Every deployable front end: the host, the remotes, the widget. */
export const FRONT_END_APPS = frontEnds.apps as readonly FrontEndApp[];
export const ROUTES = frontEnds.routes as readonly RouteDefinition[];

function only<Kind extends FrontEndApp['kind']>(kind: Kind) {
  return FRONT_END_APPS.filter(
    (app): app is Extract<FrontEndApp, { kind: Kind }> => app.kind === kind,
  );
}

export const HOST_APP: HostApp = only('host')[0]!;
export const WIDGET_APP: WidgetApp = only('widget')[0]!;
export const REMOTES: readonly RemoteApp[] = only('remote');

export function findRemote(key: string): RemoteApp | undefined {
  return REMOTES.find((remote) => remote.key === key);
}

function segments(path: string): string[] {
  return path.split('/').filter(Boolean);
}

/**
 * The route that shows `pathname` (a trailing slash is ignored), with its ':name' parameters;
 * undefined for a path no route knows (the 404 page).
 */
export function matchRoute(
  pathname: string,
): { route: RouteDefinition; params: Record<string, string> } | undefined {
  const actual = segments(pathname);
  for (const route of ROUTES) {
    const expected = segments(route.path);
    if (expected.length !== actual.length) continue;
    const params: Record<string, string> = {};
    const matches = expected.every((segment, index) => {
      const value = actual[index]!;
      if (segment.startsWith(':')) {
        params[segment.slice(1)] = value;
        return true;
      }
      return segment === value;
    });
    if (matches) return { route, params };
  }
  return undefined;
}
