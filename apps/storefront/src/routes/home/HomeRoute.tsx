import { DEALS_CATEGORY_IDS, FRESH_PICKS_CATEGORY_IDS } from '@shop/core';
import { dealsOfTheDay, freshPicks, visibleCategories } from '@shop/core/products';
import { HomeScreen, type HomeSectionStatus } from '@shop/ui/products';
import { useCallback, useDeferredValue, useMemo } from 'react';
import { useCategories } from '../../features/products/api/categories';
import { useFallbackCategories } from '../../features/products/api/fallback-categories';
import { addFromCard } from '../../features/cart/card-add';
import { useDocumentTitle } from '../../lib/document-title';
import { rememberCategory } from '../../lib/remembered-category';
import { useSignOut } from '../../features/users/use-sign-out';
import { useSessionStore } from '../../features/users/stores/session-store';
import { useHomeFallbackItems } from '../../features/products/api/home-fallback-items';
import { useHomeShuffleSeed } from '../../features/products/home-shuffle-seed';
import { useHomeProducts } from '../../features/products/use-home-products';

const reloadPage = () => window.location.reload();

export function HomeRoute() {
  useDocumentTitle();
  const categories = useCategories();
  const fallbackCategories = useFallbackCategories(categories.isError);
  const seed = useHomeShuffleSeed();
  const deals = useHomeProducts(DEALS_CATEGORY_IDS, dealsOfTheDay, 'deals', seed);
  const picks = useHomeProducts(FRESH_PICKS_CATEGORY_IDS, freshPicks, 'freshPicks', seed);
  // A section's answer comes outside any transition (a query's news renders at once): as a
  // deferred value its cards draw in slices that leave the main thread free for a tap, instead of
  // one task of about 170 ms on a phone (Lighthouse's 4× slowdown). The loading cards stay meanwhile.
  const dealsShown = useDeferredValue(deals);
  const picksShown = useDeferredValue(picks);
  const fallbackItems = useHomeFallbackItems(deals.status === 'fallback' || picks.status === 'fallback');
  const signedIn = useSessionStore((state) => state.user !== null);
  const signOut = useSignOut();

  // Spec §2/§8: on failure the built-in list (loaded then) shows under a banner whose Retry
  // reloads the page.
  const status: HomeSectionStatus =
    categories.isPending || (categories.isError && fallbackCategories.isPending)
      ? 'loading'
      : categories.isError
        ? 'fallback'
        : 'ready';
  // Kept between renders, as the sign-out below, so the sections that do not change when a
  // product call answers are not drawn again (HomeScreen renders them once).
  const shown = useMemo(
    () =>
      visibleCategories(categories.data ?? (categories.isError ? [...(fallbackCategories.data ?? [])] : [])),
    [categories.data, categories.isError, fallbackCategories.data],
  );
  const onSignOut = useCallback(() => void signOut(), [signOut]);

  return (
    <HomeScreen
      shopByCategory={{
        categories: shown,
        status,
        onRetry: reloadPage,
        onCategorySelect: rememberCategory,
      }}
      deals={{
        status: fallbackItems.sectionStatus(dealsShown.status),
        products: dealsShown.products,
        fallbackItems: fallbackItems.deals,
        onRetry: dealsShown.retry,
      }}
      freshPicks={{
        status: fallbackItems.sectionStatus(picksShown.status),
        products: picksShown.products,
        fallbackItems: fallbackItems.freshPicks,
        onRetry: picksShown.retry,
      }}
      footerCta={{ signedIn, onSignOut }}
      onAddToCart={addFromCard}
    />
  );
}
