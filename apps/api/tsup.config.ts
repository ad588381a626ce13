import { defineConfig } from 'tsup';

/**
 * One ESM file for `node dist/main.js` (one for the build's own initial-data step, one for the
 * embedded database's worker thread). The workspace packages (@shop/core, @shop/catalog) are
 * TypeScript sources, so they are bundled; npm dependencies stay external and load from
 * node_modules. Paths to migrations and the storefront are resolved at run time from the package
 * root (src/paths.ts), never relative to the bundle.
 */
export default defineConfig({
  entry: {
    main: 'src/main.ts',
    'build-initial-data': 'src/build-initial-data.ts',
    // The embedded database's thread: a file of its own, which the server starts as a worker.
    'pglite-thread': 'src/db/pglite-thread/worker.ts',
  },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  splitting: false,
  noExternal: [/^@shop\//],
});
