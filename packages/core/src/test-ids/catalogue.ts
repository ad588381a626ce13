import * as areas from './areas';

/** What stands for a parameter (a product id, a slug, a kind, a position) in a listed id. */
export const TEST_ID_PARAMETER = 'X';

/** One area of the catalogue: its name in `testIds` and every id it produces. */
export interface TestIdArea {
  readonly area: string;
  readonly ids: readonly string[];
}

/** Every id a node of the map produces, calling each id builder with {@link TEST_ID_PARAMETER}. */
function producedIds(node: unknown): string[] {
  if (typeof node === 'string') return [node];
  if (typeof node === 'function') {
    const build = node as (...args: string[]) => unknown;
    return [String(build(...Array.from({ length: build.length }, () => TEST_ID_PARAMETER)))];
  }
  if (node !== null && typeof node === 'object') return Object.values(node).flatMap(producedIds);
  return [];
}

/**
 * The test-id catalogue (the /qa page and `GET /api/v1/qa/test-ids`): every id of the shop, grouped
 * by area, sorted. The shared components' default ids form the area `common`.
 */
export function testIdCatalogue(): TestIdArea[] {
  const common: string[] = [];
  const grouped: TestIdArea[] = [];
  for (const [area, node] of Object.entries(areas)) {
    if (typeof node === 'string') common.push(node);
    else grouped.push({ area, ids: [...new Set(producedIds(node))].sort() });
  }
  return [{ area: 'common', ids: common.sort() }, ...grouped.sort((a, b) => a.area.localeCompare(b.area))];
}
