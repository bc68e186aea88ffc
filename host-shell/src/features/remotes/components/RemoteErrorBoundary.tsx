import { Component, type ErrorInfo, type ReactNode } from 'react';

interface RemoteErrorBoundaryProps {
  children: ReactNode;
  fallback: (error: unknown) => ReactNode;
}

interface RemoteErrorBoundaryState {
  error: unknown;
  failed: boolean;
}

/** Keeps a failing remote inside its slot: navigation and the rest of the shell keep working. */
export class RemoteErrorBoundary extends Component<
  RemoteErrorBoundaryProps,
  RemoteErrorBoundaryState
> {
  override state: RemoteErrorBoundaryState = { error: undefined, failed: false };

  static getDerivedStateFromError(error: unknown): RemoteErrorBoundaryState {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('[federation] a remote failed to load or render', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? this.props.fallback(this.state.error) : this.props.children;
  }
}
