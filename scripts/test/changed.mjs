#!/usr/bin/env node
// `pnpm test:changed`: the tests a change touches, for the loop while working (README "Tests").
// Vitest's tests that import a file changed since the last commit (committed or not, new files
// included), each layer beside the others as in `pnpm test`, and the journeys of the areas those
// files belong to (areas.mjs at the root: changed files → areas → journeys) on a fresh build
// (only what is stale is rebuilt: scripts/build-stale.mjs). `--base <ref>` compares with another
// commit (a branch's start) instead of HEAD.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { journeysFor } from '../../areas.mjs';
import { reportSteps, runSteps } from './run-steps.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const baseFlag = process.argv.indexOf('--base');
const base = baseFlag > 0 ? process.argv[baseFlag + 1] : 'HEAD';

const git = (...args) =>
  execFileSync('git', args, { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean);
const changed = [
  ...new Set([...git('diff', '--name-only', base), ...git('ls-files', '--others', '--exclude-standard')]),
];
if (changed.length === 0) {
  console.log(`Nothing changed since ${base}.`);
  process.exit(0);
}

const related = (project) =>
  `pnpm exec vitest run --project '${project}' --changed=${base} --passWithNoTests`;
const specs = git('ls-files', '--cached', '--others', '--exclude-standard', 'e2e/specs').filter(
  (file) => file.endsWith('.spec.ts') && existsSync(join(root, file)),
);
const journeys = journeysFor(changed, specs);
const journeyFiles = journeys === 'all' ? '' : journeys.join(' ');

const capacity = 2 * availableParallelism();
const steps = [
  { name: 'unit', command: related('unit-*'), slots: 1 },
  // The api project holds every API file (api-engine re-runs some on PGlite only in CI).
  { name: 'api', command: related('api'), slots: 2 },
  { name: 'stories', command: related('stories'), slots: 2 },
  ...(journeys.length === 0
    ? []
    : [
        { name: 'build', command: 'node scripts/build-stale.mjs', slots: 1 },
        {
          name: `e2e (${journeys === 'all' ? 'every journey: a shared part changed' : journeys.join(', ')})`,
          command: `pnpm exec playwright test --config e2e/playwright.config.ts --project=chromium ${journeyFiles}`,
          needs: ['build'],
          slots: 2,
        },
      ]),
];
if (journeys.length === 0) console.log('No journey belongs to the changed files.');

const started = Date.now();
const results = await runSteps(steps, {
  capacity,
  root,
  logDir: join(root, 'test-results/logs/changed'),
  started,
});
process.exit(reportSteps('test:changed', steps, results, started) ? 0 : 1);
