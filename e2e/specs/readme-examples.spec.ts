import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium';
import { expect, test } from '../fixtures';

/*
 * The README's examples run as they are: each one is a file under examples/ that the README shows
 * word for word. The Playwright ones (a journey, an axe-core check, a keyboard-only journey) run as
 * this suite's `readme-examples` project; the Selenium and load ones run here against the same
 * server. (The Cypress one only type-checks: its app is a download CI cannot make.)
 */

const root = join(import.meta.dirname, '..', '..');
const readme = readFileSync(join(root, 'README.md'), 'utf8');

/** `<!-- examples/… -->` followed by a fenced block: the file it shows, and the block. */
function readmeExamples(): Map<string, string> {
  const shown = new Map<string, string>();
  for (const match of readme.matchAll(/<!-- (examples\/\S+) -->\s*```[a-z]*\n([\s\S]*?)```/g)) {
    shown.set(match[1]!, match[2]!);
  }
  return shown;
}

test('the README shows each example file word for word', () => {
  const shown = readmeExamples();
  expect([...shown.keys()].sort()).toEqual([
    'examples/cypress/e2e/shop.cy.ts',
    'examples/load/lesson.ts',
    'examples/playwright/accessibility.spec.ts',
    'examples/playwright/keyboard.spec.ts',
    'examples/playwright/shop.spec.ts',
    'examples/selenium/shop.test.ts',
  ]);
  for (const [file, block] of shown) expect(block, file).toBe(readFileSync(join(root, file), 'utf8'));
});

test('the Selenium example passes against the running shop', async ({ baseURL }) => {
  test.setTimeout(90_000);
  const run = promisify(execFile)(process.execPath, ['--import', 'tsx', '--test', 'selenium/shop.test.ts'], {
    cwd: join(root, 'examples'),
    env: {
      ...process.env,
      SHOP_URL: baseURL!,
      CHROME_BIN: chromiumPath(),
      CHROMEDRIVER: process.env.CHROMEDRIVER ?? '/usr/bin/chromedriver',
      CHROME_ARGS: chromiumArgs.join(' '),
      // Selenium Manager must not look for downloads: the browser and its driver are given.
      SE_OFFLINE: 'true',
    },
  });
  const { stdout } = await run.catch((error: { stdout?: string; stderr?: string }) => {
    throw new Error(`The Selenium example failed:\n${error.stdout ?? ''}\n${error.stderr ?? ''}`);
  });
  expect(stdout).toMatch(/# pass 2\n/);
  expect(stdout).toMatch(/# fail 0\n/);
});

test('the load example runs without an error against the running shop', async ({ baseURL }) => {
  test.setTimeout(60_000);
  const run = promisify(execFile)(process.execPath, ['--import', 'tsx', 'load/lesson.ts'], {
    cwd: join(root, 'examples'),
    // A few seconds on a few connections: the example's run, not a load on CI's machine.
    env: { ...process.env, SHOP_URL: baseURL!, LOAD_SECONDS: '3', LOAD_CONNECTIONS: '2' },
  });
  const { stdout } = await run.catch((error: { stdout?: string; stderr?: string }) => {
    throw new Error(`The load example failed:\n${error.stdout ?? ''}\n${error.stderr ?? ''}`);
  });
  expect(stdout).toMatch(
    /requests\/s; latency p50 \d+ ms, p99 \d+ ms; the server's own p99 [\d.]+ ms; 0 errors\n/,
  );
});
