/*
 * The shop's first screens are rendered on the server and hydrated in place (README "First
 * screens from the server"). The storefront's build bundles its server entry for Node
 * (apps/storefront/src/server-render/) and the API loads that build at start; neither imports the
 * other, so the shape of the bundle and what a render is given are agreed here.
 */

/**
 * Where the storefront build writes the server entry: relative to the storefront's folder, beside
 * the harness pages' bundle (`dist-server/`, never served).
 */
export const SHOP_PAGE_RENDERER_FILES = {
  dir: 'dist-server/shop-page',
  module: 'shop-page.mjs',
} as const;

/** The id of the `<script type="application/json">` that carries a server render's data. */
export const SERVER_DATA_ELEMENT_ID = 'shop-data';

/**
 * The id of the `<script type="application/json">` that lists a server-rendered page's script files
 * (what would otherwise be its `modulepreload` links): the browser asks for them once the first
 * screen is drawn (main.tsx), so they never share a phone's first second with the screen itself.
 */
export const BOOT_FILES_ELEMENT_ID = 'shop-boot-files';

/**
 * On #root while the server's markup waits for its scripts, with `inert` and `aria-hidden`: nothing
 * in it can be clicked, focused or found by role, and `data-hydrated` (below) is absent.
 */
export const SERVER_RENDERED_ATTRIBUTE = 'data-server-rendered';

/**
 * What the server's markup calls its test ids until the page is live, when they become
 * `data-testid` again: a test that finds a control by its test id finds only a live one (a
 * keyboard step on a control not yet live would be lost: Playwright's `press` and `focus` do not
 * wait for `inert` to lift, as its clicks and fills do).
 */
export const PENDING_TEST_ID_ATTRIBUTE = 'data-pending-testid';

/**
 * On #root once the page is live (hydrated, or rendered by the browser): the documented marker a
 * learner's test may wait for (README "Automating the shop").
 */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/**
 * The origin a server render's calls are addressed to: never fetched (the render's transport hands
 * each call to the server's own routes), and the page's own for its URLs.
 */
export const SERVER_RENDER_ORIGIN = 'http://server-render.invalid';

/** Calls of the shop's API made for a render on the server, as the browser would make them. */
export type ServerRenderFetch = typeof fetch;

export interface ShopPageRequest {
  /** The page's path and query, as asked for (`/products?category=1`). */
  readonly url: string;
  /** Calls the shop's own API for this request (same cookies and QA headers, no network). */
  readonly fetch: ServerRenderFetch;
}

export interface RenderedShopPage {
  /** The route's screen: what #root holds. */
  readonly markup: string;
  /** Links React asks for in the head (the lead image's preload). */
  readonly headLinks: readonly string[];
  /** The data the screen was drawn from, as TanStack Query dehydrates it: JSON-safe. */
  readonly data: unknown;
}

/** The storefront's server entry, `renderShopPage` of the built module. */
export type ShopPageRenderer = (request: ShopPageRequest) => Promise<RenderedShopPage>;
