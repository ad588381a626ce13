import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { type Browser, chromium, type Request } from 'playwright';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium';
import { WELCOME_TOUR_SEEN_LOCAL_STORAGE_KEY } from '../../packages/core/src/constants';
import { BUDGETS, type BudgetedRoute, verdict } from '../shared/budgets';
import { newShopper, type SignedInStorage, signedInStorage, writeSignedInStorage } from '../shared/shopper';
import { BENCH_ROUTES, missingBuild, REPO_ROOT, type RunningShop, startShop } from '../shared/start-shop';
import { moduleChanges, routeModules, type ModuleWeight } from './module-sizes';

/**
 * `pnpm bench` (page weight): the JavaScript and CSS each route of the built shop makes a browser
 * download, in headless Chromium against the real server (so with its compression): bytes on the
 * wire, gzip -9 of each file (the measure) and raw. Reports only, and fails on nothing:
 * it exits 0 even when it cannot measure (no build, the server does not start), saying why.
 *
 * "Initial" is what the route downloads until the network is idle after navigation (what it needs
 * to show its first screen); "all" adds what it fetches once scrolled to the bottom. Each route is
 * visited with the welcome tour already seen, as every test run does: the tour fetches its code
 * 1 s after a first visit's load, which would land in "initial" or not by a few milliseconds.
 * The row 'home, tour' is home's first visit with the tour, whose files come after the first screen.
 * Sizes in kB of 1000 bytes, as Vite prints them. `--files` lists every file.
 *
 * `--modules` splits each route's first-screen scripts by source module (module-sizes.ts): what a
 * route's figure is made of. `PAGE_WEIGHT_BASELINE=dir` also measures another built checkout (say a
 * `git worktree` of an older commit, built) and prints, per route, the modules whose share changed:
 * where the kilobytes that came back since then come from.
 */

/** Routes that show a shopper's own data are measured signed in, cart with one line. */
const SIGNED_IN_ROUTES: readonly string[] = ['cart', 'profile'];
const SHOW_FILES = process.argv.includes('--files');
const SHOW_MODULES = process.argv.includes('--modules');
/** `PAGE_WEIGHT_BASELINE=dir`: another built checkout, whose first screens are compared module by module. */
const BASELINE = process.env.PAGE_WEIGHT_BASELINE && resolve(process.env.PAGE_WEIGHT_BASELINE);
/** Changes smaller than this (bytes as sent) are left out of the comparison. */
const NOTABLE_CHANGE_BYTES = 50;

interface Asset {
  readonly url: string;
  readonly kind: 'js' | 'css';
  readonly wire: number;
  readonly gzip: number;
  readonly raw: number;
  readonly coding: string;
}

interface RouteWeight {
  readonly name: string;
  readonly path: string;
  readonly initial: readonly Asset[];
  readonly all: readonly Asset[];
}

const sum = (assets: readonly Asset[], kind: Asset['kind'], field: 'wire' | 'gzip' | 'raw') =>
  assets.filter((asset) => asset.kind === kind).reduce((total, asset) => total + asset[field], 0);
const kb = (bytes: number) => (bytes / 1000).toFixed(1);

async function measureAsset(request: Request): Promise<Asset | undefined> {
  const type = request.resourceType();
  if (type !== 'script' && type !== 'stylesheet') return undefined;
  const response = await request.response();
  if (!response || response.status() !== 200) return undefined;
  const [sizes, body, headers] = await Promise.all([request.sizes(), response.body(), response.allHeaders()]);
  return {
    url: new URL(request.url()).pathname,
    kind: type === 'script' ? 'js' : 'css',
    wire: sizes.responseBodySize,
    gzip: gzipSync(body, { level: 9 }).length,
    raw: body.length,
    coding: headers['content-encoding'] ?? 'identity',
  };
}

async function measureRoute(
  browser: Browser,
  base: string,
  name: string,
  path: string,
  tourSeen = true,
  signedIn?: SignedInStorage,
): Promise<RouteWeight> {
  // A fresh context per route: an empty cache, as a first visit.
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
  if (signedIn) await context.addInitScript(writeSignedInStorage, signedIn);
  if (tourSeen) {
    await context.addInitScript(
      (key) => window.localStorage.setItem(key, 'true'),
      WELCOME_TOUR_SEEN_LOCAL_STORAGE_KEY,
    );
  }
  const page = await context.newPage();
  const pending: Promise<Asset | undefined>[] = [];
  // A file that arrives as the context closes (the welcome tour's, fetched 1 s after a first
  // visit's load) can no longer be read: it is left out rather than crashing the whole run.
  page.on('requestfinished', (request) => pending.push(measureAsset(request).catch(() => undefined)));
  const settled = async () => (await Promise.all([...pending])).filter((asset) => asset !== undefined);
  try {
    await page.goto(base + path, { waitUntil: 'networkidle' });
    const initial = await settled();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500); // lazy sections start their requests once scrolled into view
    await page.waitForLoadState('networkidle');
    return { name, path, initial, all: await settled() };
  } finally {
    await context.close();
  }
}

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]?.length ?? 0)));
  return rows
    .map((row, index) =>
      [
        row
          .map((cell, column) => (column < 2 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
          .join('  '),
        ...(index === 0 ? [widths.map((width) => '-'.repeat(width)).join('  ')] : []),
      ].join('\n'),
    )
    .join('\n');
}

/** Every bench route of the shop at `base`, each in a fresh context. */
async function measureRoutes(browser: Browser, base: string): Promise<RouteWeight[]> {
  const weights: RouteWeight[] = [];
  const signedIn = signedInStorage(await newShopper(base));
  for (const route of BENCH_ROUTES) {
    const asShopper = SIGNED_IN_ROUTES.includes(route.name);
    console.log(`Loading ${route.path}${asShopper ? ' (signed in)' : ''}…`);
    weights.push(
      await measureRoute(browser, base, route.name, route.path, true, asShopper ? signedIn : undefined),
    );
  }
  return weights;
}

const firstScripts = (weight: RouteWeight) => weight.initial.filter((asset) => asset.kind === 'js');

function printModules(weights: readonly RouteWeight[], modules: ReadonlyMap<string, ModuleWeight[]>): void {
  for (const { name } of weights) {
    const found = modules.get(name);
    if (!found) continue;
    console.log(`\n${name}: first-screen JS by module (as sent, est. / minified kB; files)`);
    for (const one of found) {
      console.log(
        `  ${kb(one.wire).padStart(6)} ${kb(one.raw).padStart(7)}  ${one.module} (${one.files.join(', ')})`,
      );
    }
  }
}

function printModuleChanges(
  weights: readonly RouteWeight[],
  modules: ReadonlyMap<string, ModuleWeight[]>,
  baselineWeights: readonly RouteWeight[],
  baselineModules: ReadonlyMap<string, ModuleWeight[]>,
): void {
  for (const { name } of weights) {
    const [current, baseline] = [modules.get(name), baselineModules.get(name)];
    const before = baselineWeights.find((weight) => weight.name === name);
    if (!current || !baseline || !before) continue;
    const wire = (route: RouteWeight) => sum(route.initial, 'js', 'wire');
    const after = weights.find((weight) => weight.name === name)!;
    console.log(
      `\n${name}: first-screen JS as sent ${kb(wire(before))} → ${kb(wire(after))} kB; ` +
        `modules whose share changed (as sent, est. / minified kB; share in the baseline):`,
    );
    for (const change of moduleChanges(current, baseline)) {
      if (Math.abs(change.wire) < NOTABLE_CHANGE_BYTES) continue;
      const signed = (bytes: number) => `${bytes > 0 ? '+' : ''}${kb(bytes)}`;
      console.log(
        `  ${signed(change.wire).padStart(6)} ${signed(change.raw).padStart(7)}  ${change.module}` +
          ` (${kb(change.baselineWire)})`,
      );
    }
  }
}

/** Each route's first-screen scripts split by module, read from the build of the checkout at `root`. */
async function modulesOf(root: string, weights: readonly RouteWeight[]) {
  return new Map(
    await Promise.all(
      weights.map(async (weight) => [weight.name, await routeModules(root, firstScripts(weight))] as const),
    ),
  );
}

async function main(): Promise<number> {
  const missing = missingBuild() ?? (BASELINE ? missingBuild({ root: BASELINE }) : undefined);
  if (missing) {
    console.error(`Page weight not measured: ${missing}`);
    return 0;
  }
  let shop: RunningShop | undefined;
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs, headless: true });
    let baselineWeights: RouteWeight[] = [];
    if (BASELINE) {
      console.log(`Starting the baseline (${BASELINE}) on a fresh PGlite folder…`);
      const baseline = await startShop({ root: BASELINE });
      try {
        baselineWeights = await measureRoutes(browser, baseline.base);
      } finally {
        await baseline.stop();
      }
    }
    console.log('Starting the built shop on a fresh PGlite folder…');
    shop = await startShop();
    const weights = await measureRoutes(browser, shop.base);
    console.log('Loading / as a first visit, with the welcome tour…');
    weights.push(await measureRoute(browser, shop.base, 'home, tour', '/', false));

    const header = [
      'route',
      'path',
      'initial JS wire',
      'gzip',
      'raw',
      'all JS wire',
      'gzip',
      'raw',
      'CSS wire',
      'gzip',
      'raw',
      'JS files',
    ];
    const rows = weights.map(({ name, path, initial, all }) => [
      name,
      path,
      kb(sum(initial, 'js', 'wire')),
      kb(sum(initial, 'js', 'gzip')),
      kb(sum(initial, 'js', 'raw')),
      kb(sum(all, 'js', 'wire')),
      kb(sum(all, 'js', 'gzip')),
      kb(sum(all, 'js', 'raw')),
      kb(sum(all, 'css', 'wire')),
      kb(sum(all, 'css', 'gzip')),
      kb(sum(all, 'css', 'raw')),
      String(all.filter((asset) => asset.kind === 'js').length),
    ]);
    const codings = [...new Set(weights.flatMap((weight) => weight.all.map((asset) => asset.coding)))];
    console.log(`\nJavaScript and CSS per route, kB (1000 bytes); wire = as sent (${codings.join(', ')}):\n`);
    console.log(table([header, ...rows]));

    for (const { name, initial, all } of weights) {
      if (!SHOW_FILES && name !== 'home') continue;
      console.log(`\n${name}: files (wire / gzip / raw kB, * = after the first screen)`);
      for (const asset of all) {
        const later = initial.some((first) => first.url === asset.url) ? ' ' : '*';
        console.log(
          `  ${later} ${kb(asset.wire).padStart(6)} ${kb(asset.gzip).padStart(6)} ${kb(asset.raw).padStart(7)}  ${asset.url} (${asset.coding})`,
        );
      }
    }

    console.log('\nBudgets (README "Performance budgets"): initial JS, kB compressed (gzip -9)');
    for (const [route, budget] of Object.entries(BUDGETS.initialJsKb) as [BudgetedRoute, number][]) {
      const weight = weights.find((one) => one.name === route);
      if (!weight) continue;
      const gzip = sum(weight.initial, 'js', 'gzip') / 1000;
      const wire = sum(weight.initial, 'js', 'wire') / 1000;
      console.log(
        `  ${route.padEnd(8)} ≤ ${budget} kB — gzip ${gzip.toFixed(1)} kB: ${verdict(gzip <= budget)}; ` +
          `as sent ${wire.toFixed(1)} kB: ${verdict(wire <= budget)}`,
      );
    }
    if (SHOW_MODULES) printModules(weights, await modulesOf(REPO_ROOT, weights));
    if (BASELINE) {
      const routes = weights.filter((weight) => weight.name !== 'home, tour');
      printModuleChanges(
        routes,
        await modulesOf(REPO_ROOT, routes),
        baselineWeights,
        await modulesOf(BASELINE, baselineWeights),
      );
    }
    return 0;
  } catch (error) {
    console.error('Page weight not measured:', error instanceof Error ? error.message : error);
    return 0;
  } finally {
    await browser?.close();
    await shop?.stop();
  }
}

process.exitCode = await main();
