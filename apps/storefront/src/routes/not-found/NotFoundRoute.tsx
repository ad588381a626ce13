import { PlaceholderScreen } from '@shop/ui';

export function NotFoundRoute() {
  return (
    <PlaceholderScreen
      title="Page not found"
      description="There is no page at this address. Try the home page."
    />
  );
}
