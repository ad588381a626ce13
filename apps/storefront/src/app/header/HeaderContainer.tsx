import { failureText, paths, SEARCH_SUGGEST_DEBOUNCE_MS } from '@shop/core';
import {
  DEFAULT_SEARCH_CATEGORY,
  Header,
  searchCategories,
  type HeaderSearch,
  type SearchCategory,
} from '@shop/ui';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCategories } from '../../features/products/api/categories';
import { useFallbackCategories } from '../../features/products/api/fallback-categories';
import { useProductSearch } from '../../features/products/api/products';
import { useCartCount } from '../../features/cart/use-cart-count';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useOpenSuggestion } from '../../features/products/use-open-suggestion';
import { useSignOut } from '../../features/users/use-sign-out';
import { useDialogsStore } from '../../stores/dialogs-store';
import { useSessionStore } from '../../features/users/stores/session-store';
import {
  categorySuggestions,
  isLongEnough,
  productSuggestion,
  selectorCategoryId,
  suggestionQuery,
  suggestionStatus,
} from './header-suggestions';

/** Where a search goes: the listing, narrowed to the selector's category (all by default). */
export function searchPath({ query, category }: HeaderSearch): string {
  const option = searchCategories.find((candidate) => candidate.value === category);
  return paths.products({ categoryId: option?.categoryId, category: option?.slug, search: query });
}

export function HeaderContainer() {
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<SearchCategory>(DEFAULT_SEARCH_CATEGORY);
  const { data, isError } = useCategories();
  const fallback = useFallbackCategories(isError);
  const user = useSessionStore((state) => state.user);
  const signOut = useSignOut();
  const openProfileGuard = useDialogsStore((state) => state.setProfileGuardOpen);
  // The badge: units of every line the cart page would show. Reading it here fetches the account's
  // cart whenever the header shows while signed in (§4).
  const cartCount = useCartCount();
  const openSuggestion = useOpenSuggestion();

  // Suggestions: products from the search call (asked once typing pauses), then the categories
  // whose names match, both narrowed by the selector.
  const typed = suggestionQuery(query);
  const settled = useDebouncedValue(typed, SEARCH_SUGGEST_DEBOUNCE_MS);
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
      ...categorySuggestions(data ?? fallback.data ?? [], settled, categoryId),
    ],
    [status, search.data, data, fallback.data, settled, categoryId],
  );

  return (
    <Header
      signedIn={user !== null}
      userName={user?.firstName}
      cartCount={cartCount}
      searchQuery={query}
      searchCategory={category}
      onSearchChange={setQuery}
      onSearchCategoryChange={setCategory}
      onSearchSubmit={(search) => navigate(searchPath(search))}
      suggestions={suggestions}
      suggestionStatus={status}
      suggestionQuery={settled}
      suggestionError={search.isError ? failureText('search', search.error) : undefined}
      // A product opens its details, a category its listing; what was typed has done its job.
      onSuggestionSelect={(chosen) => {
        setQuery('');
        openSuggestion(chosen, suggestions);
      }}
      onProfileClick={(event) => {
        // Spec §2: Profile while signed out asks to sign in instead of opening.
        if (user) return;
        event.preventDefault();
        openProfileGuard(true);
      }}
      onSignOut={() => void signOut()}
    />
  );
}
