import { PlaceholderScreen } from '@shop/ui';

/** Product details: a later release builds this screen (spec §2). */
export function ProductRoute() {
  return <PlaceholderScreen title="Product details" />;
}
