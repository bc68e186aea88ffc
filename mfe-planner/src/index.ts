// Async boundary: shared modules (React and friends) are negotiated before any of them runs.
import('./bootstrap').catch((error: unknown) =>
  console.error('Ageless Connect failed to start', error),
);
