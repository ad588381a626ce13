import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { journeySpecs, journeysFor } from './areas.mjs';

const specs = [
  'cart-guest.spec.ts',
  'cart-signed-in.spec.ts',
  'checkout.spec.ts',
  'details.spec.ts',
  'header-search.spec.ts',
  'profile-modals/shoes.spec.ts',
  'profile-page.spec.ts',
  'welcome-tour.spec.ts',
];

describe('journeysFor', () => {
  it('reads the area from route folders, core folders and component names', () => {
    expect(journeysFor(['apps/storefront/src/routes/cart/CartRoute.tsx'], specs)).toEqual([
      'cart-guest.spec.ts',
      'cart-signed-in.spec.ts',
    ]);
    // An area's folder of journeys counts as its files.
    expect(journeysFor(['packages/ui/src/screens/ProfileScreen/ProfileScreen.tsx'], specs)).toEqual([
      'profile-modals/shoes.spec.ts',
      'profile-page.spec.ts',
      'welcome-tour.spec.ts',
    ]);
    expect(journeysFor(['apps/api/src/routes/checkout.ts'], specs)).toEqual(['checkout.spec.ts']);
    // The storefront's feature folders are named for their areas (features/<area>/).
    expect(journeysFor(['apps/storefront/src/features/cart/cart-actions.ts'], specs)).toEqual([
      'cart-guest.spec.ts',
      'cart-signed-in.spec.ts',
    ]);
    expect(journeysFor(['apps/storefront/src/features/addresses/use-address-step.ts'], specs)).toEqual([
      'checkout.spec.ts',
    ]);
    expect(
      journeysFor(['apps/storefront/src/features/payments/card-frame/CardFramePage.tsx'], specs),
    ).toEqual(['checkout.spec.ts']);
  });

  it('runs a changed journey itself, and nothing for tests, stories or docs alone', () => {
    expect(journeysFor(['e2e/specs/details.spec.ts'], specs)).toEqual(['details.spec.ts']);
    expect(journeysFor(['e2e/specs/profile-modals/shoes.spec.ts'], specs)).toEqual([
      'profile-modals/shoes.spec.ts',
    ]);
    expect(
      journeysFor(
        ['apps/storefront/src/routes/cart/CartRoute.stories.tsx', 'README.md', 'apps/api/test/cart.test.ts'],
        specs,
      ),
    ).toEqual([]);
  });

  it('runs every journey when a shared part changes', () => {
    expect(journeysFor(['apps/storefront/src/app/routes.tsx'], specs)).toBe('all');
    expect(journeysFor(['apps/api/src/http/body-parsers.ts'], specs)).toBe('all');
  });
});

describe('journeySpecs', () => {
  it('lists the spec files in area folders as well as at the top', () => {
    const specs = journeySpecs(fileURLToPath(new URL('../../e2e/specs', import.meta.url)));
    expect(specs).toContain('cart-guest.spec.ts');
    expect(specs).toContain('profile-modals/shoes.spec.ts');
    expect(specs).toContain('qa-defects/listing-search.spec.ts');
    expect(specs.every((spec) => spec.endsWith('.spec.ts'))).toBe(true);
  });
});
