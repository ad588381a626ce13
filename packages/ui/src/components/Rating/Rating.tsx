import { groupIndianDigits } from '@shop/core';
import { RATING_MAX } from '@shop/core/rating-scale';
import { testIdParts, testIds } from '../../testIds';
import { visuallyHidden } from '../../theme/global.css';
import * as styles from './Rating.css';

export const ratingSizes = ['small', 'medium'] as const;

export interface RatingProps {
  /** 0 to RATING_MAX (@shop/core); shown with one decimal. */
  value: number;
  /** Number of ratings, shown as '(1,234)' with Indian grouping. */
  count?: number;
  size?: (typeof ratingSizes)[number];
  /** Defaults to `rating`; parts: `-value`, `-count`. */
  testId?: string;
}

/** Stars (to the nearest half), the rating with one decimal and the optional count of ratings. */
export function Rating({ value, count, size = 'medium', testId = testIds.rating }: RatingProps) {
  const ids = testIdParts.rating(testId);
  const clamped = Math.min(RATING_MAX, Math.max(0, Number.isFinite(value) ? value : 0));
  const shown = clamped.toFixed(1);
  const halves = Math.round(clamped * 2);
  return (
    <span className={styles.rating({ size })} data-testid={ids.root}>
      <span
        role="img"
        aria-label={`Rated ${shown} out of ${RATING_MAX}`}
        className={styles.stars({ halves: String(halves) })}
      />
      <span className={styles.value} aria-hidden="true" data-testid={ids.value}>
        {shown}
      </span>
      {count !== undefined && (
        <span className={styles.count} data-testid={ids.count}>
          ({groupIndianDigits(count)})<span className={visuallyHidden}> ratings</span>
        </span>
      )}
    </span>
  );
}
