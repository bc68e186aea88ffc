import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { initI18n } from '@ageless/i18n';
import { AppProviders } from './AppProviders.js';
import { createQueryClient } from './query-client.js';

/** Renders a remote alone (its dev server page) inside the providers the host would give it. */
export function renderStandalone(children: ReactNode, container = document.getElementById('root')) {
  if (!container) throw new Error('No #root element to render into.');
  createRoot(container).render(
    <StrictMode>
      <BrowserRouter>
        <AppProviders i18n={initI18n()} queryClient={createQueryClient()}>
          <main
            id="main"
            className="mx-auto w-full max-w-content px-4 pt-6 pb-12 focus:outline-none sm:px-6"
            tabIndex={-1}
          >
            {children}
          </main>
        </AppProviders>
      </BrowserRouter>
    </StrictMode>,
  );
}
