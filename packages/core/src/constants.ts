/**
 * Every timing, limit and storage key of spec §9 (and the server limits decided in
 * ARCHITECTURE.md), in one place. UI, server, mocks and tests import from here.
 */

// Home (§2, §9)
export const HERO_SLIDE_COUNT = 3;
export const HERO_AUTO_ADVANCE_MS = 5_000;
export const HOME_SECTION_ITEM_COUNT = 4;
export const DEALS_CATEGORY_IDS = [1, 2, 3, 4, 5] as const;
export const DEALS_PER_CATEGORY = 2;
export const FRESH_PICKS_CATEGORY_IDS = [6, 7, 8, 9, 10] as const;
/**
 * Fixes the home shuffles so a test can assert exact cards (issue 7): `/?shuffleSeed=qa-1`, or this
 * local-storage entry; without either every visit draws a new seed. Documented in README (QA).
 */
export const HOME_SHUFFLE_SEED_PARAM = 'shuffleSeed';
export const HOME_SHUFFLE_SEED_LOCAL_STORAGE_KEY = 'demo.home.shuffleSeed';

// Header search (ours: the spec gives the suggestions area no timing)
/** Suggestions wait this long after the last keystroke, so typing 'samsung' asks once, not seven times. */
export const SEARCH_SUGGEST_DEBOUNCE_MS = 250;
/** Matching categories listed under the product rows (the product rows are the reply's own limit). */
export const SEARCH_SUGGEST_CATEGORY_LIMIT = 3;

// Notices and errors (§8, §9)
export const SUCCESS_NOTICE_MS = 2_000;
export const SIGN_OUT_NOTICE_MS = 5_000;
export const PROFILE_TOAST_MS = 4_000;
export const FORM_ERROR_MS = 5_000;

// Session (§4, §9)
export const REDIRECT_AFTER_AUTH_MS = 2_100;
export const AUTH_COOKIE_NAME = 'auth_token';
export const AUTH_COOKIE_DAYS = 7;
// Storage keys say where they live: `…_LOCAL_STORAGE_KEY` (localStorage, kept across visits) or
// `…_SESSION_STORAGE_KEY` (sessionStorage, this tab only). Their values are spec'd or published.
/** The signed-in user and token (§3, §9), in localStorage. */
export const SESSION_USER_LOCAL_STORAGE_KEY = 'demo.auth.user';
/** Remember-me keeps the e-mail only (never the password), in localStorage. */
export const REMEMBER_ME_LOCAL_STORAGE_KEY = 'demo.auth.rememberedEmail';
/** The action waiting for sign-in (§4), in sessionStorage: it survives the Google redirect, not the tab. */
export const PENDING_INTENT_SESSION_STORAGE_KEY = 'demo.auth.pendingIntent';
/** The local cart of §3 ("its key: not shown"), in localStorage. */
export const LOCAL_CART_LOCAL_STORAGE_KEY = 'demo.cart.items';
/**
 * The offline cart (§4: "a mock cart saved in local storage"): adds the server never answered, kept
 * until it answers again and they are sent; in localStorage, so a reload or a closed tab keeps them.
 */
export const OFFLINE_CART_LOCAL_STORAGE_KEY = 'demo.cart.offline';
/** The promo code applied on the cart page (ours: §2 leaves Apply open), in sessionStorage. */
export const CART_PROMO_SESSION_STORAGE_KEY = 'demo.cart.promo';
/** The products chosen for /compare (ours: §2 only links it), as snapshots, in localStorage. */
export const COMPARE_LOCAL_STORAGE_KEY = 'demo.compare.items';
/** The product keys whose wishlist heart is on (§4: local only), in localStorage. */
export const WISHLIST_LOCAL_STORAGE_KEY = 'demo.wishlist.items';
/**
 * The Interests tags saved on the profile (ours: §2 leaves their Save open), in localStorage: one
 * entry holding each user's tags by user id, so people sharing a browser keep their own.
 */
export const PROFILE_INTERESTS_LOCAL_STORAGE_KEY = 'demo.profile.interests';
/** Where each history entry was scrolled to, so back, forward and reload return there (ours). */
export const SCROLL_POSITIONS_SESSION_STORAGE_KEY = 'demo.scroll.positions';
/**
 * supabase-js's storage key for Google sign-in (its session; the PKCE verifier goes under
 * `…-code-verifier`): fixed, so it does not depend on the auth server's host name.
 */
export const SUPABASE_AUTH_STORAGE_KEY = 'sb-shoplane-auth-token';
/** Where a Google sign-in started by full-page redirect goes afterwards (ours), in sessionStorage. */
export const GOOGLE_RETURN_TO_SESSION_STORAGE_KEY = 'demo.googleSignIn.returnTo';
/** Credential-like entries that sign-out removes from local and session storage (§4). */
export const CREDENTIAL_STORAGE_KEYS = [
  SUPABASE_AUTH_STORAGE_KEY,
  `${SUPABASE_AUTH_STORAGE_KEY}-code-verifier`,
  `${SUPABASE_AUTH_STORAGE_KEY}-user`,
  'loginPassword',
  'demo.auth.user',
  'demoUser',
  'jwt',
  'authToken',
  'auth_token',
  'accessToken',
  'access_token',
  'refreshToken',
  'refresh_token',
] as const;
/** Stored password entries removed at start-up (§4). */
export const PASSWORD_STORAGE_KEYS = ['password', 'loginPassword', 'userPassword'] as const;

// Google sign-in (§4, §9)
export const GOOGLE_POPUP_WIDTH = 500;
export const GOOGLE_POPUP_HEIGHT = 600;
/** The popup's window name (one Google popup at a time: a second click reuses it). */
export const GOOGLE_POPUP_WINDOW_NAME = 'shoplane-google-sign-in';
/**
 * Once the popup is back on /oauth-callback (it says so by message), it has this long to report
 * its result and close itself; then the opener closes it and looks for a session itself.
 */
export const GOOGLE_POPUP_CLOSE_AFTER_MS = 30_000;
/** How often the opener looks whether the popup was closed (ours). */
export const GOOGLE_POPUP_CLOSED_POLL_MS = 500;
export const GOOGLE_SIGN_IN_TIMEOUT_MS = 5 * 60_000;
export const OAUTH_SESSION_WAIT_MS = 1_000;
export const OAUTH_POPUP_CLOSE_DELAY_MIN_MS = 500;
export const OAUTH_POPUP_CLOSE_DELAY_MAX_MS = 1_000;
export const OAUTH_REDIRECT_SUCCESS_MS = 1_000;
export const OAUTH_REDIRECT_ERROR_MS = 2_000;
/**
 * The embedded Supabase-Auth stand-in (ARCHITECTURE.md "Google sign-in"): a one-time code lives
 * 5 minutes and is used once; the chooser page of one authorize request lives as long as the
 * opener waits (GOOGLE_SIGN_IN_TIMEOUT_MS); access tokens live an hour, as Supabase's default.
 */
export const AUTH_STAND_IN_CODE_TTL_MS = 5 * 60_000;
export const AUTH_STAND_IN_FLOW_TTL_MS = GOOGLE_SIGN_IN_TIMEOUT_MS;
export const AUTH_STAND_IN_ACCESS_TOKEN_TTL_S = 3_600;
/** The stand-in's public "anon key" (a real project's is public too: it only names the project). */
export const AUTH_STAND_IN_ANON_KEY = 'shoplane-auth-stand-in-anon-key';
/** Supabase Auth's path below the project URL (supabase-js appends it). */
export const AUTH_STAND_IN_BASE_PATH = '/auth/v1';
/** Where the stand-in's "Choose an account" page posts its forms (below the base path). */
export const AUTH_STAND_IN_FORM_PATHS = {
  choose: '/authorize/choose',
  another: '/authorize/another',
  cancel: '/authorize/cancel',
} as const;
/** The longest full name the stand-in's "Use another account" takes. */
export const AUTH_STAND_IN_FULL_NAME_MAX_LENGTH = 100;

// Account fields (§5 plus the limits a real mail system and database impose)
/** RFC 5321: a longer address cannot be delivered. */
export const EMAIL_MAX_LENGTH = 254;
export const NAME_MAX_LENGTH = 50;

// Passwords and one-time codes (§5, §9)
export const PASSWORD_MIN_LENGTH = 8;
export const OTP_LENGTH = 6;
export const OTP_RESEND_COUNTDOWN_S = 30;

// Welcome tour (§2, §9)
export const WELCOME_TOUR_DELAY_MS = 1_000;
export const WELCOME_TOUR_SEEN_LOCAL_STORAGE_KEY = 'demo.welcomeTour.seen';

// Route code (ours: a phone's route changes)
/**
 * How long after the first screen is live the shop loads the listing's and details' code when the
 * shopper has not touched the page yet (their first input loads it at once): after the welcome
 * tour has opened, whose text is a first visit's largest paint on pages without an image, and
 * which the extra downloads would delay.
 */
export const LIKELY_ROUTES_WARM_DELAY_MS = 5_000;

// Listing (§2, §9)
export const LISTING_FETCH_PAGE = 1;
export const LISTING_FETCH_LIMIT = 100;
export const LISTING_DEFAULT_PAGE = 1;
export const LISTING_DEFAULT_LIMIT = 12;
export const LISTING_PAGE_SIZE = 12;
/**
 * The listing filters on every keystroke of its search box, but writes the text to the URL (and so
 * to history) only after this pause: a URL round trip per letter lags behind fast typing.
 */
export const LISTING_SEARCH_URL_DELAY_MS = 400;
/** Pagination shows every page up to this many, ellipsis windows beyond. */
export const PAGINATION_MAX_FULL_PAGES = 7;
export const PRICE_FILTER_MIN = 0;
export const PRICE_FILTER_MAX = 200_000;
export const PRICE_FILTER_STEP = 1_000;
export const MIN_RATING_OPTIONS = [4, 3, 2, 1] as const;
export const ALL_CATEGORIES_SLUG = 'all';
export const ALL_CATEGORIES_ID = 0;
export const SAMPLE_CATALOGUE_SIZE = 90;
export const SAMPLE_CATALOGUE_FIRST_ID = 1001;
export const SAMPLE_PRODUCT_ID_PREFIX = 'prod-';
/** Where a category card remembers its choice (§2 Home: "saves … in local storage"). */
export const SELECTED_CATEGORY_ID_LOCAL_STORAGE_KEY = 'selectedCategoryId';
export const SELECTED_CATEGORY_SLUG_LOCAL_STORAGE_KEY = 'selectedCategorySlug';

// Details (§4, §9)
export const STORAGE_OPTIONS = [
  { label: '256GB', extraPrice: 0 },
  { label: '512GB', extraPrice: 20_000 },
  { label: '1TB', extraPrice: 40_000 },
] as const;
export const DEFAULT_STORAGE = '256GB';
export const COLOR_OPTIONS = [
  'Natural Titanium',
  'Blue Titanium',
  'White Titanium',
  'Black Titanium',
] as const;
export const DEFAULT_COLOR = 'Natural Titanium';
/**
 * The categories whose products come in STORAGE_OPTIONS and COLOR_OPTIONS (§9's are a phone's):
 * Mobiles & Tablets. Every other product has neither (cart/product-options.ts).
 */
export const OPTIONED_CATEGORY_IDS: readonly number[] = [1];
export const REVIEW_COUNT_FALLBACK_MIN = 500;
export const REVIEW_COUNT_FALLBACK_MAX = 3_500;
export const RATING_BREAKDOWN = { 5: 1708, 4: 711, 3: 284, 2: 85, 1: 56 } as const;
export const DELIVERY_PROMISE = 'Delivered by tomorrow, if ordered within 6 hrs';
export const RETURN_POLICY_DAYS = 10;
export const WARRANTY_YEARS = 1;
export const SELLER_RATING = 4.8;

// Cart (§9, ARCHITECTURE.md)
export const GST_RATE = 0.18;
export const NON_NUMERIC_CART_ID_OFFSET = 800_000;
/** Per server cart line: at least 1, and a ceiling that keeps totals far from overflow. */
export const MAX_LINE_QUANTITY = 99;
export const OFFLINE_DELIVERY_FEE = 0;
export const OFFLINE_TAX = 0;
/**
 * While the offline cart holds lines, the storefront asks the server this often whether it answers
 * again (besides the browser's `online` event and window focus), so the lines are sent soon after.
 */
export const OFFLINE_CART_PROBE_MS = 5_000;
/**
 * How long the server remembers an add's `requestId` (ARCHITECTURE.md "Cart"): the same id within
 * this window adds once, so an add re-sent after a lost reply (a reload, a flaky network) never
 * doubles. Older ids are forgotten (deleted on a later add).
 */
export const CART_REQUEST_ID_TTL_MS = 24 * 60 * 60_000;

// Profile (§2, §5)
export const FIT_SUMMARY_MAX_LENGTH = 80;
export const HEIGHT_WEIGHT_STEP = 0.1;
export const PROFILE_MODAL_WIDTHS = [420, 520, 700] as const;
/**
 * The largest height and weight the server takes, per unit (§5 asks only for > 0; a real shop
 * refuses the impossible too). 9.8 ft and 1100 lb are the round figures just under 300 cm and 500 kg.
 */
export const PHYSICAL_STATS_LIMITS = {
  height: { cm: 300, ft: 9.8 },
  weight: { kg: 500, lb: 1100 },
} as const;

// Server rules decided in ARCHITECTURE.md
/** The largest request body the API reads (the mocks refuse the same); larger ones get a 413. */
export const REQUEST_BODY_LIMIT_BYTES = 100 * 1024;
export const SESSION_TTL_MS = AUTH_COOKIE_DAYS * 24 * 60 * 60_000;
export const OTP_TTL_MS = 10 * 60_000;
export const OTP_MAX_WRONG_ATTEMPTS = 5;
export const OTP_RESEND_MIN_INTERVAL_MS = OTP_RESEND_COUNTDOWN_S * 1_000;
export const RESET_TOKEN_TTL_MS = 15 * 60_000;
/** Failed sign-ins or wrong codes per address before 429 (successes never count). */
export const AUTH_FAILURE_LIMIT = 10;
export const AUTH_FAILURE_WINDOW_MS = 15 * 60_000;

// Compare (ours: §2 only links /compare; real shops allow four side by side)
export const COMPARE_MAX_ITEMS = 4;

// Checkout, payment and orders (ours: the spec stops at 'Proceed to Checkout'; README "Checkout")
/** Saved delivery addresses per account. */
export const ADDRESS_LIMIT = 10;
/** Free-text address fields (lines, landmark). */
export const ADDRESS_TEXT_MAX_LENGTH = 100;
/** The delivery dates offered: the next 7 days after today (IST). */
export const DELIVERY_DAYS_AHEAD = 7;
/** Priority delivery reaches tomorrow only when ordered before this hour (IST). */
export const PRIORITY_NEXT_DAY_CUTOFF_HOUR_IST = 18;
/** Cash on delivery: the order's total may be at most this (whole rupees). */
export const COD_LIMIT = 50_000;
/** A card tokenised in the payment frame stays usable this long. */
export const CARD_TOKEN_TTL_MS = 15 * 60_000;
/** Unused live card tokens per account: more is a card-testing loop, not a shopper (429 until one expires). */
export const CARD_TOKENS_LIVE_LIMIT = 20;
/** The one-time code of a card that asks for one (mailed; README "Checkout"). */
export const PAYMENT_CODE_LENGTH = 6;
export const PAYMENT_CODE_TTL_MS = 5 * 60_000;
export const PAYMENT_CODE_MAX_WRONG_ATTEMPTS = 3;
/** A UPI payment left pending is confirmed this long after the order (on the demo clock). */
export const UPI_PENDING_CONFIRM_MS = 15 * 60_000;
/** Orders per page of GET /orders. */
export const ORDERS_PAGE_SIZE = 10;
/**
 * The order tracker's event stream sends a comment this often, so the server's 30 s idle timeout
 * and proxies (often 60 s) never take a quiet stream for a dead one.
 */
export const ORDER_TRACKER_KEEP_ALIVE_MS = 25_000;
/** The storefront's tracker waits this long before its first reconnect, doubling up to the ceiling. */
export const ORDER_TRACKER_RETRY_MIN_MS = 1_000;
export const ORDER_TRACKER_RETRY_MAX_MS = 30_000;
/** A stream silent this long (two keep-alives missed) is taken for a dead one and reopened. */
export const ORDER_TRACKER_STALE_MS = 2 * ORDER_TRACKER_KEEP_ALIVE_MS + 10_000;
/**
 * Live tracker streams open at once (issue 24: one user held 1,000): per account — a few tabs and
 * devices — and per server, as each holds a socket and its timers. One more answers 429 with
 * Retry-After until a stream closes (checkout/order-trackers.ts).
 */
export const ORDER_TRACKERS_PER_USER = 5;
export const ORDER_TRACKERS_PER_SERVER = 200;
/**
 * A stream that has sent no new status for this long is closed, so a tab left open or a client
 * that holds streams it no longer reads gives its slot back. Keep-alives do not count: the server
 * sends them whether anyone reads or not. A page still watching reopens the stream and gets the
 * order at once; the steps are hours apart, so that is a reconnect every half hour.
 */
export const ORDER_TRACKER_IDLE_MS = 30 * 60_000;

// First screens from the server (README "First screens from the server")
/**
 * How long a server render waits for its screen's data (the catalogue's own calls take a few ms).
 * A slower call (a QA delay scenario, a busy database) is left to the browser: the page is sent at
 * once with the screen's loading state, and the browser asks again, as it would without a server
 * render, so a learner's slow-network exercise sees the same states.
 */
export const SERVER_RENDER_DATA_WAIT_MS = 250;
/**
 * How long a server-rendered page's scripts wait for the page's load (its stylesheet and lead
 * images) before they are asked for anyway: the screen is drawn first, but a picture that never
 * arrives must not keep the page from becoming live.
 */
export const FIRST_SCREEN_SCRIPTS_WAIT_MS = 1_000;
