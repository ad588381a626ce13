import { PlaceholderScreen } from '@shop/ui';

/** Shopping Cart: a later release builds this screen (spec §2). */
export function CartRoute() {
  return <PlaceholderScreen title="Shopping Cart" />;
}
