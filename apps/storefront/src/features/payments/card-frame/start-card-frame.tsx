import { ThemeRoot } from '@shop/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { CardFramePage } from './CardFramePage';
import { isFramed, postToCheckout } from './frame-messages';

const post = (message: Parameters<typeof postToCheckout>[0]) => postToCheckout(message);

/**
 * The card frame's entry (main.tsx loads it for /checkout/card-frame instead of the shop): no
 * router, no header, no cart or session start — only the form, the API client and postMessage.
 */
export function startCardFrame(container: HTMLElement): void {
  createRoot(container).render(
    <StrictMode>
      <ThemeRoot>
        <CardFramePage post={post} framed={isFramed()} />
      </ThemeRoot>
    </StrictMode>,
  );
}
