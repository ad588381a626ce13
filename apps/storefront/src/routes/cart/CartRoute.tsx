import { PlaceholderScreen } from '@shop/ui';
import { useDocumentTitle } from '../../lib/document-title';

/** Shopping Cart: a later release builds this screen (spec §2). */
export function CartRoute() {
  useDocumentTitle('Shopping Cart');
  return <PlaceholderScreen title="Shopping Cart" />;
}
