import { isHttpStatus, paths, serverTextFrom } from '@shop/core';
import { cardMessages, checkoutFailureText, checkoutMessages } from '@shop/core/checkout';
import { type PlaceOrderRequest } from '@shop/core/orders';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { usePlaceOrder } from './api/checkout';
import { queryKeys } from '../../api/keys';
import { newUuid } from '../../lib/new-uuid';
import { notify } from '../../stores/notices-store';

type OrderAttempt = Omit<PlaceOrderRequest, 'idempotencyKey'>;

/**
 * Placing the order. One idempotency key per distinct request: a double click, or Place Order
 * again after a reply that never came, sends the same key and gets the first order back; a changed
 * request (another card after a decline) gets a new key, since the server refuses a reused key
 * with a different request.
 */
export function usePlaceOrderAction(userId: number, options: { onCardRefused: () => void }) {
  const place = usePlaceOrder(userId);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string>();
  const attempt = useRef<{ key: string; request: string } | null>(null);

  const keyFor = (request: OrderAttempt): string => {
    const text = JSON.stringify(request);
    if (attempt.current?.request !== text) attempt.current = { key: newUuid(), request: text };
    return attempt.current.key;
  };

  return {
    placing: place.isPending,
    error,
    place: (request: OrderAttempt) => {
      if (place.isPending) return;
      setError(undefined);
      place.mutate(
        { ...request, idempotencyKey: keyFor(request) },
        {
          onSuccess: (order) => {
            attempt.current = null;
            notify(checkoutMessages.placed);
            void navigate(paths.order(order.orderNumber), { replace: true });
          },
          onError: (failure) => {
            setError(checkoutFailureText('placeOrder', failure));
            // A changed price or stock: the cart is read again so the review shows what is true now.
            if (isHttpStatus(failure, 409))
              void queryClient.invalidateQueries({ queryKey: queryKeys.cart.all() });
            // An expired or used token can never pay: the frame asks for the card again.
            if (isHttpStatus(failure, 402) && serverTextFrom(failure.body) === cardMessages.tokenInvalid) {
              options.onCardRefused();
            }
          },
        },
      );
    },
  };
}
