import { SELECTED_CATEGORY_ID_LOCAL_STORAGE_KEY, SELECTED_CATEGORY_SLUG_LOCAL_STORAGE_KEY } from '@shop/core';
import { backToProductsPath, type Category } from '@shop/core/products';
import { safeStorage } from './safe-storage';

/**
 * The category last chosen (§2 Home: a category card "saves the category id and slug in local
 * storage"; the listing keeps it current), so details' 'Back to Products' can return to it.
 */
export function rememberCategory(category: Pick<Category, 'id' | 'slug'>): void {
  safeStorage.set('local', SELECTED_CATEGORY_ID_LOCAL_STORAGE_KEY, String(category.id));
  safeStorage.set('local', SELECTED_CATEGORY_SLUG_LOCAL_STORAGE_KEY, category.slug);
}

/** Where 'Back to Products' goes: the remembered category's listing, else every product. */
export function rememberedListingPath(): string {
  return backToProductsPath(
    safeStorage.get('local', SELECTED_CATEGORY_ID_LOCAL_STORAGE_KEY),
    safeStorage.get('local', SELECTED_CATEGORY_SLUG_LOCAL_STORAGE_KEY),
  );
}
