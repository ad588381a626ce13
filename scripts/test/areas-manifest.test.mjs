import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { api } from '@shop/core';
import { describe, expect, it } from 'vitest';
import { areas, areasOf, filesOfArea, globPattern, isTestFile, journeysFor, shell } from '../../areas.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter(Boolean);

describe('the areas manifest (areas.mjs)', () => {
  it("names the contract's areas and qa, no more and no fewer", () => {
    expect(Object.keys(areas).sort()).toEqual([...Object.keys(api), 'qa'].sort());
  });

  it('points only at files that exist: every path of every area matches one at least', () => {
    const dead = Object.entries(areas).flatMap(([area, homes]) =>
      Object.entries(homes).flatMap(([layer, patterns]) =>
        patterns
          .filter((pattern) => !files.some((file) => globPattern(pattern).test(file)))
          .map((pattern) => `${area}.${layer}: ${pattern}`),
      ),
    );
    expect(dead).toEqual([]);
  });

  it("gives an area its tests in every layer: the cart's", () => {
    const tests = filesOfArea('cart', files).filter(isTestFile);
    expect(tests).toEqual(
      expect.arrayContaining([
        'packages/core/src/cart/summary.test.ts',
        'apps/api/test/cart.test.ts',
        'apps/api/test/cart-concurrency.test.ts',
        'mocks/scenarios/cart.test.ts',
        'packages/ui/src/screens/CartScreen/CartScreen.stories.tsx',
        'apps/storefront/src/routes/cart/CartRoute.stories.tsx',
        'e2e/specs/cart-guest.spec.ts',
      ]),
    );
    expect(tests.some((file) => file.includes('checkout'))).toBe(false);
  });

  it('reads * within a folder, ** across folders and {a,b} as either', () => {
    expect(globPattern('e2e/specs/cart-*.spec.ts').test('e2e/specs/cart-guest.spec.ts')).toBe(true);
    expect(globPattern('e2e/specs/*.spec.ts').test('e2e/specs/profile-modals/shoes.spec.ts')).toBe(false);
    expect(globPattern('e2e/specs/profile-modals/**').test('e2e/specs/profile-modals/shoes.spec.ts')).toBe(
      true,
    );
    expect(globPattern('src/{users,user}.ts').test('src/user.ts')).toBe(true);
    expect(globPattern('src/{users,user}.ts').test('src/userx.ts')).toBe(false);
    expect(globPattern('a.ts').test('abts')).toBe(false);
  });

  it('refuses an unknown area with the list of the known ones', () => {
    expect(() => filesOfArea('basket', files)).toThrow(/No area "basket": the areas are users, products/);
  });

  it('owns every journey: each spec belongs to an area or to the shell', () => {
    const owned = [...Object.values(areas).flatMap((homes) => homes.e2e), ...shell.e2e];
    const specs = files.filter((file) => file.startsWith('e2e/specs/') && file.endsWith('.spec.ts'));
    expect(specs.filter((spec) => !owned.some((pattern) => globPattern(pattern).test(spec)))).toEqual([]);
  });
});

describe('changed files → areas → journeys (pnpm test:changed)', () => {
  const specs = files.filter((file) => file.startsWith('e2e/specs/') && file.endsWith('.spec.ts'));

  it("picks a file's areas from the manifest, a shared helper's each", () => {
    expect(areasOf('apps/api/src/routes/cart.ts')).toEqual(['cart']);
    expect(areasOf('mocks/handlers/own-data.ts')).toEqual(
      expect.arrayContaining(['addresses', 'payments', 'orders']),
    );
    expect(areasOf('scripts/test/changed.mjs')).toEqual([]);
  });

  it("runs the changed files' areas' journeys, a changed journey itself, and none for a test alone", () => {
    expect(journeysFor(['apps/api/src/routes/health.ts'], specs)).toEqual(['e2e/specs/health.spec.ts']);
    expect(journeysFor(['packages/ui/src/screens/ProfileScreen/ProfileScreen.tsx'], specs)).toEqual(
      expect.arrayContaining(['e2e/specs/profile-page.spec.ts', 'e2e/specs/profile-modals/shoes.spec.ts']),
    );
    expect(journeysFor(['e2e/specs/console.spec.ts'], specs)).toEqual(['e2e/specs/console.spec.ts']);
    expect(
      journeysFor(
        ['apps/api/test/cart.test.ts', 'packages/ui/src/screens/CartScreen/CartScreen.stories.tsx'],
        specs,
      ),
    ).toEqual([]);
    expect(journeysFor(['README.md', 'scripts/test/changed.mjs'], specs)).toEqual([]);
  });

  it('runs every journey when the shell changes', () => {
    expect(journeysFor(['apps/storefront/src/app/routes.tsx'], specs)).toBe('all');
    expect(journeysFor(['apps/api/src/http/body-parsers.ts'], specs)).toBe('all');
  });
});
