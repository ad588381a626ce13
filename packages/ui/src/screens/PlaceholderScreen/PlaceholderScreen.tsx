import { useId } from 'react';
import { testIds } from '../../testIds';
import * as styles from './PlaceholderScreen.css';

export const PLACEHOLDER_DESCRIPTION = 'This screen is coming in a later release.';

export interface PlaceholderScreenProps {
  /** The route's title, e.g. 'Cart'. */
  title: string;
  description?: string;
}

/** Stands in for a route whose screen is not built yet, so every route of spec §2 answers. */
export function PlaceholderScreen({ title, description = PLACEHOLDER_DESCRIPTION }: PlaceholderScreenProps) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={styles.screen} data-testid={testIds.placeholder.screen}>
      <h1 id={titleId} className={styles.title} data-testid={testIds.placeholder.title}>
        {title}
      </h1>
      <p className={styles.description} data-testid={testIds.placeholder.description}>
        {description}
      </p>
    </section>
  );
}
