import type { QaPersonaKind } from './personas';

/** Where a learner meets a defect (the screen, or the API for server-side ones). */
export type DefectScreen =
  'sign-in' | 'home' | 'search' | 'listing' | 'details' | 'cart' | 'checkout' | 'profile' | 'header';

/**
 * What a `dom` edge does to the element it targets (and, where said, to what belongs to it):
 * - `alt-removed`: its images lose their text alternative;
 * - `label-removed`: the field loses its label and placeholder (no accessible name);
 * - `name-removed`: the button loses its accessible name (aria-label, title);
 * - `low-contrast`: its text turns pale grey on its background;
 * - `tab-order-removed`: out of the tab order (mouse only);
 * - `focus-ring-removed`: no outline while it has keyboard focus;
 * - `tab-trapped`: while it is open, Tab and Escape do nothing (a keyboard trap);
 * - `focus-not-returned`: when it closes, focus goes to the page instead of the control that opened it;
 * - `live-region-removed`: the live region that would announce it is silenced.
 */
export const domChanges = [
  'alt-removed',
  'label-removed',
  'name-removed',
  'low-contrast',
  'tab-order-removed',
  'focus-ring-removed',
  'tab-trapped',
  'focus-not-returned',
  'live-region-removed',
] as const;
export type DomChange = (typeof domChanges)[number];

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
   * A change to the rendered element with this published test id (`testIds` path; a per-item id
   * targets every item): its attributes, its listeners, how it takes focus. What it does still works.
   */
  | { readonly edge: 'dom'; readonly target: string; readonly change: DomChange }
  /**
   * What the server does with these calls (endpoint ids; `products.*`: every catalogue call): a
   * wait, or a live scenario's answer.
   */
  | { readonly edge: 'handler'; readonly calls: readonly string[] };

export interface Defect {
  /** Stable, `<persona>.<screen>.<what>`: QA suites and the exercises name defects by it. */
  readonly id: string;
  readonly persona: QaPersonaKind;
  readonly screen: DefectScreen;
  readonly layer: DefectLayer;
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
 * data. The ids are published: never rename one. What each is called and what a test observes are
 * in defect-texts.ts, which only the /qa page reads: the storefront loads this table on every
 * page, and not those texts.
 */
export const defects = [
  // The problem user (SauceDemo's problem_user is the model): wrong behaviour, no error shown.
  {
    id: 'problem.listing.same-image',
    persona: 'problem',
    screen: 'listing',
    layer: 'storefront',
    edge: { edge: 'view', view: 'listing.page' },
  },
  {
    id: 'problem.listing.price-sort-reversed',
    persona: 'problem',
    screen: 'listing',
    layer: 'storefront',
    edge: { edge: 'view', view: 'listing.page' },
  },
  {
    id: 'problem.search.suggestion-opens-next',
    persona: 'problem',
    screen: 'search',
    layer: 'storefront',
    edge: { edge: 'choice', choice: 'search.suggestion' },
  },
  {
    id: 'problem.details.adds-one-more',
    persona: 'problem',
    screen: 'details',
    layer: 'storefront',
    edge: { edge: 'mutation', call: 'cart.add', from: 'details' },
  },
  {
    id: 'problem.details.storage-ignored',
    persona: 'problem',
    screen: 'details',
    layer: 'storefront',
    edge: { edge: 'mutation', call: 'cart.add', from: 'details' },
  },
  {
    id: 'problem.cart.remove-wrong-line',
    persona: 'problem',
    screen: 'cart',
    layer: 'storefront',
    edge: { edge: 'choice', choice: 'cart.remove' },
  },
  {
    id: 'problem.checkout.slot-fee-missing',
    persona: 'problem',
    screen: 'checkout',
    layer: 'storefront',
    edge: { edge: 'view', view: 'checkout.totals' },
  },
  {
    id: 'problem.header.cart-count-off-by-one',
    persona: 'problem',
    screen: 'header',
    layer: 'storefront',
    edge: { edge: 'view', view: 'header.cart-count' },
  },
  {
    id: 'problem.profile.weight-other-unit',
    persona: 'problem',
    screen: 'profile',
    layer: 'storefront',
    edge: { edge: 'mutation', call: 'users.savePhysicalStats' },
  },
  {
    id: 'problem.profile.shoe-size-half-up',
    persona: 'problem',
    screen: 'profile',
    layer: 'storefront',
    edge: { edge: 'mutation', call: 'profile.saveShoeSize' },
  },
  // The slow user: everything works, late.
  {
    id: 'slow.sign-in.delayed',
    persona: 'slow',
    screen: 'sign-in',
    layer: 'server',
    edge: { edge: 'handler', calls: ['users.signIn'] },
  },
  {
    id: 'slow.catalogue.delayed',
    persona: 'slow',
    screen: 'listing',
    layer: 'server',
    edge: { edge: 'handler', calls: ['products.*'] },
  },
  // The error user: writes fail with their §8 texts.
  {
    id: 'error.cart.add-fails',
    persona: 'error',
    screen: 'cart',
    layer: 'server',
    edge: { edge: 'handler', calls: ['cart.add'] },
  },
  {
    id: 'error.cart.remove-fails',
    persona: 'error',
    screen: 'cart',
    layer: 'server',
    edge: { edge: 'handler', calls: ['cart.remove'] },
  },
  {
    id: 'error.profile.saves-fail',
    persona: 'error',
    screen: 'profile',
    layer: 'server',
    edge: {
      edge: 'handler',
      calls: ['users.savePhysicalStats', 'profile.saveAgeGroup', 'profile.saveShoeSize'],
    },
  },
  // The visual user: layout and styling regressions, behaviour intact.
  {
    id: 'visual.header.logo-shifted',
    persona: 'visual',
    screen: 'header',
    layer: 'storefront',
    edge: { edge: 'style', target: 'header.logo' },
  },
  {
    id: 'visual.listing.price-colour',
    persona: 'visual',
    screen: 'listing',
    layer: 'storefront',
    edge: { edge: 'style', target: 'productCard.price' },
  },
  {
    id: 'visual.details.add-button-overflow',
    persona: 'visual',
    screen: 'details',
    layer: 'storefront',
    edge: { edge: 'style', target: 'details.addToCart' },
  },
  {
    id: 'visual.cart.summary-misaligned',
    persona: 'visual',
    screen: 'cart',
    layer: 'storefront',
    edge: { edge: 'style', target: 'cart.summary' },
  },
  // The accessibility user: barriers for people who use a keyboard or a screen reader (each
  // text in defect-texts.ts names its WCAG success criterion and how a test finds it).
  {
    id: 'a11y.home.hero-image-alt',
    persona: 'a11y',
    screen: 'home',
    layer: 'storefront',
    edge: { edge: 'dom', target: 'home.heroSlide', change: 'alt-removed' },
  },
  {
    id: 'a11y.listing.search-unlabelled',
    persona: 'a11y',
    screen: 'listing',
    layer: 'storefront',
    edge: { edge: 'dom', target: 'listing.filterSearch', change: 'label-removed' },
  },
  {
    id: 'a11y.listing.card-add-mouse-only',
    persona: 'a11y',
    screen: 'listing',
    layer: 'storefront',
    edge: { edge: 'dom', target: 'productCard.addToCart', change: 'tab-order-removed' },
  },
  {
    id: 'a11y.details.price-low-contrast',
    persona: 'a11y',
    screen: 'details',
    layer: 'storefront',
    edge: { edge: 'dom', target: 'details.price', change: 'low-contrast' },
  },
  {
    id: 'a11y.details.add-no-focus-ring',
    persona: 'a11y',
    screen: 'details',
    layer: 'storefront',
    edge: { edge: 'dom', target: 'details.addToCart', change: 'focus-ring-removed' },
  },
  {
    id: 'a11y.cart.remove-unnamed',
    persona: 'a11y',
    screen: 'cart',
    layer: 'storefront',
    edge: { edge: 'dom', target: 'cart.lineRemove', change: 'name-removed' },
  },
  {
    id: 'a11y.cart.clear-dialog-focus-lost',
    persona: 'a11y',
    screen: 'cart',
    layer: 'storefront',
    edge: { edge: 'dom', target: 'cart.clearDialog', change: 'focus-not-returned' },
  },
  {
    id: 'a11y.checkout.upi-unlabelled',
    persona: 'a11y',
    screen: 'checkout',
    layer: 'storefront',
    edge: { edge: 'dom', target: 'checkout.upiId', change: 'label-removed' },
  },
  {
    id: 'a11y.checkout.step-problem-silent',
    persona: 'a11y',
    screen: 'checkout',
    layer: 'storefront',
    edge: { edge: 'dom', target: 'checkout.stepProblem', change: 'live-region-removed' },
  },
  {
    id: 'a11y.profile.dialog-keyboard-trap',
    persona: 'a11y',
    screen: 'profile',
    layer: 'storefront',
    edge: { edge: 'dom', target: 'profile.heightWeightDialog', change: 'tab-trapped' },
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
