import { categoryListingPath, productPath, SEARCH_SUGGEST_CATEGORY_LIMIT } from '@shop/core';
import {
  matchesEveryTerm,
  SEARCH_QUERY_MAX_LENGTH,
  SEARCH_QUERY_MIN_LENGTH,
  searchTerms,
  visibleCategories,
  type Category,
  type SearchHit,
} from '@shop/core/products';
import {
  searchCategories,
  type CategorySuggestion,
  type ProductSuggestion,
  type SearchCategory,
  type SuggestionStatus,
} from '@shop/ui';

/**
 * What the search call is asked for: the typed words trimmed (the contract trims too) and cut to
 * the contract's longest query, so a pasted paragraph still gets suggestions instead of a 400.
 */
export function suggestionQuery(typed: string): string {
  return typed.trim().slice(0, SEARCH_QUERY_MAX_LENGTH).trim();
}

/** Suggestions wait for this many characters (the contract's shortest query). */
export function isLongEnough(query: string): boolean {
  return query.length >= SEARCH_QUERY_MIN_LENGTH;
}

/** The category id the selector narrows to (0: every category). */
export function selectorCategoryId(category: SearchCategory): number {
  return searchCategories.find((option) => option.value === category)?.categoryId ?? 0;
}

/** A search hit as a product row: its details route is `/product/{categoryId}/{productId}`. */
export function productSuggestion(hit: SearchHit): ProductSuggestion {
  return {
    kind: 'product',
    id: hit.id,
    name: hit.productname,
    brand: hit.brand,
    price: hit.price,
    oldPrice: hit.oldprice,
    discountPercent: hit.discountpercent,
    imageUrl: hit.imageurl,
    href: productPath(hit.categoryid, hit.id),
  };
}

/**
 * The shown categories whose name has words starting with every typed word (the search's rule),
 * only the selector's own category when one is chosen, in display order, at most
 * {@link SEARCH_SUGGEST_CATEGORY_LIMIT}.
 */
export function categorySuggestions(
  categories: readonly Category[],
  query: string,
  categoryId: number,
): CategorySuggestion[] {
  const terms = searchTerms(query);
  if (terms.length === 0) return [];
  return visibleCategories([...categories])
    .filter((category) => categoryId === 0 || category.id === categoryId)
    .filter((category) => matchesEveryTerm(terms, category.description))
    .slice(0, SEARCH_SUGGEST_CATEGORY_LIMIT)
    .map((category) => ({
      kind: 'category',
      id: category.id,
      name: category.description,
      href: categoryListingPath(category),
    }));
}

/** Where the product rows are, from the typed words, the settled words and the call's state. */
export function suggestionStatus({
  typed,
  settled,
  pending,
  failed,
}: {
  /** What is typed now, trimmed. */
  typed: string;
  /** What the call was asked for (the typed words after the debounce). */
  settled: string;
  /** The call for `settled` has not answered yet. */
  pending: boolean;
  failed: boolean;
}): SuggestionStatus {
  if (!isLongEnough(typed)) return 'idle';
  if (typed !== settled || pending) return 'loading';
  return failed ? 'error' : 'ready';
}
