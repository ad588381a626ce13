import { categories } from '@shop/catalog/categories';
import { DEFAULT_LISTING_FILTERS, DEFAULT_SORT, visibleCategories } from '@shop/core/products';
import { AppLayout, DEFAULT_SEARCH_CATEGORY, Header, ThemeRoot, visuallyHidden } from '@shop/ui';
import { DetailsScreen, HomeScreen, ListingScreen } from '@shop/ui/products';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { PageKind } from './page-kinds';

/**
 * The first screen of each page kind, rendered at build time (vite.config.ts) from @shop/ui's pure
 * components with static props: what the live page shows before its data arrives, signed out. No
 * router, store or fetch: this module runs in Node during the build, never in the browser.
 */

const nothing = () => undefined;

function Frame({ children }: { children: ReactNode }) {
  // The same tree as AppProviders → RootLayout, so every box has the live page's size and place.
  return (
    <ThemeRoot>
      <AppLayout
        header={
          <Header
            signedIn={false}
            cartCount={0}
            searchQuery=""
            searchCategory={DEFAULT_SEARCH_CATEGORY}
            onSearchChange={nothing}
            onSearchCategoryChange={nothing}
            onSearchSubmit={nothing}
            suggestions={[]}
            onSuggestionSelect={nothing}
            onSignOut={nothing}
          />
        }
      >
        {children}
      </AppLayout>
    </ThemeRoot>
  );
}

/** Home: hero and Shop by Category as they will be (static content); product sections loading. */
function HomeFirstScreen() {
  return (
    <HomeScreen
      shopByCategory={{
        categories: visibleCategories([...categories]),
        status: 'ready',
        onRetry: nothing,
        onCategorySelect: nothing,
      }}
      deals={{ status: 'loading', products: [], fallbackItems: [], onRetry: nothing }}
      freshPicks={{ status: 'loading', products: [], fallbackItems: [], onRetry: nothing }}
      footerCta={{ signedIn: false, onSignOut: nothing }}
    />
  );
}

/**
 * The listing while its products load. The category comes from the URL, which a build cannot
 * know: its title stays blank (a no-break space keeps the heading's height) rather than wrong.
 */
function ListingFirstScreen() {
  return (
    <ListingScreen
      status="loading"
      title={'\u00a0'}
      items={[]}
      total={0}
      found={0}
      filtered={false}
      page={1}
      pageCount={0}
      filters={DEFAULT_LISTING_FILTERS}
      brands={[]}
      sort={DEFAULT_SORT}
      layout="grid"
      onAction={nothing}
      onLayoutChange={nothing}
    />
  );
}

const screens: Record<PageKind, () => ReactNode> = {
  home: () => <HomeFirstScreen />,
  listing: () => <ListingFirstScreen />,
  details: () => <DetailsScreen status="loading" />,
};

/** Each kind's markup (the content of #root's visual-only frame) and the class that hides text. */
export function renderFirstScreens(): { screens: Record<PageKind, string>; visuallyHidden: string } {
  const rendered = Object.fromEntries(
    Object.entries(screens).map(([kind, screen]) => [kind, renderToStaticMarkup(<Frame>{screen()}</Frame>)]),
  ) as Record<PageKind, string>;
  return { screens: rendered, visuallyHidden };
}
