import { type BrowserContext, chromium } from 'playwright';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium';
import { WELCOME_TOUR_SEEN_LOCAL_STORAGE_KEY } from '../../packages/core/src/constants';
import { testIds } from '../../packages/core/src/test-ids';
import { verdict } from '../shared/budgets';
import { missingBuild, type RunningShop, startShop } from '../shared/start-shop';

/**
 * `pnpm bench` (route change): how long a client-side move takes to show its content on a phone's
 * CPU (issue "Fast on a phone", repeat visits): from the click to the frame after the new screen's
 * content is in the page — home's category card → the listing's first product card, then that
 * card → the product's name on its details page. Moto G Power's screen, the CPU slowed 4× (as
 * Lighthouse's mobile preset), the shop's own server answering; the tour already seen. Each run in
 * a fresh browser context; `ROUTE_CHANGE_RUNS=n` (default 5); the median against the target.
 * Reports only, and fails on nothing.
 */

const TARGET_MS = 200;
const RUNS = Math.max(1, Number(process.env.ROUTE_CHANGE_RUNS ?? 5));
const CPU_SLOWDOWN = 4;

interface Move {
  readonly name: string;
  /** What the click lands on, on the page before. */
  readonly click: string;
  /**
   * The route the move ends on, and what of its content must be there: inside the new screen, as
   * the screen before stays until the next is ready (home's own cards are product cards too).
   */
  readonly pathPrefix: string;
  readonly shown: string;
}

const within = (screen: string, content: string) => `[data-testid="${screen}"] ${content}`;
const productCardLink = `[data-testid^="${testIds.productCard.link('')}"]`;
const homeCard = testIds.home.categoryCard('mobiles-tablets');

const MOVES: readonly Move[] = [
  {
    name: 'home → listing',
    click: `[data-testid="${homeCard}"] a, a[data-testid="${homeCard}"]`,
    pathPrefix: '/products',
    shown: within(testIds.listing.screen, productCardLink),
  },
  {
    name: 'listing → details',
    click: within(testIds.listing.screen, productCardLink),
    pathPrefix: '/product/',
    shown: within(testIds.details.screen, `[data-testid="${testIds.details.name}"]`),
  },
];

/**
 * Arms the page for one move: the click's time (the event's own stamp), then the first frame once
 * the next route shows `shown`. Resolves to the milliseconds between the two.
 */
function armMove(move: Pick<Move, 'pathPrefix' | 'shown'>): void {
  const page = window as unknown as { __moveTook?: Promise<number> };
  page.__moveTook = new Promise<number>((resolve) => {
    let clickedAt: number | undefined;
    document.addEventListener('click', (event) => (clickedAt = event.timeStamp), {
      capture: true,
      once: true,
    });
    const observer = new MutationObserver(() => {
      if (clickedAt === undefined || !location.pathname.startsWith(move.pathPrefix)) return;
      const element = document.querySelector(move.shown);
      if (!element || element.getBoundingClientRect().height === 0) return;
      observer.disconnect();
      const started = clickedAt;
      requestAnimationFrame(() => resolve(performance.now() - started));
    });
    observer.observe(document.documentElement, { subtree: true, childList: true, attributes: true });
  });
}

async function oneRun(context: BrowserContext, base: string): Promise<number[]> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await page.goto(base + '/');
  await page.waitForLoadState('networkidle');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const took: number[] = [];
  for (const move of MOVES) {
    await page.evaluate(armMove, { pathPrefix: move.pathPrefix, shown: move.shown });
    await page.locator(move.click).first().click();
    took.push(await page.evaluate(() => (window as unknown as { __moveTook: Promise<number> }).__moveTook));
    await page.waitForLoadState('networkidle');
  }
  await page.close();
  return took;
}

const median = (values: readonly number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main(): Promise<number> {
  const missing = missingBuild();
  if (missing) {
    console.error(`Route change not measured: ${missing}`);
    return 0;
  }
  let shop: RunningShop | undefined;
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  try {
    console.log('Starting the built shop on a fresh PGlite folder…');
    shop = await startShop();
    const runs: number[][] = [];
    for (let run = 1; run <= RUNS; run++) {
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        deviceScaleFactor: 1.75,
        isMobile: true,
        hasTouch: true,
      });
      await context.addInitScript(
        (key) => localStorage.setItem(key, 'true'),
        WELCOME_TOUR_SEEN_LOCAL_STORAGE_KEY,
      );
      runs.push(await oneRun(context, shop.base));
      await context.close();
    }
    console.log(
      `\nRoute change, click to content, CPU ${CPU_SLOWDOWN}× slower, ${RUNS} run(s); target ≤ ${TARGET_MS} ms:\n`,
    );
    for (const [index, move] of MOVES.entries()) {
      const times = runs.map((run) => run[index]!);
      const typical = median(times);
      console.log(
        `${move.name.padEnd(18)}  median ${typical.toFixed(0).padStart(4)} ms  (${times.map((time) => time.toFixed(0)).join(', ')})  ${verdict(typical <= TARGET_MS)}`,
      );
    }
    return 0;
  } catch (error) {
    console.error('Route change not measured:', error instanceof Error ? error.message : error);
    return 0;
  } finally {
    await browser.close();
    await shop?.stop();
  }
}

process.exitCode = await main();
