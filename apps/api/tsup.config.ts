import { defineConfig } from 'tsup';

/**
 * One ESM file for `node dist/main.js` (and one for the build's own initial-data step). The workspace packages (@shop/core, @shop/catalog) are
 * TypeScript sources, so they are bundled; npm dependencies stay external and load from
 * node_modules. Paths to migrations and the storefront are resolved at run time from the package
 * root (src/paths.ts), never relative to the bundle.
 */
export default defineConfig({
  entry: { main: 'src/main.ts', 'build-initial-data': 'src/build-initial-data.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  splitting: false,
  noExternal: [/^@shop\//],
});
