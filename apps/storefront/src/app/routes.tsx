import { routePatterns } from '@shop/core';
import { matchRoutes, type RouteObject, useRoutes } from 'react-router-dom';
import { lazyScreen, type LazyScreen } from './lazy-screen';
import { RootLayout } from './RootLayout';

// Each route's container is its own chunk (src/routes/<route>/), loaded the first time it shows.
const screens = {
  home: lazyScreen(() => import('../routes/home/HomeRoute').then((m) => m.HomeRoute)),
  health: lazyScreen(() => import('../routes/health/HealthRoute').then((m) => m.HealthRoute)),
  auth: lazyScreen(() => import('../routes/auth/AuthRoute').then((m) => m.AuthRoute)),
  oauthCallback: lazyScreen(() =>
    import('../routes/oauth-callback/OAuthCallbackRoute').then((m) => m.OAuthCallbackRoute),
  ),
  profile: lazyScreen(() => import('../routes/profile/ProfileRoute').then((m) => m.ProfileRoute)),
  products: lazyScreen(() => import('../routes/products/ProductsRoute').then((m) => m.ProductsRoute)),
  product: lazyScreen(() => import('../routes/product/ProductRoute').then((m) => m.ProductRoute)),
  legacyProduct: lazyScreen(() =>
    import('../routes/product/LegacyProductRedirect').then((m) => m.LegacyProductRedirect),
  ),
  cart: lazyScreen(() => import('../routes/cart/CartRoute').then((m) => m.CartRoute)),
  compare: lazyScreen(() => import('../routes/compare/CompareRoute').then((m) => m.CompareRoute)),
  orders: lazyScreen(() => import('../routes/orders/OrdersRoute').then((m) => m.OrdersRoute)),
  order: lazyScreen(() => import('../routes/order/OrderRoute').then((m) => m.OrderRoute)),
  checkout: lazyScreen(() => import('../routes/checkout/CheckoutRoute').then((m) => m.CheckoutRoute)),
  notFound: lazyScreen(() => import('../routes/not-found/NotFoundRoute').then((m) => m.NotFoundRoute)),
};

/** A route showing `screen`; `handle` lets `preloadRoute` find the screen from a URL. */
function screenRoute(path: string | undefined, screen: LazyScreen): RouteObject {
  const Screen = screen.Component;
  const element = <Screen />;
  const handle = { screen };
  return path === undefined ? { index: true, element, handle } : { path, element, handle };
}

/**
 * The routes of spec §2 (patterns from @shop/core's paths module). One table for the browser
 * router (start-shop.tsx) and the memory routers of page stories and tests.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      screenRoute(undefined, screens.home),
      screenRoute(routePatterns.health, screens.health),
      screenRoute(routePatterns.login, screens.auth),
      screenRoute(routePatterns.auth, screens.auth),
      screenRoute(routePatterns.oauthCallback, screens.oauthCallback),
      screenRoute(routePatterns.profile, screens.profile),
      screenRoute(routePatterns.products, screens.products),
      screenRoute(routePatterns.product, screens.product),
      // Fresh-pick cards link here (spec §2); the canonical details route is /product/….
      screenRoute(routePatterns.legacyProduct, screens.legacyProduct),
      screenRoute(routePatterns.cart, screens.cart),
      screenRoute(routePatterns.compare, screens.compare),
      screenRoute(routePatterns.orders, screens.orders),
      screenRoute(routePatterns.order, screens.order),
      screenRoute(routePatterns.checkout, screens.checkout),
      screenRoute('*', screens.notFound),
    ],
  },
];

/** The shop's pages inside whichever router is around them (browser, or memory for stories). */
export function AppRoutes() {
  return useRoutes(routes);
}

/**
 * Starts loading the code of the screen that `pathname` shows; resolves once it is here (or failed:
 * rendering then asks again), so the first render can show the screen without a loading state.
 */
export function preloadRoute(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  const screen = (matches.at(-1)?.route.handle as { screen?: LazyScreen } | undefined)?.screen;
  return screen
    ? screen.preload().then(
        () => undefined,
        () => undefined,
      )
    : Promise.resolve();
}

/**
 * Starts loading the code of the screens a shopper moves to most, the listing and a product's
 * details, so that a link to either waits for its data alone (start-shop.tsx calls it at the
 * shopper's first input, when the browser is idle). Resolves once both are here or failed (a click
 * then asks again).
 */
export function preloadLikelyScreens(): Promise<void> {
  return Promise.all([screens.products.preload(), screens.product.preload()]).then(
    () => undefined,
    () => undefined,
  );
}
