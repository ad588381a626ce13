import { type CardFrameMessage, type CardToken, cardFrameMessageTypes } from '@shop/core/payments';

/*
 * The frame's side of the protocol (core checkout/card-frame.ts): what it tells the checkout
 * around it, only ever to the shop's own origin. A card number or CVV never goes into a message:
 * the token message is built from the server's reply, field by field.
 */

/** Whether the page runs inside a frame (the checkout's), not opened on its own. */
export function isFramed(frame: Window = window): boolean {
  return frame.parent !== frame;
}

/** Posts `message` to the checkout, to the shop's origin only (never '*'). */
export function postToCheckout(message: CardFrameMessage, frame: Window = window): void {
  frame.parent.postMessage(message, frame.location.origin);
}

/** The token message of an accepted card: the token, brand, last 4 digits and expiry, nothing else. */
export function tokenMessage(card: CardToken): CardFrameMessage {
  return {
    type: cardFrameMessageTypes.token,
    token: card.token,
    brand: card.brand,
    last4: card.last4,
    expiresAt: card.expiresAt,
  };
}

/**
 * Posts the content's height (CSS pixels, rounded up) now and whenever it changes, so the checkout
 * sizes the iframe without a scrollbar. Returns the function that stops watching.
 */
export function watchContentHeight(
  content: HTMLElement,
  post: (message: CardFrameMessage) => void,
): () => void {
  let last = -1;
  const report = () => {
    // The protocol takes up to 10,000 px; a page that tall would be broken anyway.
    const height = Math.min(Math.ceil(content.getBoundingClientRect().height), 10_000);
    if (height === last) return;
    last = height;
    post({ type: cardFrameMessageTypes.height, height });
  };
  report();
  if (typeof ResizeObserver === 'undefined') return () => {};
  const observer = new ResizeObserver(report);
  observer.observe(content);
  return () => observer.disconnect();
}
