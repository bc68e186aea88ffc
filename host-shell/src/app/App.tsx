import { type ComponentType, lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ROUTES, type RouteDefinition, type ShellPage } from '@ageless/contracts';
import { ErrorPanel, Loading } from '@ageless/ui';
import { RemoteErrorBoundary } from '../features/remotes/components/RemoteErrorBoundary';
import { RemoteView } from '../features/remotes/components/RemoteView';
import { EmbedDemoPage } from '../features/pages/components/EmbedDemoPage';
import { NotFoundPage } from '../features/pages/components/NotFoundPage';
import { UpgradePage } from '../features/pages/components/UpgradePage';
import { ShellLayout } from './ShellLayout';
import { usePageTitle } from './use-page-title';

// The footer's pages are long texts few visits open: one chunk of their own, loaded on demand, so
// the shell every page loads first stays small.
const PrivacyPage = lazy(() =>
  import(/* webpackChunkName: "site-pages" */ '../features/site-pages/components/PrivacyPage').then(
    (module) => ({ default: module.PrivacyPage }),
  ),
);
const TermsPage = lazy(() =>
  import(/* webpackChunkName: "site-pages" */ '../features/site-pages/components/TermsPage').then(
    (module) => ({ default: module.TermsPage }),
  ),
);
const HelpPage = lazy(() =>
  import(/* webpackChunkName: "site-pages" */ '../features/site-pages/components/HelpPage').then(
    (module) => ({ default: module.HelpPage }),
  ),
);
const CommunityGuidelinesPage = lazy(() =>
  import(
    /* webpackChunkName: "site-pages" */ '../features/site-pages/components/CommunityGuidelinesPage'
  ).then((module) => ({ default: module.CommunityGuidelinesPage })),
);
const SafetyPage = lazy(() =>
  import(/* webpackChunkName: "site-pages" */ '../features/site-pages/components/SafetyPage').then(
    (module) => ({ default: module.SafetyPage }),
  ),
);
const ImpressumPage = lazy(() =>
  import(
    /* webpackChunkName: "site-pages" */ '../features/site-pages/components/ImpressumPage'
  ).then((module) => ({ default: module.ImpressumPage })),
);
const ContactPage = lazy(() =>
  import(/* webpackChunkName: "site-pages" */ '../features/site-pages/components/ContactPage').then(
    (module) => ({ default: module.ContactPage }),
  ),
);

// The host's own screens named in the route list (@ageless/contracts front-ends.json).
const SHELL_PAGES: Record<ShellPage, ComponentType> = {
  'embed-demo': EmbedDemoPage,
  upgrade: UpgradePage,
  privacy: PrivacyPage,
  terms: TermsPage,
  help: HelpPage,
  'community-guidelines': CommunityGuidelinesPage,
  safety: SafetyPage,
  impressum: ImpressumPage,
  contact: ContactPage,
};

/** A lazily loaded shell page: a wait while its chunk comes, a panel with Retry if it cannot. */
function ShellPageView({ page: Page }: { page: ComponentType }) {
  const { t } = useTranslation('shell');
  return (
    <RemoteErrorBoundary
      fallback={() => (
        <ErrorPanel
          title={t('remote.unavailableTitle')}
          message={t('remote.unavailableMessage')}
          // A chunk that failed once is not fetched again by the same page: load the page anew.
          onRetry={() => window.location.reload()}
          retryLabel={t('retry', { ns: 'common' })}
        />
      )}
    >
      <Suspense fallback={<Loading label={t('remote.loading')} />}>
        <Page />
      </Suspense>
    </RemoteErrorBoundary>
  );
}

function routeElement(route: RouteDefinition) {
  if ('page' in route) {
    // Keyed by page, so a failure on one page does not stay on the next.
    return <ShellPageView key={route.page} page={SHELL_PAGES[route.page]} />;
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
