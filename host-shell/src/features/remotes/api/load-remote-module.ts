import { type ComponentType } from 'react';
import { loadRemote, preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { findRemote, type RemoteEntry } from '@ageless/contracts';
import federationContract from '../federation-contract.json';
import { getRemotesManifest } from './remotes-manifest';

export type RemoteLoadFailure = 'unavailable' | 'incompatible';

export class RemoteLoadError extends Error {
  constructor(
    readonly failure: RemoteLoadFailure,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'RemoteLoadError';
  }
}

/** The exposed-module contract this host understands (remotes.json `contract`). */
export const HOST_CONTRACT = federationContract.contract;

// Federation name -> entry URL this page has registered.
const registered = new Map<string, string>();

function register(remote: RemoteEntry, force: boolean): void {
  if (!force && registered.get(remote.name) === remote.entry) return;
  // force drops the runtime's cached manifest, entry script and module cache for this remote,
  // so a Retry really goes back to the network.
  registerRemotes([{ name: remote.name, entry: remote.entry }], {
    force: registered.has(remote.name),
  });
  registered.set(remote.name, remote.entry);
}

/** The manifest's entry for a remote this host can load, registered with the runtime. */
async function registeredRemote(key: string, retry: boolean): Promise<RemoteEntry> {
  // Only the remotes of the one list (@ageless/contracts front-ends.json) are ever loaded.
  if (!findRemote(key)) throw new RemoteLoadError('unavailable', `Unknown remote "${key}"`);
  let manifest;
  try {
    manifest = await getRemotesManifest({ refresh: retry });
  } catch (error) {
    throw new RemoteLoadError('unavailable', 'The remotes manifest could not be loaded', {
      cause: error,
    });
  }
  if (manifest.contract !== HOST_CONTRACT) {
    throw new RemoteLoadError(
      'incompatible',
      `remotes.json contract ${manifest.contract} does not match the host's ${HOST_CONTRACT}`,
    );
  }
  const remote = manifest.remotes[key];
  if (!remote) throw new RemoteLoadError('unavailable', `remotes.json has no "${key}" entry`);
  if (remote.contract !== undefined && remote.contract !== HOST_CONTRACT) {
    throw new RemoteLoadError(
      'incompatible',
      `${remote.name} ${remote.version} implements contract ${remote.contract}, the host ${HOST_CONTRACT}`,
    );
  }

  register(remote, retry);
  return remote;
}

/** Loads `<remote>/<expose>` (e.g. mfe_chat/Upload) as a lazy-component module. */
export async function loadRemoteComponent(
  key: string,
  expose: string,
  { retry }: { retry: boolean },
): Promise<{ default: ComponentType }> {
  const remote = await registeredRemote(key, retry);
  let module: { default?: ComponentType } | null;
  try {
    module = await loadRemote<{ default?: ComponentType }>(`${remote.name}/${expose}`);
  } catch (error) {
    throw new RemoteLoadError('unavailable', `${remote.name}/${expose} could not be loaded`, {
      cause: error,
    });
  }
  if (!module?.default) {
    throw new RemoteLoadError('incompatible', `${remote.name}/${expose} has no default export`);
  }
  return { default: module.default };
}

/**
 * Downloads `<remote>/<expose>`'s entry, code and styles without running the module, so they
 * arrive while React starts. The shared libraries are not preloaded: the host provides them.
 */
export async function preloadRemoteComponent(key: string, expose: string): Promise<void> {
  const remote = await registeredRemote(key, false);
  await preloadRemote([
    { nameOrAlias: remote.name, exposes: [expose], share: false, depsRemote: false },
  ]);
}

/**
 * For a remote rendering another remote's component (RemoteLoaderProvider in bootstrap): the
 * same manifest, contract check and host runtime instance as the pages use.
 */
export function loadNestedRemoteComponent(
  key: string,
  expose: string,
): Promise<{ default: ComponentType<Record<string, unknown>> }> {
  return loadRemoteComponent(key, expose, { retry: false }) as Promise<{
    default: ComponentType<Record<string, unknown>>;
  }>;
}
