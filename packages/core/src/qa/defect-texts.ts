import type { DefectId } from './defects';

/** What the /qa page says of each defect (defects.ts): its title, and what a test observes. */
export interface DefectText {
  readonly title: string;
  /** What a test observes, compared with the standard user. */
  readonly observe: string;
}

export const defectTexts: { readonly [Id in DefectId]: DefectText } = {
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
};
