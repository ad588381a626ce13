import type { ReactNode } from 'react';
import * as styles from './Pill.css';

export const pillTones = ['neutral', 'brand', 'success', 'warning', 'danger', 'accent'] as const;
export const pillSizes = ['small', 'medium'] as const;

export interface PillProps {
  tone?: (typeof pillTones)[number];
  size?: (typeof pillSizes)[number];
  /** Optional: pills are labels, not controls, but repeated ones (brand, badge) help QA. */
  testId?: string;
  children: ReactNode;
}

/** A small label: brand, 'Free Delivery', category and product badges. */
export function Pill({ tone = 'neutral', size = 'small', testId, children }: PillProps) {
  return (
    <span className={styles.pill({ tone, size })} data-testid={testId}>
      {children}
    </span>
  );
}
