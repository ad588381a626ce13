#!/usr/bin/env node
// `pnpm start`: build whatever is missing or older than its sources, then serve the API,
// the storefront, the docs and the mailbox from ONE process on PORT (default 3000).
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildStale } from './build-stale.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

buildStale();

await import(pathToFileURL(join(root, 'apps/api/dist/main.js')).href);
