/**
 * Runs the play functions of a BUILT Storybook in headless Chromium and fails on any that errors.
 *
 * Vitest runs stories through the dev build, where Storybook wraps every render in React's `act`
 * (effects flushed before the play starts). The static build does not, so timing bugs (a listener
 * attached one task late, focus moved after the play already pressed a key) show only there. This
 * is how 'Closes On Escape' failed in the published Storybook while passing under Vitest.
 *
 *   npx storybook build -o /tmp/sb && npx tsx .storybook/check-built-plays.ts /tmp/sb [filter…]
 *
 * Filters keep stories whose id contains any of them (`components-dialog`); none runs every
 * story with a play function. PORT picks the static server's port (default 6199).
 */
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { chromium, type Page } from 'playwright';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.ts';

interface IndexEntry {
  id: string;
  type: string;
  tags?: string[];
}

type Outcome = { id: string; ok: boolean; detail: string };

const [dir, ...filters] = process.argv.slice(2);
if (!dir) {
  console.error('usage: tsx .storybook/check-built-plays.ts <storybook-static dir> [id filter…]');
  process.exit(2);
}
const root = resolve(dir);
const port = Number(process.env.PORT ?? 6199);

const contentTypes: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
};

const server = createServer((request, response) => {
  let path = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
  if (path.endsWith('/')) path += 'index.html';
  const file = normalize(join(root, path));
  if (!file.startsWith(root)) {
    response.writeHead(403).end();
    return;
  }
  readFile(file).then(
    (body) => {
      response.writeHead(200, { 'content-type': contentTypes[extname(file)] ?? 'application/octet-stream' });
      response.end(body);
    },
    () => response.writeHead(404).end(),
  );
});

/**
 * Records the preview channel's render phases and play errors from the first script on. Plain
 * JavaScript text: a compiled function would carry the TypeScript runner's helpers into the page.
 */
const listenToPreviewChannel = `
  window.__playCheck = [];
  let channel;
  Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => channel,
    set: (value) => {
      channel = value;
      value.on('storyRenderPhaseChanged', (payload) => window.__playCheck.push(['phase', String(payload.newPhase)]));
      for (const event of ['playFunctionThrewException', 'storyThrewException', 'storyErrored']) {
        value.on(event, (error) =>
          window.__playCheck.push(['error', event + ': ' + (error.message ?? error.description ?? error.title)]),
        );
      }
      value.on('unhandledErrorsWhilePlaying', (errors) =>
        window.__playCheck.push(['error', 'unhandled errors while playing: ' + JSON.stringify(errors)]),
      );
    },
  });
`;

/**
 * The width and height a story asks for through the viewport global (`phone390` …). In the
 * Storybook UI the manager sizes the preview frame; here the page itself is resized.
 */
const storyViewport = `(() => {
  const story = window.__STORYBOOK_PREVIEW__?.currentRender?.story;
  const name = story?.storyGlobals?.viewport?.value;
  const styles = name ? story?.parameters?.viewport?.options?.[name]?.styles : undefined;
  return styles ? { width: parseInt(styles.width, 10), height: parseInt(styles.height, 10) } : null;
})()`;

const DEFAULT_VIEWPORT = { width: 1280, height: 720 };

async function runStory(page: Page, id: string): Promise<Outcome> {
  await page.setViewportSize(DEFAULT_VIEWPORT);
  const first = await playOnce(page, id);
  const size = (await page.evaluate(storyViewport)) as { width: number; height: number } | null;
  if (!size || size.width === DEFAULT_VIEWPORT.width) return first;
  await page.setViewportSize(size);
  return playOnce(page, id);
}

async function playOnce(page: Page, id: string): Promise<Outcome> {
  await page.goto(`http://localhost:${port}/iframe.html?id=${id}&viewMode=story`);
  const finished = await page
    .waitForFunction(
      `window.__playCheck.some(([kind, value]) =>
        kind === 'error' || (kind === 'phase' && ['completed', 'aborted'].includes(value)))`,
      null,
      { timeout: 20_000 },
    )
    .then(
      () => true,
      () => false,
    );
  const log = (await page.evaluate('window.__playCheck')) as string[][];
  const errors = log.filter(([kind]) => kind === 'error').map(([, message]) => message);
  // The first line of each error is enough to find the story; the DOM dump that follows is not.
  if (errors.length > 0) {
    return { id, ok: false, detail: errors.map((error) => (error ?? '').split('\n', 1)[0]).join(' | ') };
  }
  if (!finished) return { id, ok: false, detail: 'timed out before the play function finished' };
  return { id, ok: true, detail: '' };
}

async function main(): Promise<number> {
  const index = JSON.parse(await readFile(join(root, 'index.json'), 'utf8')) as {
    entries: Record<string, IndexEntry>;
  };
  const ids = Object.values(index.entries)
    .filter((entry) => entry.type === 'story' && entry.tags?.includes('play-fn'))
    .map((entry) => entry.id)
    .filter((id) => filters.length === 0 || filters.some((filter) => id.includes(filter)));

  await new Promise<void>((ready) => server.listen(port, ready));
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  const failures: Outcome[] = [];
  try {
    for (const id of ids) {
      const page = await browser.newPage();
      await page.addInitScript({ content: listenToPreviewChannel });
      const outcome = await runStory(page, id);
      await page.close();
      console.log(`${outcome.ok ? 'ok  ' : 'FAIL'} ${id}${outcome.ok ? '' : `: ${outcome.detail}`}`);
      if (!outcome.ok) failures.push(outcome);
    }
  } finally {
    await browser.close();
    server.close();
  }
  console.log(`${ids.length - failures.length}/${ids.length} play functions passed in the built Storybook`);
  return failures.length === 0 ? 0 : 1;
}

process.exitCode = await main();
