import { paginationItems } from '@shop/core/products';
import { testIds } from '../../testIds';
import * as styles from './Pagination.css';

/** The bar's words: the landmark's default name and the step buttons' names. */
export const paginationLabels = {
  nav: 'Pagination',
  previous: 'Previous',
  next: 'Next',
  page: (page: number) => `Page ${page}`,
} as const;

export interface PaginationProps {
  /** The current page, from 1. */
  page: number;
  /** How many pages there are; with one page or none the bar is not rendered. */
  pageCount: number;
  /** A page button, Previous or Next was chosen; the caller changes `page`. */
  onPageChange: (page: number) => void;
  /** The landmark's accessible name (`Pagination` by default); name it when a page has two bars. */
  label?: string;
}

/**
 * The page bar of the product listing (spec §9): Previous, the page buttons of @shop/core's
 * `paginationItems` (every page up to 7, otherwise first, last and the current page ±1 with an
 * ellipsis for each gap) and Next. Controlled: it reports a page and waits for the new `page`.
 * With a single page (or none) there is nothing to choose, so it renders nothing rather than a bar
 * of disabled buttons. On phones Previous and Next shrink to arrows (their names stay) so the
 * longest bar, 7 buttons and 2 ellipses, fits 390 px with 44 px touch targets.
 */
export function Pagination({ page, pageCount, onPageChange, label = paginationLabels.nav }: PaginationProps) {
  if (pageCount <= 1) return null;
  const current = Math.min(Math.max(1, page), pageCount);
  const items = paginationItems(current, pageCount);

  return (
    <nav aria-label={label} className={styles.nav} data-testid={testIds.listing.pagination}>
      <ul className={styles.list}>
        <li>
          <button
            type="button"
            className={styles.step}
            disabled={current === 1}
            data-testid={testIds.listing.paginationPrev}
            onClick={() => onPageChange(current - 1)}
          >
            <span aria-hidden="true">‹</span>
            <span className={styles.stepLabel}>{paginationLabels.previous}</span>
          </button>
        </li>
        {items.map((item, index) =>
          item === 'ellipsis' ? (
            // Not a control: it only says that pages are left out here.
            <li
              key={index < items.length / 2 ? 'ellipsis-start' : 'ellipsis-end'}
              aria-hidden="true"
              className={styles.ellipsis}
              data-testid={testIds.listing.paginationEllipsis(index < items.length / 2 ? 'start' : 'end')}
            >
              …
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                className={styles.pageButton}
                aria-label={paginationLabels.page(item)}
                aria-current={item === current ? 'page' : undefined}
                data-testid={testIds.listing.paginationPage(item)}
                onClick={() => {
                  if (item !== current) onPageChange(item);
                }}
              >
                {item}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className={styles.step}
            disabled={current === pageCount}
            data-testid={testIds.listing.paginationNext}
            onClick={() => onPageChange(current + 1)}
          >
            <span className={styles.stepLabel}>{paginationLabels.next}</span>
            <span aria-hidden="true">›</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
