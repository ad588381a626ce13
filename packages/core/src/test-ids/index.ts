/**
 * Every data-testid of the shop, declared once: one file per area in this folder, gathered in
 * areas.ts into one typed namespace. Pattern `<area>-<element>[-<id>]`.
 * Published ids never change: QA suites depend on them. Add, never rename.
 * Data in core, not in @shop/ui (which re-exports it for its components): the server lists them
 * (the /qa page, GET /api/v1/qa/test-ids) without depending on the UI package.
 */
export * as testIds from './areas';

export { testIdParts } from './parts';
export { TEST_ID_PARAMETER, testIdCatalogue, type TestIdArea } from './catalogue';
