import type { KeyboardEvent } from 'react';
import { visuallyHidden } from '../../theme/global.css';
import * as styles from './Gallery.css';
import { galleryIndexForKey } from './gallery-keys';

export { galleryIndexForKey };

export interface GalleryImage {
  src: string;
  /** What this view shows ('Apple iPhone 15 Pro, side angle'). */
  alt: string;
}

export interface GalleryTestIds {
  gallery: string;
  galleryImage: string;
  galleryIndex: string;
  galleryPrev: string;
  galleryNext: string;
  galleryThumb: (n: number) => string;
}

export interface GalleryProps {
  images: readonly GalleryImage[];
  /** The shown image, from 0. Controlled: the caller keeps it (spec §4 "image index"). */
  index: number;
  onIndexChange: (index: number) => void;
  /** The region's accessible name ('Images of Apple iPhone 15 Pro'). */
  label: string;
  /** Intrinsic size of every image, so the page does not jump while they load. */
  width: number;
  height: number;
  testIds: GalleryTestIds;
}

/**
 * A product's images: the main picture with 'n / N', previous and next buttons, and a row of
 * thumbnail buttons. On any of those buttons ← and → (Home, End) change the image, wrapping around.
 * The main picture loads eagerly (it is the page's largest); the thumbnails lazily.
 */
export function Gallery({ images, index, onIndexChange, label, width, height, testIds }: GalleryProps) {
  const count = images.length;
  const shown = Math.min(Math.max(0, index), Math.max(0, count - 1));
  const current = images[shown];
  const several = count > 1;

  const go = (next: number) => {
    if (next !== shown) onIndexChange(next);
  };

  // Every gallery button takes the arrow keys, so whichever one has focus flips through the images.
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const next = galleryIndexForKey(event.key, shown, count);
    if (next === null) return;
    event.preventDefault();
    go(next);
  };

  return (
    <section className={styles.root} aria-label={label} data-testid={testIds.gallery}>
      <div className={styles.stage}>
        {current && (
          <img
            className={styles.image}
            src={current.src}
            alt={current.alt}
            width={width}
            height={height}
            // The page's largest picture: fetch it before the thumbnails.
            fetchPriority="high"
            data-testid={testIds.galleryImage}
          />
        )}
        {several && (
          <>
            <span className={styles.counter} aria-live="polite" data-testid={testIds.galleryIndex}>
              <span className={visuallyHidden}>Image </span>
              {shown + 1} / {count}
            </span>
            <button
              type="button"
              className={styles.arrow({ side: 'prev' })}
              aria-label="Previous image"
              onClick={() => go((shown - 1 + count) % count)}
              onKeyDown={onKeyDown}
              data-testid={testIds.galleryPrev}
            >
              <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={styles.arrowGlyph}>
                <path d="M15 5l-7 7 7 7" />
              </svg>
            </button>
            <button
              type="button"
              className={styles.arrow({ side: 'next' })}
              aria-label="Next image"
              onClick={() => go((shown + 1) % count)}
              onKeyDown={onKeyDown}
              data-testid={testIds.galleryNext}
            >
              <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={styles.arrowGlyph}>
                <path d="M9 5l7 7-7 7" />
              </svg>
            </button>
          </>
        )}
      </div>
      {several && (
        <ul className={styles.thumbs} aria-label="Choose an image">
          {images.map((image, position) => (
            <li key={image.src}>
              <button
                type="button"
                className={styles.thumb}
                aria-label={`Show image ${position + 1} of ${count}`}
                aria-current={position === shown ? 'true' : undefined}
                onClick={() => go(position)}
                onKeyDown={onKeyDown}
                data-testid={testIds.galleryThumb(position + 1)}
              >
                <img
                  className={styles.thumbImage}
                  src={image.src}
                  alt=""
                  width={64}
                  height={64}
                  loading="lazy"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
