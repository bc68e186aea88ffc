import { Suspense, use, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorPanel, Loading } from '@ageless/ui';
import { loadRemoteComponent, RemoteLoadError } from '../api/load-remote-module';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';

type RemoteModule = Promise<{ default: ComponentType }>;

interface RemoteLoad {
  promise: RemoteModule;
  failed: boolean;
}

// The latest load of each remote module, kept outside render so Suspense re-renders and later
// visits reuse it; a failed one is never reused (a Retry or a new visit starts a fresh load).
const latestLoads = new Map<string, RemoteLoad>();

function startLoad(remote: string, module: string, retry: boolean): RemoteModule {
  const promise = loadRemoteComponent(remote, module, { retry });
  const entry: RemoteLoad = { promise, failed: false };
  latestLoads.set(`${remote}/${module}`, entry);
  // The error itself is shown by the error boundary; here we only remember that it failed.
  promise.catch(() => {
    entry.failed = true;
  });
  return promise;
}

/** The load a RemoteView of this module will use: started now if there is none (or it failed). */
export function currentLoad(remote: string, module: string): RemoteModule {
  const latest = latestLoads.get(`${remote}/${module}`);
  if (latest && !latest.failed) return latest.promise;
  return startLoad(remote, module, Boolean(latest));
}

function LoadedRemote({ load }: { load: RemoteModule }) {
  const { default: Remote } = use(load);
  return <Remote />;
}

export interface RemoteViewProps {
  remote: string;
  /** Exposed module name without './', e.g. 'App' or 'Upload'. */
  module: string;
}

/** Renders one exposed module of a remote, with a loading state and a Retry on failure. */
export function RemoteView({ remote, module }: RemoteViewProps) {
  const { t } = useTranslation('shell');
  const [load, setLoad] = useState(() => ({ attempt: 0, promise: currentLoad(remote, module) }));

  return (
    <RemoteErrorBoundary
      key={load.attempt}
      fallback={(error) => (
        <ErrorPanel
          headingLevel={2}
          title={t('remote.unavailableTitle')}
          message={
            error instanceof RemoteLoadError && error.failure === 'incompatible'
              ? t('remote.incompatibleMessage')
              : t('remote.unavailableMessage')
          }
          retryLabel={t('retry', { ns: 'common' })}
          onRetry={() =>
            setLoad({ attempt: load.attempt + 1, promise: startLoad(remote, module, true) })
          }
        />
      )}
    >
      <Suspense fallback={<Loading label={t('remote.loading')} />}>
        <LoadedRemote load={load.promise} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
