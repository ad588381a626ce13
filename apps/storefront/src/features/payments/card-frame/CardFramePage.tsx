import { AUTH_COOKIE_NAME, paths, readCookie } from '@shop/core';
import { cardFrameMessages } from '@shop/core/checkout';
import { type CardFrameMessage, cardFrameMessageTypes } from '@shop/core/payments';
import { Link, testIds } from '@shop/ui';
import { CardPaymentForm } from '@shop/ui/payments';
import { useEffect, useRef } from 'react';
import * as styles from './card-frame-page.css';
import { tokenMessage, watchContentHeight } from './frame-messages';
import { useCardFrameForm } from './use-card-frame-form';

/** Words of the frame page that are no message of @shop/core. */
export const cardFramePageLabels = { goToCheckout: 'Go to the checkout' } as const;

export interface CardFramePageProps {
  /** Where the protocol's messages go (postToCheckout in the app; a spy in tests). */
  post: (message: CardFrameMessage) => void;
  /** Whether the page runs in the checkout's frame (isFramed()). */
  framed: boolean;
  /** The clock the card's expiry is judged by. */
  now?: () => Date;
}

/**
 * /checkout/card-frame: the card form alone (no header, no cart, no session), talking to the
 * checkout around it by postMessage only — ready once shown, its height as it changes, and the
 * token of an accepted card. Opened on its own it points to the checkout instead.
 */
export function CardFramePage({ post, framed, now }: CardFramePageProps) {
  const ids = testIds.cardFrame;
  const contentRef = useRef<HTMLDivElement>(null);
  const { signedOut: refused, ...form } = useCardFrameForm({
    onToken: (card) => post(tokenMessage(card)),
    ...(now ? { now } : {}),
  });
  // No token at all, or one the server refused (401): the form could only fail.
  const signedOut = refused || readCookie(document.cookie, AUTH_COOKIE_NAME) === null;

  useEffect(() => {
    if (!framed) return;
    post({ type: cardFrameMessageTypes.ready });
    const content = contentRef.current;
    return content ? watchContentHeight(content, post) : undefined;
  }, [framed, post]);

  let body;
  if (!framed) {
    body = (
      <div className={styles.notice} data-testid={ids.outside}>
        <p className={styles.noticeText}>{cardFrameMessages.outsideCheckout}</p>
        <Link href={paths.checkout()} variant="button" testId={ids.checkoutLink}>
          {cardFramePageLabels.goToCheckout}
        </Link>
      </div>
    );
  } else if (signedOut) {
    body = (
      <div role="alert" className={styles.notice} data-testid={ids.signedOut}>
        <p className={styles.noticeText}>{cardFrameMessages.signedOut}</p>
      </div>
    );
  } else {
    body = <CardPaymentForm {...form} />;
  }

  return (
    <main ref={contentRef} className={styles.page} data-testid={ids.root} data-phase={form.phase}>
      {body}
    </main>
  );
}
