import { execFileSync } from 'node:child_process';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../scripts/chromium';

/**
 * Playwright evaluates its config in the runner and again in every worker: the first evaluation
 * picks a free port and leaves it in the environment, which the workers inherit.
 */
function visualPort(): number {
  if (!process.env.VISUAL_PORT) {
    const script =
      "const s=require('node:net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";
    process.env.VISUAL_PORT = execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }).trim();
  }
  return Number(process.env.VISUAL_PORT);
}

const port = visualPort();
const baseURL = `http://127.0.0.1:${port}`;

/**
 * Visual regression: a screenshot of every story of the built Storybook (storybook-static/) at a
 * desktop and a phone width, compared with the baselines in visual/baselines/<project>/<story id>.png.
 * Offline: Debian's Chromium, the static build served from localhost, system fonts only.
 */
export default defineConfig({
  testDir: '.',
  testMatch: 'stories.spec.ts',
  snapshotPathTemplate: '{testDir}/baselines/{projectName}/{arg}{ext}',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // A story whose play function times out under load (findBy waits 5 s) is tried again; the run
  // reports it as flaky. A real picture difference fails every try.
  retries: 2,
  // Four pages at once keep both cores busy (a page waits on its story's render and the quiet
  // check part of the time): the 478 'screens-' pictures took 90 s with four, 85 s with six
  // (2026-11-29, stories switched in one document); four leaves the stories' own waits more room.
  workers: 4,
  timeout: 60_000,
  reporter: process.env.CI
    ? [['dot']]
    : [['dot'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  outputDir: './test-results',
  expect: {
    toHaveScreenshot: { maxDiffPixelRatio: 0.001, animations: 'disabled', caret: 'hide', scale: 'css' },
  },
  use: {
    baseURL,
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
    colorScheme: 'light',
    reducedMotion: 'reduce',
    deviceScaleFactor: 1,
    isMobile: false,
    hasTouch: false,
    serviceWorkers: 'allow',
    trace: 'off',
    screenshot: 'off',
    launchOptions: {
      executablePath: chromiumPath(),
      args: [...chromiumArgs, '--font-render-hinting=none', '--hide-scrollbars'],
    },
  },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
    { name: 'mobile', use: { viewport: { width: 390, height: 844 } } },
  ],
  webServer: {
    command: 'node --import tsx serve-storybook.ts',
    url: `${baseURL}/index.json`,
    env: { PORT: String(port), HOST: '127.0.0.1' },
    reuseExistingServer: false,
    timeout: 30_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
