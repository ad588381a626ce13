import { MIN_RATING_OPTIONS } from '@shop/core';
import {
  DEFAULT_LISTING_FILTERS,
  productMessages,
  type ListingAction,
  type ListingFilters,
} from '@shop/core/products';
import { useId, useState } from 'react';
import { testIds } from '../../testIds';
import { Button } from '../Button/Button';
import { Checkbox } from '../Checkbox/Checkbox';
import { PriceRange } from '../PriceRange/PriceRange';
import { TextField } from '../TextField/TextField';
import * as styles from './FilterSidebar.css';

export const filterSidebarLabels = {
  title: 'Filters',
  /** The phone button, with the number of filters in use: 'Filters (2)'. */
  toggle: (active: number) => (active > 0 ? `Filters (${active})` : 'Filters'),
  search: 'Search in results',
  searchPlaceholder: 'Name or brand',
  price: 'Price',
  brands: 'Brand',
  noBrands: 'No brands to choose from.',
  loadingBrands: 'Loading brands…',
  rating: 'Customer rating',
  anyRating: 'Any rating',
  ratingOption: (stars: number) => `${stars}★ & up`,
  availability: 'Availability',
  inStock: 'In stock only',
  freeDelivery: 'Free Delivery only',
  clearAll: productMessages.clearAllFilters,
} as const;

/** How many of the six filters (§4) are in use: the number on the phone's Filters button. */
export function activeFilterCount(filters: ListingFilters): number {
  const [min, max] = filters.priceRange;
  const [defaultMin, defaultMax] = DEFAULT_LISTING_FILTERS.priceRange;
  return [
    filters.search.trim() !== '',
    min !== defaultMin || max !== defaultMax,
    filters.brands.length > 0,
    filters.minRating !== null,
    filters.inStockOnly,
    filters.freeDeliveryOnly,
  ].filter(Boolean).length;
}

export interface FilterSidebarProps {
  filters: ListingFilters;
  /** The brand checkboxes (core `brandOptions` of the fetched products). */
  brands: readonly string[];
  /** Every change as core's listing action; the caller's reducer also goes back to page 1. */
  onChange: (action: ListingAction) => void;
  /** The products are still loading, so there are no brands yet (rather than none at all). */
  loading?: boolean;
}

/**
 * The listing's filters (spec §2): search, price range, brands, minimum rating (4/3/2/1 & up), in
 * stock, free delivery and Clear All Filters. On phones the panel hides behind a Filters button
 * (a disclosure: it opens in place, the results stay below it); from tablets up it is a sidebar.
 */
export function FilterSidebar({ filters, brands, onChange, loading = false }: FilterSidebarProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const titleId = useId();
  const ratingName = useId();
  const ids = testIds.listing;
  const active = activeFilterCount(filters);
  // Ticked brands first, so a long list (or a shared link) never hides what is chosen.
  const shownBrands = [
    ...brands.filter((brand) => filters.brands.includes(brand)),
    ...brands.filter((brand) => !filters.brands.includes(brand)),
  ];

  return (
    <aside className={styles.sidebar} aria-labelledby={titleId}>
      <div className={styles.toggle}>
        <Button
          variant="outline"
          tone="neutral"
          fullWidth
          aria-expanded={open}
          aria-controls={panelId}
          testId={ids.filtersToggle}
          onClick={() => setOpen((shown) => !shown)}
        >
          {filterSidebarLabels.toggle(active)}
        </Button>
      </div>
      <div
        id={panelId}
        className={[styles.panel, open ? '' : styles.panelClosed].filter(Boolean).join(' ')}
        data-testid={ids.filters}
      >
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {filterSidebarLabels.title}
          </h2>
          <Button
            variant="ghost"
            size="small"
            disabled={active === 0}
            testId={ids.filterClear}
            onClick={() => onChange({ type: 'clearFilters' })}
          >
            {filterSidebarLabels.clearAll}
          </Button>
        </div>

        <TextField
          type="search"
          label={filterSidebarLabels.search}
          placeholder={filterSidebarLabels.searchPlaceholder}
          value={filters.search}
          onChange={(search) => onChange({ type: 'search', search })}
          testId={ids.filterSearch}
        />

        <PriceRange
          label={filterSidebarLabels.price}
          value={filters.priceRange}
          onMinChange={(value) => onChange({ type: 'minPrice', value })}
          onMaxChange={(value) => onChange({ type: 'maxPrice', value })}
          testId={ids.filterPrice}
        />

        <fieldset className={styles.group}>
          <legend className={styles.legend}>{filterSidebarLabels.brands}</legend>
          {brands.length === 0 ? (
            <p className={styles.none}>
              {loading ? filterSidebarLabels.loadingBrands : filterSidebarLabels.noBrands}
            </p>
          ) : (
            <div className={styles.brandList}>
              {shownBrands.map((brand) => (
                <Checkbox
                  key={brand}
                  label={brand}
                  checked={filters.brands.includes(brand)}
                  onChange={() => onChange({ type: 'toggleBrand', brand })}
                  testId={ids.filterBrand(brand)}
                />
              ))}
            </div>
          )}
        </fieldset>

        <fieldset className={styles.group}>
          <legend className={styles.legend}>{filterSidebarLabels.rating}</legend>
          <label className={styles.radioRow}>
            <input
              type="radio"
              className={styles.radio}
              name={ratingName}
              checked={filters.minRating === null}
              data-testid={ids.filterRating('any')}
              onChange={() => onChange({ type: 'minRating', minRating: null })}
            />
            {filterSidebarLabels.anyRating}
          </label>
          {MIN_RATING_OPTIONS.map((stars) => (
            <label key={stars} className={styles.radioRow}>
              <input
                type="radio"
                className={styles.radio}
                name={ratingName}
                checked={filters.minRating === stars}
                data-testid={ids.filterRating(stars)}
                onChange={() => onChange({ type: 'minRating', minRating: stars })}
              />
              {filterSidebarLabels.ratingOption(stars)}
            </label>
          ))}
        </fieldset>

        <fieldset className={styles.group}>
          <legend className={styles.legend}>{filterSidebarLabels.availability}</legend>
          <Checkbox
            label={filterSidebarLabels.inStock}
            checked={filters.inStockOnly}
            onChange={(value) => onChange({ type: 'inStockOnly', value })}
            testId={ids.filterInStock}
          />
          <Checkbox
            label={filterSidebarLabels.freeDelivery}
            checked={filters.freeDeliveryOnly}
            onChange={(value) => onChange({ type: 'freeDeliveryOnly', value })}
            testId={ids.filterFreeDelivery}
          />
        </fieldset>
      </div>
    </aside>
  );
}
