import { routePatterns } from '@shop/core';
import type { RouteObject } from 'react-router-dom';
import { RootLayout } from './RootLayout';

/**
 * The routes of spec §2 (patterns from @shop/core's paths module), each a lazily loaded container
 * in src/routes/<route>/. Shared by the
 * browser router (main.tsx) and the memory routers of page stories and tests.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    // Shown while the first route's code loads.
    HydrateFallback: () => <p role="status">Loading…</p>,
    children: [
      {
        index: true,
        lazy: () => import('../routes/home/HomeRoute').then((m) => ({ Component: m.HomeRoute })),
      },
      {
        path: routePatterns.health,
        lazy: () => import('../routes/health/HealthRoute').then((m) => ({ Component: m.HealthRoute })),
      },
      {
        path: routePatterns.login,
        lazy: () => import('../routes/auth/AuthRoute').then((m) => ({ Component: m.AuthRoute })),
      },
      {
        path: routePatterns.auth,
        lazy: () => import('../routes/auth/AuthRoute').then((m) => ({ Component: m.AuthRoute })),
      },
      {
        path: routePatterns.oauthCallback,
        lazy: () =>
          import('../routes/oauth-callback/OAuthCallbackRoute').then((m) => ({
            Component: m.OAuthCallbackRoute,
          })),
      },
      {
        path: routePatterns.profile,
        lazy: () => import('../routes/profile/ProfileRoute').then((m) => ({ Component: m.ProfileRoute })),
      },
      {
        path: routePatterns.products,
        lazy: () => import('../routes/products/ProductsRoute').then((m) => ({ Component: m.ProductsRoute })),
      },
      {
        path: routePatterns.product,
        lazy: () => import('../routes/product/ProductRoute').then((m) => ({ Component: m.ProductRoute })),
      },
      {
        // Fresh-pick cards link here (spec §2); the canonical details route is /product/….
        path: routePatterns.legacyProduct,
        lazy: () =>
          import('../routes/product/LegacyProductRedirect').then((m) => ({
            Component: m.LegacyProductRedirect,
          })),
      },
      {
        path: routePatterns.cart,
        lazy: () => import('../routes/cart/CartRoute').then((m) => ({ Component: m.CartRoute })),
      },
      {
        path: routePatterns.compare,
        lazy: () => import('../routes/compare/CompareRoute').then((m) => ({ Component: m.CompareRoute })),
      },
      {
        path: '*',
        lazy: () => import('../routes/not-found/NotFoundRoute').then((m) => ({ Component: m.NotFoundRoute })),
      },
    ],
  },
];
