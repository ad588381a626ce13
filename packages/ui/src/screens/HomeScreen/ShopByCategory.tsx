import { homeMessages, type Category } from '@shop/core/products';
import type { MouseEvent } from 'react';
import { Banner } from '../../components/Banner/Banner';
import { Columns } from '../../components/Columns/Columns';
import { SkeletonCard, SkeletonGroup } from '../../components/Skeleton/Skeleton';
import { Stack } from '../../components/Stack/Stack';
import { testIds } from '../../testIds';
import { CategoryCard } from './CategoryCard';
import { HomeSection } from './HomeSection';

export const homeSectionStatuses = ['loading', 'ready', 'fallback'] as const;
/** Every home section loads on its own (spec §4): skeleton, then data or the fallback with a banner. */
export type HomeSectionStatus = (typeof homeSectionStatuses)[number];

export const SHOP_BY_CATEGORY_TITLE = 'Shop by Category';
/** Cards whose images load at once: the first row on a desktop, the first two rows on a phone. */
export const EAGER_CATEGORY_CARDS = 4;

export interface ShopByCategoryProps {
  /** Already filtered (active only) and sorted (display order) by the caller; the fallback list when `fallback`. */
  categories: readonly Category[];
  status: HomeSectionStatus;
  onRetry: () => void;
  /** A card was clicked (the storefront remembers the choice, spec §2 Home); navigation follows. */
  onCategorySelect: (category: Category, event: MouseEvent<HTMLAnchorElement>) => void;
  /** Placeholders shown while loading. */
  skeletonCount?: number;
}

export function ShopByCategory({
  categories,
  status,
  onRetry,
  onCategorySelect,
  skeletonCount = 10,
}: ShopByCategoryProps) {
  return (
    <HomeSection title={SHOP_BY_CATEGORY_TITLE} testId={testIds.home.categories}>
      {status === 'loading' ? (
        <SkeletonGroup label="Loading categories" testId={testIds.home.categoriesLoading}>
          <Columns minColumnWidth="small" gap="lg" aria-hidden="true">
            {Array.from({ length: skeletonCount }, (_, index) => (
              <SkeletonCard key={index} />
            ))}
          </Columns>
        </SkeletonGroup>
      ) : (
        <Stack gap="lg">
          {status === 'fallback' && (
            <Banner
              tone="warning"
              testId={testIds.home.categoriesFallback}
              action={{ label: 'Retry', onClick: onRetry, testId: testIds.home.categoriesRetry }}
            >
              {homeMessages.categoriesFallback}
            </Banner>
          )}
          <Columns as="ul" minColumnWidth="small" gap="lg" data-testid={testIds.home.categoryGrid}>
            {categories.map((category, index) => (
              <li key={category.id}>
                <CategoryCard
                  category={category}
                  onSelect={onCategorySelect}
                  priority={index === 0 ? 'high' : index < EAGER_CATEGORY_CARDS ? 'eager' : undefined}
                />
              </li>
            ))}
          </Columns>
        </Stack>
      )}
    </HomeSection>
  );
}
