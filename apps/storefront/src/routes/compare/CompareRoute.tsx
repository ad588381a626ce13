import { PlaceholderScreen } from '@shop/ui';
import { useDocumentTitle } from '../../lib/document-title';

/** Compare products: a later release builds this screen (spec §2). */
export function CompareRoute() {
  useDocumentTitle('Compare products');
  return <PlaceholderScreen title="Compare products" />;
}
