import type { QaPersonaKind } from './personas';

/** Where a learner meets a defect (the screen, or the API for server-side ones). */
export type DefectScreen =
  'sign-in' | 'search' | 'listing' | 'details' | 'cart' | 'checkout' | 'profile' | 'header';

/**
 * Who applies it: the storefront (what the screen does with a correct reply) or the server (what
 * the reply itself is: its timing, its status). Server defects show to API clients too.
 */
export type DefectLayer = 'storefront' | 'server';

/**
 * Where a defect acts, and on what: its edge. One module per side binds the catalogue to the code
 * (the storefront's src/qa/defect-edges.ts, the server's src/qa/persona-defects.ts), so the screens
 * and routes in between never carry a defect. An edge names a place the shop already has; a new
 * defect picks one of these, or adds a place here and its binding there.
 */
export type DefectEdge =
  /** A value the storefront derives from correct replies for a screen, changed where it is derived. */
  | { readonly edge: 'view'; readonly view: 'listing.page' | 'header.cart-count' | 'checkout.totals' }
  /** What a shopper's choice acts on (the row opened, the line removed), changed as it is taken. */
  | { readonly edge: 'choice'; readonly choice: 'search.suggestion' | 'cart.remove' }
  /**
   * A write's input, changed before it is sent. `call` is the contract's endpoint id; `from` the
   * screen when only that screen's calls change (a card's add stays right).
   */
  | {
      readonly edge: 'mutation';
      readonly call: 'cart.add' | 'users.savePhysicalStats' | 'profile.saveShoeSize';
      readonly from?: DefectScreen;
    }
  /** A style rule on the element with this published test id (`testIds` path), behaviour intact. */
  | { readonly edge: 'style'; readonly target: string }
  /**
   * What the server does with these calls (endpoint ids; `products.*`: every catalogue call): a
   * wait, or a live scenario's answer.
   */
  | { readonly edge: 'handler'; readonly calls: readonly string[] };

export interface Defect {
  /** Stable, `<persona>.<screen>.<what>`: QA suites and the exercises name defects by it. */
  readonly id: string;
  readonly persona: QaPersonaKind;
  readonly title: string;
  readonly screen: DefectScreen;
  readonly layer: DefectLayer;
  /** What a test observes, compared with the standard user. */
  readonly observe: string;
  /** Where and how it acts (a server defect's edge is always a handler). */
  readonly edge: DefectEdge;
}

/** Slow persona: its sign-in answers after this long… */
export const SLOW_SIGN_IN_DELAY_MS = 3_000;
/** …and its catalogue replies after this long, give or take the jitter (seeded per request path). */
export const SLOW_CATALOGUE_DELAY_MS = 2_000;
export const SLOW_CATALOGUE_JITTER_MS = 500;

/**
 * Every deliberate defect, in one catalogue: a defect shows only to its persona (or to a browser
 * session that switched it on at /qa), never crashes a screen and never touches another account's
 * data. The ids are published: never rename one.
 */
export const defects = [
  // The problem user (SauceDemo's problem_user is the model): wrong behaviour, no error shown.
  {
    id: 'problem.listing.same-image',
    persona: 'problem',
    title: 'Every product card shows the same image',
    screen: 'listing',
    layer: 'storefront',
    observe: 'All product-card images on a listing page have the same src (the first product’s).',
    edge: { edge: 'view', view: 'listing.page' },
  },
  {
    id: 'problem.listing.price-sort-reversed',
    persona: 'problem',
    title: '“Price: Low to High” lists the dearest first',
    screen: 'listing',
    layer: 'storefront',
    observe: 'After choosing Price: Low to High, card prices fall from the first card to the last.',
    edge: { edge: 'view', view: 'listing.page' },
  },
  {
    id: 'problem.search.suggestion-opens-next',
    persona: 'problem',
    title: 'A product suggestion opens the next suggestion’s product',
    screen: 'search',
    layer: 'storefront',
    observe: 'Choosing the first product suggestion opens the details of the second one.',
    edge: { edge: 'choice', choice: 'search.suggestion' },
  },
  {
    id: 'problem.details.adds-one-more',
    persona: 'problem',
    title: 'Add to Cart adds one more than the quantity chosen',
    screen: 'details',
    layer: 'storefront',
    observe: 'Adding with the stepper at 1 puts 2 in the cart (the cart line shows quantity 2).',
    edge: { edge: 'mutation', call: 'cart.add', from: 'details' },
  },
  {
    id: 'problem.details.storage-ignored',
    persona: 'problem',
    title: 'The storage chosen is not the one added',
    screen: 'details',
    layer: 'storefront',
    observe:
      'Choosing 512GB or 1TB on a phone and adding it puts a 256GB line (at the 256GB price) in the cart.',
    edge: { edge: 'mutation', call: 'cart.add', from: 'details' },
  },
  {
    id: 'problem.cart.remove-wrong-line',
    persona: 'problem',
    title: 'Remove in the cart removes another line',
    screen: 'cart',
    layer: 'storefront',
    observe: 'Removing a line removes the line above it (removing the first line removes the last).',
    edge: { edge: 'choice', choice: 'cart.remove' },
  },
  {
    id: 'problem.checkout.slot-fee-missing',
    persona: 'problem',
    title: 'The checkout total leaves out the delivery slot’s fee',
    screen: 'checkout',
    layer: 'storefront',
    observe:
      'With the Evening slot (₹49) the Order Summary shows Delivery FREE and a total ₹49 short; Place Order then answers “Prices in your cart have changed. Please review your order.” (the server never charges a total the buyer was not shown).',
    edge: { edge: 'view', view: 'checkout.totals' },
  },
  {
    id: 'problem.header.cart-count-off-by-one',
    persona: 'problem',
    title: 'The header’s cart count is one less than the cart',
    screen: 'header',
    layer: 'storefront',
    observe: 'With 3 units in the cart the header badge shows 2.',
    edge: { edge: 'view', view: 'header.cart-count' },
  },
  {
    id: 'problem.profile.weight-other-unit',
    persona: 'problem',
    title: 'The height and weight dialog saves the weight in the other unit',
    screen: 'profile',
    layer: 'storefront',
    observe: 'Saving 70 kg shows “70 lb” on the profile (and the reverse).',
    edge: { edge: 'mutation', call: 'users.savePhysicalStats' },
  },
  {
    id: 'problem.profile.shoe-size-half-up',
    persona: 'problem',
    title: 'The shoe size saved is half a size up',
    screen: 'profile',
    layer: 'storefront',
    observe: 'Saving UK 8 shows UK 8.5 on the profile.',
    edge: { edge: 'mutation', call: 'profile.saveShoeSize' },
  },
  // The slow user: everything works, late.
  {
    id: 'slow.sign-in.delayed',
    persona: 'slow',
    title: 'Sign-in answers after 3 seconds',
    screen: 'sign-in',
    layer: 'server',
    observe: 'POST /users/signIn for the slow user replies about 3 s after the request.',
    edge: { edge: 'handler', calls: ['users.signIn'] },
  },
  {
    id: 'slow.catalogue.delayed',
    persona: 'slow',
    title: 'Catalogue replies take 1.5–2.5 seconds',
    screen: 'listing',
    layer: 'server',
    observe:
      'While signed in as the slow user, every /products call replies 2 s ± 0.5 s late (seeded per path): skeletons stay up meanwhile.',
    edge: { edge: 'handler', calls: ['products.*'] },
  },
  // The error user: writes fail with their §8 texts.
  {
    id: 'error.cart.add-fails',
    persona: 'error',
    title: 'Adding a product with an even id fails',
    screen: 'cart',
    layer: 'server',
    observe: 'POST /cart for an even productId answers 500 “Failed to add to cart”; odd ids work.',
    edge: { edge: 'handler', calls: ['cart.add'] },
  },
  {
    id: 'error.cart.remove-fails',
    persona: 'error',
    title: 'Removing a cart line fails',
    screen: 'cart',
    layer: 'server',
    observe: 'DELETE /cart answers 500 with an empty body: the cart shows “Failed to delete cart item”.',
    edge: { edge: 'handler', calls: ['cart.remove'] },
  },
  {
    id: 'error.profile.saves-fail',
    persona: 'error',
    title: 'Profile saves fail',
    screen: 'profile',
    layer: 'server',
    observe:
      'Saving height and weight, age group or shoe size answers 500 with the call’s §8 text (e.g. “Failed to save physical stats”).',
    edge: {
      edge: 'handler',
      calls: ['users.savePhysicalStats', 'profile.saveAgeGroup', 'profile.saveShoeSize'],
    },
  },
  // The visual user: layout and styling regressions, behaviour intact.
  {
    id: 'visual.header.logo-shifted',
    persona: 'visual',
    title: 'The header logo sits 12 px too low',
    screen: 'header',
    layer: 'storefront',
    observe: 'A screenshot of the header differs from the standard user’s: the logo is lower.',
    edge: { edge: 'style', target: 'header.logo' },
  },
  {
    id: 'visual.listing.price-colour',
    persona: 'visual',
    title: 'Card prices are pale grey',
    screen: 'listing',
    layer: 'storefront',
    observe: 'Product-card prices render in a low-contrast grey instead of the theme’s ink.',
    edge: { edge: 'style', target: 'productCard.price' },
  },
  {
    id: 'visual.details.add-button-overflow',
    persona: 'visual',
    title: 'Add to Cart overflows its column',
    screen: 'details',
    layer: 'storefront',
    observe: 'The details page’s Add to Cart button is wider than its column and overlaps the gallery side.',
    edge: { edge: 'style', target: 'details.addToCart' },
  },
  {
    id: 'visual.cart.summary-misaligned',
    persona: 'visual',
    title: 'Cart summary amounts lose their right alignment',
    screen: 'cart',
    layer: 'storefront',
    observe: 'The order summary’s amounts are left-aligned against their labels.',
    edge: { edge: 'style', target: 'cart.summary' },
  },
] as const satisfies readonly Defect[];

export type CatalogueDefect = (typeof defects)[number];
export type DefectId = CatalogueDefect['id'];
/** The defects that act at one kind of edge, e.g. `DefectAt<'style'>`. */
export type DefectAt<Kind extends DefectEdge['edge']> = Extract<
  CatalogueDefect,
  { readonly edge: { readonly edge: Kind } }
>;

const defectIds: ReadonlySet<string> = new Set(defects.map((defect) => defect.id));

export function isDefectId(value: string): value is DefectId {
  return defectIds.has(value);
}

/** The defects a persona meets by default, in catalogue order. */
export function defectsOf(persona: QaPersonaKind | null): DefectId[] {
  if (persona === null) return [];
  return defects.filter((defect) => defect.persona === persona).map((defect) => defect.id);
}

/**
 * The defects in force: the persona's, then a session's switches (`qa_defects`, e.g.
 * `problem.listing.same-image,-problem.cart.remove-wrong-line`: a bare or `+` id turns one on, `-`
 * turns one off). Unknown ids are ignored.
 */
export function activeDefects(persona: QaPersonaKind | null, switches: readonly string[]): Set<DefectId> {
  const active = new Set<DefectId>(defectsOf(persona));
  for (const entry of switches) {
    const off = entry.startsWith('-');
    const id = off || entry.startsWith('+') ? entry.slice(1) : entry;
    if (!isDefectId(id)) continue;
    if (off) active.delete(id);
    else active.add(id);
  }
  return active;
}
