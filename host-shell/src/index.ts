import { firstPageRemote } from './features/remotes/api/first-page-remote';
import { preloadRemoteComponent } from './features/remotes/api/load-remote-module';

// The opened page's remote downloads in parallel with React instead of after it. A failure here
// is not reported: the page's own load of the same module reports it and offers Retry.
const firstPage = firstPageRemote(window.location.pathname);
if (firstPage) preloadRemoteComponent(firstPage.remote, firstPage.module).catch(() => undefined);

// Async boundary: shared modules (React and friends) are negotiated before any of them runs.
import('./bootstrap').catch((error: unknown) =>
  console.error('Ageless Connect failed to start', error),
);
