import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../scripts/chromium';
import { e2ePort } from './support/environment';

const port = e2ePort();
const baseURL = `http://127.0.0.1:${port}`;

/** End-to-end journeys on the assembled app (built by `pnpm build`, started fresh here). */
export default defineConfig({
  testDir: './specs',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  // Two browsers and the server share CI's two cores: a reload's cold start has been seen to take
  // longer than Playwright's default 5 s (the header's cart count after a reload, once in ~1,000).
  expect: { timeout: 10_000 },
  // `pnpm test` runs the journeys beside the stories and the API suite on the same two cores: a
  // long journey (place an order, track it, download its invoice) took over 30 s under that load.
  timeout: 60_000,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  outputDir: './test-results',
  use: {
    baseURL,
    // Recording a trace of every journey costs about a quarter of the suite's time (27 journeys:
    // 47 s with, 37 s without), and CI keeps no files after its run: there a failure's name, its
    // error and its screenshot are what is read. Locally a failure keeps its trace.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'] } },
    // The README's Playwright example (examples/playwright), run as it is against this server.
    { name: 'readme-examples', testDir: '../examples/playwright', use: { ...devices['Desktop Chrome'] } },
  ],
  webServer: {
    command: 'node support/serve.mjs',
    url: `${baseURL}/api/v1/health`,
    env: { PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    reuseExistingServer: false,
    timeout: 120_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
