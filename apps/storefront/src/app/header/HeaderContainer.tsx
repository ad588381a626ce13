import { categoryListingPath, paths, visibleCategories } from '@shop/core';
import { fallbackCategories } from '@shop/catalog';
import {
  DEFAULT_SEARCH_CATEGORY,
  Header,
  searchCategories,
  type HeaderSearch,
  type SearchCategory,
} from '@shop/ui';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCategories } from '../../api/categories';
import { useSignOut } from '../../session/use-sign-out';
import { useDialogsStore } from '../../stores/dialogs-store';
import { useSessionStore } from '../../stores/session-store';

const MAX_SUGGESTIONS = 5;

/** Where a search goes: the listing, narrowed to the selector's category (all by default). */
export function searchPath({ query, category }: HeaderSearch): string {
  const option = searchCategories.find((candidate) => candidate.value === category);
  return paths.products({ categoryId: option?.categoryId, category: option?.slug, search: query });
}

export function HeaderContainer() {
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<SearchCategory>(DEFAULT_SEARCH_CATEGORY);
  const { data } = useCategories();
  const user = useSessionStore((state) => state.user);
  const signOut = useSignOut();
  const openProfileGuard = useDialogsStore((state) => state.setProfileGuardOpen);

  // Suggestions name the categories that match what is typed; choosing one opens its listing.
  const shown = useMemo(() => visibleCategories(data ?? [...fallbackCategories]), [data]);
  const needle = query.trim().toLowerCase();
  const matches = needle
    ? shown
        .filter((candidate) => candidate.description.toLowerCase().includes(needle))
        .slice(0, MAX_SUGGESTIONS)
    : [];

  return (
    <Header
      signedIn={user !== null}
      userName={user?.firstName}
      cartCount={0}
      searchQuery={query}
      searchCategory={category}
      onSearchChange={setQuery}
      onSearchCategoryChange={setCategory}
      onSearchSubmit={(search) => navigate(searchPath(search))}
      suggestions={matches.map((match) => match.description)}
      onSuggestionSelect={(suggestion) => {
        const match = matches.find((candidate) => candidate.description === suggestion);
        setQuery('');
        if (match) navigate(categoryListingPath(match));
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
