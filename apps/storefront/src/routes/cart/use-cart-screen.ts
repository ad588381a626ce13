import { cartMessages } from '@shop/core';
import type { CartScreenProps } from '@shop/ui';
import { useNavigate } from 'react-router-dom';
import { useCartActions, useCartView } from '../../cart/use-cart';
import { notify } from '../../stores/notices-store';

/** Everything the cart page (§2 Cart) shows and does, as the pure screen's props. */
export function useCartScreen(): CartScreenProps {
  const navigate = useNavigate();
  // §4: the account's cart is fetched again each time the cart page opens.
  const view = useCartView({ refetchOnMount: 'always' });
  const actions = useCartActions();
  return {
    status: view.status,
    ...(view.fetchError === undefined ? {} : { fetchError: view.fetchError }),
    onRetryFetch: view.retryFetch,
    lines: view.lines,
    summary: view.summary,
    offline: view.offline,
    ...(view.keptError === undefined ? {} : { keptError: view.keptError }),
    onRetryKept: actions.retryKept,
    onDismissKeptError: actions.dismissKeptError,
    // Promo codes arrive with their rules in core (see promo wiring).
    promo: { value: '', onChange: () => undefined, onApply: () => undefined, onRemove: () => undefined },
    // §2: 'Continue Shopping' at the top goes back one page.
    onBack: () => void navigate(-1),
    onDecrease: actions.decrease,
    onIncrease: actions.increase,
    onRemove: actions.remove,
    onClear: actions.clear,
    // §2: the checkout's action is not shown.
    onCheckout: () => notify(cartMessages.checkoutLater),
  };
}
