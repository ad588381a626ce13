import { build } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
const manifest = new URL('../../packages/ui/package.json', import.meta.url);
const { exports } = JSON.parse(readFileSync(manifest, 'utf8'));
const uiSourceAliases = Object.entries(exports).flatMap(([sub, t]) => typeof t === 'object' && t.source ? [{ find: new RegExp(`^@shop/ui${sub === '.' ? '' : sub.slice(1)}$`), replacement: fileURLToPath(new URL(t.source, manifest)) }] : []);
await build({ configFile: false, root: process.cwd(), logLevel: 'info', mode: 'production',
  plugins: [react(), vanillaExtractPlugin()], resolve: { alias: uiSourceAliases },
  ssr: { noExternal: true },
  build: { ssr: 'src/ssr-probe.tmp.tsx', outDir: '/tmp/ssrt/out', emptyOutDir: true, ssrEmitAssets: true, manifest: true, cssCodeSplit: false } });
