import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
// By file, not '@shop/core': Vite's config loader leaves package imports to Node, which cannot
// load TypeScript sources.
import { proxiedPrefixes } from '../../packages/core/src/paths';

// In development the API runs separately (scripts/dev.mjs); everything it serves is proxied so
// the app still talks to a single origin, as it does when `pnpm start` serves both.
const api = `http://127.0.0.1:${process.env.API_PORT ?? '3001'}`;

export default defineConfig({
  plugins: [react()],
  server: {
    port: Number(process.env.PORT ?? 3000),
    // `/auth/` (the embedded auth service) but not `/auth`, the sign-in page the app serves.
    proxy: Object.fromEntries(
      proxiedPrefixes.map((prefix) => [prefix, { target: api, changeOrigin: false }]),
    ),
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    rolldownOptions: {
      output: {
        // Libraries change far less often than the shop: their own long-cached chunks.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](?:\.pnpm[\\/])?(?:react|react-dom|scheduler)[@\\/]/ },
            { name: 'router', test: /node_modules[\\/].*react-router/ },
            { name: 'query', test: /node_modules[\\/].*@tanstack/ },
            // zod's jitless switch travels in zod's own chunk: it must run before any chunk
            // builds a schema (zod probes for eval then, a CSP violation on every page).
            { name: 'zod', test: /node_modules[\\/].*zod|[\\/]app[\\/]zod-jitless\.ts$/ },
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
});
