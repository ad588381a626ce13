/**
 * Builds the prerendered pages from the built index.html (build time, Node; see vite.config.ts).
 *
 * The client starts with `createRoot(#root).render`, which replaces whatever #root holds, so the
 * prerendered first screen is a picture of the page and nothing more: inert (no focus, no clicks),
 * hidden from assistive technology and role queries, marked busy, and without test ids, so neither
 * people nor automation can act on it before the live page takes its place. The boot status stays
 * for screen readers, visually hidden.
 */

/** What Vite's build manifest (`build.manifest: true`) says about one chunk. */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
}
export type Manifest = Record<string, ManifestChunk>;

const ROOT_CONTENT =
  /(<div id="root">)[\s\S]*?(<p role="status" class="boot-status)("[^>]*>[\s\S]*?<\/p>)[\s\S]*?(<\/div>)/;
const TEST_ID_ATTRIBUTE = /\sdata-testid="[^"]*"/g;
/** React puts the preloads its components ask for (images with a fetch priority) before the markup. */
const LEADING_LINKS = /^(?:\s*<link\b[^>]*>)+/;

/** Markup without its test ids: automation finds only the live page's elements. */
export function withoutTestIds(markup: string): string {
  return markup.replace(TEST_ID_ATTRIBUTE, '');
}

function chunkAndImports(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return seen;
  seen.add(key);
  for (const imported of chunk.imports ?? []) chunkAndImports(manifest, imported, seen);
  return seen;
}

/**
 * The files a route's lazy chunk needs beyond what the page's entry already loads (Vite writes
 * the entry's own `modulepreload` links into index.html): the chunk and its static imports, in
 * the manifest's order. Empty when the manifest does not know the module.
 */
export function routeChunkFiles(manifest: Manifest, routeModule: string): string[] {
  if (!manifest[routeModule]) return [];
  const loadedByEntry = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) {
    if (chunk.isEntry) chunkAndImports(manifest, key, loadedByEntry);
  }
  return [...chunkAndImports(manifest, routeModule)]
    .filter((key) => !loadedByEntry.has(key))
    .map((key) => `/${manifest[key]?.file ?? key}`);
}

export interface PrerenderedPageInput {
  /** The built index.html. */
  template: string;
  /** The first screen's markup (from react-dom/server). */
  markup: string;
  /** The class that hides text visually but keeps it for assistive technology. */
  visuallyHiddenClass: string;
  /**
   * Files for `<link rel="modulepreload">` (the route's lazy chunks). Images need no list: React
   * asks for a preload of each image given a fetch priority (home's hero and first category
   * cards, the LCP candidates), and those links move to the head.
   */
  modulePreloads?: readonly string[];
}

/**
 * The page's scripts at low fetch priority, for a first screen that holds its own LCP candidates
 * (home's hero and category images): it needs no script, so the stylesheet and those images go
 * first on a slow link. Where the largest content comes with the data (listing, details), the
 * scripts are on its path and keep their priority.
 */
function withScriptsAfterImages(html: string): string {
  return html.replace(/<(script type="module"|link rel="modulepreload")/g, '<$1 fetchpriority="low"');
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** index.html with the first screen in #root (visual only) and the route's preloads in <head>. */
export function prerenderedPage({
  template,
  markup,
  visuallyHiddenClass,
  modulePreloads = [],
}: PrerenderedPageInput): string {
  if (!ROOT_CONTENT.test(template)) {
    throw new Error(
      'index.html has no <div id="root"> with its <p role="status" class="boot-status"> to prerender into',
    );
  }
  // The head is where a preload starts soonest (before the stylesheet has arrived).
  const hoisted = LEADING_LINKS.exec(markup)?.[0] ?? '';
  const body = markup.slice(hoisted.length);
  const hoistedLinks = hoisted.match(/<link\b[^>]*>/g) ?? [];
  const holdsImages = hoistedLinks.some((link) => /\bas="image"/.test(link));
  const links = [
    ...hoistedLinks,
    ...modulePreloads.map((file) => `<link rel="modulepreload" crossorigin href="${escapeAttribute(file)}">`),
  ];
  const page =
    links.length === 0
      ? template
      : template.replace('</head>', () => `    ${links.join('\n    ')}\n  </head>`);
  return (holdsImages ? withScriptsAfterImages(page) : page).replace(
    ROOT_CONTENT,
    (_match, open: string, status: string, statusRest: string, close: string) =>
      `${open}${status} ${visuallyHiddenClass}${statusRest}` +
      `<div inert aria-hidden="true" aria-busy="true">${withoutTestIds(body)}</div>${close}`,
  );
}
