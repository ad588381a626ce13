import { appMessages } from '@shop/core';
import { Banner, testIds } from '@shop/ui';
import { Component, type ReactNode } from 'react';

interface RouteErrorBoundaryProps {
  /** A new value (the next page) clears the notice and tries that page's screen. */
  readonly resetKey: string;
  /** What Reload does; the page by default (tests pass their own). */
  readonly onReload?: () => void;
  readonly children: ReactNode;
}

interface RouteErrorBoundaryState {
  /** The page the boundary shows. */
  readonly key: string;
  readonly failed: boolean;
}

/**
 * The route area's last resort: a screen whose code could not be downloaded (a dropped connection, a
 * deploy that replaced the chunks) or that threw while rendering shows a notice with Reload instead
 * of a blank page; header and footer stay usable. React keeps a failed lazy import failed, so only a
 * reload fetches the same screen's code again.
 */
export class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, RouteErrorBoundaryState> {
  override state: RouteErrorBoundaryState = { key: this.props.resetKey, failed: false };

  static getDerivedStateFromProps(
    props: RouteErrorBoundaryProps,
    state: RouteErrorBoundaryState,
  ): Partial<RouteErrorBoundaryState> | null {
    return props.resetKey === state.key ? null : { key: props.resetKey, failed: false };
  }

  static getDerivedStateFromError(): Partial<RouteErrorBoundaryState> {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    const reload = this.props.onReload ?? (() => window.location.reload());
    return (
      <Banner
        tone="error"
        testId={testIds.layout.routeError}
        action={{ label: appMessages.reloadPage, onClick: reload }}
      >
        {appMessages.pageLoadFailed}
      </Banner>
    );
  }
}
