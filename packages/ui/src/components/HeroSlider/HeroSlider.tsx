import { HERO_AUTO_ADVANCE_MS } from '@shop/core';
import { useEffect, useId, useState, type FocusEvent } from 'react';
import { testIds } from '../../testIds';
import { Link } from '../Link/Link';
import { Pill } from '../Pill/Pill';
import * as styles from './HeroSlider.css';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion';

export interface HeroSlide {
  readonly key: string;
  readonly title: string;
  readonly text: string;
  readonly linkLabel: string;
  readonly href: string;
  readonly image: string;
  readonly imageAlt: string;
  readonly tag: string;
}

/** The timer the slider waits on; stories and tests pass one they can move by hand. */
export interface HeroClock {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const browserClock: HeroClock = {
  setTimeout: (callback, ms) => window.setTimeout(callback, ms),
  clearTimeout: (handle) => window.clearTimeout(handle as number),
};

/** The artwork is 3 : 2 (@shop/catalog draws it 600 × 400). */
export const HERO_IMAGE_WIDTH = 600;
export const HERO_IMAGE_HEIGHT = 400;

export const heroSliderLabels = {
  region: 'Featured offers',
  previous: 'Previous slide',
  next: 'Next slide',
  dot: (n: number, title: string) => `Show slide ${n}: ${title}`,
  position: (n: number, count: number) => `${n} of ${count}`,
} as const;

export interface HeroSliderProps {
  slides: readonly HeroSlide[];
  /** The slide shown first (0-based); stories use it to show each slide. */
  initialIndex?: number;
  /** Spec §9: 5 s. */
  autoAdvanceMs?: number;
  clock?: HeroClock;
  /** Overrides the `prefers-reduced-motion` media query (stories). */
  reducedMotion?: boolean;
}

/**
 * The home page's promotional slides (spec §2): previous/next arrows, one dot button per slide,
 * and an advance every 5 s. The advance waits while the pointer is over the slider or focus is
 * inside it, so someone still reading a slide, or about to press its link, keeps it; and it never
 * starts for people who ask their system for reduced motion. Each manual change restarts the 5 s.
 */
export function HeroSlider({
  slides,
  initialIndex = 0,
  autoAdvanceMs = HERO_AUTO_ADVANCE_MS,
  clock = browserClock,
  reducedMotion,
}: HeroSliderProps) {
  const count = slides.length;
  const [index, setIndex] = useState(() => Math.min(Math.max(initialIndex, 0), Math.max(count - 1, 0)));
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const systemReducedMotion = usePrefersReducedMotion();
  const still = reducedMotion ?? systemReducedMotion;
  const rotating = count > 1 && !still && !hovered && !focused;
  const regionId = useId();

  useEffect(() => {
    if (!rotating) return undefined;
    const handle = clock.setTimeout(() => setIndex((current) => (current + 1) % count), autoAdvanceMs);
    return () => clock.clearTimeout(handle);
  }, [rotating, index, count, autoAdvanceMs, clock]);

  if (count === 0) return null;
  const go = (next: number) => setIndex(((next % count) + count) % count);
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label={heroSliderLabels.region}
      className={styles.slider}
      data-testid={testIds.home.hero}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      {/* Announced only when the slides stand still: a rotating region would talk over the page. */}
      <div id={regionId} className={styles.viewport} aria-live={rotating ? 'off' : 'polite'}>
        {slides.map((slide, position) => {
          const n = position + 1;
          const current = position === index;
          return (
            <div
              key={slide.key}
              role="group"
              aria-roledescription="slide"
              aria-label={heroSliderLabels.position(n, count)}
              hidden={!current}
              className={styles.slide}
              data-testid={testIds.home.heroSlide(n)}
            >
              <div className={styles.copy}>
                <Pill tone="accent">{slide.tag}</Pill>
                <h2 className={styles.title}>{slide.title}</h2>
                <p className={styles.text}>{slide.text}</p>
                <Link
                  href={slide.href}
                  variant="button"
                  aria-label={`${slide.linkLabel}: ${slide.title}`}
                  testId={testIds.home.heroSlideLink(n)}
                >
                  {slide.linkLabel}
                </Link>
              </div>
              <img
                className={styles.image}
                src={slide.image}
                alt={slide.imageAlt}
                width={HERO_IMAGE_WIDTH}
                height={HERO_IMAGE_HEIGHT}
                // The first slide is the page's largest image: fetch it at once.
                loading={position === 0 ? 'eager' : 'lazy'}
                fetchPriority={position === 0 ? 'high' : undefined}
                decoding="async"
              />
            </div>
          );
        })}
      </div>
      {count > 1 && (
        <>
          <button
            type="button"
            className={`${styles.arrow} ${styles.arrowPrevious}`}
            aria-label={heroSliderLabels.previous}
            aria-controls={regionId}
            data-testid={testIds.home.heroPrev}
            onClick={() => go(index - 1)}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <button
            type="button"
            className={`${styles.arrow} ${styles.arrowNext}`}
            aria-label={heroSliderLabels.next}
            aria-controls={regionId}
            data-testid={testIds.home.heroNext}
            onClick={() => go(index + 1)}
          >
            <span aria-hidden="true">›</span>
          </button>
          <div className={styles.dots}>
            {slides.map((slide, position) => (
              <button
                key={slide.key}
                type="button"
                className={styles.dot}
                aria-label={heroSliderLabels.dot(position + 1, slide.title)}
                aria-current={position === index ? 'true' : undefined}
                aria-controls={regionId}
                data-testid={testIds.home.heroDot(position + 1)}
                onClick={() => go(position)}
              >
                <span aria-hidden="true" className={styles.dotMark} />
              </button>
            ))}
          </div>
        </>
      )}
    </section>
  );
}
