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
 * `LIGHTHOUSE_BASELINE=dir` runs another built checkout of the shop (say a `git worktree` of main)
 * beside this one and measures each of its pages alternately with this one's, run by run, so a
 * change is read against its baseline on the same machine at the same moment: on this machine a
 * page's TBT moves by a factor of two from one run to the next.
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
/** `LIGHTHOUSE_BASELINE=dir`: another built checkout, measured alternately with this one. */
const BASELINE = process.env.LIGHTHOUSE_BASELINE;

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

/** A shop under measurement: this checkout's, or the baseline's, with its own signed-in shopper. */
interface MeasuredShop {
  readonly baseline: boolean;
  readonly shop: RunningShop;
  readonly shopper: Awaited<ReturnType<typeof newShopper>>;
}

/** How a page's row and progress line name the shop: the baseline's are marked. */
const labelOf = (one: MeasuredShop) => (one.baseline ? ' (baseline)' : '');

async function main(): Promise<number> {
  const missing = missingBuild() ?? (BASELINE ? missingBuild({ root: BASELINE }) : undefined);
  if (missing) {
    console.error(`Lighthouse not run: ${missing}`);
    return 0;
  }
  const shops: MeasuredShop[] = [];
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  let limit: StaticHero | undefined;
  try {
    console.log('Starting the built shop on a fresh PGlite folder…');
    const shop = await startShop();
    shops.push({ baseline: false, shop, shopper: await newShopper(shop.base) });
    if (BASELINE) {
      console.log(`Starting the baseline (${BASELINE}) on a fresh PGlite folder…`);
      const baseline = await startShop({ root: BASELINE });
      shops.push({ baseline: true, shop: baseline, shopper: await newShopper(baseline.base) });
    }
    chrome = await chromeLauncher.launch({
      chromePath: chromiumPath(),
      chromeFlags: ['--headless=new', ...chromiumArgs],
    });
    const results: PageResult[] = [];
    let version = '';
    limit = await startStaticHero(shop.base);
    // The limit first, then the shop's pages, in one run on one machine: read side by side.
    const pages = [{ name: 'static hero (the limit)', path: limit.url, external: true }, ...PAGES];
    for (const page of pages) {
      const signedIn = SIGNED_IN_PAGES.includes(page.name);
      const measured = 'external' in page ? shops.slice(0, 1) : shops;
      const runs = new Map<MeasuredShop, Awaited<ReturnType<typeof audit>>[]>(
        measured.map((one) => [one, []]),
      );
      for (let run = 1; run <= RUNS; run++) {
        // Alternately first, so neither shop always meets the machine as the other left it.
        for (const one of run % 2 === 1 ? measured : [...measured].reverse()) {
          const url = 'external' in page ? page.path : one.shop.base + page.path;
          console.log(
            `Lighthouse ${page.path}${labelOf(one)}${signedIn ? ' (signed in)' : ''} (run ${run} of ${RUNS})…`,
          );
          // A guest page's audit resets storage, so the session is written again before each.
          if (signedIn) await signInBrowser(chrome.port, one.shop.base, one.shopper);
          const lhr = await audit(chrome.port, url, signedIn);
          if (REPORTS)
            await keepReport(
              REPORTS,
              `${page.name.split(' ')[0]}${one.baseline ? '-baseline' : ''}-${run}`,
              lhr,
            );
          runs.get(one)?.push(lhr);
        }
      }
      for (const one of measured) {
        const lhr = median(runs.get(one) ?? [], (each) => each.categories.performance?.score ?? 0);
        version = lhr.lighthouseVersion;
        results.push({
          name: `${page.name}${labelOf(one)}`,
          path: 'external' in page ? 'static' : page.path,
          score: lhr.categories.performance?.score ?? 0,
          lcpElement: lcpElementOf(lhr),
          metrics: Object.fromEntries(
            Object.entries(METRICS).map(([id, label]) => [label, lhr.audits[id]?.displayValue ?? '—']),
          ),
        });
      }
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
    for (const one of shops) await one.shop.stop();
  }
}

process.exitCode = await main();
