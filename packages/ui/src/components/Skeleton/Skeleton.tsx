import type { ReactNode } from 'react';
import { visuallyHidden } from '../../theme/global.css';
import * as styles from './Skeleton.css';

export const skeletonShapes = ['text', 'title', 'block', 'circle'] as const;
export const skeletonWidths = ['full', 'threeQuarters', 'half', 'quarter'] as const;

export interface SkeletonProps {
  shape?: (typeof skeletonShapes)[number];
  width?: (typeof skeletonWidths)[number];
}

/** One placeholder block; hidden from assistive technology (the surrounding group says "loading"). */
export function Skeleton({ shape = 'text', width = 'full' }: SkeletonProps) {
  return <span aria-hidden="true" className={styles.skeleton({ shape, width })} />;
}

/** A placeholder in the shape of a product or category card: image, title, one line. */
export function SkeletonCard() {
  return (
    <span aria-hidden="true" className={styles.card}>
      <Skeleton shape="block" />
      <Skeleton shape="title" width="threeQuarters" />
      <Skeleton shape="text" width="half" />
    </span>
  );
}

export interface SkeletonGroupProps {
  /** Read by screen readers while loading, e.g. 'Loading categories'. */
  label: string;
  /** The state region's test id (e.g. `home-categories-loading`). */
  testId: string;
  /** Show the label on screen too (e.g. 'Checking…' on the health screen). */
  showLabel?: boolean;
  children: ReactNode;
}

/** The region that holds placeholders: busy, announced politely, labelled for screen readers. */
export function SkeletonGroup({ label, testId, showLabel = false, children }: SkeletonGroupProps) {
  return (
    <div role="status" aria-busy="true" className={styles.group} data-testid={testId}>
      <span className={showLabel ? undefined : visuallyHidden}>{label}</span>
      {children}
    </div>
  );
}
