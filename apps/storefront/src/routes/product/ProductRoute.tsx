import { PlaceholderScreen } from '@shop/ui';
import { useDocumentTitle } from '../../lib/document-title';

/** Product details: a later release builds this screen (spec §2). */
export function ProductRoute() {
  useDocumentTitle('Product details');
  return <PlaceholderScreen title="Product details" />;
}
