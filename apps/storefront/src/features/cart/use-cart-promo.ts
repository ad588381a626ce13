import { CART_PROMO_SESSION_STORAGE_KEY } from '@shop/core';
import { appliedPromo, applyPromoCode, promoMessages, summaryWithPromo } from '@shop/core/cart';
import type { CartPromoState, CartScreenSummary } from '@shop/ui/cart';
import { useState } from 'react';
import { safeStorage } from '../../lib/safe-storage';

const readKeptCode = () => safeStorage.get('session', CART_PROMO_SESSION_STORAGE_KEY);

function keepCode(code: string | null): void {
  if (code) safeStorage.set('session', CART_PROMO_SESSION_STORAGE_KEY, code);
  else safeStorage.remove('session', CART_PROMO_SESSION_STORAGE_KEY);
}

/**
 * The promo code form of the cart page (ours: §2 shows the input and Apply; the rules and texts are
 * core's, README "Promo codes"). The applied code is kept for the tab (sessionStorage), and is
 * worked out again against the cart as it is now: a code whose minimum the subtotal no longer
 * reaches simply takes nothing off until it does again.
 */
export function useCartPromo(
  base: CartScreenSummary,
  offline: boolean,
): { promo: CartPromoState; summary: CartScreenSummary } {
  const [value, setValue] = useState('');
  const [code, setCode] = useState(readKeptCode);
  const [message, setMessage] = useState<CartPromoState['message']>();

  const promo = appliedPromo(code, base.subtotal);
  const summary = { ...summaryWithPromo(base, promo, { offline }), itemCount: base.itemCount };

  return {
    summary,
    promo: {
      value,
      onChange: setValue,
      onApply: () => {
        const result = applyPromoCode(value, base.subtotal);
        setMessage({ tone: result.ok ? 'success' : 'error', text: result.message });
        if (!result.ok) return;
        keepCode(result.promo.code);
        setCode(result.promo.code);
        setValue('');
      },
      onRemove: () => {
        keepCode(null);
        setCode(null);
        setMessage({ tone: 'success', text: promoMessages.removed });
      },
      ...(message ? { message } : {}),
    },
  };
}
