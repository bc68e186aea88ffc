import { Suspense, use, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorPanel, Loading } from '@ageless/ui';
import { loadRemoteComponent, RemoteLoadError, type RemoteKey } from '../api/load-remote-module';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';

type RemoteModule = Promise<{ default: ComponentType }>;

// One load per remote module and attempt, kept outside render so Suspense re-renders reuse it.
// A Retry is a new attempt and so a new load: a rejected promise is never reused.
const loads = new Map<string, RemoteModule>();

function loadOnce(remote: RemoteKey, module: string, attempt: number): RemoteModule {
  const key = `${remote}/${module}#${attempt}`;
  let load = loads.get(key);
  if (!load) {
    load = loadRemoteComponent(remote, module, { retry: attempt > 0 });
    loads.set(key, load);
  }
  return load;
}

function LoadedRemote({ load }: { load: RemoteModule }) {
  const { default: Remote } = use(load);
  return <Remote />;
}

export interface RemoteViewProps {
  remote: RemoteKey;
  /** Exposed module name without './', e.g. 'App' or 'Upload'. */
  module: string;
}

/** Renders one exposed module of a remote, with a loading state and a Retry on failure. */
export function RemoteView({ remote, module }: RemoteViewProps) {
  const { t } = useTranslation('shell');
  const [attempt, setAttempt] = useState(0);

  return (
    <RemoteErrorBoundary
      key={attempt}
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
          onRetry={() => setAttempt((count) => count + 1)}
        />
      )}
    >
      <Suspense fallback={<Loading label={t('remote.loading')} />}>
        <LoadedRemote load={loadOnce(remote, module, attempt)} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
