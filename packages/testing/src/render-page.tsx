import { type ReactNode } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { type i18n as I18n } from 'i18next';
import { type Language } from '@ageless/contracts';
import { createI18n, registerCatalogue } from '@ageless/i18n';
import { AppProviders, createQueryClient } from '@ageless/ui';

type Catalogue = Parameters<typeof registerCatalogue>[1];

export interface PageOptions {
  /** The page's language; 'en' unless given. */
  language?: Language;
  /** The remote's own texts by namespace, as its exposed module registers them. */
  catalogues?: Record<string, Catalogue>;
  /** An i18n instance to render with (a test that switches the language keeps a handle on it). */
  i18n?: I18n;
  /** The address the page is at: a path with an optional `?query` and `#hash`. */
  route?: string;
  /** The history state of that address. */
  state?: unknown;
  /** Route patterns the element answers on, so it can read its params (`/matches/:profileId`). */
  paths?: readonly string[];
  /** Shows where the router is in `<output data-testid="location">`, for tests of navigation. */
  showLocation?: boolean;
}

export type RenderedPage = RenderResult & { i18n: I18n };

function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location">{`${location.pathname}${location.search}${location.hash}`}</output>
  );
}

function entryOf(route: string, state: unknown) {
  const [beforeHash = '/', hash] = route.split('#');
  const [pathname = '/', search] = beforeHash.split('?');
  return { pathname, search: search ? `?${search}` : '', hash: hash ? `#${hash}` : '', state };
}

/**
 * A screen as the page shows it: the host's providers (i18n with the remote's texts, a query
 * client without retries, the toasts) and a router at `route`.
 */
export function renderPage(ui: ReactNode, options: PageOptions = {}): RenderedPage {
  const {
    language = 'en',
    catalogues = {},
    route = '/',
    state,
    paths = [],
    showLocation,
  } = options;
  const i18n = options.i18n ?? createI18n(language);
  for (const [namespace, texts] of Object.entries(catalogues)) {
    registerCatalogue(namespace, texts, i18n);
  }
  const view = render(
    <AppProviders i18n={i18n} queryClient={createQueryClient()}>
      <MemoryRouter initialEntries={[entryOf(route, state)]}>
        {paths.length > 0 ? (
          <Routes>
            {paths.map((path) => (
              <Route key={path} path={path} element={ui} />
            ))}
            <Route path="*" element={ui} />
          </Routes>
        ) : (
          ui
        )}
        {showLocation && <LocationProbe />}
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...view, i18n };
}
