import { paths } from '@shop/core';
import type { Category } from '@shop/core/products';
import {
  DEFAULT_SEARCH_CATEGORY,
  Header,
  onDemand,
  searchCategories,
  useOnDemand,
  type HeaderSearch,
  type SearchCategory,
} from '@shop/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCategories } from '../../features/products/api/categories';
import { useFallbackCategories } from '../../features/products/api/fallback-categories';
import { useCartCount } from '../../features/cart/use-cart-count';
import { useSignOut } from '../../features/users/use-sign-out';
import { useDialogsStore } from '../../stores/dialogs-store';
import { useSessionStore } from '../../features/users/stores/session-store';
import type { FoundSuggestions } from './HeaderSuggestionFinder';

/**
 * The suggestions' code (the search call, the debounce, the rows' rules) comes on the shopper's
 * first focus of, or typing in, the search field, not with every page: the field itself is the
 * header's own, so it is there, labelled and usable at once, keeps what is typed meanwhile, and
 * Enter submits the search without it.
 */
const suggestionFinder = onDemand(() => import('./HeaderSuggestionFinder'));

const NOTHING_FOUND: FoundSuggestions = { suggestions: [], status: 'idle', query: '' };
const NO_CATEGORIES: readonly Category[] = [];

/** Where a search goes: the listing, narrowed to the selector's category (all by default). */
export function searchPath({ query, category }: HeaderSearch): string {
  const option = searchCategories.find((candidate) => candidate.value === category);
  return paths.products({ categoryId: option?.categoryId, category: option?.slug, search: query });
}

export function HeaderContainer() {
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<SearchCategory>(DEFAULT_SEARCH_CATEGORY);
  const [searchUsed, setSearchUsed] = useState(false);
  const [found, setFound] = useState(NOTHING_FOUND);
  const { data, isError } = useCategories();
  const fallback = useFallbackCategories(isError);
  const user = useSessionStore((state) => state.user);
  const signOut = useSignOut();
  const openProfileGuard = useDialogsStore((state) => state.setProfileGuardOpen);
  // The badge: units of every line the cart page would show. Reading it here fetches the account's
  // cart whenever the header shows while signed in (§4).
  const cartCount = useCartCount();
  const finder = useOnDemand(suggestionFinder, searchUsed);

  return (
    <>
      <Header
        signedIn={user !== null}
        userName={user?.firstName}
        cartCount={cartCount}
        searchQuery={query}
        searchCategory={category}
        onSearchFocus={() => setSearchUsed(true)}
        onSearchChange={(typed) => {
          setSearchUsed(true);
          setQuery(typed);
        }}
        onSearchCategoryChange={setCategory}
        onSearchSubmit={(search) => navigate(searchPath(search))}
        suggestions={found.suggestions}
        suggestionStatus={found.status}
        suggestionQuery={found.query}
        suggestionError={found.errorText}
        // A product opens its details, a category its listing; what was typed has done its job.
        onSuggestionSelect={(chosen) => {
          setQuery('');
          found.open?.(chosen);
        }}
        onProfileClick={(event) => {
          // Spec §2: Profile while signed out asks to sign in instead of opening.
          if (user) return;
          event.preventDefault();
          openProfileGuard(true);
        }}
        onSignOut={() => void signOut()}
      />
      {finder && (
        <finder.HeaderSuggestionFinder
          query={query}
          category={category}
          categories={data ?? fallback.data ?? NO_CATEGORIES}
          onFound={setFound}
        />
      )}
    </>
  );
}
