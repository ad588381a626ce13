import { headerSearchMessages, noSearchMatchesText } from '@shop/core/products';
import { testIds } from '../../testIds';
import { Icon } from '../Icon/Icon';
import { PriceTag } from '../PriceTag/PriceTag';
import { Spinner } from '../Spinner/Spinner';
import { Highlighted } from './Highlighted';
import {
  optionId,
  suggestionsOfKind,
  type HeaderSuggestion,
  type ProductSuggestion,
  type SuggestionStatus,
} from './search-suggestions';
import * as styles from './SearchSuggestions.css';

/** The thumbnail's box in CSS px: the image reserves it before it loads (no layout shift). */
const THUMBNAIL_PX = 48;

export interface SearchSuggestionsProps {
  /** The listbox's id (the input's `aria-controls`); options are `${listId}-{index}`. */
  listId: string;
  /** What the rows matched: its words are marked in their names. */
  query: string;
  suggestions: readonly HeaderSuggestion[];
  status: SuggestionStatus;
  errorText?: string;
  activeIndex: number;
  onSelect: (suggestion: HeaderSuggestion) => void;
}

/** The product rows' place when there are none to show: loading, failed, or nothing found. */
function ProductsStatus({
  status,
  query,
  errorText,
  hasProducts,
}: Pick<SearchSuggestionsProps, 'status' | 'query' | 'errorText'> & { hasProducts: boolean }) {
  if (status === 'error') {
    return (
      <p className={styles.errorRow} data-testid={testIds.header.suggestionsError}>
        <Icon name="alert" size="small" />
        {errorText}
      </p>
    );
  }
  if (status === 'loading' && !hasProducts) {
    return (
      <p className={styles.statusRow} data-testid={testIds.header.suggestionsLoading}>
        <Spinner />
        {headerSearchMessages.loading}
      </p>
    );
  }
  if (status === 'ready' && !hasProducts) {
    return (
      <p className={styles.statusRow} data-testid={testIds.header.suggestionsEmpty}>
        {noSearchMatchesText(query)}
      </p>
    );
  }
  return null;
}

function ProductRow({ product, query }: { product: ProductSuggestion; query: string }) {
  return (
    <>
      <img
        className={styles.thumbnail}
        src={product.imageUrl}
        alt=""
        width={THUMBNAIL_PX}
        height={THUMBNAIL_PX}
        decoding="async"
      />
      <span className={styles.productName}>
        <Highlighted text={product.name} query={query} />
      </span>
      <span className={styles.brand}>{product.brand}</span>
      <span className={styles.price}>
        <PriceTag
          price={product.price}
          oldPrice={product.oldPrice ?? undefined}
          discountPercent={product.discountPercent}
          size="small"
        />
      </span>
    </>
  );
}

/**
 * The suggestions panel under the search input: product rows, then matching categories, each an
 * option of one listbox (positions run on across the two groups), and the product rows' status.
 */
export function SearchSuggestions({
  listId,
  query,
  suggestions,
  status,
  errorText,
  activeIndex,
  onSelect,
}: SearchSuggestionsProps) {
  const products = suggestionsOfKind(suggestions, 'product');
  const categories = suggestionsOfKind(suggestions, 'category');
  const groups = [
    { key: 'products', heading: headerSearchMessages.productsHeading, rows: products, first: 0 },
    {
      key: 'categories',
      heading: headerSearchMessages.categoriesHeading,
      rows: categories,
      first: products.length,
    },
  ] as const;
  const busy = status === 'loading';

  return (
    <div className={styles.panel} data-testid={testIds.header.suggestions} aria-busy={busy}>
      <div role="status" className={styles.status}>
        <ProductsStatus
          status={status}
          query={query}
          errorText={errorText}
          hasProducts={products.length > 0}
        />
      </div>
      {suggestions.length > 0 && (
        <div
          id={listId}
          role="listbox"
          // Never focused: the input keeps the focus and names the active option (APG combobox).
          tabIndex={-1}
          aria-label={headerSearchMessages.suggestionsLabel}
          className={styles.list}
          data-testid={testIds.header.suggestionsList}
          // Keeps the focus (and the keyboard's place) in the input while a row is clicked.
          onMouseDown={(event) => event.preventDefault()}
        >
          {groups.map(
            (group) =>
              group.rows.length > 0 && (
                <div key={group.key} role="group" aria-labelledby={`${listId}-${group.key}`}>
                  <div
                    id={`${listId}-${group.key}`}
                    className={styles.heading}
                    data-testid={testIds.header.suggestionsHeading(group.key)}
                  >
                    {group.heading}
                  </div>
                  <div className={styles.group}>
                    {group.rows.map((row, offset) => {
                      const index = group.first + offset;
                      const active = index === activeIndex;
                      return (
                        // The keyboard reaches options through the input (aria-activedescendant).
                        // eslint-disable-next-line jsx-a11y/click-events-have-key-events
                        <div
                          key={`${row.kind}-${row.id}`}
                          id={optionId(listId, index)}
                          role="option"
                          tabIndex={-1}
                          aria-selected={active}
                          className={styles.option}
                          data-testid={testIds.header.suggestion(index)}
                          onClick={() => onSelect(row)}
                        >
                          {/* An option holds no link or button (axe: nested-interactive):
                              the keyed test id goes on this inner row instead. */}
                          <span
                            className={row.kind === 'product' ? styles.productRow : styles.categoryRow}
                            data-testid={
                              row.kind === 'product'
                                ? testIds.header.suggestionProduct(row.id)
                                : testIds.header.suggestionCategory(row.id)
                            }
                          >
                            {row.kind === 'product' ? (
                              <ProductRow product={row} query={query} />
                            ) : (
                              <>
                                <span className={styles.categoryIcon}>
                                  <Icon name="search" size="small" />
                                </span>
                                <span className={styles.name}>
                                  <Highlighted text={row.name} query={query} />
                                </span>
                              </>
                            )}
                          </span>
                        </div>
                      );
                    })}
                  </div>
                </div>
              ),
          )}
        </div>
      )}
    </div>
  );
}
