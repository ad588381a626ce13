// Which journeys (e2e/specs) belong to the area a changed file is in, for `pnpm test:changed`.
// A file's area is read from its path's words: `routes/cart/`, `core/src/cart/`, `CartScreen`,
// `apps/api/src/routes/cart.ts` all say "cart". Words not listed here pick no journey (their
// Vitest tests still run); shared plumbing (the app shell, the server's http layer, a package's
// index) picks every journey, since any of them can break.

import { readdirSync } from 'node:fs';
import { sep } from 'node:path';

/** Area word → the journeys' file-name prefixes. */
export const journeysByArea = {
  cart: ['cart-'],
  checkout: ['checkout'],
  payment: ['checkout'],
  payments: ['checkout'],
  addresses: ['checkout'],
  order: ['orders', 'checkout'],
  orders: ['orders', 'checkout'],
  auth: ['sign-in', 'sign-up', 'sign-out', 'forgot-password', 'guards'],
  users: ['sign-in', 'sign-up', 'sign-out', 'forgot-password', 'guards'],
  session: ['sign-in', 'sign-out', 'guards'],
  password: ['forgot-password', 'sign-up'],
  google: ['google-sign-in'],
  oauth: ['google-sign-in'],
  profile: ['profile-', 'welcome-tour'],
  tour: ['welcome-tour'],
  home: ['home'],
  products: ['listing', 'details', 'header-search', 'placeholders'],
  product: ['details', 'placeholders'],
  listing: ['listing'],
  details: ['details'],
  search: ['header-search'],
  header: ['header-'],
  compare: ['compare'],
  health: ['health'],
  mailbox: ['mailbox', 'forgot-password'],
  mail: ['mailbox', 'forgot-password'],
  qa: ['qa-', 'live-failure-texts'],
  live: ['live-failure-texts'],
  docs: ['api-docs'],
  examples: ['readme-examples'],
};

/** Paths whose change can break any journey. */
const everywhere = [
  /^apps\/storefront\/src\/app\//,
  /^apps\/storefront\/(index\.html|vite\.config\.ts)$/,
  /^apps\/api\/src\/(app|main|config)\.ts$/,
  /^apps\/api\/src\/(http|db)\//,
  /^e2e\/(support|pages|fixtures)\//,
  /^e2e\/playwright\.config\.ts$/,
  /^pnpm-lock\.yaml$/,
];

/** "routes/CartScreen.tsx" → ['routes', 'cart', 'screen', 'tsx']. */
function words(path) {
  return path
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter(Boolean);
}

/**
 * The journeys to run for these changed paths (relative to the repository): 'all', or the spec
 * files' names out of `specs` (every file in e2e/specs).
 */
export function journeysFor(paths, specs) {
  if (paths.some((path) => everywhere.some((pattern) => pattern.test(path)))) return 'all';
  const chosen = new Set();
  for (const path of paths) {
    if (path.startsWith('e2e/specs/')) {
      chosen.add(path.slice('e2e/specs/'.length));
      continue;
    }
    // Only the app's code and the packages it is made of have journeys.
    if (!/^(apps|packages|mocks)\//.test(path) || /\.(test|stories)\.tsx?$/.test(path)) continue;
    for (const word of words(path)) {
      for (const prefix of journeysByArea[word] ?? []) {
        for (const spec of specs) if (spec.startsWith(prefix)) chosen.add(spec);
      }
    }
  }
  return [...chosen].sort();
}

/**
 * Every spec file under `dir` (e2e/specs), relative to it with '/' between folders: an area whose
 * journeys outgrew one file keeps them in a folder (e2e/specs/profile-modals/…), which its prefix
 * still picks.
 */
export function journeySpecs(dir) {
  return readdirSync(dir, { recursive: true })
    .map((name) => name.split(sep).join('/'))
    .filter((name) => name.endsWith('.spec.ts'))
    .sort();
}
