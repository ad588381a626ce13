import { failureText, SEARCH_SUGGEST_DEBOUNCE_MS } from '@shop/core';
import type { Category } from '@shop/core/products';
import type { HeaderSuggestion, SearchCategory, SuggestionStatus } from '@shop/ui';
import { useEffect, useMemo } from 'react';
import { useProductSearch } from '../../features/products/api/product-search';
import { useOpenSuggestion } from '../../features/products/use-open-suggestion';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import {
  categorySuggestions,
  isLongEnough,
  productSuggestion,
  selectorCategoryId,
  suggestionQuery,
  suggestionStatus,
} from './header-suggestions';

/** What the header shows below its search field, and how a chosen row is opened. */
export interface FoundSuggestions {
  readonly suggestions: readonly HeaderSuggestion[];
  readonly status: SuggestionStatus;
  /** What the rows were found for (the typed words after the debounce). */
  readonly query: string;
  readonly errorText?: string;
  /** Opens a chosen row, among the rows shown. */
  readonly open?: (chosen: HeaderSuggestion) => void;
}

/**
 * The header search's suggestions (HeaderContainer loads this on the first focus of, or typing in,
 * the search field): products from the search call, asked once typing pauses, then the categories
 * whose names match, both narrowed by the selector. Renders nothing; hands what it found to
 * `onFound`. Words typed before it arrived wait for the pause like any others.
 */
export function HeaderSuggestionFinder({
  query,
  category,
  categories,
  onFound,
}: {
  query: string;
  category: SearchCategory;
  categories: readonly Category[];
  onFound: (found: FoundSuggestions) => void;
}) {
  const openSuggestion = useOpenSuggestion();
  const typed = suggestionQuery(query);
  // Words typed before this code arrived are asked for once typing pauses, like any others.
  const settled = useDebouncedValue(typed, SEARCH_SUGGEST_DEBOUNCE_MS, '');
  const categoryId = selectorCategoryId(category);
  const search = useProductSearch({ q: settled, categoryId }, isLongEnough(settled));
  const status = suggestionStatus({
    typed,
    settled,
    pending: search.isPending || search.isPlaceholderData || search.isFetching,
    failed: search.isError,
  });
  const suggestions = useMemo(
    () => [
      ...(status === 'error' ? [] : (search.data ?? []).map(productSuggestion)),
      ...categorySuggestions(categories, settled, categoryId),
    ],
    [status, search.data, categories, settled, categoryId],
  );
  const errorText = search.isError ? failureText('search', search.error) : undefined;

  useEffect(() => {
    onFound({
      suggestions,
      status,
      query: settled,
      errorText,
      open: (chosen) => openSuggestion(chosen, suggestions),
    });
  }, [onFound, openSuggestion, suggestions, status, settled, errorText]);

  return null;
}
