#!/usr/bin/env node
// `pnpm dev`: the API with reload (tsx watch), @shop/ui rebuilt on change (tsup --watch) and
// the storefront's Vite dev server, which proxies /api, /images and /auth to the API.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const apiPort = process.env.API_PORT ?? '3001';
const processes = [
  ['@shop/api', 'dev', { PORT: apiPort }],
  ['@shop/ui', 'dev', {}],
  ['@shop/storefront', 'dev', { API_PORT: apiPort }],
].map(([name, script, env]) =>
  spawn('pnpm', ['--filter', name, script], { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } }),
);

const stop = () => processes.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
processes.forEach((child) => child.on('exit', (code) => code && stop()));
