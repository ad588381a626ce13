import { PlaceholderScreen } from '@shop/ui';

/** Sign In / Sign Up: a later release builds this screen (spec §2). */
export function AuthRoute() {
  return <PlaceholderScreen title="Sign In / Sign Up" />;
}
