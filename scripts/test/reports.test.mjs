import { describe, expect, it } from 'vitest';
import { failedTests, fileTimings } from './reports.mjs';

const root = '/repo';

describe('failedTests', () => {
  it('names Vitest failures by file and full name, and a file that failed before its tests', () => {
    const report = {
      testResults: [
        {
          name: '/repo/a/Cart.stories.tsx',
          status: 'failed',
          startTime: 0,
          endTime: 10,
          assertionResults: [
            { fullName: 'Keeps A Refused Add', status: 'passed' },
            { fullName: 'Merges The Guest Cart At Sign In', status: 'failed' },
          ],
        },
        { name: '/repo/b/broken.test.ts', status: 'failed', startTime: 0, endTime: 1, assertionResults: [] },
        { name: '/repo/c/fine.test.ts', status: 'passed', startTime: 0, endTime: 1, assertionResults: [] },
      ],
    };
    expect(failedTests(report, root)).toEqual([
      'a/Cart.stories.tsx › Merges The Guest Cart At Sign In',
      'b/broken.test.ts › (the file itself)',
    ]);
  });

  it('names Playwright failures and flaky passes by their suite path', () => {
    const spec = (title, status) => ({
      title,
      file: 'cart.spec.ts',
      tests: [{ status, results: [{ duration: 5 }] }],
    });
    const report = {
      suites: [
        {
          title: 'cart.spec.ts',
          specs: [spec('adds a line', 'expected')],
          suites: [
            { title: 'guest', specs: [spec('merges at sign-in', 'unexpected'), spec('keeps', 'flaky')] },
          ],
        },
      ],
    };
    expect(failedTests(report, root)).toEqual([
      'cart.spec.ts › guest › merges at sign-in',
      'cart.spec.ts › guest › keeps (flaky)',
    ]);
    expect(fileTimings(report, root)).toEqual([{ file: 'e2e/specs/cart.spec.ts', ms: 15, tests: 3 }]);
  });
});
