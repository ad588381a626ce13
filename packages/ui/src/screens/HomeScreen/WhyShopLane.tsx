import type { TrustPoint } from '@shop/core/products';
import { testIds } from '../../testIds';
import * as styles from './HomeScreen.css';
import { HomeSection } from './HomeSection';

/** One line drawing per trust point (24 × 24, stroked). */
const glyphs: Record<TrustPoint['key'], string> = {
  genuine: 'M12 3 4 6v6c0 4.5 3.4 8.3 8 9 4.6-.7 8-4.5 8-9V6l-8-3Zm-3.5 9 2.5 2.5 4.5-5',
  delivery:
    'M3 6h11v9H3zM14 9h4l3 3v3h-7M7 18.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3Zm10 0a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3Z',
  returns: 'M4 9h11a5 5 0 0 1 0 10H8M4 9l4-4M4 9l4 4',
  secure: 'M6 11h12v9H6zM8.5 11V8a3.5 3.5 0 0 1 7 0v3M12 14.5v2.5',
};

export interface WhyShopLaneProps {
  title: string;
  points: readonly TrustPoint[];
}

/** Why ShopLane: four trust points (spec §2). */
export function WhyShopLane({ title, points }: WhyShopLaneProps) {
  return (
    <HomeSection title={title} testId={testIds.home.why}>
      <ul className={styles.fourUp}>
        {points.map((point) => (
          <li key={point.key} className={styles.whyPoint} data-testid={testIds.home.whyPoint(point.key)}>
            <svg className={styles.whyGlyph} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d={glyphs[point.key]} />
            </svg>
            <span className={styles.cardTitle}>{point.title}</span>
            <span className={styles.cardText}>{point.text}</span>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
