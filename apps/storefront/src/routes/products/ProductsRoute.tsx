import { PlaceholderScreen } from '@shop/ui';
import { useDocumentTitle } from '../../lib/document-title';

/** Products: a later release builds this screen (spec §2). It does not link to itself. */
export function ProductsRoute() {
  useDocumentTitle('Products');
  return <PlaceholderScreen title="Products" ways={['home']} />;
}
