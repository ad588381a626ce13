import { PlaceholderScreen } from '@shop/ui';
import { useUser } from '../../api/users';
import { useDocumentTitle } from '../../lib/document-title';
import { useSessionStore } from '../../stores/session-store';

/**
 * Profile: a later release builds this screen (spec §2). It already asks the server who the
 * session belongs to (the profile header needs it), so a revoked token is noticed here — the
 * API client's 401 handling ends the session and says so.
 */
export function ProfileRoute() {
  useDocumentTitle('Profile');
  const userId = useSessionStore((state) => state.user?.userId);
  useUser(userId);
  return <PlaceholderScreen title="Profile" />;
}
