import type { PromoCard } from '@shop/core/products';
import { Link } from '../../components/Link/Link';
import { Pill } from '../../components/Pill/Pill';
import * as styles from './HomeScreen.css';
import { HomeSection } from './HomeSection';

export const PROMO_CARD_IMAGE_WIDTH = 600;
export const PROMO_CARD_IMAGE_HEIGHT = 400;

export interface PromoCardsProps {
  title: string;
  cards: readonly PromoCard[];
  /** Three wide cards (spotlights) or four (curated). */
  columns: 3 | 4;
  testId: string;
  cardTestId: (key: string) => string;
}

/** Seasonal spotlights and Curated for you: static cards, each one link to a listing. */
export function PromoCards({ title, cards, columns, testId, cardTestId }: PromoCardsProps) {
  return (
    <HomeSection title={title} testId={testId}>
      <ul className={columns === 3 ? styles.threeUp : styles.fourUp}>
        {cards.map((card) => (
          <li key={card.key} className={styles.cell}>
            <Link
              href={card.href}
              variant="plain"
              className={columns === 3 ? `${styles.promoCard} ${styles.promoCardBeside}` : styles.promoCard}
              testId={cardTestId(card.key)}
            >
              <img
                className={styles.promoImage}
                src={card.image}
                alt={card.imageAlt}
                width={PROMO_CARD_IMAGE_WIDTH}
                height={PROMO_CARD_IMAGE_HEIGHT}
                loading="lazy"
                decoding="async"
              />
              <span className={styles.promoBody}>
                <Pill tone="accent">{card.tag}</Pill>
                <span className={styles.cardTitle}>{card.title}</span>
                <span className={styles.cardText}>{card.text}</span>
                <span className={styles.cardLink}>{card.linkLabel} ›</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
