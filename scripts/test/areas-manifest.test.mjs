import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { api } from '@shop/core';
import { describe, expect, it } from 'vitest';
import { areas, filesOfArea, globPattern, isTestFile } from '../../areas.mjs';

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
});
