#!/usr/bin/env node
// `pnpm test`: every test layer, side by side where they do not depend on each other
// (README "Tests"). With DATABASE_URL (a PostgreSQL server, as CI sets it) the API suite runs
// on PostgreSQL and again, for what depends on the engine, on PGlite; the journeys run against
// two servers behind the round-robin proxy, plus the embedded-database smoke journeys.
// Without it, everything runs on the embedded database. Ends with one line: `N passed, N failed`.
import { rmSync } from 'node:fs';
import { availableParallelism, cpus } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { failedTests, readReport } from './reports.mjs';
import { runSteps } from './run-steps.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const postgres = process.env.DATABASE_URL?.trim() || '';
const reports = 'test-results/reports';

const vitest = (project, report, extra = '') =>
  `pnpm exec vitest run --project '${project}' ${extra} --reporter=default --reporter=json --outputFile.json=${reports}/${report}.json`;
// No traces here (a quarter of the journeys' time): a failed journey is named in the summary, and
// `pnpm test:e2e <its file>` runs it again with its trace kept.
const playwright = (report, extra = '') =>
  `pnpm exec playwright test --config e2e/playwright.config.ts ${extra} --trace off --reporter=list,json`;
const playwrightReport = (report) => ({
  PLAYWRIGHT_JSON_OUTPUT_NAME: join(root, reports, `${report}.json`),
  PLAYWRIGHT_JSON_OUTPUT_FILE: join(root, reports, `${report}.json`),
});
const reportOf = (step) => {
  const name = /--outputFile\.json=\S+\/([^/\s]+)\.json/.exec(step.command)?.[1];
  const path = name ? join(root, reports, `${name}.json`) : step.env?.PLAYWRIGHT_JSON_OUTPUT_FILE;
  return path ? readReport(path) : undefined;
};

// Two layers at a time on each core's worth of claims: most layers wait on a browser, a database
// or a server for part of their time, so a little more than the cores keeps both busy.
const capacity = Number(process.env.TEST_SLOTS ?? 2 * availableParallelism());

/** Longest first: the scheduler starts steps in this order as their needs pass and slots free. */
const steps = [
  // Alone: the journeys, the longest layer, wait for it, and it is quick with the machine to itself.
  { name: 'build', command: 'pnpm build', slots: capacity },
  postgres
    ? {
        name: 'e2e (two servers, PostgreSQL)',
        command: playwright('e2e'),
        env: { E2E_SERVERS: '2', ...playwrightReport('e2e') },
        needs: ['build'],
        slots: 2,
      }
    : { name: 'e2e', command: playwright('e2e'), env: playwrightReport('e2e'), needs: ['build'], slots: 2 },
  { name: 'stories', command: vitest('stories', 'stories'), slots: 2 },
  postgres
    ? { name: 'api (PostgreSQL)', command: vitest('api', 'api-postgres'), slots: 2 }
    : { name: 'api', command: vitest('api', 'api'), slots: 2 },
  ...(postgres
    ? [
        {
          name: 'api (PGlite: engine-dependent)',
          command: vitest('api-engine', 'api-pglite'),
          env: { DATABASE_URL: '' },
          slots: 1,
        },
        {
          name: 'e2e (embedded database smoke)',
          command: playwright('e2e-embedded', '--grep @embedded'),
          env: { DATABASE_URL: '', E2E_SERVERS: '1', ...playwrightReport('e2e-embedded') },
          needs: ['build'],
          slots: 1,
        },
      ]
    : []),
  { name: 'unit', command: vitest('unit-*', 'unit'), slots: 2 },
  { name: 'typecheck', command: 'pnpm typecheck', slots: 1 },
  { name: 'lint', command: 'pnpm lint', slots: 1 },
];

// A report left by an earlier run must not name its failures as this run's.
rmSync(join(root, reports), { recursive: true, force: true });

/** Busy and idle time of all the machine's cores together, for the share the run kept busy. */
const coreTimes = () =>
  cpus().reduce(
    (sum, { times }) => {
      const busy = times.user + times.nice + times.sys + times.irq;
      return { busy: sum.busy + busy, all: sum.all + busy + times.idle };
    },
    { busy: 0, all: 0 },
  );
const coresAtStart = coreTimes();
const started = Date.now();
const results = await runSteps(steps, { capacity, root, logDir: join(root, 'test-results/logs'), started });

const coresAtEnd = coreTimes();
const busyShare = (coresAtEnd.busy - coresAtStart.busy) / (coresAtEnd.all - coresAtStart.all || 1);
// A step's CPU (bash's `times`) misses processes that outlive their parent's wait, such as a
// browser's renderers: the machine's own count says how busy the cores really were.
console.log(
  `\n=== Summary (${((Date.now() - started) / 1000).toFixed(0)} s, the ${cpus().length} cores ${(100 * busyShare).toFixed(0)} % busy)`,
);
let passed = 0;
let failed = 0;
let ok = true;
for (const step of steps) {
  const result = results.get(step.name);
  passed += result.passed;
  failed += result.failed;
  ok &&= result.ok;
  const verdict = result.skipped ? 'not run' : result.ok ? 'passed' : 'FAILED';
  const counts =
    result.passed + result.failed > 0 ? `, ${result.passed} passed, ${result.failed} failed` : '';
  const time = `${(result.ms / 1000).toFixed(0)} s, CPU ${(result.cpuMs / 1000).toFixed(0)} s`;
  console.log(`${verdict.padEnd(8)} ${step.name} (${time}${counts})`);
}
// The failed tests by name, next to the closing line: CI keeps only the tail of the output.
const failures = steps.flatMap((step) => {
  if (results.get(step.name).ok) return [];
  const report = reportOf(step);
  return report
    ? failedTests(report, root).map((test) => ({ ...test, name: `${step.name}: ${test.name}` }))
    : [];
});
if (failures.length > 0) {
  console.log(`\nFailed (each step's whole output is above and in test-results/logs):`);
  // A few with their errors, then the rest by name: the tail must still hold the closing line.
  failures.slice(0, 40).forEach(({ name, error }, index) => {
    console.log(`  ${name}`);
    if (index < 8 && error) console.log(error.replace(/^/gm, '      '));
  });
  if (failures.length > 40) console.log(`  … and ${failures.length - 40} more`);
}
// A step that failed without a test failing (a build, lint or type error) still fails the run.
if (!ok && failed === 0) failed = 1;
console.log(`${passed} passed, ${failed} failed`);
process.exit(ok ? 0 : 1);
