import type { CatalogueDefect, DefectId } from './defects';

/** What the /qa page says of each defect (defects.ts): its title, and what a test observes. */
export interface DefectText {
  readonly title: string;
  /** What a test observes, compared with the standard user. */
  readonly observe: string;
}

/**
 * How a test finds an accessibility defect: the axe-core rule that reports it (axe 4.14, run with
 * the WCAG A/AA tags), or the kind of test it takes when no automated checker sees it.
 */
export type A11yFinding = { readonly axeRule: string } | { readonly test: 'keyboard' | 'screen-reader' };

export interface A11yDefectText extends DefectText {
  /** The WCAG 2.x success criterion it fails: its number and name ("1.1.1 Non-text Content"). */
  readonly wcag: string;
  readonly foundBy: A11yFinding;
}

/** An accessibility persona's defect must say which criterion it fails and how it is found. */
type TextOf<Id extends DefectId> = Extract<CatalogueDefect, { readonly id: Id }>['persona'] extends 'a11y'
  ? A11yDefectText
  : DefectText;

export const defectTexts: { readonly [Id in DefectId]: TextOf<Id> } = {
  'problem.listing.same-image': {
    title: 'Every product card shows the same image',
    observe: 'All product-card images on a listing page have the same src (the first product’s).',
  },
  'problem.listing.price-sort-reversed': {
    title: '“Price: Low to High” lists the dearest first',
    observe: 'After choosing Price: Low to High, card prices fall from the first card to the last.',
  },
  'problem.search.suggestion-opens-next': {
    title: 'A product suggestion opens the next suggestion’s product',
    observe: 'Choosing the first product suggestion opens the details of the second one.',
  },
  'problem.details.adds-one-more': {
    title: 'Add to Cart adds one more than the quantity chosen',
    observe: 'Adding with the stepper at 1 puts 2 in the cart (the cart line shows quantity 2).',
  },
  'problem.details.storage-ignored': {
    title: 'The storage chosen is not the one added',
    observe:
      'Choosing 512GB or 1TB on a phone and adding it puts a 256GB line (at the 256GB price) in the cart.',
  },
  'problem.cart.remove-wrong-line': {
    title: 'Remove in the cart removes another line',
    observe: 'Removing a line removes the line above it (removing the first line removes the last).',
  },
  'problem.checkout.slot-fee-missing': {
    title: 'The checkout total leaves out the delivery slot’s fee',
    observe:
      'With the Evening slot (₹49) the Order Summary shows Delivery FREE and a total ₹49 short; Place Order then answers “Prices in your cart have changed. Please review your order.” (the server never charges a total the buyer was not shown).',
  },
  'problem.header.cart-count-off-by-one': {
    title: 'The header’s cart count is one less than the cart',
    observe: 'With 3 units in the cart the header badge shows 2.',
  },
  'problem.profile.weight-other-unit': {
    title: 'The height and weight dialog saves the weight in the other unit',
    observe: 'Saving 70 kg shows “70 lb” on the profile (and the reverse).',
  },
  'problem.profile.shoe-size-half-up': {
    title: 'The shoe size saved is half a size up',
    observe: 'Saving UK 8 shows UK 8.5 on the profile.',
  },
  'slow.sign-in.delayed': {
    title: 'Sign-in answers after 3 seconds',
    observe: 'POST /users/signIn for the slow user replies about 3 s after the request.',
  },
  'slow.catalogue.delayed': {
    title: 'Catalogue replies take 1.5–2.5 seconds',
    observe:
      'While signed in as the slow user, every /products call replies 2 s ± 0.5 s late (seeded per path): skeletons stay up meanwhile.',
  },
  'error.cart.add-fails': {
    title: 'Adding a product with an even id fails',
    observe: 'POST /cart for an even productId answers 500 “Failed to add to cart”; odd ids work.',
  },
  'error.cart.remove-fails': {
    title: 'Removing a cart line fails',
    observe: 'DELETE /cart answers 500 with an empty body: the cart shows “Failed to delete cart item”.',
  },
  'error.profile.saves-fail': {
    title: 'Profile saves fail',
    observe:
      'Saving height and weight, age group or shoe size answers 500 with the call’s §8 text (e.g. “Failed to save physical stats”).',
  },
  'visual.header.logo-shifted': {
    title: 'The header logo sits 12 px too low',
    observe: 'A screenshot of the header differs from the standard user’s: the logo is lower.',
  },
  'visual.listing.price-colour': {
    title: 'Card prices are pale grey',
    observe: 'Product-card prices render in a low-contrast grey instead of the theme’s ink.',
  },
  'visual.details.add-button-overflow': {
    title: 'Add to Cart overflows its column',
    observe: 'The details page’s Add to Cart button is wider than its column and overlaps the gallery side.',
  },
  'visual.cart.summary-misaligned': {
    title: 'Cart summary amounts lose their right alignment',
    observe: 'The order summary’s amounts are left-aligned against their labels.',
  },
  'a11y.home.hero-image-alt': {
    title: 'The hero slide’s picture has no text alternative',
    observe:
      'The current hero slide’s <img> has no alt attribute: axe reports image-alt on the home page (the standard user’s has a describing alt).',
    wcag: '1.1.1 Non-text Content',
    foundBy: { axeRule: 'image-alt' },
  },
  'a11y.listing.search-unlabelled': {
    title: 'The filter panel’s search field has no label',
    observe:
      'The search field of the listing’s filters is tied to no <label> and has no placeholder: it has no accessible name, and axe reports label.',
    wcag: '4.1.2 Name, Role, Value',
    foundBy: { axeRule: 'label' },
  },
  'a11y.listing.card-add-mouse-only': {
    title: 'A product card’s Add to Cart is reachable by mouse only',
    observe: 'Tab from a card’s wishlist button skips its Add to Cart (tabindex="-1"); a click still adds.',
    wcag: '2.1.1 Keyboard',
    foundBy: { test: 'keyboard' },
  },
  'a11y.details.price-low-contrast': {
    title: 'The details page’s price is pale grey',
    observe:
      'The price reads below 4.5:1 against its background: axe reports color-contrast on the details page.',
    wcag: '1.4.3 Contrast (Minimum)',
    foundBy: { axeRule: 'color-contrast' },
  },
  'a11y.details.add-no-focus-ring': {
    title: 'Add to Cart shows no focus ring',
    observe:
      'Tabbing to Add to Cart focuses it with outline-style none (the standard user sees a 2 px solid ring).',
    wcag: '2.4.7 Focus Visible',
    foundBy: { test: 'keyboard' },
  },
  'a11y.cart.remove-unnamed': {
    title: 'A cart line’s Remove button has no name',
    observe:
      'The × button of each cart line has no aria-label or title: getByRole("button", { name: "Remove …" }) finds nothing, and axe reports button-name.',
    wcag: '4.1.2 Name, Role, Value',
    foundBy: { axeRule: 'button-name' },
  },
  'a11y.cart.clear-dialog-focus-lost': {
    title: 'Closing the Clear Cart dialog loses focus',
    observe:
      'Open Clear Cart with the keyboard and press Cancel: focus lands on the page (document.body), not back on Clear Cart.',
    wcag: '2.4.3 Focus Order',
    foundBy: { test: 'keyboard' },
  },
  'a11y.checkout.upi-unlabelled': {
    title: 'The UPI ID field has no label',
    observe:
      'On the payment step the UPI ID field is tied to no <label> and has no placeholder: axe reports label.',
    wcag: '4.1.2 Name, Role, Value',
    foundBy: { axeRule: 'label' },
  },
  'a11y.checkout.step-problem-silent': {
    title: 'Why a checkout step cannot go on is never announced',
    observe:
      'Continue without a payment method: the problem shows, but no role="alert" or aria-live region holds it (getByRole("alert") finds nothing).',
    wcag: '4.1.3 Status Messages',
    foundBy: { test: 'screen-reader' },
  },
  'a11y.profile.dialog-keyboard-trap': {
    title: 'The height and weight dialog traps the keyboard',
    observe:
      'In the height and weight dialog, Tab and Shift+Tab leave focus where it is and Escape does not close it: Cancel is reachable by mouse only.',
    wcag: '2.1.2 No Keyboard Trap',
    foundBy: { test: 'keyboard' },
  },
};
