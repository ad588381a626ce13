import { AppLayout, LinkProvider } from '@shop/ui';
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useDomEdges, useStyleEdges } from '../features/qa/defect-edges';
import { HeaderContainer } from './header/HeaderContainer';
import { PageLive } from './page-live';
import { Overlays } from './overlays/Overlays';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { RouterLink } from './RouterLink';
import { ScrollRestoration } from './ScrollRestoration';

/**
 * The frame of every route: header, the route's screen, and the overlays of every page. Only the
 * route area waits for a screen's code; navigations are transitions (react-router's declarative
 * routers start them with React.startTransition), so the current screen stays until the next is
 * ready and "Loading…" shows only while the first one loads. A screen that cannot load shows a
 * notice with Reload in its place; moving to another page tries again.
 */
export function RootLayout() {
  const { key } = useLocation();
  useStyleEdges();
  useDomEdges();
  return (
    <LinkProvider linkComponent={RouterLink}>
      <AppLayout header={<HeaderContainer />} overlays={<Overlays />}>
        <RouteErrorBoundary resetKey={key}>
          <Suspense fallback={<p role="status">Loading…</p>}>
            <Outlet />
            {/* Inside the boundary: it places the page once the screen is on it, not its fallback. */}
            <ScrollRestoration />
            <PageLive />
          </Suspense>
        </RouteErrorBoundary>
      </AppLayout>
    </LinkProvider>
  );
}
