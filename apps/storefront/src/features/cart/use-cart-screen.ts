import { paths } from '@shop/core';
import type { CartScreenProps } from '@shop/ui/cart';
import { useNavigate } from 'react-router-dom';
import { useCartActions } from './use-cart-actions';
import { useCartView } from './use-cart-view';
import { useCartPromo } from './use-cart-promo';

/** Everything the cart page (§2 Cart) shows and does, as the pure screen's props. */
export function useCartScreen(): CartScreenProps {
  const navigate = useNavigate();
  // §4: the account's cart is fetched again each time the cart page opens.
  const view = useCartView({ refetchOnMount: 'always' });
  const actions = useCartActions(view.lines);
  const { promo, summary } = useCartPromo(view.summary, view.offline);
  return {
    status: view.status,
    guest: view.guest,
    ...(view.fetchError === undefined ? {} : { fetchError: view.fetchError }),
    onRetryFetch: view.retryFetch,
    lines: view.lines,
    summary,
    offline: view.offline,
    ...(view.keptError === undefined ? {} : { keptError: view.keptError }),
    onRetryKept: actions.retryKept,
    onDismissKeptError: actions.dismissKeptError,
    promo,
    // §2: 'Continue Shopping' at the top goes back one page.
    onBack: () => void navigate(-1),
    onDecrease: actions.decrease,
    onIncrease: actions.increase,
    onRemove: actions.remove,
    onClear: actions.clear,
    // §2 stops here; ours goes on to the checkout (a guest signs in there).
    onCheckout: () => void navigate(paths.checkout()),
  };
}
