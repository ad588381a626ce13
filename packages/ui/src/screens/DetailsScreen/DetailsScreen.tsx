import {
  DEFAULT_COLOR,
  DEFAULT_STORAGE,
  DELIVERY_PROMISE,
  groupIndianDigits,
  paths,
  RETURN_POLICY_DAYS,
  SELLER_RATING,
  WARRANTY_YEARS,
} from '@shop/core';
import { detailsMessages, displayDiscountPercent, returnPolicyText, warrantyText } from '@shop/core/products';
import { useState } from 'react';
import { SHOP_NAME } from '@shop/core/brand';
import { CompareButton } from '../../components/CompareButton/CompareButton';
import { Gallery } from '../../components/Gallery/Gallery';
import { Link } from '../../components/Link/Link';
import { Pill } from '../../components/Pill/Pill';
import { Rating } from '../../components/Rating/Rating';
import { SkeletonGroup, Skeleton } from '../../components/Skeleton/Skeleton';
import { WishlistButton } from '../../components/WishlistButton/WishlistButton';
import { testIds } from '../../testIds';
import { DetailsError, type DetailsErrorProps } from './DetailsError';
import { DetailsInfoTabs, type DetailsTab } from './DetailsInfoTabs';
import { DetailsPurchase } from './DetailsPurchase';
import { idSlug, type DetailsChoice, type DetailsProduct } from './details-types';
import * as styles from './DetailsScreen.css';

/** The pictures' intrinsic size (the catalogue draws 400 × 400 SVGs). */
const IMAGE_SIZE = 400;

export interface DetailsToggle {
  selected: boolean;
  onToggle: () => void;
}

export interface DetailsReadyProps {
  product: DetailsProduct;
  /** Where the breadcrumb's 'Products' leads (the remembered category's listing). */
  productsHref: string;
  onAddToCart: (choice: DetailsChoice) => void;
  onBuyNow: (choice: DetailsChoice) => void;
  /** The heart: local only (§4). */
  wishlist: DetailsToggle;
  /** 'Add to compare' (our /compare, up to 4 products). */
  compare: DetailsToggle & { limitReached: boolean };
}

export type DetailsScreenProps =
  | { status: 'loading' }
  | ({ status: 'error' } & DetailsErrorProps)
  | ({ status: 'ready' } & DetailsReadyProps);

/**
 * The product details screen (§2): gallery beside name, price, options and buttons; service info and
 * the seller; then the four tabs. Its own state (§4): tab, image index, quantity, storage and colour,
 * each starting at the spec's default; the caller hears about them only on Add to Cart and Buy Now.
 */
export function DetailsScreen(props: DetailsScreenProps) {
  return (
    <div className={styles.page} data-testid={testIds.details.screen}>
      {props.status === 'loading' && <DetailsLoading />}
      {props.status === 'error' && (
        <DetailsError
          title={props.title}
          message={props.message}
          backToProductsHref={props.backToProductsHref}
        />
      )}
      {props.status === 'ready' && <DetailsReady key={props.product.id} {...props} />}
    </div>
  );
}

function DetailsLoading() {
  return (
    <SkeletonGroup label="Loading product" testId={testIds.details.loading}>
      <div className={styles.loadingFootprint}>
        <div className={styles.topGrid}>
          <div className={styles.skeletonImage}>
            <Skeleton shape="block" />
          </div>
          <div className={styles.skeletonColumn}>
            <Skeleton shape="title" />
            <Skeleton shape="text" width="threeQuarters" />
            <Skeleton shape="title" width="half" />
            <Skeleton shape="text" />
            <Skeleton shape="text" width="quarter" />
          </div>
        </div>
      </div>
    </SkeletonGroup>
  );
}

function Breadcrumb({ name, productsHref }: { name: string; productsHref: string }) {
  const ids = testIds.details;
  return (
    <nav aria-label="Breadcrumb" data-testid={ids.breadcrumb}>
      <ol className={styles.breadcrumb}>
        <li>
          <Link href={paths.home()} testId={ids.breadcrumbHome}>
            Home
          </Link>
        </li>
        <li>
          <Link href={productsHref} testId={ids.breadcrumbProducts}>
            Products
          </Link>
        </li>
        <li aria-current="page" className={styles.breadcrumbCurrent}>
          {name}
        </li>
      </ol>
    </nav>
  );
}

function DetailsReady({
  product,
  productsHref,
  onAddToCart,
  onBuyNow,
  wishlist,
  compare,
}: DetailsReadyProps) {
  const ids = testIds.details;
  const [imageIndex, setImageIndex] = useState(0);
  const [tab, setTab] = useState<DetailsTab>('details');
  const [choice, setChoice] = useState<DetailsChoice>({
    storage: DEFAULT_STORAGE,
    color: DEFAULT_COLOR,
    qty: 1,
  });
  // The badge is the product's own percentage (the storage surcharge does not change it).
  const discount = displayDiscountPercent(product.price, product.oldPrice, product.discountPercent);
  const tags = [product.badge, product.freeDelivery ? detailsMessages.freeDelivery : null].filter(
    (tag): tag is string => Boolean(tag),
  );

  return (
    <div className={styles.ready}>
      <Breadcrumb name={product.name} productsHref={productsHref} />
      <div className={styles.topGrid}>
        <div className={styles.galleryColumn}>
          {discount > 0 && (
            <span className={styles.discountBadge} data-testid={ids.discountBadge}>
              {discount}% OFF
            </span>
          )}
          <Gallery
            images={product.images}
            index={imageIndex}
            onIndexChange={setImageIndex}
            label={`Images of ${product.name}`}
            width={IMAGE_SIZE}
            height={IMAGE_SIZE}
            testIds={ids}
          />
        </div>

        <div className={styles.infoColumn}>
          <div className={styles.titleRow}>
            <div className={styles.titleText}>
              <p className={styles.brand} data-testid={ids.brand}>
                {product.brand}
              </p>
              <h1 className={styles.name} data-testid={ids.name}>
                {product.name}
              </h1>
            </div>
            <WishlistButton
              productId={product.id}
              productName={product.name}
              selected={wishlist.selected}
              onToggle={wishlist.onToggle}
              testId={ids.wishlist}
            />
          </div>
          {tags.length > 0 && (
            <ul className={styles.tags} aria-label="Highlights">
              {tags.map((tag) => (
                <li key={tag}>
                  <Pill
                    tone={tag === detailsMessages.freeDelivery ? 'success' : 'accent'}
                    testId={ids.tag(idSlug(tag))}
                  >
                    {tag}
                  </Pill>
                </li>
              ))}
            </ul>
          )}
          <p className={styles.ratingRow}>
            <Rating value={product.rating} testId={ids.rating} />
            <span className={styles.muted} data-testid={ids.reviewCount}>
              {groupIndianDigits(product.reviewCount)} ratings &amp; reviews
            </span>
          </p>
          <p className={styles.description} data-testid={ids.description}>
            {product.description}
          </p>

          <DetailsPurchase
            product={product}
            choice={choice}
            onChoiceChange={setChoice}
            onAddToCart={onAddToCart}
            onBuyNow={onBuyNow}
          />
          <CompareButton
            productId={product.id}
            productName={product.name}
            selected={compare.selected}
            limitReached={compare.limitReached}
            onToggle={compare.onToggle}
            size="medium"
            testId={ids.compare}
          />

          <div className={styles.serviceGrid}>
            <ul
              className={styles.serviceList}
              aria-label="Delivery and services"
              data-testid={ids.serviceInfo}
            >
              <li>
                <strong>{detailsMessages.freeDelivery}</strong>
                <span className={styles.muted}>{DELIVERY_PROMISE}</span>
              </li>
              <li>
                <strong>{returnPolicyText(RETURN_POLICY_DAYS)}</strong>
                <span className={styles.muted}>Easy returns from your orders</span>
              </li>
              <li>
                <strong>{warrantyText(WARRANTY_YEARS)}</strong>
                <span className={styles.muted}>Manufacturer warranty</span>
              </li>
            </ul>
            <section className={styles.seller} aria-label="Seller" data-testid={ids.seller}>
              <p className={styles.muted}>Sold by</p>
              <p className={styles.sellerName}>{SHOP_NAME} Retail</p>
              <p>
                <span className={styles.sellerRating}>{SELLER_RATING.toFixed(1)} ★</span>{' '}
                <span className={styles.muted}>seller rating</span>
              </p>
            </section>
          </div>
        </div>
      </div>

      <div className={styles.tabsCard}>
        <DetailsInfoTabs
          details={product.details}
          keyFeatures={product.keyFeatures}
          specifications={product.specifications}
          rating={product.rating}
          reviewCount={product.reviewCount}
          selected={tab}
          onSelect={setTab}
        />
      </div>
    </div>
  );
}
