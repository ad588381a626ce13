import { paths } from '@shop/core';
import { useId } from 'react';
import { Link } from '../../components/Link/Link';
import { testIds } from '../../testIds';
import * as styles from './PlaceholderScreen.css';

export const PLACEHOLDER_DESCRIPTION = 'This screen is coming in a later release.';

/** The ways forward a placeholder offers: home, and the listing of every category. */
export const placeholderWays = ['home', 'products'] as const;
export type PlaceholderWay = (typeof placeholderWays)[number];

const WAYS: Record<PlaceholderWay, { label: string; href: string; testId: string }> = {
  home: { label: 'Go to Home', href: paths.home(), testId: testIds.placeholder.homeLink },
  products: {
    label: 'Browse all categories',
    href: paths.products(),
    testId: testIds.placeholder.productsLink,
  },
};

export interface PlaceholderScreenProps {
  /** The route's title, e.g. 'Cart'. */
  title: string;
  description?: string;
  /** Links onward (default both); the listing's own placeholder leaves out the link to itself. */
  ways?: readonly PlaceholderWay[];
}

/**
 * Stands in for a route whose screen is not built yet, so every route of spec §2 answers — and
 * never as a dead end: it links home and to the categories.
 */
export function PlaceholderScreen({
  title,
  description = PLACEHOLDER_DESCRIPTION,
  ways = placeholderWays,
}: PlaceholderScreenProps) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={styles.screen} data-testid={testIds.placeholder.screen}>
      <h1 id={titleId} className={styles.title} data-testid={testIds.placeholder.title}>
        {title}
      </h1>
      <p className={styles.description} data-testid={testIds.placeholder.description}>
        {description}
      </p>
      {ways.length > 0 && (
        <nav aria-label="Continue shopping" className={styles.ways}>
          {ways.map((way, index) => (
            <Link
              key={way}
              href={WAYS[way].href}
              variant={index === 0 ? 'button' : 'buttonSecondary'}
              testId={WAYS[way].testId}
            >
              {WAYS[way].label}
            </Link>
          ))}
        </nav>
      )}
    </section>
  );
}
