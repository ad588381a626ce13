// Reads the JSON reports the test layers leave in test-results/reports/ (Vitest's json reporter,
// Playwright's json reporter): per-file timings for `pnpm test:timings`, and the failed tests'
// names and first error lines for the pipeline's summary (CI keeps only the tail of the output, so
// they must be there, next to the closing line, not only in the step's log far above).
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

export function readReport(path) {
  if (!existsSync(path)) return undefined;
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return undefined; // a step killed while writing its report
  }
}

const isVitest = (report) => 'testResults' in report;

/** Playwright nests specs in suites (file → describe → …). */
function playwrightSpecs(report) {
  const specs = [];
  const visit = (suite, titles) => {
    for (const spec of suite.specs ?? []) specs.push({ spec, titles: [...titles, spec.title] });
    for (const child of suite.suites ?? []) visit(child, [...titles, child.title]);
  };
  for (const suite of report.suites ?? []) visit(suite, [suite.title]);
  return specs;
}

/** One entry per test file: its time and how many tests it holds. */
export function fileTimings(report, root) {
  if (isVitest(report)) {
    return report.testResults.map((file) => ({
      file: relative(root, file.name),
      ms: file.endTime - file.startTime,
      tests: file.assertionResults.length,
    }));
  }
  // A Playwright file's time is the sum of its tests' runs.
  const byFile = new Map();
  for (const { spec } of playwrightSpecs(report)) {
    const entry = byFile.get(spec.file) ?? { file: join('e2e/specs', spec.file), ms: 0, tests: 0 };
    for (const test of spec.tests) {
      entry.tests += 1;
      for (const result of test.results) entry.ms += result.duration;
    }
    byFile.set(spec.file, entry);
  }
  return [...byFile.values()];
}

/** The first lines of a failure's message, without terminal colours: enough to tell what broke. */
function firstLines(message, lines = 4) {
  return (
    (message ?? '')
      // eslint-disable-next-line no-control-regex
      .replace(/\u001b\[[0-9;]*m/g, '')
      .split('\n')
      .map((line) => line.trimEnd())
      .filter((line) => line.trim() !== '')
      .slice(0, lines)
      .join('\n')
  );
}

/**
 * Every test that failed (or, in Playwright, passed only on a retry): its "file › test name" and
 * the first lines of its error, so that CI's tail says what broke, not only where.
 */
export function failedTests(report, root) {
  if (isVitest(report)) {
    return report.testResults.flatMap((file) => {
      const name = relative(root, file.name);
      const failed = file.assertionResults.filter((test) => test.status === 'failed');
      // A file that failed before any test ran (an import or a hook) has no failed test.
      if (failed.length === 0 && file.status === 'failed')
        return [{ name: `${name} › (the file itself)`, error: firstLines(file.message) }];
      return failed.map((test) => ({
        name: `${name} › ${test.fullName}`,
        error: firstLines(test.failureMessages?.[0]),
      }));
    });
  }
  return playwrightSpecs(report).flatMap(({ spec, titles }) =>
    spec.tests
      .filter((test) => test.status === 'unexpected' || test.status === 'flaky')
      .map((test) => ({
        name: `${titles.join(' › ')}${test.status === 'flaky' ? ' (flaky)' : ''}`,
        error: firstLines(test.results.find((result) => result.error)?.error?.message),
      })),
  );
}
