import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
// By file, not '@shop/core': Vite's config loader leaves package imports to Node, which cannot
// load TypeScript sources.
import { proxiedPrefixes } from '../../packages/core/src/paths';

// In development the API runs separately (scripts/dev.mjs); everything it serves is proxied so
// the app still talks to a single origin, as it does when `pnpm start` serves both.
const api = `http://127.0.0.1:${process.env.API_PORT ?? '3001'}`;

/** Text files the shop serves; source maps stay as they are (only developer tools fetch them). */
const PRECOMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest)$/;
/** Smaller files gain nothing worth a second request path. */
const PRECOMPRESS_MIN_BYTES = 1024;

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
          if (body.length < PRECOMPRESS_MIN_BYTES) return;
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

export default defineConfig({
  plugins: [react(), precompress()],
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
