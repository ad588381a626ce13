import { formatRupees } from '@shop/core';
import { displayDiscountPercent } from '@shop/core/products';
import { visuallyHidden } from '../../theme/global.css';
import { testIdParts, testIds } from '../../testIds';
import * as styles from './PriceTag.css';

export const priceTagSizes = ['small', 'medium', 'large', 'hero'] as const;

export interface PriceTagProps {
  /** Whole rupees. */
  price: number;
  /** Shown struck through only when it exceeds `price`. */
  oldPrice?: number;
  /** Shown as 'N% off'; derived from the two prices when missing (spec §9). */
  discountPercent?: number;
  size?: (typeof priceTagSizes)[number];
  /** Defaults to `price-tag`; parts: `-current`, `-old`, `-discount`. */
  testId?: string;
  /** The parts' own published ids where a screen had them before the tag (the details page's). */
  partIds?: { readonly current: string; readonly old: string; readonly discount: string };
  /** Read before the price by a screen reader ('Price: '), where the price stands alone. */
  label?: string;
}

/** A price in rupees (₹1,23,456) with the original price and the discount when there is one. */
export function PriceTag({
  price,
  oldPrice,
  discountPercent,
  size = 'medium',
  testId = testIds.priceTag,
  partIds,
  label,
}: PriceTagProps) {
  const ids = { ...testIdParts.priceTag(testId), ...partIds };
  const reduced = oldPrice !== undefined && oldPrice > price;
  // One discount rule for cards, details and cart (§9: a missing discount is derived from the prices).
  const percent = reduced ? displayDiscountPercent(price, oldPrice, discountPercent) : 0;
  return (
    <span className={styles.priceTag({ size })} data-testid={ids.root}>
      <span className={styles.current({ size })} data-testid={ids.current}>
        {label && <span className={visuallyHidden}>{label}</span>}
        {formatRupees(price)}
      </span>
      {reduced && (
        <>
          <s className={styles.old({ size })} data-testid={ids.old}>
            <span className={visuallyHidden}>Original price: </span>
            {formatRupees(oldPrice)}
          </s>
          {percent > 0 && (
            <span className={styles.discount({ size })} data-testid={ids.discount}>
              {percent}% off
            </span>
          )}
        </>
      )}
    </span>
  );
}
