/**
 * One screenshot per story of the built Storybook, per project (desktop 1280×800, mobile 390×844).
 * Stories come from storybook-static/index.json (entries of type "story"; docs pages are left out).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { test as base, expect, type Page } from '@playwright/test';
import { desktopOnlyStories, maskedRegions, showsNotices, skippedStories } from './exceptions';
import { FIXED_TIME, stabilizePage } from './stabilize';

interface IndexEntry {
  id: string;
  type: string;
  title: string;
  name: string;
}

const indexFile = fileURLToPath(new URL('../storybook-static/index.json', import.meta.url));
/** Hides the timed notices (visual/exceptions.ts `showsNotices`). */
const hideNoticesStyle = fileURLToPath(new URL('./hide-notices.css', import.meta.url));

function readStories(): IndexEntry[] {
  let text: string;
  try {
    text = readFileSync(indexFile, 'utf8');
  } catch {
    throw new Error(`${indexFile} is missing: run \`pnpm build-storybook\` (pnpm test:visual does) first`);
  }
  const index = JSON.parse(text) as { entries: Record<string, IndexEntry> };
  return Object.values(index.entries).filter((entry) => entry.type === 'story');
}

/**
 * One page per worker, kept from story to story: a fresh browser context per story would register
 * MSW's service worker and download the whole preview bundle again each time (about twice as slow).
 * The page loads the preview once and then switches stories in place (`showStory`), as the story
 * tests do within a file: the preview's beforeEach resets the mocks, stores, storage and cookies.
 */
const test = base.extend<object, { storyPage: Page }>({
  storyPage: [
    async ({ browser }, use, workerInfo) => {
      const options = workerInfo.project.use;
      const context = await browser.newContext({
        baseURL: options.baseURL,
        viewport: options.viewport,
        locale: options.locale,
        timezoneId: options.timezoneId,
        colorScheme: options.colorScheme,
        reducedMotion: options.reducedMotion,
        deviceScaleFactor: options.deviceScaleFactor,
        isMobile: options.isMobile,
        hasTouch: options.hasTouch,
        serviceWorkers: options.serviceWorkers,
      });
      const page = await context.newPage();
      // Installed, not fixed: the clock starts at FIXED_TIME and runs (stories that wait for a
      // time to pass, such as a retry after 5 s, would never see it pass under a fixed Date).
      await page.clock.install({ time: FIXED_TIME });
      await stabilizePage(page);
      await use(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
});

/** Render phases after which the story (and its play function) is done. */
const SETTLED_PHASES = ['completed', 'afterEach', 'finished', 'errored', 'aborted'];

/** How long the page must stay unchanged (no DOM mutation, no request) before the screenshot. */
const QUIET_MS = 300;
const QUIET_LIMIT_MS = 10_000;

/** Storybook's preview web view: the parts of its internals that `showStory` relies on. */
interface PreviewView {
  preparingTimeout?: ReturnType<typeof setTimeout>;
  showStoryDuringRender(): void;
  visualShowsAtOnce?: boolean;
}

interface PreviewWindow {
  __STORYBOOK_PREVIEW__?: { currentRender?: { id?: string; phase?: string }; view?: PreviewView };
  __STORYBOOK_ADDONS_CHANNEL__?: { emit(event: string, payload: unknown): void };
  __visualErrors: string[];
}

/** Waits until the story's render (and play function) has finished; returns the last phase. */
async function waitForSettled(page: Page, storyId: string): Promise<string> {
  const phase = await page.waitForFunction(
    ({ settled, id }) => {
      const render = (window as unknown as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender;
      return render?.id === id && render.phase && settled.includes(render.phase) ? render.phase : false;
    },
    { settled: SETTLED_PHASES, id: storyId },
    { timeout: 30_000, polling: 50 },
  );
  return (await phase.jsonValue()) as string;
}

/**
 * Renders the story: in the preview already loaded, through its channel (what the Storybook UI
 * does on a click in the sidebar), or by loading the preview when there is none or `reload` asks.
 * A fresh document per story cost about half of the run's browser time (the preview's bundle
 * evaluated and MSW's worker started again for every picture).
 */
async function showStory(page: Page, storyId: string, reload: boolean): Promise<string> {
  // a11y.manual: the accessibility addon's axe run (in afterEach) is not needed for a picture.
  const url = `/iframe.html?id=${storyId}&viewMode=story&globals=a11y.manual:!true`;
  // Every story starts at the same moment, however long the stories before it took.
  await page.clock.setSystemTime(FIXED_TIME);
  const switched =
    !reload &&
    (await page.evaluate((id) => {
      const preview = window as unknown as PreviewWindow;
      const channel = preview.__STORYBOOK_ADDONS_CHANNEL__;
      const view = preview.__STORYBOOK_PREVIEW__?.view;
      if (!channel || !view || !preview.__STORYBOOK_PREVIEW__?.currentRender?.phase) return false;
      // On a switch the preview hides the story root 100 ms later unless it has shown the story by
      // then ("preparing"), but showing the story during its render does not cancel that timer: a
      // story rendering within 100 ms was hidden while its play function ran (focus() fell through,
      // focus rings went missing). Wrapped, showing the story cancels the timer, as showing a
      // finished render does.
      if (!view.visualShowsAtOnce) {
        const show = view.showStoryDuringRender.bind(view);
        view.showStoryDuringRender = () => {
          clearTimeout(view.preparingTimeout);
          show();
        };
        view.visualShowsAtOnce = true;
      }
      preview.__visualErrors = [];
      // The last story's scroll is no part of the next one's picture.
      scrollTo(0, 0);
      channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
      return true;
    }, storyId));
  if (!switched) await page.goto(url);
  return waitForSettled(page, storyId);
}

/** Fails the test when the story or its play function failed: a half-played page is no baseline. */
async function expectStorySucceeded(page: Page, settled: string): Promise<void> {
  const errors = (await page.evaluate(() => (window as unknown as PreviewWindow).__visualErrors)) ?? [];
  if (errors.length > 0) {
    throw new Error(`the story failed: ${errors.map((error) => error.split('\n', 1)[0]).join(' | ')}`);
  }
  if (settled === 'errored' || settled === 'aborted') {
    const message = await page
      .locator('#error-message, #storybook-docs, .sb-errordisplay')
      .first()
      .textContent({ timeout: 1_000 })
      .catch(() => '');
    throw new Error(`the story ${settled}: ${message?.trim().split('\n', 1)[0] ?? ''}`);
  }
  // The preview shows the story's root (body.sb-show-main) once rendered. The root itself may be
  // empty: closed dialogs and empty regions render nothing, or only an SVG.
  await expect(page.locator('body')).toHaveClass(/\bsb-show-main\b/);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

interface Size {
  width: number;
  height: number;
}

/**
 * The size a story pins through the viewport global (`phone390` …), read from the rendered story.
 * In the Storybook UI the manager sizes the preview frame; here the page itself is resized.
 */
async function pinnedViewport(page: Page): Promise<Size | null> {
  return page.evaluate(() => {
    type Preview = {
      currentRender?: {
        story?: {
          storyGlobals?: { viewport?: { value?: string } };
          parameters?: {
            viewport?: { options?: Record<string, { styles?: { width: string; height: string } }> };
          };
        };
      };
    };
    const story = (window as unknown as { __STORYBOOK_PREVIEW__?: Preview }).__STORYBOOK_PREVIEW__
      ?.currentRender?.story;
    const name = story?.storyGlobals?.viewport?.value;
    const styles = name ? story?.parameters?.viewport?.options?.[name]?.styles : undefined;
    return styles ? { width: parseInt(styles.width, 10), height: parseInt(styles.height, 10) } : null;
  });
}

/**
 * Waits until nothing changes for QUIET_MS: no DOM mutation, no request started or finished, every
 * image decoded. Requests that never answer (the mocks' 'infinite' loading states) only count when
 * they start.
 */
async function waitForQuiet(page: Page): Promise<void> {
  let lastNetworkEvent = Date.now();
  const touch = () => {
    lastNetworkEvent = Date.now();
  };
  page.on('request', touch);
  page.on('requestfinished', touch);
  page.on('requestfailed', touch);
  try {
    const deadline = Date.now() + QUIET_LIMIT_MS;
    let lastSignature = '';
    let quietSince = Date.now();
    while (Date.now() < deadline) {
      const state = await page.evaluate(() => ({
        mutations: (window as unknown as { __visualMutations: number }).__visualMutations,
        // A play function may move focus or scroll after its last DOM change (a focus ring, a
        // scrollIntoView): both must have settled too.
        focus: ((element) =>
          element
            ? [
                element.tagName,
                element.id,
                element.getAttribute('data-testid'),
                element.getAttribute('aria-label'),
              ].join('|')
            : '')(document.activeElement),
        scroll: `${scrollX},${scrollY}`,
        // Lazy images outside the viewport never load, and are not in the picture either.
        images: Array.from(document.images).every((image) => {
          if (image.complete) return true;
          const box = image.getBoundingClientRect();
          const visible = box.bottom > 0 && box.right > 0 && box.top < innerHeight && box.left < innerWidth;
          return image.loading === 'lazy' && !visible;
        }),
      }));
      const now = Date.now();
      const signature = `${state.mutations}|${state.focus}|${state.scroll}`;
      if (signature !== lastSignature || !state.images) {
        lastSignature = signature;
        quietSince = now;
      }
      if (now - Math.max(quietSince, lastNetworkEvent) >= QUIET_MS) return;
      await page.waitForTimeout(50);
    }
  } finally {
    page.off('request', touch);
    page.off('requestfinished', touch);
    page.off('requestfailed', touch);
  }
}

function sameSize(a: Size | null, b: Size): boolean {
  return !!a && a.width === b.width && a.height === b.height;
}

const MOBILE_WIDTH = 390;

/**
 * A story that pins its viewport is photographed once, at that size: by the project of the same
 * width, otherwise by the desktop project resized to it. Its play function may depend on the width
 * (a `…Mobile` story checks the phone layout), so it never runs at the other project's width.
 */
function photographerOf(pinned: Size): 'desktop' | 'mobile' {
  return pinned.width === MOBILE_WIDTH ? 'mobile' : 'desktop';
}

for (const story of readStories()) {
  test(story.id, async ({ storyPage: page }) => {
    test.info().annotations.push({ type: 'story', description: `${story.title} › ${story.name}` });
    const skip = skippedStories[story.id];
    test.skip(!!skip, skip);
    const project = test.info().project;
    const desktopOnly = desktopOnlyStories[story.id];
    test.skip(project.name === 'mobile' && !!desktopOnly, desktopOnly);

    const projectViewport = project.use.viewport as Size;
    // A story before this one may have pinned another size: that one is drawn afresh at this size.
    const resized = !sameSize(page.viewportSize(), projectViewport);
    if (resized) await page.setViewportSize(projectViewport);
    let settled = await showStory(page, story.id, resized);

    const pinned = await pinnedViewport(page);
    if (pinned) {
      const photographer = photographerOf(pinned);
      test.skip(
        project.name !== photographer,
        `pins ${pinned.width}×${pinned.height}: photographed by ${photographer}`,
      );
      if (!sameSize(pinned, projectViewport)) {
        await page.setViewportSize(pinned);
        settled = await showStory(page, story.id, true);
      }
    }
    await expectStorySucceeded(page, settled);
    await waitForQuiet(page);

    const masked = maskedRegions[story.id];
    await expect(page).toHaveScreenshot(`${story.id}.png`, {
      mask: masked?.selectors.map((selector) => page.locator(selector)) ?? [],
      ...(showsNotices(story.id) ? {} : { stylePath: hideNoticesStyle }),
    });
  });
}
