import { AppLayout, LinkProvider } from '@shop/ui';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { HeaderContainer } from './header/HeaderContainer';
import { Overlays } from './overlays/Overlays';
import { RouterLink } from './RouterLink';

/** The frame of every route: header, the route's screen, and the overlays of every page. */
export function RootLayout() {
  return (
    <LinkProvider linkComponent={RouterLink}>
      <AppLayout header={<HeaderContainer />} overlays={<Overlays />}>
        <Outlet />
      </AppLayout>
      <ScrollRestoration />
    </LinkProvider>
  );
}
