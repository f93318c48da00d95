import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useRouteError } from 'react-router';
import { GenericErrorScreen } from './GenericErrorScreen';

/** ERR-09: a render crash shows the generic error screen instead of a broken page. */
export class ErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Render crash', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? <GenericErrorScreen /> : this.props.children;
  }
}

/** The router's errorElement: same screen for errors thrown while rendering routes. */
export function RouteErrorScreen() {
  const error = useRouteError();
  console.error('Route error', error);
  return <GenericErrorScreen />;
}
