import {
  WELCOME_TOUR_FINISH_LABEL,
  WELCOME_TOUR_NEXT_LABEL,
  WELCOME_TOUR_PREVIOUS_LABEL,
  WELCOME_TOUR_TITLE,
  welcomeTourProgress,
} from '@shop/core/profile';
import { useId, useLayoutEffect, useRef } from 'react';
import { testIds } from '../../testIds';
import { Button } from '../Button/Button';
import { Dialog } from '../Dialog/Dialog';
import { Icon } from '../Icon/Icon';
import { sentencesOf } from './sentences';
import type { WelcomeTourProps } from './welcome-tour-types';
import * as styles from './WelcomeTour.css';

export type { WelcomeTourProps } from './welcome-tour-types';

/**
 * 'Welcome QA Automation Engineers!' (§2 Overlays): one page at a time with its progress, Previous
 * (disabled on the first page) and Next, which reads 'Get Started!' on the last page. Next and
 * 'Get Started!' are one button, so focus stays on it while the pages change.
 */
export function WelcomeTour({ open, pages, page, onPrevious, onNext, onFinish, onClose }: WelcomeTourProps) {
  const id = useId();
  const bodyId = `${id}-body`;
  const ids = testIds.welcomeTour;
  const index = Math.min(Math.max(page, 0), Math.max(pages.length - 1, 0));
  const current = pages[index];
  const isFirst = index === 0;
  const isLast = index === pages.length - 1;

  // Previous becomes disabled on the first page; if it had focus, focus would drop to the page's
  // body and the dialog would lose its place: it moves to Next instead.
  const forwardRef = useRef<HTMLDivElement>(null);
  const previousHadFocus = useRef(false);
  useLayoutEffect(() => {
    if (isFirst && previousHadFocus.current) {
      forwardRef.current?.querySelector<HTMLElement>('button')?.focus();
    }
    previousHadFocus.current = false;
  }, [isFirst]);

  if (!current) return null;

  const goBack = () => {
    previousHadFocus.current = true;
    onPrevious();
  };

  return (
    <Dialog
      open={open}
      title={WELCOME_TOUR_TITLE}
      onClose={onClose}
      describedBy={bodyId}
      width={520}
      testId={ids.dialog}
      footer={
        <div className={styles.footer}>
          <Button variant="outline" tone="neutral" disabled={isFirst} testId={ids.previous} onClick={goBack}>
            {WELCOME_TOUR_PREVIOUS_LABEL}
          </Button>
          <div ref={forwardRef} className={styles.forward}>
            <Button
              data-autofocus
              testId={isLast ? ids.finish : ids.next}
              onClick={isLast ? onFinish : onNext}
            >
              {isLast ? WELCOME_TOUR_FINISH_LABEL : WELCOME_TOUR_NEXT_LABEL}
            </Button>
          </div>
        </div>
      }
    >
      {/* A new page is read out as a whole when Previous or Next brings it. */}
      <section
        aria-live="polite"
        aria-labelledby={`${id}-title`}
        className={styles.page}
        data-testid={ids.page}
        data-page-key={current.key}
      >
        <div className={styles.progressRow}>
          <p className={styles.progress} data-testid={ids.progress}>
            {welcomeTourProgress(index, pages.length)}
          </p>
          <ol className={styles.dots} aria-hidden="true">
            {pages.map((tourPage, dotIndex) => (
              <li key={tourPage.key} className={dotIndex === index ? styles.dotCurrent : styles.dot} />
            ))}
          </ol>
        </div>
        <div className={styles.content} data-testid={ids.pageContent(current.key)}>
          <h3 id={`${id}-title`} className={styles.pageTitle} data-testid={ids.pageTitle}>
            {current.title}
          </h3>
          <p id={bodyId} className={styles.body} data-testid={ids.pageBody}>
            {sentencesOf(current.body).map((sentence, index) => (
              <span key={index} className={styles.sentence}>
                {sentence}
              </span>
            ))}
          </p>
          <ul className={styles.points} data-testid={ids.pagePoints}>
            {current.points.map((point, pointIndex) => (
              <li key={pointIndex} className={styles.point}>
                <span className={styles.pointIcon}>
                  <Icon name="check" size="small" />
                </span>
                <span>{point}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </Dialog>
  );
}
