import { readdirSync } from 'node:fs';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';

/** The shell's entry and each area's (package.json exports: `@shop/ui/cart` …). */
const areas = readdirSync(new URL('./src/areas/', import.meta.url)).map((file) => file.replace(/\.ts$/, ''));

// ESM + type declarations + CSS (dist/index.css, exported as '@shop/ui/style.css', with each
// area's own beside its entry).
export default defineConfig({
  entry: {
    index: 'src/index.ts',
    ...Object.fromEntries(areas.map((area) => [`areas/${area}`, `src/areas/${area}.ts`])),
  },
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
  // @shop/core and its subpaths (@shop/core/cart …): the app bundles them once, beside the UI.
  external: ['react', 'react-dom', 'react/jsx-runtime', /^@shop\/core(\/|$)/],
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
});
