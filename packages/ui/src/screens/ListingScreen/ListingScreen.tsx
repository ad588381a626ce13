import { paths } from '@shop/core';
import {
  filteredFromText,
  productMessages,
  productsFoundText,
  SORT_OPTIONS,
  type ListingAction,
  type ListingFilters,
  type SortOption,
} from '@shop/core/products';
import { useId, type ReactNode } from 'react';
import { Banner } from '../../components/Banner/Banner';
import { Button } from '../../components/Button/Button';
import { FilterSidebar } from '../../components/FilterSidebar/FilterSidebar';
import { Link } from '../../components/Link/Link';
import { Pagination } from '../../components/Pagination/Pagination';
import {
  ProductCard,
  type ProductCardLayout,
  type ProductCardProduct,
} from '../../components/ProductCard/ProductCard';
import { SkeletonCard, SkeletonGroup } from '../../components/Skeleton/Skeleton';
import { testIds } from '../../testIds';
import { visuallyHidden } from '../../theme/global.css';
import * as styles from './ListingScreen.css';

export const listingLabels = {
  breadcrumb: 'Breadcrumb',
  home: 'Home',
  results: 'Products',
  skipToResults: 'Skip to products',
  loading: 'Loading products',
  view: 'View',
  grid: 'Grid',
  list: 'List',
  sort: 'Sort by',
  noProductsText: 'There is nothing in this category right now.',
  noMatchesText: 'Try another search, a wider price range or fewer filters.',
} as const;

/** The cards shown before the rest of the page: their images load at once, the first one's before any other. */
const EAGER_IMAGES = 4;
const SKELETON_CARDS = 12;

/** A product the listing shows: what a card needs plus its category, for the details link. */
export type ListingScreenProduct = ProductCardProduct & { readonly categoryid: number };

export interface ListingScreenProps<P extends ListingScreenProduct = ListingScreenProduct> {
  /** 'loading' shows the skeleton grid; 'ready' the products (fetched, or the sample ones). */
  status: 'loading' | 'ready';
  /** The built-in sample products are shown because loading failed (§2 notice). */
  showingSample?: boolean;
  /** The category title: the breadcrumb's last step and the heading. */
  title: string;
  /** The products of the current page (core `buildListingView`). */
  items: readonly P[];
  /** Everything fetched; 0 means the category is empty ('No Products Available'). */
  total: number;
  /** What the filters keep ('{n} product(s) found'). */
  found: number;
  /** The filters narrow the list ('(filtered from {total} total)'). */
  filtered: boolean;
  page: number;
  pageCount: number;
  filters: ListingFilters;
  brands: readonly string[];
  sort: SortOption;
  layout: ProductCardLayout;
  /** Filters, sort and page as core's listing actions. */
  onAction: (action: ListingAction) => void;
  onLayoutChange: (layout: ProductCardLayout) => void;
  isWishlisted?: (product: P) => boolean;
  onWishlistChange?: (product: P, wishlisted: boolean) => void;
  /** Extra actions on each card (the compare toggle); it receives the caller's own product. */
  cardActions?: (product: P) => ReactNode;
  /** Shows each card's Add to Cart (signed out it asks to sign in first, §4). */
  onAddToCart?: (product: P) => void;
}

function GridGlyph() {
  return (
    <svg className={styles.viewGlyph} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d="M1 1h6v6H1zM9 1h6v6H9zM1 9h6v6H1zM9 9h6v6H9z" fill="currentColor" />
    </svg>
  );
}

function ListGlyph() {
  return (
    <svg className={styles.viewGlyph} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d="M1 2h4v4H1zM7 3h8v2H7zM1 10h4v4H1zM7 11h8v2H7z" fill="currentColor" />
    </svg>
  );
}

function EmptyState({
  title,
  text,
  testId,
  children,
}: {
  title: string;
  text: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <div className={styles.emptyState} data-testid={testId}>
      <h2 className={styles.emptyTitle}>{title}</h2>
      <p className={styles.emptyText}>{text}</p>
      {children}
    </div>
  );
}

/**
 * The product listing (spec §2): breadcrumb, heading, count, filters, grid/list toggle, sort,
 * product cards and pagination; the skeleton while loading, the sample-products notice after a
 * failure, and the two empty states. Pure: the container keeps the state (in the URL) and passes
 * one page of products from core's `buildListingView`.
 */
export function ListingScreen<P extends ListingScreenProduct>({
  status,
  showingSample = false,
  title,
  items,
  total,
  found,
  filtered,
  page,
  pageCount,
  filters,
  brands,
  sort,
  layout,
  onAction,
  onLayoutChange,
  isWishlisted,
  onWishlistChange,
  cardActions,
  onAddToCart,
}: ListingScreenProps<P>) {
  const ids = testIds.listing;
  const sortId = useId();
  const resultsId = useId();
  const resultsSectionId = useId();
  const loading = status === 'loading';
  const categoryEmpty = !loading && total === 0;

  return (
    <div className={styles.screen} data-testid={ids.screen}>
      <nav aria-label={listingLabels.breadcrumb} className={styles.breadcrumb} data-testid={ids.breadcrumb}>
        <ol className={styles.crumbs}>
          <li>
            <Link href={paths.home()} testId={ids.breadcrumbHome}>
              {listingLabels.home}
            </Link>
          </li>
          <li aria-hidden="true" className={styles.separator}>
            ›
          </li>
          <li aria-current="page" className={styles.current}>
            {title}
          </li>
        </ol>
      </nav>

      <div className={styles.intro}>
        <h1 className={styles.heading} data-testid={ids.heading}>
          {title}
        </h1>
        {!loading && (
          <p className={styles.count} role="status" data-testid={ids.count}>
            {productsFoundText(found)}
            {filtered && (
              <>
                {' '}
                <span data-testid={ids.countFiltered}>{filteredFromText(total)}</span>
              </>
            )}
          </p>
        )}
      </div>

      {showingSample && (
        <Banner tone="warning" testId={ids.noticeSample}>
          {productMessages.sampleProductsNotice}
        </Banner>
      )}

      {categoryEmpty ? (
        <EmptyState
          title={productMessages.noProductsTitle}
          text={listingLabels.noProductsText}
          testId={ids.empty}
        >
          <Link href={paths.home()} variant="button" testId={ids.emptyBrowse}>
            {productMessages.browseOtherCategories}
          </Link>
        </EmptyState>
      ) : (
        <div className={styles.layout}>
          {/*
           * The filters come first in reading order, and a search of every category lists every
           * brand of the catalogue: without this link the first product is hundreds of Tabs away
           * (WCAG 2.4.1). Focusing the section itself also scrolls it into view; the href is what
           * the link does before the page is hydrated.
           */}
          <a
            href={`#${resultsSectionId}`}
            className={styles.skipToResults}
            data-testid={ids.skipToResults}
            onClick={(event) => {
              event.preventDefault();
              document.getElementById(resultsSectionId)?.focus();
            }}
          >
            {listingLabels.skipToResults}
          </a>
          <FilterSidebar filters={filters} brands={brands} onChange={onAction} loading={loading} />

          <section
            id={resultsSectionId}
            tabIndex={-1}
            className={styles.results}
            aria-labelledby={resultsId}
            data-testid={ids.results}
          >
            <h2 id={resultsId} className={visuallyHidden}>
              {listingLabels.results}
            </h2>
            <div className={styles.toolbar}>
              <div className={styles.viewToggle} role="group" aria-label={listingLabels.view}>
                <button
                  type="button"
                  className={styles.viewButton}
                  aria-pressed={layout === 'grid'}
                  data-testid={ids.viewGrid}
                  onClick={() => onLayoutChange('grid')}
                >
                  <GridGlyph />
                  {listingLabels.grid}
                </button>
                <button
                  type="button"
                  className={styles.viewButton}
                  aria-pressed={layout === 'list'}
                  data-testid={ids.viewList}
                  onClick={() => onLayoutChange('list')}
                >
                  <ListGlyph />
                  {listingLabels.list}
                </button>
              </div>
              <label className={styles.sortField} htmlFor={sortId}>
                <span className={styles.sortLabel}>{listingLabels.sort}</span>
                <select
                  id={sortId}
                  className={styles.select}
                  value={sort}
                  data-testid={ids.sort}
                  onChange={(event) => onAction({ type: 'sort', sort: event.target.value as SortOption })}
                >
                  {SORT_OPTIONS.map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </select>
              </label>
            </div>

            {loading ? (
              <SkeletonGroup label={listingLabels.loading} testId={ids.loading}>
                <div className={styles.grid}>
                  {Array.from({ length: SKELETON_CARDS }, (_, index) => (
                    <SkeletonCard key={index} />
                  ))}
                </div>
              </SkeletonGroup>
            ) : found === 0 ? (
              <EmptyState
                title={productMessages.noMatchesTitle}
                text={listingLabels.noMatchesText}
                testId={ids.noMatches}
              >
                <Button testId={ids.noMatchesClear} onClick={() => onAction({ type: 'clearFilters' })}>
                  {productMessages.clearAllFilters}
                </Button>
              </EmptyState>
            ) : (
              <ul className={layout === 'grid' ? styles.grid : styles.list}>
                {items.map((product, index) => (
                  <li key={product.id}>
                    <ProductCard
                      product={product}
                      href={paths.product(product.categoryid, product.id)}
                      layout={layout}
                      imageLoading={index === 0 ? 'high' : index < EAGER_IMAGES ? 'eager' : 'lazy'}
                      wishlisted={isWishlisted?.(product) ?? false}
                      onWishlistChange={
                        onWishlistChange ? (next) => onWishlistChange(product, next) : undefined
                      }
                      actions={cardActions?.(product)}
                      onAddToCart={onAddToCart ? () => onAddToCart(product) : undefined}
                    />
                  </li>
                ))}
              </ul>
            )}

            <Pagination
              page={page}
              pageCount={loading ? 0 : pageCount}
              onPageChange={(next) => onAction({ type: 'page', page: next })}
            />
          </section>
        </div>
      )}
    </div>
  );
}
