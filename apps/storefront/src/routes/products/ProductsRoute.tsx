import { PlaceholderScreen } from '@shop/ui';

/** Products: a later release builds this screen (spec §2). */
export function ProductsRoute() {
  return <PlaceholderScreen title="Products" />;
}
