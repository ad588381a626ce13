#!/usr/bin/env node
// `pnpm start`: build whatever is missing or older than its sources, then serve the API,
// the storefront, the docs and the mailbox from ONE process on PORT (default 3000).
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildStale } from './build-stale.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

// `pnpm start -- --products 1000000`: the same as CATALOGUE_PRODUCTS=1000000 (README "A large catalogue").
const args = process.argv.slice(2);
const products = args.indexOf('--products');
if (products !== -1) {
  const value = args[products + 1];
  if (value === undefined || value.startsWith('-')) {
    console.error('--products needs a number: pnpm start -- --products 1000000');
    process.exit(1);
  }
  process.env.CATALOGUE_PRODUCTS = value;
}

buildStale();

await import(pathToFileURL(join(root, 'apps/api/dist/main.js')).href);
