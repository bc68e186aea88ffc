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
import { loadNestedRemoteComponent } from './features/remotes/api/load-remote-module';
import { reportRemoteErrors } from './features/remotes/api/report-remote-errors.plugin';
import { App } from './app/App';

registerPlugins([reportRemoteErrors()]);

// The reader's text size before the first paint, so the page does not jump when it renders.
applyTextSize(document.documentElement, textSizePreference.read());

const container = document.getElementById('root');
if (!container) throw new Error('No #root element to render into.');

// One i18n instance and one query client for the whole page; remotes use them through the
// shared singletons (@ageless/i18n, react-i18next, @tanstack/react-query).
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
);
