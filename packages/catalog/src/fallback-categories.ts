import type { Category } from '@shop/core/products';
import { FALLBACK_CATEGORY_IDS, categories, categoryDefinition } from './categories';
import { categoryImageSvg } from './images/category-image';
import { svgDataUri } from './images/svg';

/**
 * The storefront's built-in category list (spec §3): the 10 categories with ids 1–9 and 11, all
 * active, every one with a promotional badge, in the same display order as the seeded list so the
 * home grid looks the same whether or not the API answers. The images are inline `data:` URLs
 * because this list is only used when the API, which serves /images, is unreachable.
 */
export const fallbackCategories: readonly Category[] = Object.freeze(
  categories
    .filter((category) => FALLBACK_CATEGORY_IDS.some((id) => id === category.id))
    .map((category) =>
      Object.freeze({
        ...category,
        badge: categoryDefinition(category.id)?.fallbackBadge ?? category.badge,
        imageurl: svgDataUri(categoryImageSvg(category.slug) ?? ''),
        isactive: true,
      }),
    ),
);
