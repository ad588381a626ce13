import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';

// ESM + type declarations + one CSS file (dist/index.css, exported as '@shop/ui/style.css').
export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
  // @shop/core and its subpaths (@shop/core/cart …): the app bundles them once, beside the UI.
  external: ['react', 'react-dom', 'react/jsx-runtime', /^@shop\/core(\/|$)/],
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
});
