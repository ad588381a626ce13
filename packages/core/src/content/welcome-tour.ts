import { PROMO_CODES } from '../cart/promo-codes';
import { demoAccounts } from '../accounts/demo-accounts';
import {
  AUTH_COOKIE_DAYS,
  AUTH_COOKIE_NAME,
  AUTH_FAILURE_LIMIT,
  AUTH_FAILURE_WINDOW_MS,
  COMPARE_MAX_ITEMS,
  HOME_SHUFFLE_SEED_PARAM,
  OTP_LENGTH,
  OTP_TTL_MS,
  WELCOME_TOUR_SEEN_LOCAL_STORAGE_KEY,
} from '../constants';
import { API_BASE_PATH } from '../contract/endpoint';
import { SEARCH_QUERY_MIN_LENGTH } from '../contract/products';
import { DOCS_PATH, routePatterns } from '../paths';

/**
 * The welcome tour's pages (§2 Overlays, §4): an intro, the five feature sections (authentication
 * and user management, product and shopping, profile and preferences, UI/UX, test automation ready)
 * and a best-wishes page. What each page says is ours, and it must be true of this shop.
 */
export interface WelcomeTourPage {
  /** Stable key, also the page's test-id suffix. */
  readonly key: string;
  readonly title: string;
  readonly body: string;
  /** What there is to practise here, one fact per line. */
  readonly points: readonly string[];
}

export const WELCOME_TOUR_TITLE = 'Welcome QA Automation Engineers!';
export const WELCOME_TOUR_FINISH_LABEL = 'Get Started!';

export const WELCOME_TOUR_PREVIOUS_LABEL = 'Previous';
export const WELCOME_TOUR_NEXT_LABEL = 'Next';

/** 'Step 3 of 7' for the page at index 2 of 7. */
export function welcomeTourProgress(index: number, total: number): string {
  return `Step ${index + 1} of ${total}`;
}

/** The demo mailbox page the server serves in demo mode (README "Mail and one-time codes"). */
export const DEMO_MAILBOX_PATH = '/mailbox';

function tourPages(): readonly WelcomeTourPage[] {
  const demoAccountNames = demoAccounts.map((account) => account.kind).join(', ');
  const lockedAccount = demoAccounts.find((account) => account.kind === 'locked');
  const promoCodes = PROMO_CODES.map((rule) => rule.code).join(' and ');
  const failureWindowMinutes = AUTH_FAILURE_WINDOW_MS / 60_000;
  return [
    {
      key: 'intro',
      title: 'A shop built for practising test automation',
      body: 'ShopLane is a working online shop for electronics and everyday goods, with prices in rupees. Everything here is real enough to automate: a server, a database and a storefront with states you can reproduce.',
      points: [
        'The next five pages show what there is to practise.',
        `Closing this tour or finishing it stores '${WELCOME_TOUR_SEEN_LOCAL_STORAGE_KEY}' in local storage, so it opens only once.`,
      ],
    },
    {
      key: 'authentication',
      title: 'Authentication and User Management',
      body: `Sign In and Sign Up are two tabs of one screen at ${routePatterns.login} (also ${routePatterns.auth}).`,
      points: [
        `Demo accounts ${demoAccountNames} are listed on the sign-in screen, each with a Fill button${
          lockedAccount ? `; the ${lockedAccount.kind} one is refused at sign-in` : ''
        }.`,
        `Forgot password mails a ${OTP_LENGTH}-digit code, valid ${OTP_TTL_MS / 60_000} minutes: read it in the mailbox at ${DEMO_MAILBOX_PATH}.`,
        'Sign Up checks every field: letters-only names, a strong password, matching confirmation, accepted terms.',
        `${AUTH_FAILURE_LIMIT} failed sign-ins for one address within ${failureWindowMinutes} minutes are answered 429 until the window passes.`,
        `A session lasts ${AUTH_COOKIE_DAYS} days (cookie ${AUTH_COOKIE_NAME}); Sign Out revokes its token.`,
      ],
    },
    {
      key: 'shopping',
      title: 'Product and Shopping',
      body: 'A seeded catalogue of 11 categories: the same products, ids and prices on every machine and every run.',
      points: [
        `Header search suggests products and categories from ${SEARCH_QUERY_MIN_LENGTH} characters.`,
        'The listing filters by search, price range, brands, rating, stock and free delivery, sorts and pages, and keeps all of it in the URL.',
        `The home page's Deals of the day and Fresh picks are shuffled; fix them with /?${HOME_SHUFFLE_SEED_PARAM}=qa-1.`,
        `The cart works signed in, signed out (on this device) and offline (delivery fee and tax 0); promo codes ${promoCodes}.`,
        `Compare up to ${COMPARE_MAX_ITEMS} products; wishlist hearts are kept on this device.`,
      ],
    },
    {
      key: 'profile',
      title: 'Profile and Preferences',
      body: `The profile at ${routePatterns.profile} needs a signed-in user; signed out, a 'Sign In required' dialog asks first.`,
      points: [
        'Rows for preferred department, height and weight, age group, fit attributes and shoe size.',
        'Each row opens a modal: Save stays disabled until the choice changes; Clear asks for confirmation.',
        'Height and weight take cm or ft and kg or lb, with validation messages for empty, non-numeric and zero values.',
        'Interest tags are saved on this device.',
      ],
    },
    {
      key: 'ui-ux',
      title: 'UI/UX',
      body: 'Every screen is designed for phones (390 px wide) and desktops, with loading, empty and error states.',
      points: [
        'Dialogs keep focus inside, close with Escape and give focus back when they close.',
        'Toasts appear top right and close by themselves; failed sections show a banner with Retry.',
        'Controls have accessible names, so you can find them by role and label.',
        "Every route sets its own page title, such as 'Sign In · ShopLane'.",
      ],
    },
    {
      key: 'automation',
      title: 'Test Automation Ready',
      body: "What a suite needs to find, drive and check every part of the shop (the repository's README tells the rest).",
      points: [
        'Every interactive element has a stable data-testid; published ids are never renamed.',
        `API docs (Swagger UI) at ${DOCS_PATH}, the OpenAPI document at ${DOCS_PATH}/json.`,
        'Storybook shows every state of every screen as a story, driven by named mock scenarios.',
        'Under automation (navigator.webdriver) the page exposes window.shopLane hooks.',
        `System health at ${routePatterns.health} and ${API_BASE_PATH}/health.`,
      ],
    },
    {
      key: 'best-wishes',
      title: 'Happy testing!',
      body: 'Pick a screen, write your first test and make it fail for the right reason before you make it pass.',
      points: ['Best wishes from the ShopLane team: may your locators be stable and your suites green.'],
    },
  ];
}

// Built by a pure call: a page that imports only the tour's title keeps none of this in its download.
export const WELCOME_TOUR_PAGES: readonly WelcomeTourPage[] = /* @__PURE__ */ tourPages();
