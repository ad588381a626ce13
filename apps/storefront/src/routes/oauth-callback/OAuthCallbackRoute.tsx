import { PlaceholderScreen } from '@shop/ui';
import { useDocumentTitle } from '../../lib/document-title';

/** Google sign-in: a later release builds this screen (spec §2). */
export function OAuthCallbackRoute() {
  useDocumentTitle('Google sign-in');
  return <PlaceholderScreen title="Google sign-in" />;
}
