import { CartScreen } from '@shop/ui/cart';
import { useDocumentTitle } from '../../lib/document-title';
import { useCartScreen } from '../../features/cart/use-cart-screen';

/** Shopping Cart (spec §2, §4): the cart the shopper sees, wherever its lines live. */
export function CartRoute() {
  useDocumentTitle('Shopping Cart');
  return <CartScreen {...useCartScreen()} />;
}
