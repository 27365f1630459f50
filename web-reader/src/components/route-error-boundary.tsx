import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RouteError } from './route-error';

interface Props {
  children: ReactNode;
  /** Names the boundary in the console (reader pages or admin). */
  area: 'reader' | 'admin';
}

/**
 * A route's error boundary: a render error or a chunk that failed to download (often right
 * after a new release) shows a message with a reload instead of a blank page. Keyed by path in
 * AppLayout, so moving to another page clears it.
 */
export class RouteErrorBoundary extends Component<Props, { error: unknown }> {
  override state = { error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(`[camino ${this.props.area}]`, error, info.componentStack);
  }

  override render() {
    return this.state.error ? <RouteError /> : this.props.children;
  }
}
