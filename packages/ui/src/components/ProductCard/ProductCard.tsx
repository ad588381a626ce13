import type { Product } from '@shop/core/products';
import type { ReactNode } from 'react';
import { Button } from '../Button/Button';
import { Link } from '../Link/Link';
import { PriceTag } from '../PriceTag/PriceTag';
import { Rating } from '../Rating/Rating';
import { WishlistButton } from '../WishlistButton/WishlistButton';
import { testIds } from '../../testIds';
import * as styles from './ProductCard.css';

/** What a card shows; the storefront's sample products (string ids) fit it as well as the API's. */
export type ProductCardProduct = Pick<
  Product,
  | 'productname'
  | 'brand'
  | 'price'
  | 'oldprice'
  | 'discountpercent'
  | 'starrating'
  | 'ratingscount'
  | 'stock'
  | 'imageurl'
  | 'freedelivery'
> & { readonly id: number | string; readonly description?: string };

export const productCardLayouts = ['grid', 'list'] as const;
export type ProductCardLayout = (typeof productCardLayouts)[number];

/** The catalogue's images are square, 400 × 400 (they scale down with the card). */
export const PRODUCT_IMAGE_SIZE = 400;

export const productCardLabels = {
  freeDelivery: 'Free Delivery',
  outOfStock: 'Out of stock',
  addToCart: 'Add to Cart',
  /**
   * The button's accessible name: which product it adds, after the visible words (label in name,
   * WCAG 2.5.3: voice users say what they see), like View details on the home cards.
   */
  addToCartName: (productName: string) => `Add to Cart: ${productName}`,
} as const;

export interface ProductCardProps {
  product: ProductCardProduct;
  /** Where the image and the name lead: `/product/{categoryId}/{productId}` (spec §2). */
  href: string;
  layout?: ProductCardLayout;
  /** The name's heading level under the page's headings. */
  headingLevel?: 2 | 3 | 4;
  /**
   * `eager` for the cards in the first screenful, so the largest image is not delayed; `high` also
   * ahead of other images (the first card's image is the listing's largest paint on phones).
   */
  imageLoading?: 'lazy' | 'eager' | 'high';
  /** The heart (§4: local only); without `onWishlistChange` no heart is shown. */
  wishlisted?: boolean;
  onWishlistChange?: (wishlisted: boolean) => void;
  /** Extra actions under the details, e.g. the compare toggle. */
  actions?: ReactNode;
  /** Shows 'Add to Cart' (disabled when out of stock); the caller decides what adding means (§4). */
  onAddToCart?: () => void;
}

/**
 * A product in the listing (grid or list) and the home rows: image and name link to the details
 * route, brand, rating with its count, price in rupees with the old price and 'N% off', Free
 * Delivery, the out-of-stock state, the wishlist heart and, when the caller asks, Add to Cart. The image link repeats the name link,
 * so it is left out of the tab order and of the accessibility tree: one stop per card.
 */
export function ProductCard({
  product,
  href,
  layout = 'grid',
  headingLevel = 3,
  imageLoading = 'lazy',
  wishlisted = false,
  onWishlistChange,
  actions,
  onAddToCart,
}: ProductCardProps) {
  const ids = testIds.productCard;
  const Heading = `h${headingLevel}` as const;
  const outOfStock = product.stock <= 0;
  return (
    <article className={styles.card({ layout })} data-testid={ids.card(product.id)}>
      <div className={styles.body}>
        <span className={styles.brand} data-testid={ids.brand(product.id)}>
          {product.brand}
        </span>
        <Heading className={styles.name}>
          <Link href={href} variant="plain" className={styles.nameLink} testId={ids.link(product.id)}>
            {product.productname}
          </Link>
        </Heading>
        <Rating
          size="small"
          value={product.starrating}
          count={product.ratingscount}
          testId={ids.rating(product.id)}
        />
        <PriceTag
          price={product.price}
          oldPrice={product.oldprice}
          discountPercent={product.discountpercent}
          testId={ids.price(product.id)}
        />
        {layout === 'list' && product.description && (
          <p className={styles.description}>{product.description}</p>
        )}
        {product.freedelivery && (
          <span className={styles.delivery} data-testid={ids.freeDelivery(product.id)}>
            {productCardLabels.freeDelivery}
          </span>
        )}
        {outOfStock && (
          <span className={styles.outOfStock} data-testid={ids.outOfStock(product.id)}>
            {productCardLabels.outOfStock}
          </span>
        )}
        {(onAddToCart || actions) && (
          <div className={styles.actions}>
            {onAddToCart && (
              <Button
                size="small"
                icon="cart"
                fullWidth={layout === 'grid'}
                disabled={outOfStock}
                aria-label={productCardLabels.addToCartName(product.productname)}
                onClick={onAddToCart}
                testId={ids.addToCart(product.id)}
              >
                {productCardLabels.addToCart}
              </Button>
            )}
            {actions}
          </div>
        )}
      </div>
      {/* After the details in the DOM (the name is the card's first stop), first on screen. */}
      <div className={styles.media}>
        <Link
          href={href}
          variant="plain"
          className={styles.imageLink}
          tabIndex={-1}
          aria-hidden="true"
          testId={ids.imageLink(product.id)}
        >
          <img
            className={[styles.image, outOfStock ? styles.imageOutOfStock : ''].filter(Boolean).join(' ')}
            src={product.imageurl}
            alt=""
            width={PRODUCT_IMAGE_SIZE}
            height={PRODUCT_IMAGE_SIZE}
            loading={imageLoading === 'lazy' ? 'lazy' : 'eager'}
            fetchPriority={imageLoading === 'high' ? 'high' : undefined}
            decoding="async"
          />
        </Link>
        {onWishlistChange && (
          <span className={styles.wishlist}>
            <WishlistButton
              productId={product.id}
              productName={product.productname}
              selected={wishlisted}
              onToggle={() => onWishlistChange(!wishlisted)}
              testId={ids.wishlist(product.id)}
            />
          </span>
        )}
      </div>
    </article>
  );
}
