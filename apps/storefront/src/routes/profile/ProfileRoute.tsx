import { PlaceholderScreen } from '@shop/ui';

/** Profile: a later release builds this screen (spec §2). */
export function ProfileRoute() {
  return <PlaceholderScreen title="Profile" />;
}
