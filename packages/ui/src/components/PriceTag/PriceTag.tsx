import { displayDiscountPercent, formatRupees } from '@shop/core';
import { visuallyHidden } from '../../theme/global.css';
import { testIdParts, testIds } from '../../testIds';
import * as styles from './PriceTag.css';

export const priceTagSizes = ['small', 'medium', 'large'] as const;

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
}

/** A price in rupees (₹1,23,456) with the original price and the discount when there is one. */
export function PriceTag({
  price,
  oldPrice,
  discountPercent,
  size = 'medium',
  testId = testIds.priceTag,
}: PriceTagProps) {
  const ids = testIdParts.priceTag(testId);
  const reduced = oldPrice !== undefined && oldPrice > price;
  // One discount rule for cards, details and cart (§9: a missing discount is derived from the prices).
  const percent = reduced ? displayDiscountPercent(price, oldPrice, discountPercent) : 0;
  return (
    <span className={styles.priceTag({ size })} data-testid={ids.root}>
      <span className={styles.current} data-testid={ids.current}>
        {formatRupees(price)}
      </span>
      {reduced && (
        <>
          <s className={styles.old} data-testid={ids.old}>
            <span className={visuallyHidden}>Original price: </span>
            {formatRupees(oldPrice)}
          </s>
          {percent > 0 && (
            <span className={styles.discount} data-testid={ids.discount}>
              {percent}% off
            </span>
          )}
        </>
      )}
    </span>
  );
}
