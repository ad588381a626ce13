import type { HomeFallbackItem } from '@shop/core/products';
import { productPath } from '@shop/core';
import { Banner } from '../../components/Banner/Banner';
import { ProductCard, type ProductCardProduct } from '../../components/ProductCard/ProductCard';
import { SkeletonCard, SkeletonGroup } from '../../components/Skeleton/Skeleton';
import { Stack } from '../../components/Stack/Stack';
import { FallbackItemCard } from './FallbackItemCard';
import * as styles from './HomeScreen.css';
import { HomeSection } from './HomeSection';
import type { HomeSectionStatus } from './ShopByCategory';
import type { ReactNode } from 'react';

/** A product as the home rows show it: the card's fields plus the category its details live under. */
export type HomeProduct = ProductCardProduct & { readonly id: number; readonly categoryid: number };

/** What a data section of the home page shows (spec §4): skeleton, products, or fallback under a banner. */
export interface HomeProductsState {
  status: HomeSectionStatus;
  /** The 4 shuffled products when `ready`. */
  products: readonly HomeProduct[];
  /** The built-in items when `fallback` (spec §3). */
  fallbackItems: readonly HomeFallbackItem[];
  /** Refetches this section only. */
  onRetry: () => void;
}

export interface HomeProductSectionIds {
  region: string;
  loading: string;
  fallback: string;
  retry: string;
  card: (id: number) => string;
  fallbackCard: (id: string) => string;
}

interface HomeProductSectionProps extends HomeProductsState {
  title: string;
  /** The §8 banner text. */
  fallbackMessage: string;
  loadingLabel: string;
  ids: HomeProductSectionIds;
  /** Extra actions under a card (fresh picks: View details). */
  actions?: (product: HomeProduct) => ReactNode;
  /** Shows each card's Add to Cart. */
  onAddToCart?: (product: HomeProduct) => void;
}

/** Deals of the day and Fresh picks for you: four product cards in a row (two on phones). */
export function HomeProductSection({
  title,
  status,
  products,
  fallbackItems,
  onRetry,
  fallbackMessage,
  loadingLabel,
  ids,
  actions,
  onAddToCart,
}: HomeProductSectionProps) {
  return (
    <HomeSection title={title} testId={ids.region}>
      {status === 'loading' ? (
        <SkeletonGroup label={loadingLabel} testId={ids.loading}>
          <div className={styles.fourUp} aria-hidden="true">
            {Array.from({ length: 4 }, (_, index) => (
              <SkeletonCard key={index} />
            ))}
          </div>
        </SkeletonGroup>
      ) : status === 'fallback' ? (
        <Stack gap="md">
          <Banner
            tone="warning"
            testId={ids.fallback}
            action={{ label: 'Retry', onClick: onRetry, testId: ids.retry }}
          >
            {fallbackMessage}
          </Banner>
          <ul className={styles.fourUp}>
            {fallbackItems.map((item) => (
              <li key={item.id} className={styles.cell}>
                <FallbackItemCard item={item} testId={ids.fallbackCard(item.id)} />
              </li>
            ))}
          </ul>
        </Stack>
      ) : (
        <ul className={styles.fourUp}>
          {products.map((product) => (
            <li key={product.id} className={styles.cell} data-testid={ids.card(product.id)}>
              <ProductCard
                product={product}
                href={productPath(product.categoryid, product.id)}
                actions={actions?.(product)}
                onAddToCart={onAddToCart ? () => onAddToCart(product) : undefined}
              />
            </li>
          ))}
        </ul>
      )}
    </HomeSection>
  );
}
