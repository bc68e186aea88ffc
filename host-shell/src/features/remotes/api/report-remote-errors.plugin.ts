import { type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Logs every failed remote load with where it failed. It returns nothing on purpose: the error
 * then reaches the page's error boundary, which shows a translated panel with Retry, instead of
 * the runtime substituting a silent fallback.
 */
export function reportRemoteErrors(): ModuleFederationRuntimePlugin {
  return {
    name: 'ageless-report-remote-errors',
    errorLoadRemote({ id, error, lifecycle }) {
      console.error(`[federation] ${id} failed (${lifecycle})`, error);
      return undefined;
    },
  };
}
