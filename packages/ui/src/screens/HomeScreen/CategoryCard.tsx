import { categoryListingPath } from '@shop/core';
import { type Category } from '@shop/core/products';
import type { MouseEvent } from 'react';
import { Link } from '../../components/Link/Link';
import { Pill } from '../../components/Pill/Pill';
import { testIds } from '../../testIds';
import * as styles from './CategoryCard.css';

/**
 * The image's alt text: present (it shows while the image loads or fails) but not a copy of the
 * title beside it, which axe reports as redundant (image-redundant-alt).
 */
export function categoryImageAlt(category: Pick<Category, 'description'>): string {
  return `${category.description} category`;
}

export const CATEGORY_IMAGE_WIDTH = 240;
export const CATEGORY_IMAGE_HEIGHT = 180;

export interface CategoryCardProps {
  category: Category;
  /** Called on click before the link navigates; the caller may `preventDefault`. */
  onSelect: (category: Category, event: MouseEvent<HTMLAnchorElement>) => void;
  /**
   * Above the fold: the image loads at once instead of lazily, `'high'` also ahead of other
   * images (the first card's image is the page's largest paint on phones).
   */
  priority?: 'high' | 'eager';
}

/** A category of the Shop by Category grid: image, title (`description`) and badge, as one link. */
export function CategoryCard({ category, onSelect, priority }: CategoryCardProps) {
  return (
    <Link
      href={categoryListingPath(category)}
      variant="plain"
      className={styles.card}
      testId={testIds.home.categoryCard(category.slug)}
      onClick={(event) => onSelect(category, event)}
    >
      <img
        className={styles.image}
        src={category.imageurl}
        alt={categoryImageAlt(category)}
        width={CATEGORY_IMAGE_WIDTH}
        height={CATEGORY_IMAGE_HEIGHT}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority === 'high' ? 'high' : undefined}
        decoding="async"
      />
      <span className={styles.title}>{category.description}</span>
      {category.badge && (
        <span className={styles.badge}>
          <Pill tone="accent">{category.badge}</Pill>
        </span>
      )}
    </Link>
  );
}
