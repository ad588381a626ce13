import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium';
import { BUDGETS, verdict } from '../shared/budgets';
import { newShopper } from '../shared/shopper';
import { BENCH_ROUTES, missingBuild, type RunningShop, startShop } from '../shared/start-shop';
import { signInBrowser } from './signed-in-browser';
import { type StaticHero, startStaticHero } from './static-hero';

/**
 * `pnpm bench` (Lighthouse): the performance category with Lighthouse's default mobile settings
 * (Moto G Power screen, simulated slow 4G and 4× CPU slowdown) on home, listing, details and
 * sign-in as a first visit (the welcome tour opens), and on cart (one line) and profile signed in,
 * beside a static page of home's hero (static-hero.ts: the limit), with each page's LCP element, of the built shop, in Debian's
 * Chromium, against README "Performance budgets". Reports only, and fails on nothing: it exits 0 even when it
 * cannot measure, saying why. `LIGHTHOUSE_RUNS=n` (default 3) runs each page n times and reports
 * the median, because single scores move by a few points on a shared machine; `LIGHTHOUSE_PAGES=home,cart`
 * measures only those pages; `LIGHTHOUSE_REPORTS=dir` keeps each run's full report.
 */

const TARGET_SCORE = BUDGETS.lighthouseScore;
const GUEST_PAGES: readonly string[] = ['home', 'listing', 'details', 'login'];
const SIGNED_IN_PAGES: readonly string[] = ['cart', 'profile'];
/** `LIGHTHOUSE_PAGES=home,listing` measures only those (the limit always runs beside them). */
const ONLY = process.env.LIGHTHOUSE_PAGES?.split(',').map((name) => name.trim());
const PAGES = BENCH_ROUTES.filter(
  (route) =>
    [...GUEST_PAGES, ...SIGNED_IN_PAGES].includes(route.name) && (!ONLY || ONLY.includes(route.name)),
);
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
/** `LIGHTHOUSE_REPORTS=dir` keeps every run's full report there (name-run.json), to see where the time went. */
const REPORTS = process.env.LIGHTHOUSE_REPORTS;

interface PageResult {
  readonly name: string;
  readonly path: string;
  readonly score: number;
  readonly metrics: Record<string, string>;
  /** What Lighthouse found as the largest paint (its node label), so a regression names its element. */
  readonly lcpElement: string;
}

/** The LCP element's label in a Lighthouse report ('' when the audit has none). */
function lcpElementOf(lhr: { audits: Record<string, { details?: unknown }> }): string {
  const details = lhr.audits['largest-contentful-paint-element']?.details as
    { items?: { items?: { node?: { nodeLabel?: string; selector?: string } }[] }[] } | undefined;
  const node = details?.items?.[0]?.items?.[0]?.node;
  const label = node?.nodeLabel ?? node?.selector ?? '';
  return label.length > 48 ? `${label.slice(0, 45)}…` : label;
}

const METRICS = {
  'first-contentful-paint': 'FCP',
  'largest-contentful-paint': 'LCP',
  'total-blocking-time': 'TBT',
  'cumulative-layout-shift': 'CLS',
  'speed-index': 'SI',
} as const;

const median = <T>(values: readonly T[], key: (value: T) => number): T => {
  const sorted = [...values].sort((a, b) => key(a) - key(b));
  return sorted[Math.floor(sorted.length / 2)]!;
};

/** Lighthouse's own hiccups (NO_NAVSTART: "please run Lighthouse again") get that many more tries. */
const RETRIES = 2;

/** `signedIn`: keep the browser's storage (its session) instead of Lighthouse's first-visit reset. */
async function audit(port: number, url: string, signedIn: boolean) {
  for (let attempt = 0; ; attempt++) {
    const result = await lighthouse(url, {
      port,
      onlyCategories: ['performance'],
      logLevel: 'error',
      output: 'json',
      disableStorageReset: signedIn,
    });
    const problem = !result
      ? 'no result'
      : result.lhr.runtimeError
        ? `${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`
        : undefined;
    if (result && !problem) return result.lhr;
    if (attempt >= RETRIES) throw new Error(`${url}: ${problem}`);
    console.log(`  ${problem}; trying again`);
  }
}

async function keepReport(dir: string, name: string, lhr: unknown): Promise<void> {
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, `${name}.json`), JSON.stringify(lhr));
}

async function main(): Promise<number> {
  const missing = missingBuild();
  if (missing) {
    console.error(`Lighthouse not run: ${missing}`);
    return 0;
  }
  let shop: RunningShop | undefined;
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  let limit: StaticHero | undefined;
  try {
    console.log('Starting the built shop on a fresh PGlite folder…');
    shop = await startShop();
    chrome = await chromeLauncher.launch({
      chromePath: chromiumPath(),
      chromeFlags: ['--headless=new', ...chromiumArgs],
    });
    const results: PageResult[] = [];
    let version = '';
    const shopper = await newShopper(shop.base);
    limit = await startStaticHero(shop.base);
    // The limit first, then the shop's pages, in one run on one machine: read side by side.
    const pages = [{ name: 'static hero (the limit)', path: limit.url, external: true }, ...PAGES];
    for (const page of pages) {
      const url = 'external' in page ? page.path : shop.base + page.path;
      const signedIn = SIGNED_IN_PAGES.includes(page.name);
      const runs = [];
      for (let run = 1; run <= RUNS; run++) {
        console.log(`Lighthouse ${page.path}${signedIn ? ' (signed in)' : ''} (run ${run} of ${RUNS})…`);
        // A guest page's audit resets storage, so the session is written again before each.
        if (signedIn) await signInBrowser(chrome.port, shop.base, shopper);
        const lhr = await audit(chrome.port, url, signedIn);
        if (REPORTS) await keepReport(REPORTS, `${page.name.split(' ')[0]}-${run}`, lhr);
        runs.push(lhr);
      }
      const lhr = median(runs, (one) => one.categories.performance?.score ?? 0);
      version = lhr.lighthouseVersion;
      results.push({
        name: page.name,
        path: 'external' in page ? 'static' : page.path,
        score: lhr.categories.performance?.score ?? 0,
        lcpElement: lcpElementOf(lhr),
        metrics: Object.fromEntries(
          Object.entries(METRICS).map(([id, label]) => [label, lhr.audits[id]?.displayValue ?? '—']),
        ),
      });
    }

    console.log(
      `\nLighthouse ${version} performance, mobile preset, median of ${RUNS} run(s); target ≥ ${TARGET_SCORE}:\n`,
    );
    const header = ['page', 'path', 'score', ...Object.values(METRICS), 'LCP element', 'target'];
    const rows = results.map((result) => [
      result.name,
      result.path,
      result.score.toFixed(2),
      ...Object.values(METRICS).map((label) => result.metrics[label] ?? '—'),
      result.lcpElement,
      verdict(result.score >= TARGET_SCORE),
    ]);
    const widths = header.map((_, column) =>
      Math.max(...[header, ...rows].map((row) => row[column]!.length)),
    );
    for (const [index, row] of [header, ...rows].entries()) {
      console.log(row.map((cell, column) => cell.padEnd(widths[column]!)).join('  '));
      if (index === 0) console.log(widths.map((width) => '-'.repeat(width)).join('  '));
    }
    return 0;
  } catch (error) {
    console.error('Lighthouse not run:', error instanceof Error ? error.message : error);
    return 0;
  } finally {
    chrome?.kill();
    await limit?.close();
    await shop?.stop();
  }
}

process.exitCode = await main();
