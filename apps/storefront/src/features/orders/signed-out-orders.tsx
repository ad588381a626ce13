import { PlaceholderScreen } from '@shop/ui';
import { ordersScreenLabels } from '@shop/ui/orders';
import { useEffect } from 'react';
import { useSignInIntentStore } from '../users/stores/sign-in-intent-store';

/**
 * The order pages signed out: a placeholder, and the sign-in modal over it. Once signed in the
 * route shows the orders by itself (it reads the session); Cancel leaves the placeholder.
 */
export function SignedOutOrders() {
  const askToSignIn = useSignInIntentStore((state) => state.askToSignIn);
  useEffect(() => askToSignIn(), [askToSignIn]);
  return (
    <PlaceholderScreen
      title={ordersScreenLabels.heading}
      description={ordersScreenLabels.signInRequired}
      ways={['home']}
    />
  );
}
