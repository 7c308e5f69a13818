/**
 * Error boundaries. The page's (ErrorBoundary, inside the router) catches a render error of
 * the page below the header and resets when the route changes; the root one (RootErrorBoundary,
 * around everything) catches what the header, dialogs or the router threw. A script chunk that
 * did not load (after a redeploy) reloads the page once (chunkReload.ts); anything else is
 * reported and the error page offers Retry, not a white screen.
 */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { reportError } from '../report';
import { isChunkLoadError, reloadOnce } from './chunkReload';
import { ErrorPage } from './ErrorPage';

interface Props {
  children: ReactNode;
  /** Retry: render again (the page's), or reload (the root's: its state may be what broke). */
  retry: 'render' | 'reload';
}

interface State {
  error: Error | null;
  reloading: boolean;
}

export function ErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <Boundary key={pathname} retry="render">
      {children}
    </Boundary>
  );
}

export function RootErrorBoundary({ children }: { children: ReactNode }) {
  return <Boundary retry="reload">{children}</Boundary>;
}

class Boundary extends Component<Props, State> {
  override state: State = { error: null, reloading: false };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    if (isChunkLoadError(error) && reloadOnce()) {
      this.setState({ reloading: true });
      return;
    }
    reportError(error, info.componentStack ?? undefined, 'render');
  }

  private readonly retry = () => {
    if (this.props.retry === 'reload' || isChunkLoadError(this.state.error)) location.reload();
    else this.setState({ error: null });
  };

  override render() {
    if (!this.state.error) return this.props.children;
    if (this.state.reloading) return null;
    return <ErrorPage onRetry={this.retry} />;
  }
}
