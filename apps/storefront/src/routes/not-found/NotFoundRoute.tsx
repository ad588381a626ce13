import { PlaceholderScreen } from '@shop/ui';
import { useDocumentTitle } from '../../lib/document-title';

export function NotFoundRoute() {
  useDocumentTitle('Page not found');
  return (
    <PlaceholderScreen
      title="Page not found"
      description="There is no page at this address. Try the home page or browse the categories."
    />
  );
}
