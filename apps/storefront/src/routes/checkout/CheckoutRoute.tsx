import { checkoutMessages } from '@shop/core/checkout';
import { PlaceholderScreen } from '@shop/ui';
import { CheckoutScreen } from '@shop/ui/checkout';
import { useEffect } from 'react';
import { useDocumentTitle } from '../../lib/document-title';
import { type SessionUser, useSessionStore } from '../../features/users/stores/session-store';
import { useSignInIntentStore } from '../../features/users/stores/sign-in-intent-store';
import { useCheckoutScreen } from '../../features/checkout/use-checkout-screen';

function SignedInCheckout({ user }: { user: SessionUser }) {
  return <CheckoutScreen {...useCheckoutScreen(user)} />;
}

/**
 * A guest: the sign-in modal opens over the page; once signed in the same page shows the
 * checkout (the guest's cart has joined the account's by then, §4).
 */
function SignedOutCheckout() {
  const askToSignIn = useSignInIntentStore((state) => state.askToSignIn);
  useEffect(() => askToSignIn(), [askToSignIn]);
  return <PlaceholderScreen title="Checkout" description={checkoutMessages.signInRequired} ways={['home']} />;
}

/** Checkout (ours, README "Checkout"): Address → Delivery → Payment → Review & Place Order. */
export function CheckoutRoute() {
  useDocumentTitle('Checkout');
  const user = useSessionStore((state) => state.user);
  // Someone else signing in starts from their own addresses and choices.
  return user ? <SignedInCheckout key={user.userId} user={user} /> : <SignedOutCheckout />;
}
