#!/usr/bin/env node
// `pnpm test:area <area> [<area> …]`: every test of the named areas (areas.mjs at the root), each
// layer beside the others as in `pnpm test`: the unit tests, the API tests (on PGlite, or on
// DATABASE_URL's PostgreSQL), the stories, and the journeys on a fresh build (only what is stale
// is rebuilt: scripts/build-stale.mjs). Without an area it lists the areas.
import { execFileSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { areas, filesOfArea, isTestFile } from '../../areas.mjs';
import { reportSteps, runSteps } from './run-steps.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const chosen = process.argv.slice(2);
if (chosen.length === 0) {
  console.log(`pnpm test:area <area> [<area> …], the areas: ${Object.keys(areas).join(', ')}`);
  process.exit(0);
}

const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter(Boolean);
const tests = [...new Set(chosen.flatMap((area) => filesOfArea(area, files)).filter(isTestFile))].sort();
const layer = (pattern) => tests.filter((file) => pattern.test(file));
const unit = layer(/\.test\.(ts|tsx|mjs)$/).filter((file) => !file.startsWith('apps/api/test/'));
const apiTests = layer(/^apps\/api\/test\/.*\.test\.ts$/);
const stories = layer(/\.stories\.tsx$/);
const journeys = layer(/^e2e\/specs\/.*\.spec\.ts$/);

const vitest = (projects, list) =>
  `pnpm exec vitest run ${projects.map((project) => `--project '${project}'`).join(' ')} ${list.join(' ')}`;
const capacity = 2 * availableParallelism();
const steps = [
  ...(unit.length
    ? [{ name: `unit (${unit.length} files)`, command: vitest(['unit-*'], unit), slots: 1 }]
    : []),
  ...(apiTests.length
    ? [{ name: `api (${apiTests.length} files)`, command: vitest(['api'], apiTests), slots: 2 }]
    : []),
  ...(stories.length
    ? [{ name: `stories (${stories.length} files)`, command: vitest(['stories'], stories), slots: 2 }]
    : []),
  ...(journeys.length
    ? [
        { name: 'build', command: 'node scripts/build-stale.mjs', slots: 1 },
        {
          name: `e2e (${journeys.length} files)`,
          command: `pnpm exec playwright test --config e2e/playwright.config.ts --project=chromium ${journeys.join(' ')}`,
          needs: ['build'],
          slots: 2,
        },
      ]
    : []),
];

const started = Date.now();
const results = await runSteps(steps, {
  capacity,
  root,
  logDir: join(root, 'test-results/logs/area'),
  started,
});
process.exit(reportSteps(`test:area ${chosen.join(' ')}`, steps, results, started) ? 0 : 1);
