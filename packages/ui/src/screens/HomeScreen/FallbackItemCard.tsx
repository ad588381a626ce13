import type { HomeFallbackItem } from '@shop/core/products';
import { Link } from '../../components/Link/Link';
import { Pill } from '../../components/Pill/Pill';
import * as styles from './HomeScreen.css';

/** A built-in deal or featured item (spec §3): tag, title, description and price label, as one link. */
export function FallbackItemCard({ item, testId }: { item: HomeFallbackItem; testId: string }) {
  return (
    <Link href={item.href} variant="plain" className={styles.fallbackCard} testId={testId}>
      <Pill tone="accent">{item.tag}</Pill>
      <span className={styles.cardTitle}>{item.title}</span>
      <span className={styles.cardText}>{item.description}</span>
      <span className={styles.priceLabel}>{item.priceLabel}</span>
    </Link>
  );
}
