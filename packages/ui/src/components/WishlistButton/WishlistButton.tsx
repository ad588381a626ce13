import { wishlistToggleLabel } from '@shop/core/products';
import { testIds } from '../../testIds';
import * as styles from './WishlistButton.css';

export interface WishlistButtonProps {
  productId: number | string;
  productName: string;
  /** The heart is on (the product is in the wishlist). */
  selected: boolean;
  onToggle: () => void;
  size?: 'small' | 'medium';
  /** Defaults to `wishlist-toggle-{productId}`. */
  testId?: string;
}

const HEART_PATH =
  'M12 20.5s-7.5-4.6-9.2-9.3C1.6 7.9 3.7 4.5 7.1 4.5c2 0 3.6 1.1 4.9 2.9 1.3-1.8 2.9-2.9 4.9-2.9 3.4 0 5.5 3.4 4.3 6.7-1.7 4.7-9.2 9.3-9.2 9.3Z';

/** The wishlist heart (spec §4: toggles locally only): an icon button named for what it does. */
export function WishlistButton({
  productId,
  productName,
  selected,
  onToggle,
  size = 'medium',
  testId = testIds.wishlist.toggle(productId),
}: WishlistButtonProps) {
  return (
    <button
      type="button"
      className={styles.button({ size, selected })}
      aria-pressed={selected}
      aria-label={wishlistToggleLabel(productName, selected)}
      onClick={onToggle}
      data-testid={testId}
    >
      <svg
        className={styles.heart({ size })}
        viewBox="0 0 24 24"
        aria-hidden="true"
        focusable="false"
        fill={selected ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth={2}
        strokeLinejoin="round"
      >
        <path d={HEART_PATH} />
      </svg>
    </button>
  );
}
