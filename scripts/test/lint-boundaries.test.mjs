import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The boundaries eslint.config.js draws between the packages and layers, each shown crossed.
const eslint = new ESLint({ cwd: fileURLToPath(new URL('../..', import.meta.url)) });

/** The rules that `code` breaks when it stands at `path` (from the repository's root). */
async function broken(path, code) {
  const [result] = await eslint.lintText(code, { filePath: path });
  return result.messages.map((message) => message.ruleId);
}

describe('lint boundaries (eslint.config.js)', () => {
  // The first lint loads the config and every plugin: seconds on a busy machine, so not inside a
  // test's own time limit.
  beforeAll(() => broken('scripts/warm-up.mjs', 'export {};\n'), 60_000);

  it('the storefront calls the API only through its api layer', async () => {
    const route = 'apps/storefront/src/routes/cart/use-crossing.ts';
    expect(
      await broken(route, "import { apiClient } from '../../api/client';\nexport const c = apiClient;\n"),
    ).toContain('no-restricted-imports');
    expect(await broken(route, "export const r = () => fetch('/api/v1/cart');\n")).toContain(
      'no-restricted-globals',
    );
    expect(await broken(route, "export const r = () => globalThis.fetch('/api/v1/cart');\n")).toContain(
      'no-restricted-properties',
    );
    // The same lines are the api layer's own business.
    expect(
      await broken(
        'apps/storefront/src/api/crossing.ts',
        "import { apiClient } from './client';\nexport const c = apiClient;\nexport const r = () => fetch('/x');\n",
      ),
    ).toEqual([]);
  });

  it("the storefront takes the catalogue's modules by subpath, never its root", async () => {
    for (const path of [
      'apps/storefront/src/routes/home/crossing.ts',
      'apps/storefront/src/api/crossing.ts',
      'apps/storefront/src/features/products/api/crossing.ts',
    ]) {
      expect(
        await broken(path, "import { categories } from '@shop/catalog';\nexport const c = categories;\n"),
      ).toContain('no-restricted-imports');
      expect(
        await broken(
          path,
          "import { categories } from '@shop/catalog/categories';\nexport const c = categories;\n",
        ),
      ).toEqual([]);
    }
  });

  it('a feature calls the API only from its api/ folder, never from its hooks, actions or stores', async () => {
    const crossing =
      "import { apiClient } from '../../api/client';\nexport const c = apiClient;\nexport const r = () => fetch('/x');\n";
    for (const path of [
      'apps/storefront/src/features/cart/use-crossing.ts',
      'apps/storefront/src/features/cart/stores/crossing-store.ts',
      'apps/storefront/src/features/cart/apis/crossing.ts',
      'apps/storefront/src/features/api/crossing.ts',
    ]) {
      expect(await broken(path, crossing)).toEqual(
        expect.arrayContaining(['no-restricted-imports', 'no-restricted-globals']),
      );
    }
    expect(
      await broken(
        'apps/storefront/src/features/cart/api/crossing.ts',
        "import { apiClient } from '../../../api/client';\nexport const c = apiClient;\nexport const r = () => fetch('/x');\n",
      ),
    ).toEqual([]);
  });

  it('the server takes nothing from the UI, its schema files included', async () => {
    const fromUi = "import { PriceTag } from '@shop/ui';\nexport const p = PriceTag;\n";
    expect(await broken('apps/api/src/routes/crossing.ts', fromUi)).toContain('no-restricted-imports');
    expect(await broken('apps/api/src/db/crossing-schema.ts', fromUi)).toContain('no-restricted-imports');
  });

  it("an area's schema file imports the other areas' files, never the schema.ts that gathers them", async () => {
    const path = 'apps/api/src/db/crossing-schema.ts';
    expect(
      await broken(path, "import { products } from './schema';\nexport const p = products;\n"),
    ).toContain('no-restricted-imports');
    expect(
      await broken(path, "import { products } from './catalogue-schema';\nexport const p = products;\n"),
    ).toEqual([]);
  });

  it("@shop/core's folders stand in layers: none imports one above it or beside it", async () => {
    const importing = (from) => `import { x } from '${from}';\nexport const y = x;\n`;
    // The three cycles there were: contract ↔ rules, contract ↔ checkout, cart ↔ rules.
    expect(await broken('packages/core/src/rules/crossing.ts', importing('../cart/summary'))).toContain(
      'no-restricted-imports',
    );
    expect(
      await broken('packages/core/src/contract/crossing.ts', importing('../checkout/payment')),
    ).toContain('no-restricted-imports');
    expect(await broken('packages/core/src/texts/crossing.ts', importing('../contract/users'))).toContain(
      'no-restricted-imports',
    );
    expect(await broken('packages/core/src/texts/crossing.ts', importing('../enums/checkout'))).toContain(
      'no-restricted-imports',
    );
    expect(await broken('packages/core/src/paths.ts', importing('./rules/details'))).toContain(
      'no-restricted-imports',
    );
    // Downwards is the way: the contract on texts and enums, the cart on the rules.
    expect(await broken('packages/core/src/contract/crossing.ts', importing('../enums/checkout'))).toEqual(
      [],
    );
    expect(await broken('packages/core/src/cart/crossing.ts', importing('../rules/prices'))).toEqual([]);
    expect(await broken('packages/core/src/texts/crossing.ts', importing('./cart'))).toEqual([]);
  });

  it('core takes no other package, the catalogue core alone, the mocks nothing of the UI or server', async () => {
    const importing = (from) => `import { x } from '${from}';\nexport const y = x;\n`;
    expect(await broken('packages/core/src/rules/crossing.ts', importing('@shop/catalog'))).toContain(
      'no-restricted-imports',
    );
    expect(await broken('packages/catalog/src/crossing.ts', importing('@shop/ui'))).toContain(
      'no-restricted-imports',
    );
    expect(await broken('packages/catalog/src/crossing.ts', importing('@shop/core/qa'))).toEqual([]);
    expect(await broken('mocks/handlers/crossing.ts', importing('@shop/ui'))).toContain(
      'no-restricted-imports',
    );
    expect(await broken('mocks/handlers/crossing.ts', importing('@shop/catalog/categories'))).toEqual([]);
  });

  it('@shop/ui is pure: no routing, queries or stores', async () => {
    expect(
      await broken(
        'packages/ui/src/components/Crossing/Crossing.tsx',
        "import { useNavigate } from 'react-router-dom';\nexport const n = useNavigate;\n",
      ),
    ).toContain('no-restricted-imports');
  });
});
