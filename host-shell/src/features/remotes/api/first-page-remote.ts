import { type RemoteKey } from './load-remote-module';

// The remote module each top-level page renders (src/app/App.tsx), so the page that is opened
// first can start downloading it before React has started. A page missing here loses only that
// head start, not its content.
const PAGE_REMOTES: Record<string, { remote: RemoteKey; module: string }> = {
  '': { remote: 'landing', module: 'App' },
  onboarding: { remote: 'onboarding', module: 'App' },
  chat: { remote: 'chat', module: 'App' },
  upload: { remote: 'chat', module: 'Upload' },
  'pension-planner': { remote: 'chat', module: 'PensionPlanner' },
  'budget-optimizer': { remote: 'chat', module: 'BudgetOptimizer' },
  matches: { remote: 'matches', module: 'App' },
  embed: { remote: 'chat', module: 'Embed' },
};

/** The remote module the page at `pathname` shows, if it shows one. */
export function firstPageRemote(
  pathname: string,
): { remote: RemoteKey; module: string } | undefined {
  const [, page = ''] = pathname.split('/');
  return Object.hasOwn(PAGE_REMOTES, page) ? PAGE_REMOTES[page] : undefined;
}
