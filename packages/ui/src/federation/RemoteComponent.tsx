import {
  Component,
  createContext,
  Suspense,
  use,
  useContext,
  type ComponentType,
  type ErrorInfo,
  type ReactNode,
} from 'react';

/**
 * Loads `<remote>/<module>` (e.g. 'chat', 'HeroChat') through the HOST's federation runtime
 * (remotes.json, contract check, loadRemote on the host instance). The host provides it;
 * a remote's standalone page has none and shows the fallback.
 */
export type RemoteComponentLoader = (
  remote: string,
  module: string,
) => Promise<{ default: ComponentType<Record<string, unknown>> }>;

const RemoteLoaderContext = createContext<RemoteComponentLoader | null>(null);

export const RemoteLoaderProvider = RemoteLoaderContext.Provider;

type Loaded = Promise<{ default: ComponentType<Record<string, unknown>> }>;

// One load per module for the page's lifetime, kept outside render for Suspense; a failed
// load is dropped so the next mount tries again.
const loads = new Map<string, Loaded>();

function loadOnce(loader: RemoteComponentLoader, remote: string, module: string): Loaded {
  const key = `${remote}/${module}`;
  let load = loads.get(key);
  if (!load) {
    load = loader(remote, module);
    loads.set(key, load);
    load.catch(() => loads.delete(key));
  }
  return load;
}

interface BoundaryProps {
  fallback: ReactNode;
  name: string;
  children: ReactNode;
}

class RemoteBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`[federation] ${this.props.name} failed`, error, info.componentStack);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

function Loaded({ load, props }: { load: Loaded; props: Record<string, unknown> }) {
  const { default: Remote } = use(load);
  return <Remote {...props} />;
}

export interface RemoteComponentProps {
  /** remotes.json key, e.g. 'chat'. */
  remote: string;
  /** Exposed module without './', e.g. 'HeroChat'. */
  module: string;
  props?: Record<string, unknown>;
  /** Shown while loading. */
  loading: ReactNode;
  /** Shown when the remote cannot be loaded or throws (and on standalone pages). */
  fallback: ReactNode;
}

/** Another remote's exposed component inside this one, with an error boundary and fallback. */
export function RemoteComponent({
  remote,
  module,
  props = {},
  loading,
  fallback,
}: RemoteComponentProps) {
  const loader = useContext(RemoteLoaderContext);
  if (!loader) return <>{fallback}</>;
  return (
    <RemoteBoundary fallback={fallback} name={`${remote}/${module}`}>
      <Suspense fallback={loading}>
        <Loaded load={loadOnce(loader, remote, module)} props={props} />
      </Suspense>
    </RemoteBoundary>
  );
}
