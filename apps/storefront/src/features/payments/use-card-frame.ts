import { type CardBrand } from '@shop/core/checkout';
import { cardFrameMessageTypes, parseCardFrameMessage } from '@shop/core/payments';
import { useCallback, useEffect, useRef, useState } from 'react';

/** A card the frame handed over: a token standing in for it, never its number or CVV. */
export interface FramedCard {
  readonly token: string;
  readonly brand: CardBrand;
  readonly last4: string;
}

/** Until the frame reports its height: enough for the card form without a jump on most screens. */
export const CARD_FRAME_START_HEIGHT = 420;

/**
 * The checkout's side of the card frame (core checkout/card-frame.ts): it believes a message only
 * from its own origin and its own frame's window, and only in the protocol's shape.
 */
export function useCardFrame() {
  const frameRef = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(CARD_FRAME_START_HEIGHT);
  const [card, setCard] = useState<FramedCard | null>(null);

  useEffect(() => {
    const receive = (event: MessageEvent) => {
      const frame = frameRef.current?.contentWindow;
      if (event.origin !== window.location.origin || !frame || event.source !== frame) return;
      const message = parseCardFrameMessage(event.data);
      if (message?.type === cardFrameMessageTypes.height) setHeight(Math.ceil(message.height));
      if (message?.type === cardFrameMessageTypes.token) {
        setCard({ token: message.token, brand: message.brand, last4: message.last4 });
      }
    };
    window.addEventListener('message', receive);
    return () => window.removeEventListener('message', receive);
  }, []);

  /** Forget the card (another card, or a token the server no longer takes): the frame starts over. */
  const forget = useCallback(() => setCard(null), []);
  return { frameRef, height, card, forget };
}
