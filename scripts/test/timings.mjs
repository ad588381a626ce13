#!/usr/bin/env node
// `pnpm test:timings`: the slowest test files of each layer, from the JSON reports the last
// `pnpm test` left in test-results/reports/ (Vitest's json reporter, Playwright's json reporter).
// A file over the budget is named: split it, move it down the pyramid, or make it faster.
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fileTimings, readReport } from './reports.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const reportDir = join(root, 'test-results/reports');
const SHOWN = Number(process.env.TIMINGS_SHOWN ?? 20);
const FILE_BUDGET_MS = 30_000;

if (!existsSync(reportDir)) {
  console.error('No reports yet: run `pnpm test` (or one layer of it) first.');
  process.exit(1);
}

let overBudget = 0;
for (const name of readdirSync(reportDir)
  .filter((entry) => entry.endsWith('.json'))
  .sort()) {
  const report = readReport(join(reportDir, name));
  if (!report) continue;
  const files = fileTimings(report, root).sort((a, b) => b.ms - a.ms);
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
