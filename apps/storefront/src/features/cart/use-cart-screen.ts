import { paths } from '@shop/core';
import type { CartScreenProps } from '@shop/ui';
import { useNavigate } from 'react-router-dom';
import { useCartActions } from './use-cart-actions';
import { useCartView } from './use-cart-view';
import { lineRemoved } from '../../qa/problem-defects';
import { reportDefectShown, useDefect } from '../../qa/use-defects';
import { useCartPromo } from './use-cart-promo';

/** Everything the cart page (§2 Cart) shows and does, as the pure screen's props. */
export function useCartScreen(): CartScreenProps {
  const navigate = useNavigate();
  // §4: the account's cart is fetched again each time the cart page opens.
  const view = useCartView({ refetchOnMount: 'always' });
  const actions = useCartActions();
  const { promo, summary } = useCartPromo(view.summary, view.offline);
  const removesWrongLine = useDefect('problem.cart.remove-wrong-line');
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
    onRemove: (line) => {
      const removed = removesWrongLine ? lineRemoved(view.lines, line) : line;
      if (removed !== line) reportDefectShown('problem.cart.remove-wrong-line');
      actions.remove(removed);
    },
    onClear: actions.clear,
    // §2 stops here; ours goes on to the checkout (a guest signs in there).
    onCheckout: () => void navigate(paths.checkout()),
  };
}
