import { PlaceholderScreen } from '@shop/ui';

/** Compare products: a later release builds this screen (spec §2). */
export function CompareRoute() {
  return <PlaceholderScreen title="Compare products" />;
}
