import './app/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { registerPlugins } from '@module-federation/enhanced/runtime';
import { initI18n } from '@ageless/i18n';
import {
  AppProviders,
  applyTextSize,
  createQueryClient,
  RemoteLoaderProvider,
  textSizePreference,
} from '@ageless/ui';
import { firstPageRemote } from './features/remotes/api/first-page-remote';
import { loadNestedRemoteComponent } from './features/remotes/api/load-remote-module';
import { reportRemoteErrors } from './features/remotes/api/report-remote-errors.plugin';
import { currentLoad } from './features/remotes/components/RemoteView';
import { App } from './app/App';

registerPlugins([reportRemoteErrors()]);

// The reader's text size before the first paint, so the page does not jump when it renders.
applyTextSize(document.documentElement, textSizePreference.read());

const container = document.getElementById('root');
if (!container) throw new Error('No #root element to render into.');

// How long the static first paint may wait for its page's remote before React shows the shell with
// its loading state instead (its links work meanwhile; its other controls wait for React).
const FIRST_PAINT_WAIT_MS = 4000;

/**
 * While the static first paint of index.html is shown (app/first-paint.html), React's first render
 * waits for the page's remote module: rendered earlier, it would replace the static hero by a
 * loading state, then bring the hero back. Failures are not handled here: RemoteView shows them.
 */
function firstPaintReplaced(): Promise<unknown> {
  const shown = (document.getElementById('first-paint')?.getClientRects().length ?? 0) > 0;
  const page = firstPageRemote(window.location.pathname);
  if (!shown || !page) return Promise.resolve();
  return Promise.race([
    currentLoad(page.remote, page.module).catch(() => undefined),
    new Promise((resolve) => setTimeout(resolve, FIRST_PAINT_WAIT_MS)),
  ]);
}

// One i18n instance and one query client for the whole page; remotes use them through the
// shared singletons (@ageless/i18n, react-i18next, @tanstack/react-query).
void firstPaintReplaced().then(() =>
  createRoot(container).render(
    <StrictMode>
      <BrowserRouter>
        <AppProviders i18n={initI18n()} queryClient={createQueryClient()}>
          {/* Lets a remote render another remote's exposed component (landing's HeroChat). */}
          <RemoteLoaderProvider value={loadNestedRemoteComponent}>
            <App />
          </RemoteLoaderProvider>
        </AppProviders>
      </BrowserRouter>
    </StrictMode>,
  ),
);
