import { type ComponentType } from 'react';
import { Route, Routes } from 'react-router';
import { ROUTES, type RouteDefinition, type ShellPage } from '@ageless/contracts';
import { RemoteView } from '../features/remotes/components/RemoteView';
import { EmbedDemoPage } from '../features/pages/components/EmbedDemoPage';
import { NotFoundPage } from '../features/pages/components/NotFoundPage';
import { UpgradePage } from '../features/pages/components/UpgradePage';
import { ShellLayout } from './ShellLayout';
import { usePageTitle } from './use-page-title';

// The host's own screens named in the route list (@ageless/contracts front-ends.json).
const SHELL_PAGES: Record<ShellPage, ComponentType> = {
  'embed-demo': EmbedDemoPage,
  upgrade: UpgradePage,
};

function routeElement(route: RouteDefinition) {
  if ('page' in route) {
    const Page = SHELL_PAGES[route.page];
    return <Page />;
  }
  // Keyed by remote module, so moving between pages starts a fresh load state, while
  // /matches and /matches/:profileId keep one.
  const view = (
    <RemoteView
      key={`${route.remote}/${route.module}`}
      remote={route.remote}
      module={route.module}
    />
  );
  if (route.layout !== 'bare') return view;
  // Embedded in other sites' iframes: no shell navigation.
  return (
    <main id="main" className="mx-auto w-full max-w-content px-4 py-4">
      {view}
    </main>
  );
}

const isBare = (route: RouteDefinition) => !('page' in route) && route.layout === 'bare';

/** Spec §2 routes, from the one route list. */
export function App() {
  usePageTitle();
  return (
    <Routes>
      <Route element={<ShellLayout />}>
        {ROUTES.filter((route) => !isBare(route)).map((route) => (
          <Route key={route.path} path={route.path} element={routeElement(route)} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
      {ROUTES.filter(isBare).map((route) => (
        <Route key={route.path} path={route.path} element={routeElement(route)} />
      ))}
    </Routes>
  );
}
