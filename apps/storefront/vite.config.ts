import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import {
  build,
  type BuildEnvironmentOptions,
  defineConfig,
  type Plugin,
  type PluginOption,
  type UserConfig,
} from 'vite';
// By file, not '@shop/core': Vite's config loader leaves package imports to Node, which cannot
// load TypeScript sources.
import { proxiedPrefixes } from '../../packages/core/src/paths';
import { SERVER_PAGES_FILES } from '../../packages/core/src/qa/server-pages';
import { SHOP_PAGE_RENDERER_FILES } from '../../packages/core/src/server-render';
import { uiSourceAliases } from '../../packages/ui/source-aliases';
import type { renderFirstScreens as RenderFirstScreens } from './src/prerender/first-screens';
import { PAGE_KINDS, PRERENDERED_DIR, ROUTE_MODULES, type PageKind } from './src/prerender/page-kinds';
import { prerenderedPage, routeChunkFiles, type Manifest } from './src/prerender/page-html';

// In development the API runs separately (scripts/dev.mjs); everything it serves is proxied so
// the app still talks to a single origin, as it does when `pnpm start` serves both.
const api = `http://127.0.0.1:${process.env.API_PORT ?? '3001'}`;

/**
 * react-router's package exports name only its development build (with its warnings) under every
 * condition (remix-run/react-router#12532, #14102); production bundles take the production build
 * that ships beside it.
 */
function reactRouterProductionAliases() {
  const fromDom = createRequire(createRequire(import.meta.url).resolve('react-router-dom/package.json'));
  const routerDist = join(dirname(fromDom.resolve('react-router/package.json')), 'dist', 'production');
  return [
    { find: /^react-router$/, replacement: join(routerDist, 'index.mjs') },
    { find: /^react-router\/dom$/, replacement: join(routerDist, 'dom-export.mjs') },
  ];
}

/**
 * The screens a shopper moves to most (the listing, a product's details) and their first call
 * (app/route-intent.ts). Only these: the list of every route's files would add 1.1 kB to every page.
 */
const FOLLOWED_LINK_CHUNK = /(?:^|\/)(?:ProductsRoute|ProductRoute|route-intent)-[\w-]+\.js$/;

/**
 * Small modules nearly every page runs (a few hundred bytes each): one shared chunk instead of a
 * dozen tiny requests, each with its own import preamble and too small to compress well. Cut home's
 * first download from 34 files to 19 and 120.8 to 118.4 kB brotli. A module a page does not need
 * costs it little here; anything bigger belongs with its screen. What the shell runs at every start
 * (the failure table, the products contract, the stored lists and the compare store, the details
 * and compare rules) is here too: as six chunks of their own, shared with the routes, they cost home
 * 1.5 kB brotli more. So is the shell's check for a demo session (features/qa/qa-session.ts, with
 * core's QA cookie names): shared with the sign-in page and a demo session's defect code, it was
 * two chunks of its own. The group takes each module's own imports with it (core's client, zustand).
 * Two chunks, core's and the components' (which need React), so the contract runs before React
 * has loaded, in a task of its own (main.tsx's boot stages).
 */
const COMMON_MODULES = [
  'packages/core/src/constants.ts',
  'packages/core/src/paths.ts',
  'packages/core/src/contract/endpoint.ts',
  'packages/core/src/contract/fields.ts',
  'packages/core/src/format/currency.ts',
  'packages/core/src/format/indian-digits.ts',
  'packages/core/src/rules/prices.ts',
  'packages/core/src/failures/call-failures.ts',
  'packages/core/src/rules/details.ts',
  'packages/core/src/rules/compare.ts',
  'packages/core/src/contract/products.ts',
  'packages/core/src/rules/catalogue.ts',
  'packages/core/src/texts/cart.ts',
  'packages/core/src/random/seeded-random.ts',
  'packages/core/src/texts/products.ts',
  'packages/core/src/texts/health.ts',
  'packages/core/src/test-ids/common.ts',
  'packages/core/src/test-ids/parts.ts',
  'packages/ui/src/components/Box/',
  'packages/ui/src/components/Button/',
  'packages/ui/src/components/Icon/',
  'packages/ui/src/components/Inline/',
  'packages/ui/src/components/Link/',
  'packages/ui/src/components/Pill/',
  'packages/ui/src/components/Spinner/',
  'packages/ui/src/components/Stack/',
  'apps/storefront/src/api/keys.ts',
  'apps/storefront/src/lib/document-title.ts',
  'apps/storefront/src/lib/safe-storage.ts',
  'apps/storefront/src/lib/stored-list.ts',
  'apps/storefront/src/features/products/stores/compare-store.ts',
  'apps/storefront/src/features/products/api/products.ts',
  'apps/storefront/src/features/qa/qa-session.ts',
];
const isCommonModule = (id: string) => {
  const path = id.replaceAll('\\', '/');
  return COMMON_MODULES.some((module) => path.includes(`/${module}`));
};
const isCoreModule = (id: string) => id.replaceAll('\\', '/').includes('/packages/core/');

/** Text files the shop serves; source maps stay as they are (only developer tools fetch them). */
const PRECOMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest)$/;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/**
 * Writes `x.br` (brotli 11) and `x.gz` (gzip 9) beside each text file of the build, so the server
 * sends them as they are (@fastify/static's preCompressed) instead of compressing per request.
 * A copy that would not be smaller than 90 % of its original is not written.
 */
function precompress(): Plugin {
  const brotli = promisify(brotliCompress);
  const gzipAsync = promisify(gzip);
  let outDir = 'dist';
  return {
    name: 'shop:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await filesUnder(outDir)).filter((file) => PRECOMPRESSIBLE.test(file));
      await Promise.all(
        files.map(async (file) => {
          const body = await readFile(file);
          const [br, gz] = await Promise.all([
            brotli(body, {
              params: {
                [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
                [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
                [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
              },
            }),
            gzipAsync(body, { level: zlib.Z_BEST_COMPRESSION }),
          ]);
          if (br.length < body.length * 0.9) await writeFile(`${file}.br`, br);
          if (gz.length < body.length * 0.9) await writeFile(`${file}.gz`, gz);
        }),
      );
    },
  };
}

/** The plugins that shape modules and class names, shared by the client build and the prerender. */
function shopPlugins(): PluginOption[] {
  return [react(), vanillaExtractPlugin()];
}

/**
 * A build of one of the storefront's modules for Node (the prerender, the server pages), with the
 * client's plugins and aliases, so vanilla-extract gives every style the client's class name.
 */
function buildForNode(root: string, config: { ssr: UserConfig['ssr']; build: BuildEnvironmentOptions }) {
  return build({
    configFile: false,
    root,
    logLevel: 'warn',
    mode: 'production',
    plugins: shopPlugins(),
    resolve: { alias: uiSourceAliases },
    ssr: config.ssr,
    build: { emptyOutDir: true, sourcemap: false, copyPublicDir: false, ...config.build },
  });
}

/** The card frame's start: a page of its own (main.tsx), never one of the shop's boot stages. */
const CARD_FRAME_START = 'src/features/payments/card-frame/start-card-frame.tsx';

/**
 * `modulepreload` links in index.html (and so in every page made from it) for main.tsx's boot
 * stages, which it imports dynamically to run them in separate tasks: every file of every stage
 * downloads with the page, as when they were one static graph.
 */
function bootStagePreloads(): Plugin {
  return {
    name: 'shop:boot-stage-preloads',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk }) {
        if (!bundle || !chunk) return [];
        // What Vite preloads already: the entry and its static imports, all the way down.
        const withEntry = new Set<string>();
        const closure = (file: string, into: Set<string>) => {
          const found = bundle[file];
          if (into.has(file) || found?.type !== 'chunk') return;
          into.add(file);
          for (const imported of found.imports) closure(imported, into);
        };
        closure(chunk.fileName, withEntry);
        const files = new Set<string>();
        for (const file of chunk.dynamicImports) {
          const stage = bundle[file];
          if (stage?.type === 'chunk' && !stage.facadeModuleId?.endsWith(CARD_FRAME_START))
            closure(file, files);
        }
        return [...files]
          .filter((file) => !withEntry.has(file))
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
            injectTo: 'head' as const,
          }));
      },
    },
  };
}

/**
 * Writes `prerendered/<kind>.html` (home, listing, details) beside index.html: the page with its
 * first screen already in #root, painted as soon as the HTML and stylesheet arrive instead of after
 * every first-load script has run, plus `modulepreload` links for the route's lazy chunk (from the
 * build manifest). The screens come from src/prerender/first-screens.tsx, built for Node with the
 * same plugins as the client, so vanilla-extract gives every style the client's class name.
 */
function prerenderFirstScreens(): Plugin {
  let root = '';
  let outDir = 'dist';
  return {
    name: 'shop:prerender-first-screens',
    apply: (config, { command }) => command === 'build' && !config.build?.ssr,
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
    },
    // writeBundle, not closeBundle: the pages are written before precompress() compresses them.
    async writeBundle() {
      // Under node_modules, so the bundle's bare imports (react, react-dom/server) resolve.
      const serverOut = join(root, 'node_modules', '.shop-prerender');
      await buildForNode(root, {
        ssr: { noExternal: [/^@shop\//] },
        build: {
          ssr: 'src/prerender/first-screens.tsx',
          outDir: serverOut,
          rolldownOptions: {
            output: { entryFileNames: 'first-screens.mjs' },
            // Only what the screens use: a module whose exports go unused (the API contract behind
            // @shop/core's barrel) is not evaluated at build time.
            treeshake: { moduleSideEffects: (_id: string, external: boolean) => external },
          },
        },
      });
      const entry = pathToFileURL(join(serverOut, 'first-screens.mjs')).href;
      const { renderFirstScreens } = (await import(entry)) as {
        renderFirstScreens: typeof RenderFirstScreens;
      };
      const { screens, visuallyHidden } = renderFirstScreens();
      const template = await readFile(join(outDir, 'index.html'), 'utf8');
      const manifest = JSON.parse(await readFile(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
      await mkdir(join(outDir, PRERENDERED_DIR), { recursive: true });
      await Promise.all(
        PAGE_KINDS.map(async (kind: PageKind) => {
          const modulePreloads = routeChunkFiles(manifest, ROUTE_MODULES[kind]);
          if (modulePreloads.length === 0) {
            this.warn(`no chunk for ${ROUTE_MODULES[kind]} in the build manifest: ${kind} preloads nothing`);
          }
          const page = prerenderedPage({
            template,
            markup: screens[kind],
            visuallyHiddenClass: visuallyHidden,
            modulePreloads,
          });
          // Automation must find only the live page's elements (see page-html.ts).
          if (/data-testid/i.test(page)) throw new Error(`prerendered ${kind}.html still has a test id`);
          await writeFile(join(outDir, PRERENDERED_DIR, `${kind}.html`), page);
        }),
      );
      await rm(serverOut, { recursive: true, force: true });
    },
  };
}

/**
 * The class board page's one script, for browsers, beside the pages' bundle that renders the page
 * (SERVER_PAGES_FILES.boardScript; the API serves it at CLASS_BOARD_SCRIPT_PATH). One small file
 * with no imports of its own: the page loads nothing else.
 */
function buildClassBoardScript(root: string) {
  return build({
    configFile: false,
    root,
    logLevel: 'warn',
    mode: 'production',
    build: {
      outDir: join(root, SERVER_PAGES_FILES.dir),
      // The pages' bundle was just written there.
      emptyOutDir: false,
      copyPublicDir: false,
      sourcemap: false,
      minify: true,
      lib: {
        entry: 'src/server-pages/class-board-live.ts',
        formats: ['es'],
        fileName: () => SERVER_PAGES_FILES.boardScript,
      },
    },
  });
}

/**
 * Builds the storefront's two server bundles for Node, beside `dist` rather than in it (which is
 * served), each self-contained (React included) so the API needs nothing of this package at run
 * time: the harness's own pages (QA tools, mailbox, the Google stand-in; src/server-pages/) into
 * `dist-server/` (SERVER_PAGES_FILES), a module with its one stylesheet, which the API loads to
 * render those pages (and, beside it, the class board's script); then the shop's first screens (src/server-render/) into
 * `dist-server/shop-page/` (SHOP_PAGE_RENDERER_FILES), whose styles are the client's stylesheet.
 * One after the other: the first empties `dist-server/`.
 */
function serverBuilds(): Plugin {
  let root = '';
  return {
    name: 'shop:server-builds',
    apply: (config, { command }) => command === 'build' && !config.build?.ssr,
    configResolved(config) {
      root = config.root;
    },
    async writeBundle() {
      await buildForNode(root, {
        ssr: { noExternal: true },
        build: {
          ssr: 'src/server-pages/pages.tsx',
          outDir: join(root, SERVER_PAGES_FILES.dir),
          // The screens' styles as one file beside the module, which reads it.
          ssrEmitAssets: true,
          cssCodeSplit: false,
          rolldownOptions: {
            output: {
              entryFileNames: SERVER_PAGES_FILES.module,
              assetFileNames: SERVER_PAGES_FILES.stylesheet,
            },
          },
        },
      });
      await buildClassBoardScript(root);
      await buildForNode(root, {
        ssr: { noExternal: true },
        build: {
          ssr: 'src/server-render/render-shop-page.tsx',
          outDir: join(root, SHOP_PAGE_RENDERER_FILES.dir),
          rolldownOptions: { output: { entryFileNames: SHOP_PAGE_RENDERER_FILES.module } },
        },
      });
    },
  };
}

export default defineConfig(({ command }) => ({
  // @shop/ui from source, module by module (as Storybook and the unit tests use it), so each lazy
  // route's chunk carries only the components it renders: the package's one-file build would put
  // every screen in the chunk that every route loads first. Its styles come with the modules.
  plugins: [...shopPlugins(), bootStagePreloads(), prerenderFirstScreens(), serverBuilds(), precompress()],
  resolve: {
    alias: [...uiSourceAliases, ...(command === 'build' ? reactRouterProductionAliases() : [])],
  },
  server: {
    port: Number(process.env.PORT ?? 3000),
    // `/auth/` (the embedded auth service) but not `/auth`, the sign-in page the app serves.
    proxy: Object.fromEntries(
      proxiedPrefixes.map((prefix) => [prefix, { target: api, changeOrigin: false }]),
    ),
  },
  build: {
    outDir: 'dist',
    // .vite/manifest.json: which files each route's lazy chunk needs (prerenderFirstScreens).
    manifest: true,
    // One stylesheet for the whole shop (about 7 kB with brotli), as the package's single CSS file
    // was: the order of equally specific rules never depends on which route loaded first.
    cssCodeSplit: false,
    // The page's HTML preloads its first scripts. A dynamic import adds a `<link rel=modulepreload>`
    // per dependency only for the listing's and details' screens and their first call: otherwise its
    // chunk's imports come one level after another, four levels and about 500 ms between a click on
    // home's category card and the listing's call on a phone (Lighthouse's 4× slowdown). Elsewhere
    // none: adding one to the head costs about 1.5 ms of a phone's main thread (6 ms at 4×), and the
    // sign-in dialogs' 20 added 125 ms to the welcome tour's opening.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (file, dependencies, { hostType }) =>
        hostType === 'html' || FOLLOWED_LINK_CHUNK.test(file) ? dependencies : [],
    },
    sourcemap: true,
    rolldownOptions: {
      output: {
        // Libraries change far less often than the shop: their own long-cached chunks.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](?:\.pnpm[\\/])?(?:react|react-dom|scheduler)[@\\/]/ },
            { name: 'router', test: /node_modules[\\/].*react-router/ },
            // Mutations only run on pages with forms (sign-in, sign-up…): they load with those.
            {
              name: 'query',
              test: /node_modules[\\/].*@tanstack[\\/](?!.*(?:useMutation|mutationObserver)\.js$)/,
            },
            // zod's jitless switch travels in zod's own chunk: it must run before any chunk
            // builds a schema (zod probes for eval then, a CSP violation on every page).
            { name: 'zod', test: /node_modules[\\/].*zod|[\\/]app[\\/]zod-jitless\.ts$/ },
            // Core's timings and limits, and the names of a server render's attributes and data
            // blocks, on their own: main.tsx reads them before a server-rendered screen's scripts
            // are asked for, and must not take the contract's chunk (or common-ui's) with it.
            {
              name: 'constants',
              test: /[\\/]packages[\\/]core[\\/]src[\\/](?:constants|server-render)\.ts$/,
            },
            { name: 'common', test: (id: string) => isCommonModule(id) && isCoreModule(id) },
            { name: 'common-ui', test: (id: string) => isCommonModule(id) && !isCoreModule(id) },
          ],
        },
      },
      onwarn(warning, warn) {
        // Libraries' "use client" directives mean nothing in a client-only bundle.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
    },
  },
}));
