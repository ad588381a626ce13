#!/usr/bin/env node
// `pnpm test:timings`: the slowest test files of each layer, from the JSON reports the last
// `pnpm test` left in test-results/reports/ (Vitest's json reporter, Playwright's json reporter).
// A file over the budget is named: split it, move it down the pyramid, or make it faster.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const reportDir = join(root, 'test-results/reports');
const SHOWN = Number(process.env.TIMINGS_SHOWN ?? 20);
const FILE_BUDGET_MS = 30_000;

/** Vitest: one entry per file, with its start and end. */
function vitestFiles(report) {
  return report.testResults.map((file) => ({
    file: relative(root, file.name),
    ms: file.endTime - file.startTime,
    tests: file.assertionResults.length,
  }));
}

/** Playwright: tests nested in suites; a file's time is the sum of its tests' runs. */
function playwrightFiles(report) {
  const byFile = new Map();
  const visit = (suite) => {
    for (const spec of suite.specs ?? []) {
      const entry = byFile.get(spec.file) ?? { file: join('e2e/specs', spec.file), ms: 0, tests: 0 };
      for (const test of spec.tests) {
        entry.tests += 1;
        for (const result of test.results) entry.ms += result.duration;
      }
      byFile.set(spec.file, entry);
    }
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of report.suites) visit(suite);
  return [...byFile.values()];
}

if (!existsSync(reportDir)) {
  console.error('No reports yet: run `pnpm test` (or one layer of it) first.');
  process.exit(1);
}

let overBudget = 0;
for (const name of readdirSync(reportDir)
  .filter((entry) => entry.endsWith('.json'))
  .sort()) {
  const report = JSON.parse(readFileSync(join(reportDir, name), 'utf8'));
  const files = ('testResults' in report ? vitestFiles(report) : playwrightFiles(report)).sort(
    (a, b) => b.ms - a.ms,
  );
  const total = files.reduce((sum, file) => sum + file.ms, 0);
  console.log(
    `\n${name.replace(/\.json$/, '')}: ${files.length} files, ${(total / 1000).toFixed(0)} s in all`,
  );
  for (const file of files.slice(0, SHOWN)) {
    const flag = file.ms > FILE_BUDGET_MS ? '  > 30 s' : '';
    if (flag) overBudget += 1;
    console.log(
      `${(file.ms / 1000).toFixed(1).padStart(7)} s  ${String(file.tests).padStart(4)} tests  ${file.file}${flag}`,
    );
  }
}
if (overBudget > 0) console.log(`\n${overBudget} file(s) over ${FILE_BUDGET_MS / 1000} s`);
