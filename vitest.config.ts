import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { uiSourceAliases } from './packages/ui/source-aliases';
import { chromiumArgs, chromiumPath } from './scripts/chromium.ts';

const storyDependencies = [
  '@vanilla-extract/recipes/createRuntimeFn',
  '@vanilla-extract/css/functionSerializer',
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-dev-runtime',
  'react/jsx-runtime',
  'msw',
  'msw/browser',
  'msw-storybook-addon/csf3',
  'react-router-dom',
  '@tanstack/react-query',
  'zustand',
  'zod',
  'dompurify',
  // The sign-in page loads it on demand (Continue with Google).
  '@supabase/supabase-js',
];

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

const apiProject = {
  name: 'api',
  environment: 'node',
  include: ['apps/api/test/**/*.test.ts'],
  globalSetup: [fromRoot('./apps/api/test/global-setup.ts')],
  // Each file builds its own app on its own database; two at a time suits 2 cores.
  maxWorkers: 2,
  // Projects with their own worker counts run one group after another when several are asked
  // for at once (`pnpm test:changed`): the unit layer, then the API, then the stories.
  sequence: { groupOrder: 1 },
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

/**
 * The test layers of `pnpm test` (ARCHITECTURE.md "Tests"), one Vitest project each:
 * unit-node and unit-dom (`pnpm test:unit`), api (`pnpm test:api`), stories (`pnpm test:stories`).
 * End-to-end tests are Playwright's (e2e/).
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit-node',
          environment: 'node',
          // Files share a worker's module cache instead of loading it anew each (34 s → 11 s):
          // these tests are pure functions and the mock state, which each test resets. They
          // pass in shuffled order this way (`--sequence.shuffle`), which keeps them honest.
          isolate: false,
          include: ['packages/*/src/**/*.test.ts', 'mocks/**/*.test.ts', 'scripts/**/*.test.mjs'],
        },
      },
      {
        resolve: {
          alias: uiSourceAliases,
        },
        plugins: [(await import('@vanilla-extract/vite-plugin')).vanillaExtractPlugin()],
        test: {
          name: 'unit-dom',
          environment: 'jsdom',
          // One jsdom and one module cache per worker, not per file (120 s → 37 s on a quiet
          // machine): the setup file resets the DOM, the stores, storage, cookies and the mock
          // server after every test, and the files pass in shuffled order this way.
          isolate: false,
          include: ['apps/storefront/src/**/*.test.{ts,tsx}', 'packages/ui/src/**/*.test.tsx'],
          setupFiles: [fromRoot('./apps/storefront/test/setup.ts')],
        },
      },
      { test: apiProject },
      {
        test: {
          ...apiProject,
          // CI runs the whole api project on PostgreSQL (where races show) and, on PGlite, only
          // what can behave differently on the embedded engine: every call once through the
          // mock–server parity table, full-text search ranking (PostgreSQL 18 in WASM vs 15),
          // strings with NUL and other control characters through its driver, the database check
          // of /health, resetting the whole database to the seed, the data folder's lock, and the
          // session and cart caches that only the embedded database has (the cart suite runs
          // through them), and the database thread (pglite-thread: its edges, and the cart add
          // and order placing that run whole in it).
          name: 'api-engine',
          sequence: { groupOrder: 2 },
          include: [
            'apps/api/test/parity.test.ts',
            'apps/api/test/search.test.ts',
            'apps/api/test/control-characters.test.ts',
            'apps/api/test/health.test.ts',
            'apps/api/test/qa-database-reset.test.ts',
            'apps/api/test/data-dir-lock.test.ts',
            'apps/api/test/embedded-caches.test.ts',
            'apps/api/test/pglite-thread.test.ts',
            'apps/api/test/cart.test.ts',
            'apps/api/test/orders.test.ts',
          ],
        },
      },
      {
        plugins: [storybookTest({ configDir: fromRoot('./.storybook') })],
        // Declared up front: a dependency discovered mid-run makes Vite reload the page and
        // fail the test file.
        optimizeDeps: { include: storyDependencies },
        test: {
          name: 'stories',
          sequence: { groupOrder: 3 },
          // Three files side by side: a story mostly waits (on the mock API, React Query, the
          // a11y check), so one file at a time left the cores idle (437 s alone on a quiet
          // machine, against 367 s with three). Files once hung side by side while an order
          // page's live stream stayed open; every mock stream now closes when its story ends
          // (mocks/state/open-streams.ts). STORIES_SERIAL=1 goes back to one file at a time.
          fileParallelism: process.env.STORIES_SERIAL !== '1',
          maxWorkers: Number(process.env.STORIES_WORKERS ?? 3),
          // Each worker's page keeps its modules from file to file instead of loading the
          // preview, the addons, MSW's worker and the shop anew for every file: the layer went
          // from 457 s to 166 s on an idle machine (setup 498 → 37 s summed over the files).
          // Nothing carries over that a story could see: the preview's beforeEach resets the
          // mock accounts, the stores, storage and cookies, and msw-storybook-addon the
          // handlers; the files also pass in shuffled order (`--sequence.shuffle`).
          isolate: false,
          // Browser mode's own limit is 15 s. A story that signs in types two fields, waits for the
          // move home (§4, about 2.1 s) and then for the next screen: 8.6 s with the whole of CI
          // beside it, and past 15 s in its tail (the guest-cart merge failed CI so, twice). Its
          // waits are the preview's 20 s each; the story as a whole gets 60 s (a slow day's cold
          // route and sign-in together).
          testTimeout: 60_000,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
            }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
