import { fallbackCategories } from '@shop/catalog/fallback-categories';

/**
 * The built-in category list (spec §3), in a module of its own so that it loads only when the
 * categories call fails: its inline images need @shop/catalog's SVG generator.
 */
export const fallbackCategoryList = fallbackCategories;
