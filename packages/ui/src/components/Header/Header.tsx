import { useId, type ChangeEvent, type FormEvent, type MouseEvent } from 'react';
import { SHOP_NAME, SHOP_TAGLINE } from '@shop/core/brand';
import { testIds } from '../../testIds';
import { visuallyHidden } from '../../theme/global.css';
import { Icon } from '../Icon/Icon';
import { Link } from '../Link/Link';
import * as styles from './Header.css';
import { onDemand, useOnDemand } from '../../on-demand';
import { optionId, type HeaderSuggestion, type SuggestionStatus } from './search-suggestions';
import { useSearchCombobox } from './use-search-combobox';
import {
  CART_BADGE_MAX,
  headerChips,
  headerRoutes,
  searchCategories,
  type SearchCategory,
} from './header-data';

export interface HeaderSearch {
  query: string;
  category: SearchCategory;
}

export interface HeaderProps {
  signedIn: boolean;
  /** Greets the signed-in user ('Hi, Asha'); nothing is shown without it. */
  userName?: string;
  cartCount: number;
  searchQuery: string;
  searchCategory: SearchCategory;
  onSearchChange: (query: string) => void;
  /** The search field took focus (the storefront fetches the suggestions' code then). */
  onSearchFocus?: () => void;
  onSearchCategoryChange: (category: SearchCategory) => void;
  /** The form was submitted (button or Enter); the default submission is already prevented. */
  onSearchSubmit: (search: HeaderSearch) => void;
  /** Product rows, then category rows, in the order shown (positions run on across both). */
  suggestions: readonly HeaderSuggestion[];
  /**
   * Where the product rows are (see `SuggestionStatus`); `idle` keeps the panel closed. Without it:
   * `ready` while there are rows, `idle` otherwise.
   */
  suggestionStatus?: SuggestionStatus;
  /** What the rows were found for (its words are marked in them); defaults to `searchQuery`. */
  suggestionQuery?: string;
  /** The failure row's text while `suggestionStatus` is `error`. */
  suggestionError?: string;
  /** A row was chosen (clicked, or Enter on the active row): open its `href`. */
  onSuggestionSelect: (suggestion: HeaderSuggestion) => void;
  /**
   * Profile is a link to /profile; call `event.preventDefault()` here to stop the navigation (the
   * storefront opens the 'Sign In required' dialog when signed out, spec §2).
   */
  onProfileClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
  onSignOut: () => void;
}

/**
 * The suggestions panel (with its highlighting) comes when the search field first takes focus, not
 * with the page: it is there before the first words are typed, and pages never searched skip it.
 */
const suggestionsPanel = onDemand(() => import('./SearchSuggestions'));

/** Fetches the suggestions panel now (what focusing the search field does). */
export const loadSearchSuggestions = () => suggestionsPanel.load();

/** Short enough to read whole in the 320 px phone layout. */
const SEARCH_PLACEHOLDER = 'Search products';

function cartBadge(count: number): string {
  return count > CART_BADGE_MAX ? `${CART_BADGE_MAX}+` : String(count);
}

/** 'Cart, 3 items': the name holds the visible words (WCAG 2.5.3), so 120 items reads '99+ items'. */
function cartLabel(count: number): string {
  return `Cart, ${cartBadge(count)} ${count === 1 ? 'item' : 'items'}`;
}

/**
 * The header of every page (spec §2): logo, search, Compare, Cart, Profile, sign in or out, chips.
 * The DOM order is the order on screen and the Tab order at every width (see Header.css.ts).
 */
export function Header({
  signedIn,
  userName,
  cartCount,
  searchQuery,
  searchCategory,
  onSearchChange,
  onSearchFocus,
  onSearchCategoryChange,
  onSearchSubmit,
  suggestions,
  suggestionStatus = suggestions.length > 0 ? 'ready' : 'idle',
  suggestionQuery = searchQuery,
  suggestionError,
  onSuggestionSelect,
  onProfileClick,
  onSignOut,
}: HeaderProps) {
  const id = useId();
  const categoryId = `${id}-category`;
  const inputId = `${id}-query`;
  const suggestionsId = `${id}-suggestions`;
  const combobox = useSearchCombobox({
    optionCount: suggestions.length,
    rowsKey: suggestions.map((suggestion) => `${suggestion.kind}-${suggestion.id}`).join(),
    onChoose: (index) => {
      const chosen = suggestions[index];
      if (chosen) onSuggestionSelect(chosen);
    },
    onClear: () => onSearchChange(''),
  });
  const panelWanted = combobox.open && suggestionStatus !== 'idle';
  const panel = useOnDemand(suggestionsPanel, panelWanted);
  const panelShown = panelWanted && panel !== undefined;
  // The list is what the combobox controls; the panel may hold only a status row (loading …).
  const expanded = panelShown && suggestions.length > 0;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    combobox.close();
    onSearchSubmit({ query: searchQuery, category: searchCategory });
  };

  return (
    <header className={styles.header} data-testid={testIds.header.root}>
      <div className={styles.topRow}>
        <Link href={headerRoutes.home} variant="plain" className={styles.logo} testId={testIds.header.logo}>
          <span className={styles.logoMark} aria-hidden="true">
            {SHOP_NAME.charAt(0)}
          </span>
          <span className={styles.logoText}>
            <span className={styles.logoName}>{SHOP_NAME}</span>
            <span className={styles.tagline}>{SHOP_TAGLINE}</span>
          </span>
        </Link>

        <form
          role="search"
          aria-label="Product search"
          className={styles.search}
          data-testid={testIds.header.searchForm}
          onSubmit={submit}
        >
          <label htmlFor={categoryId} className={visuallyHidden}>
            Search category
          </label>
          <select
            id={categoryId}
            className={styles.select}
            value={searchCategory}
            data-testid={testIds.header.searchCategory}
            onChange={(event: ChangeEvent<HTMLSelectElement>) =>
              onSearchCategoryChange(event.target.value as SearchCategory)
            }
          >
            {searchCategories.map((category) => (
              <option key={category.value} value={category.value}>
                {category.label}
              </option>
            ))}
          </select>
          <div className={styles.searchField} onBlur={combobox.onBlur}>
            <label htmlFor={inputId} className={visuallyHidden}>
              Search products
            </label>
            <input
              id={inputId}
              type="search"
              role="combobox"
              name="q"
              autoComplete="off"
              enterKeyHint="search"
              placeholder={SEARCH_PLACEHOLDER}
              className={styles.input}
              value={searchQuery}
              aria-autocomplete="list"
              aria-expanded={expanded}
              aria-controls={suggestionsId}
              aria-activedescendant={
                expanded && combobox.activeIndex >= 0
                  ? optionId(suggestionsId, combobox.activeIndex)
                  : undefined
              }
              data-testid={testIds.header.searchInput}
              onChange={(event) => {
                combobox.reopen();
                onSearchChange(event.target.value);
              }}
              onClick={combobox.reopen}
              onFocus={() => {
                loadSearchSuggestions().catch(() => undefined);
                onSearchFocus?.();
              }}
              onKeyDown={combobox.onKeyDown}
            />
            {panelShown && (
              <panel.SearchSuggestions
                listId={suggestionsId}
                query={suggestionQuery}
                suggestions={suggestions}
                status={suggestionStatus}
                errorText={suggestionError}
                activeIndex={combobox.activeIndex}
                onSelect={(suggestion) => {
                  combobox.close();
                  onSuggestionSelect(suggestion);
                }}
              />
            )}
          </div>
          <button type="submit" className={styles.submit} data-testid={testIds.header.searchSubmit}>
            <Icon name="search" size="small" />
            <span className={styles.navLabel}>Search</span>
          </button>
        </form>

        <nav aria-label="Account and cart" className={styles.nav}>
          <ul className={styles.navList}>
            <li>
              <Link
                href={headerRoutes.compare}
                variant="plain"
                className={styles.navLink}
                testId={testIds.header.compareLink}
              >
                <Icon name="compare" />
                <span className={styles.navLabel}>Compare</span>
              </Link>
            </li>
            <li>
              <Link
                href={headerRoutes.cart}
                variant="plain"
                className={styles.navLink}
                aria-label={cartLabel(cartCount)}
                testId={testIds.header.cartLink}
              >
                <Icon name="cart" />
                <span className={styles.navLabel}>Cart</span>{' '}
                <span className={styles.badge} data-testid={testIds.header.cartCount}>
                  {cartBadge(cartCount)}
                </span>
              </Link>
            </li>
            <li>
              <Link
                href={headerRoutes.profile}
                variant="plain"
                className={styles.navLink}
                testId={testIds.header.profileLink}
                onClick={onProfileClick}
              >
                <Icon name="user" />
                <span className={styles.navLabel}>Profile</span>
              </Link>
            </li>
            <li className={styles.account}>
              {signedIn ? (
                <>
                  {userName && (
                    <span className={styles.userName} data-testid={testIds.header.userName}>
                      Hi, {userName}
                    </span>
                  )}
                  <button
                    type="button"
                    className={styles.signOut}
                    data-testid={testIds.header.signOutButton}
                    onClick={onSignOut}
                  >
                    Sign Out
                  </button>
                </>
              ) : (
                <Link
                  href={headerRoutes.signIn}
                  variant="plain"
                  className={styles.signIn}
                  testId={testIds.header.signInLink}
                >
                  Sign In/Sign Up
                </Link>
              )}
            </li>
          </ul>
        </nav>
      </div>

      <nav aria-label="Popular categories" className={styles.chipRow} data-testid={testIds.header.chips}>
        <ul className={styles.chipList}>
          {headerChips.map((chip) => (
            <li key={chip.key}>
              <Link
                href={chip.href}
                variant="plain"
                className={styles.chip}
                testId={testIds.header.chip(chip.key)}
              >
                {chip.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
