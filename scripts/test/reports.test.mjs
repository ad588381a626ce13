import { describe, expect, it } from 'vitest';
import { failedTests, fileTimings } from './reports.mjs';

const root = '/repo';

describe('failedTests', () => {
  it('names Vitest failures by file and full name, and a file that failed before its tests, each with its first error lines', () => {
    const report = {
      testResults: [
        {
          name: '/repo/a/Cart.stories.tsx',
          status: 'failed',
          startTime: 0,
          endTime: 10,
          assertionResults: [
            { fullName: 'Keeps A Refused Add', status: 'passed' },
            {
              fullName: 'Merges The Guest Cart At Sign In',
              status: 'failed',
              failureMessages: [
                '\u001b[31mTestingLibraryElementError\u001b[39m: \n\nUnable to find an element by: [data-testid="cart-line-origin-101"]\n\n<div>\n  <div>\n    <header>\n',
              ],
            },
          ],
        },
        {
          name: '/repo/b/broken.test.ts',
          status: 'failed',
          message: 'Failed to load url ./missing (resolved id: ./missing) in /repo/b/broken.test.ts',
          startTime: 0,
          endTime: 1,
          assertionResults: [],
        },
        { name: '/repo/c/fine.test.ts', status: 'passed', startTime: 0, endTime: 1, assertionResults: [] },
      ],
    };
    expect(failedTests(report, root)).toEqual([
      {
        name: 'a/Cart.stories.tsx › Merges The Guest Cart At Sign In',
        error:
          'TestingLibraryElementError:\nUnable to find an element by: [data-testid="cart-line-origin-101"]\n<div>\n  <div>',
      },
      {
        name: 'b/broken.test.ts › (the file itself)',
        error: 'Failed to load url ./missing (resolved id: ./missing) in /repo/b/broken.test.ts',
      },
    ]);
  });

  it('names Playwright failures and flaky passes by their suite path, with the first error of their runs', () => {
    const failedRun = {
      duration: 5,
      error: { message: 'Error: expect(page).toHaveURL(expected) failed\n\nExpected: "/cart"' },
    };
    const spec = (title, status) => ({
      title,
      file: 'cart.spec.ts',
      tests: [{ status, results: status === 'expected' ? [{ duration: 5 }] : [failedRun] }],
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
    const error = 'Error: expect(page).toHaveURL(expected) failed\nExpected: "/cart"';
    expect(failedTests(report, root)).toEqual([
      { name: 'cart.spec.ts › guest › merges at sign-in', error },
      { name: 'cart.spec.ts › guest › keeps (flaky)', error },
    ]);
    expect(fileTimings(report, root)).toEqual([{ file: 'e2e/specs/cart.spec.ts', ms: 15, tests: 3 }]);
  });
});
