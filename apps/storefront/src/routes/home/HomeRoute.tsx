import { fallbackCategories } from '@shop/catalog';
import {
  SELECTED_CATEGORY_ID_LOCAL_STORAGE_KEY,
  SELECTED_CATEGORY_SLUG_LOCAL_STORAGE_KEY,
  visibleCategories,
  type Category,
} from '@shop/core';
import { HomeScreen, type HomeSectionStatus } from '@shop/ui';
import { useCategories } from '../../api/categories';
import { useDocumentTitle } from '../../lib/document-title';
import { safeStorage } from '../../lib/safe-storage';

/** Spec §2: the card's choice is remembered so the listing and details can return to it. */
export function rememberCategory(category: Pick<Category, 'id' | 'slug'>): void {
  safeStorage.set('local', SELECTED_CATEGORY_ID_LOCAL_STORAGE_KEY, String(category.id));
  safeStorage.set('local', SELECTED_CATEGORY_SLUG_LOCAL_STORAGE_KEY, category.slug);
}

export function HomeRoute() {
  useDocumentTitle();
  const categories = useCategories();

  // Spec §2/§8: on failure the built-in list shows under a banner whose Retry reloads the page.
  const status: HomeSectionStatus = categories.isPending
    ? 'loading'
    : categories.isError
      ? 'fallback'
      : 'ready';
  const shown = visibleCategories(categories.data ?? (categories.isError ? [...fallbackCategories] : []));

  return (
    <HomeScreen
      shopByCategory={{
        categories: shown,
        status,
        onRetry: () => window.location.reload(),
        onCategorySelect: rememberCategory,
      }}
    />
  );
}
