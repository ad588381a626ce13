import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The server depends on core only (ARCHITECTURE.md "Dependency direction"). */
const serverTakesNothingFromTheUi = {
  group: [
    '@shop/ui',
    '@shop/ui/*',
    '@shop/storefront',
    '@shop/storefront/*',
    '**/packages/ui/**',
    '**/apps/storefront/**',
    '**/storefront/src/**',
  ],
  message: 'The server takes nothing from the UI; what both need lives in @shop/core.',
};

/**
 * The storefront takes the catalogue's modules by subpath (`@shop/catalog/categories` …): from the
 * package's root, Vite would put every module the root re-exports, the generated catalogue
 * (110 kB) among them, in the chunk of whatever page named one of them.
 */
const catalogueBySubpath = {
  name: '@shop/catalog',
  message: 'Import the module by its subpath (@shop/catalog/categories, /fallback-home …), not the root.',
};

/**
 * @shop/core's folders (and its root files) in layers, lowest first (README "Layout"). A folder
 * imports only from lower layers, so no two import each other: texts and enums stand below the
 * contract, the contract below the rules, the rules below the cart and checkout.
 */
const coreLayers = [
  ['constants', 'format', 'random', 'brand', 'accounts', 'test-ids'],
  ['texts', 'enums'],
  ['contract'],
  ['client', 'paths'],
  ['rules'],
  ['cart'],
  ['checkout'],
  ['content'],
  ['failures'],
  ['qa'],
  // Each area's subpath entry (@shop/core/cart …) gathers its modules; nothing in core imports one.
  ['areas'],
];

/** The configs for one layer's files: no folder of a higher layer, nor another of its own. */
function coreLayerBoundary(layer, index) {
  const barred = (folder) =>
    [...coreLayers.slice(index + 1).flat(), ...layer.filter((other) => other !== folder)].join('|');
  const message = `@shop/core's layers (eslint.config.js coreLayers): ${layer.join(', ')} may not import it.`;
  const boundary = (files, regex) => ({
    files,
    // A test may hold two layers side by side to check they agree.
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [coreTakesNoPackage, { regex, message }] }],
    },
  });
  return layer.flatMap((folder) => [
    // A folder's file names another folder as ../<folder>; a root file (paths.ts) as ./<folder>.
    boundary([`packages/core/src/${folder}/**/*.ts`], `^\\.\\./(${barred(folder)})(/|$)`),
    boundary([`packages/core/src/${folder}.ts`], `^\\./(${barred(folder)})(/|$)`),
  ]);
}

/** Core is the bottom of the workspace: it takes no other package, itself by name included. */
const coreTakesNoPackage = {
  group: ['@shop/*', 'react', 'react-dom', 'react-dom/*'],
  message: '@shop/core depends on zod alone: everything else depends on it.',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      'storybook-static/**',
      '.storybook/public/**',
      '**/playwright-report/**',
      '**/test-results/**',
      '.data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        { selector: 'JSXAttribute[name.name="style"]', message: 'Style through vanilla-extract (*.css.ts).' },
      ],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: { ...reactHooks.configs.recommended.rules, ...jsxA11y.flatConfigs.recommended.rules },
  },
  {
    // @shop/ui is pure: no fetching, routing or stores (ARCHITECTURE.md "Front end").
    files: ['packages/ui/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react-router*', '@tanstack/*', 'zustand*', '@shop/storefront*', '@shop/api*', 'msw*'],
              message: '@shop/ui is pure: props in, callbacks out.',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: '@shop/ui never fetches.' },
        'localStorage',
        'sessionStorage',
      ],
    },
  },
  {
    // The server depends on core only (ARCHITECTURE.md "Dependency direction"): it serves the
    // storefront's built files and never imports the UI, by package name or by path.
    files: ['apps/api/**/*.{ts,tsx,js,mjs,cjs}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [serverTakesNothingFromTheUi] }],
    },
  },
  {
    // The storefront reaches the API only through its api layer (ARCHITECTURE.md "Front end":
    // route container → query hook → client → API): one place for the bearer, the 401 path and
    // the contract's parsing. That layer is the shared src/api/ (the client, the query keys) and
    // each area's features/<area>/api/; nothing else in a feature calls the client. Tests and
    // stories may stub the network as they need.
    files: ['apps/storefront/src/**/*.{ts,tsx}'],
    ignores: [
      'apps/storefront/src/api/**',
      'apps/storefront/src/features/*/api/**',
      '**/*.test.{ts,tsx}',
      '**/*.stories.tsx',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [catalogueBySubpath],
          patterns: [
            {
              group: ['**/api/client', '**/api/client.ts'],
              message:
                "Call the API through a function of an api layer (src/api/, a feature's api/), not the client itself.",
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: "Fetch through a function of an api layer (src/api/, a feature's api/)." },
      ],
      'no-restricted-properties': [
        'error',
        {
          object: 'globalThis',
          property: 'fetch',
          message: "Fetch through a function of an api layer (src/api/, a feature's api/).",
        },
        {
          object: 'window',
          property: 'fetch',
          message: "Fetch through a function of an api layer (src/api/, a feature's api/).",
        },
      ],
    },
  },
  ...coreLayers.flatMap(coreLayerBoundary),
  {
    // The catalogue is generated from the contract's types and rules, and from nothing else.
    files: ['packages/catalog/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@shop/(?!core(/|$))',
              message: '@shop/catalog takes @shop/core only (ARCHITECTURE.md "Dependency direction").',
            },
          ],
        },
      ],
    },
  },
  {
    // The mocks stand in for the server: the contract and the catalogue, never the UI or the
    // server's own code (what both need lives in @shop/core).
    files: ['mocks/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@shop/ui',
                '@shop/ui/*',
                '@shop/storefront*',
                '@shop/api',
                '@shop/api/*',
                '**/apps/**',
                '**/packages/ui/**',
              ],
              message: 'The mocks take the contract from @shop/core and the data from @shop/catalog.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/storefront/src/api/**/*.{ts,tsx}', 'apps/storefront/src/features/*/api/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: [catalogueBySubpath] }] },
  },
  {
    // schema.ts gathers the areas' tables for drizzle-kit; an area's file importing it back would
    // make the schema a cycle. Tables of another area come from that area's file. (Rules set here
    // replace the server's for these files, so the server's pattern comes again.)
    files: ['apps/api/src/db/*-schema.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            serverTakesNothingFromTheUi,
            { group: ['./schema', './schema.ts'], message: "Import the other area's schema file itself." },
          ],
        },
      ],
    },
  },
  ...storybook.configs['flat/recommended'],
);
