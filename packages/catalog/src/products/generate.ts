import { PRICE_FILTER_MAX } from '@shop/core';
import { KEY_FEATURES, type Product } from '@shop/core/products';
import { categoryDefinition } from '../categories';
import { productImagePath } from '../images/paths';
import { createRandom, type Random } from '@shop/core';
import { audioHeadphones } from './audio-headphones';
import { beautyPersonalCare } from './beauty-personal-care';
import { booksMedia } from './books-media';
import type { CategoryProducts, CategoryProfile, ProductBadge, ProductDraft } from './draft';
import { fashionLifestyle } from './fashion-lifestyle';
import { groceryGourmet } from './grocery-gourmet';
import { homeKitchen } from './home-kitchen';
import { laptopsComputers } from './laptops-computers';
import { mobilesTablets } from './mobiles-tablets';
import { smartwatches } from './smartwatches';
import { sportsFitness } from './sports-fitness';
import { tvsAppliances } from './tvs-appliances';

/** Every category's table, in category id order. */
export const CATEGORY_PRODUCTS: readonly CategoryProducts[] = [
  mobilesTablets,
  laptopsComputers,
  tvsAppliances,
  audioHeadphones,
  fashionLifestyle,
  homeKitchen,
  beautyPersonalCare,
  booksMedia,
  sportsFitness,
  groceryGourmet,
  smartwatches,
];

/** Ids are `categoryId * 100 + n`, so a category can never hold more than this. */
const MAX_PRODUCTS_PER_CATEGORY = 99;

/** Products below this price rarely ship free (the usual ₹499 free-delivery threshold). */
const FREE_DELIVERY_THRESHOLD = 499;
const LIMITED_STOCK_MAX = 8;

export function productId(categoryId: number, position: number): number {
  return categoryId * 100 + position;
}

/** Indian retail prices end in 9: ₹289, ₹2,499, ₹34,999. Never below `value`. */
function listPriceAtOrAbove(value: number): number {
  const step = value < 1_000 ? 10 : value < 10_000 ? 100 : 1_000;
  return Math.ceil((value + 1) / step) * step - 1;
}

function listPrice(draft: ProductDraft, profile: CategoryProfile, random: Random): number {
  const discounted = !random.chance(profile.fullPriceShare);
  const percent = random.int(profile.discount[0], profile.discount[1]);
  if (draft.pinned.mrp !== undefined) return draft.pinned.mrp;
  if (!discounted) return draft.price;
  const mrp = listPriceAtOrAbove((draft.price * 100) / (100 - percent));
  // Every amount the listing shows must sit inside its price filter (spec §5: 0–200000).
  return Math.max(draft.price, Math.min(mrp, PRICE_FILTER_MAX - 1));
}

/**
 * Mostly 3.8–4.8 and leaning high, as real listings do, with a tail of 3.x so the minimum-rating
 * filter (spec §9: 4, 3, 2, 1 and up) has work to do. The 2.x ratings are pinned in the tables.
 */
function starRating(random: Random): number {
  const poorlyRated = random.chance(0.08);
  const rating = poorlyRated ? random.float(3.0, 3.8) : 3.8 + Math.sqrt(random.next());
  return Math.round(rating * 10) / 10;
}

/**
 * Skewed towards the low end (a few products have lakhs of ratings, most have hundreds or
 * thousands). Only + and × here: Math.log / Math.exp may differ in the last bit between JavaScript
 * engines, and the storefront builds this catalogue in whatever browser it runs in.
 */
function ratingsCount(profile: CategoryProfile, random: Random): number {
  const [min, max] = profile.ratingsCount;
  const u = random.next();
  return Math.round(min + (max - min) * u * u * u);
}

function stockCount(profile: CategoryProfile, random: Random): number {
  const roll = random.next();
  const regular = random.int(profile.stock[0], profile.stock[1]);
  const limited = random.int(1, LIMITED_STOCK_MAX);
  if (roll < 0.03) return 0;
  if (roll < 0.12) return limited;
  return regular;
}

/** A badge only where it is true of the product, and not on every product that qualifies. */
function badgeFor(product: Omit<Product, 'badge'>, isNew: boolean, random: Random): ProductBadge | null {
  const earned: ProductBadge[] = [];
  if (product.stock > 0 && product.stock <= LIMITED_STOCK_MAX) earned.push('Limited Stock');
  if (isNew) earned.push('New Launch');
  if (product.discountpercent >= 30) earned.push('Deal of the Day');
  if (product.starrating >= 4.5 && product.ratingscount >= 1_000) earned.push('Top Rated');
  if (product.starrating >= 4.2 && product.ratingscount >= 20_000) earned.push('Bestseller');
  const show = random.chance(0.65);
  return show && earned.length > 0 ? random.pick(earned) : null;
}

export function buildProduct(
  categoryId: number,
  position: number,
  draft: ProductDraft,
  profile: CategoryProfile,
): Product {
  const id = productId(categoryId, position);
  const slug = categoryDefinition(categoryId)?.slug;
  if (slug === undefined) throw new Error(`Unknown category ${categoryId}`);
  // One stream per product, and every draw happens whatever is pinned, so pinning a value on one
  // product never shifts the values of its other fields.
  const random = createRandom(`product:${id}`);
  const oldprice = listPrice(draft, profile, random);
  const starrating = starRating(random);
  const ratingscount = ratingsCount(profile, random);
  const stock = stockCount(profile, random);
  const deliveredFree = random.chance(draft.price >= FREE_DELIVERY_THRESHOLD ? 0.85 : 0.25);

  const product: Omit<Product, 'badge'> = {
    id,
    productname: draft.productname,
    brand: draft.brand,
    price: draft.price,
    oldprice,
    discountpercent: Math.round(((oldprice - draft.price) / oldprice) * 100),
    starrating: draft.pinned.rating ?? starrating,
    ratingscount,
    stock: draft.pinned.stock ?? stock,
    imageurl: productImagePath(id),
    freedelivery: deliveredFree,
    description: draft.description,
    categoryid: categoryId,
    categories: { slug },
    productdetails: draft.productdetails,
    // Copies: the catalogue is frozen once built, and the tables must stay reusable.
    keyfeatures: { [KEY_FEATURES]: [...draft.keyfeatures] },
    specifications: [{ ...draft.specification }],
  };
  const badge = badgeFor(product, draft.pinned.isNew ?? false, random);
  return { ...product, badge: draft.pinned.badge !== undefined ? draft.pinned.badge : badge };
}

export function buildCategoryProducts({ categoryId, profile, drafts }: CategoryProducts): Product[] {
  if (drafts.length > MAX_PRODUCTS_PER_CATEGORY) {
    throw new Error(
      `Category ${categoryId} has ${drafts.length} products; ids allow ${MAX_PRODUCTS_PER_CATEGORY}`,
    );
  }
  return drafts.map((draft, index) => buildProduct(categoryId, index + 1, draft, profile));
}

/** Every product of every category, ordered by id. */
export function buildProducts(): Product[] {
  return CATEGORY_PRODUCTS.flatMap(buildCategoryProducts);
}
