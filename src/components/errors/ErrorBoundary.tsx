import { Component, type ErrorInfo, type ReactNode } from 'react';
import { isChunkLoadError, reloadOnceForChunk } from '@/lib/chunk-reload';

export interface ErrorFallbackProps {
  error: unknown;
  /** Renders the children again (after the cause may have gone, e.g. a retry). */
  reset: () => void;
}

interface ErrorBoundaryProps {
  children: ReactNode;
  fallback: (props: ErrorFallbackProps) => ReactNode;
  /** When any of these change (e.g. the route), a shown error is cleared. */
  resetKeys?: readonly unknown[];
}

interface ErrorBoundaryState {
  error: unknown;
  failed: boolean;
  reloading: boolean;
}

function sameKeys(a: readonly unknown[] = [], b: readonly unknown[] = []): boolean {
  return a.length === b.length && a.every((value, index) => Object.is(value, b[index]));
}

/**
 * Catches a render error below it and shows `fallback` instead of unmounting the whole app. A
 * chunk that failed to load (stale deploy) reloads the page once instead (src/lib/chunk-reload.ts).
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  state: ErrorBoundaryState = { error: undefined, failed: false, reloading: false };

  static getDerivedStateFromError(error: unknown): Partial<ErrorBoundaryState> {
    return { error, failed: true };
  }

  componentDidCatch(error: unknown, info: ErrorInfo): void {
    if (isChunkLoadError(error) && reloadOnceForChunk()) {
      this.setState({ reloading: true });
      return;
    }
    console.error('Render error caught by a boundary:', error, info.componentStack);
  }

  componentDidUpdate(previous: ErrorBoundaryProps): void {
    if (this.state.failed && !sameKeys(previous.resetKeys, this.props.resetKeys)) this.reset();
  }

  reset = (): void => {
    this.setState({ error: undefined, failed: false, reloading: false });
  };

  render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    if (this.state.reloading) return null;
    return this.props.fallback({ error: this.state.error, reset: this.reset });
  }
}
