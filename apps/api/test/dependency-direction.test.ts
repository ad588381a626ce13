import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The repository's own lint config keeps the server off the UI packages (eslint.config.js): a
 * crossed import is an error in any file under apps/api, and only there.
 */
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const SERVER_FILE = 'apps/api/src/routes/example.ts';

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: repoRoot });
});

async function restrictedImports(code: string, filePath = SERVER_FILE): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\n`, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message);
}

describe('the server imports nothing from the UI', () => {
  it.each([
    `import { testIds } from '@shop/ui';`,
    `import { testIdCatalogue } from '@shop/ui/test-ids';`,
    `import type { TestIdArea } from '@shop/ui/test-ids';`,
    `export { SHOP_NAME } from '@shop/ui';`,
    `import { router } from '@shop/storefront';`,
    `import { documentTitle } from '@shop/storefront/src/lib/document-title';`,
    `import { testIds } from '../../../../packages/ui/src/testIds';`,
    `import { documentTitle } from '../../../storefront/src/lib/document-title';`,
  ])('refuses %s', async (statement) => {
    expect(await restrictedImports(statement)).toEqual([
      expect.stringContaining('The server takes nothing from the UI'),
    ]);
  });

  it('takes the test ids and the shop name from core', async () => {
    const code = [
      `import { SHOP_NAME } from '@shop/core/brand';`,
      `import { testIdCatalogue } from '@shop/core/test-ids';`,
      `import { storefrontRoutes } from './storefront';`,
      `export const listed = [SHOP_NAME, testIdCatalogue()];`,
      `export { storefrontRoutes };`,
    ].join('\n');
    expect(await restrictedImports(code)).toEqual([]);
  });

  it('leaves the storefront free to import @shop/ui', async () => {
    const code = `import { testIds } from '@shop/ui';\nexport const ids = testIds;`;
    expect(await restrictedImports(code, 'apps/storefront/src/example.ts')).toEqual([]);
  });
});
