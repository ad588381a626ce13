import { groupIndianDigits } from '@shop/core';
import { testIdParts, testIds } from '../../testIds';
import { visuallyHidden } from '../../theme/global.css';
import * as styles from './Rating.css';

export const ratingSizes = ['small', 'medium'] as const;
export const RATING_MAX = 5;

export interface RatingProps {
  /** 0–5; shown with one decimal. */
  value: number;
  /** Number of ratings, shown as '(1,234)' with Indian grouping. */
  count?: number;
  size?: (typeof ratingSizes)[number];
  /** Defaults to `rating`; parts: `-value`, `-count`. */
  testId?: string;
}

const STAR_PATH = 'M12 2.5l2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5-4.8-4.6 6.6-.9z';

function Star({ amount }: { amount: 'full' | 'half' | 'empty' }) {
  return (
    <span className={styles.star}>
      <svg className={styles.starGlyph} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d={STAR_PATH} fill="none" stroke="currentColor" strokeWidth={1.5} />
      </svg>
      <span className={styles.fill({ amount })}>
        <svg className={styles.fillGlyph} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d={STAR_PATH} fill="currentColor" stroke="currentColor" strokeWidth={1.5} />
        </svg>
      </span>
    </span>
  );
}

/** Stars (to the nearest half), the rating with one decimal and the optional count of ratings. */
export function Rating({ value, count, size = 'medium', testId = testIds.rating }: RatingProps) {
  const ids = testIdParts.rating(testId);
  const clamped = Math.min(RATING_MAX, Math.max(0, Number.isFinite(value) ? value : 0));
  const shown = clamped.toFixed(1);
  const halves = Math.round(clamped * 2);
  return (
    <span className={styles.rating({ size })} data-testid={ids.root}>
      <span role="img" aria-label={`Rated ${shown} out of ${RATING_MAX}`} className={styles.stars}>
        {Array.from({ length: RATING_MAX }, (_, index) => {
          const amount = halves >= (index + 1) * 2 ? 'full' : halves === index * 2 + 1 ? 'half' : 'empty';
          return <Star key={index} amount={amount} />;
        })}
      </span>
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
