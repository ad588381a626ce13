#!/usr/bin/env node
// Visual regression upload. Chromatic exits 254 without a token and retries for minutes
// offline, so without CHROMATIC_PROJECT_TOKEN we say plainly that we skipped.
import { spawnSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log('Chromatic skipped: CHROMATIC_PROJECT_TOKEN is not set.');
  process.exit(0);
}
// Options live in chromatic.config.json; the token comes from the environment.
const result = spawnSync('pnpm', ['exec', 'chromatic'], { stdio: 'inherit' });
process.exit(result.status ?? 1);
