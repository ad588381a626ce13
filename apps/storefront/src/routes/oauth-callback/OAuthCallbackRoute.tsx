import { PlaceholderScreen } from '@shop/ui';

/** Google sign-in: a later release builds this screen (spec §2). */
export function OAuthCallbackRoute() {
  return <PlaceholderScreen title="Google sign-in" />;
}
