import { API_BASE_PATH } from './contract/endpoint';
import { hasControlCharacters } from './contract/fields';
import { ALL_CATEGORIES_SLUG } from './constants';

/**
 * Every route of the shop (spec §2), built in one place, and the paths the server owns. The
 * router, links, dialogs, sign-out, the server's single-page fallback and the Vite dev proxy all
 * read them from here, so a route is spelled once.
 */

/** Query of the listing (§2): category slug (default 'all'), categoryId; `search` from the header. */
export interface ListingQuery {
  readonly categoryId?: number | string | null;
  readonly category?: string | null;
  readonly search?: string | null;
}

/** Query parameter of the sign-in screen that opens the Sign Up tab (`/auth?tab=signup`). */
export const AUTH_TAB_PARAM = 'tab';
export const SIGN_UP_TAB_VALUE = 'signup';
/** Query parameter of the sign-in screen naming where to go once signed in (`/login?returnTo=/profile`). */
export const RETURN_TO_PARAM = 'returnTo';

const segment = (value: number | string) => encodeURIComponent(String(value));

/** Router patterns (react-router syntax, no leading slash inside the root layout). */
export const routePatterns = {
  home: '/',
  login: '/login',
  auth: '/auth',
  oauthCallback: '/oauth-callback',
  profile: '/profile',
  health: '/health',
  products: '/products',
  product: '/product/:categoryId/:productId',
  /** The fresh-pick card's form (§2); it redirects to the canonical `product` route. */
  legacyProduct: '/products/:categoryId/:productId',
  cart: '/cart',
  compare: '/compare',
  /** Ours (README "Checkout"): Address → Delivery → Payment → Review & Place Order. */
  checkout: '/checkout',
  /**
   * The card form the checkout shows in an iframe, as real payment widgets do: its own small page
   * (no header), talking to the checkout only by postMessage (checkout/card-frame.ts).
   */
  cardFrame: '/checkout/card-frame',
  orders: '/orders',
  order: '/orders/:orderNumber',
} as const;

export type RouteName = keyof typeof routePatterns;

/** One '/' then another '/' or '\\': a browser reads both as `//host`, another origin. */
const PROTOCOL_RELATIVE = /^\/[/\\]/;

/** Stands in for the shop's origin when resolving a candidate the way a browser would. */
const SAME_ORIGIN_PROBE = 'http://shop.invalid';

/**
 * A path back into the shop that is safe to follow after sign-in: it starts with one '/', and
 * neither as given nor with its escapes decoded (`/%09/evil` is `/\t/evil` to a proxy that decodes
 * it) does it hold a control character or start with '//' or '/\' (what the browser makes
 * `/\t/evil` into); resolved as a browser would, it stays on the same origin; and it is not the
 * sign-in screen itself. Anything else becomes null, and the caller goes home: the router refuses
 * to open another origin, so following such a path would leave the user stuck.
 */
export function safeReturnPath(candidate: string | null | undefined): string | null {
  if (!candidate || !candidate.startsWith('/')) return null;
  const decoded = decodeAllAsciiEscapes(candidate);
  for (const spelling of [candidate, decoded]) {
    // A browser drops tab, newline and CR from a URL wherever they stand: none belongs in a path.
    if (hasControlCharacters(spelling) || PROTOCOL_RELATIVE.test(spelling)) return null;
  }
  if (new URL(candidate, SAME_ORIGIN_PROBE).origin !== SAME_ORIGIN_PROBE) return null;
  const pathname = normalizedPathname(candidate).replace(/(.)\/$/, '$1');
  if (pathname === routePatterns.login || pathname === routePatterns.auth) return null;
  return candidate;
}

function withQuery(path: string, params: Record<string, string | null | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) search.set(key, value);
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** Builders for every route of §2. */
export const paths = {
  home: () => routePatterns.home,
  /** `/login`, optionally returning to `returnTo` once signed in. */
  login: (options: { returnTo?: string | null } = {}) =>
    withQuery(routePatterns.login, { [RETURN_TO_PARAM]: safeReturnPath(options.returnTo) }),
  /** `/auth` (same screen as /login); `tab: 'signUp'` opens the Sign Up tab. */
  auth: (options: { tab?: 'signIn' | 'signUp'; returnTo?: string | null } = {}) =>
    withQuery(routePatterns.auth, {
      [AUTH_TAB_PARAM]: options.tab === 'signUp' ? SIGN_UP_TAB_VALUE : null,
      [RETURN_TO_PARAM]: safeReturnPath(options.returnTo),
    }),
  oauthCallback: () => routePatterns.oauthCallback,
  profile: () => routePatterns.profile,
  health: () => routePatterns.health,
  /**
   * The listing: `/products?categoryId={id}&category={slug}` (§2 Home's category card), plus
   * `search` from the header. Without a category the slug is 'all'.
   */
  products: (query: ListingQuery = {}) => {
    const categoryId =
      query.categoryId === null || query.categoryId === undefined ? '' : String(query.categoryId);
    const search = query.search?.trim();
    return withQuery(routePatterns.products, {
      categoryId: categoryId === '' || categoryId === '0' ? null : categoryId,
      category: query.category || ALL_CATEGORIES_SLUG,
      search: search || null,
    });
  },
  /** The canonical details route (§2): `/product/{categoryId}/{productId}`. */
  product: (categoryId: number | string, productId: number | string) =>
    `/product/${segment(categoryId)}/${segment(productId)}`,
  /** The fresh-pick card's form (§2): `/products/{categoryid}/{productid}`. */
  legacyProduct: (categoryId: number | string, productId: number | string) =>
    `/products/${segment(categoryId)}/${segment(productId)}`,
  cart: () => routePatterns.cart,
  compare: () => routePatterns.compare,
  checkout: () => routePatterns.checkout,
  cardFrame: () => routePatterns.cardFrame,
  orders: (options: { page?: number } = {}) =>
    withQuery(routePatterns.orders, { page: options.page && options.page > 1 ? String(options.page) : null }),
  order: (orderNumber: string) => `/orders/${segment(orderNumber)}`,
} as const;

/** Where a category card leads (§2 Home): `/products?categoryId={id}&category={slug}`. */
export function categoryListingPath(category: { readonly id: number; readonly slug: string }): string {
  return paths.products({ categoryId: category.id, category: category.slug });
}

/** The canonical details route (§2): `/product/{categoryId}/{productId}`. */
export const productPath = paths.product;

/** The API docs page (Swagger UI) and its OpenAPI document. */
export const DOCS_PATH = '/api/docs';

/**
 * Paths the server answers itself, never the single-page app: the API (and its docs), product
 * and category images, the demo mailbox page. `/auth` is the sign-in page, but everything below
 * it (`/auth/v1/…`) is the embedded auth service.
 */
export const serverOwnedPrefixes = ['/api', '/images', '/mailbox'] as const;
export const serverOwnedBelow = ['/auth/'] as const;

/** The prefixes a development proxy forwards to the API (every path the server owns). */
export const proxiedPrefixes = [...serverOwnedPrefixes, '/auth/'] as const;

/** `%2f` → `/`, `%61` → `a`: ASCII escapes only, the ones that can spell a prefix. */
const decodeAsciiEscapes = (text: string) =>
  text.replace(/%([0-7][0-9a-f])/gi, (_escape, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** ASCII escapes decoded until none is left (three rounds at most), so `%252f` counts too. */
function decodeAllAsciiEscapes(text: string): string {
  let decoded = text;
  for (let round = 0; round < 3; round++) {
    const next = decodeAsciiEscapes(decoded);
    if (next === decoded) break;
    decoded = next;
  }
  return decoded;
}

/**
 * The pathname as a server or proxy may read it: ASCII escapes decoded (until none is left, so
 * `%252f` counts too), lower case, `\` as `/`, `;parameters` cut from each segment, empty and dot
 * segments resolved. Only for deciding who owns a path; never for building one.
 */
function normalizedPathname(path: string): string {
  const pathname = decodeAllAsciiEscapes(path.split(/[?#]/, 1)[0] ?? '');
  const segments: string[] = [];
  for (const raw of pathname.toLowerCase().replace(/\\/g, '/').split('/')) {
    const segment = raw.split(';', 1)[0] ?? '';
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment);
  }
  // A trailing slash matters for '/auth/' (the service) versus '/auth' (the page).
  const trailing = /[/\\]$/.test(pathname) && segments.length > 0 ? '/' : '';
  return `/${segments.join('/')}${trailing}`;
}

/**
 * Which server-owned prefix answers `path` (a pathname, query allowed), or undefined when the
 * shop's router does. Matched on the normalised path (see {@link normalizedPathname}): `/API/v1/…`,
 * `/api;/v1/…` and `/api%2fv1%2f…` are still the API's, never a page.
 */
export function serverOwnedPrefixOf(path: string): string | undefined {
  const pathname = normalizedPathname(path);
  return (
    serverOwnedPrefixes.find((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`)) ??
    serverOwnedBelow.find((prefix) => pathname.startsWith(prefix))
  );
}

/** True when the server, not the shop's router, answers `path`: see {@link serverOwnedPrefixOf}. */
export function isServerOwnedPath(path: string): boolean {
  return serverOwnedPrefixOf(path) !== undefined;
}

/** The API's versioned base, re-exported beside the other server-owned paths. */
export { API_BASE_PATH };
