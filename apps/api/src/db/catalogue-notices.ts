/**
 * The database's catalogue notices (migrations 0010_catalogue_change_notices.sql and
 * 0012_catalogue_search_notices.sql send them with NOTIFY at commit): which products a write
 * changed, and whether it changed a field a search reply shows, or that anything wider may have.
 */
export const CATALOGUE_NOTICE_CHANNEL = 'shop_catalogue_changed';

/** The prefix of a notice whose products changed a field search replies show (not just stock). */
const SEARCH_SHOWN_PREFIX = 'search:';

/** A change: the products written, and whether search replies may show it; or `everything`. */
export type CatalogueChange =
  { readonly productIds: readonly number[]; readonly searchShown: boolean } | 'everything';

/**
 * `'101,102'` → products 101 and 102 (their stock); `'search:101'` → product 101, a field search
 * shows; `'*'` or anything unexpected → everything (the safe reading).
 */
export function parseCatalogueNotice(payload: string): CatalogueChange {
  const searchShown = payload.startsWith(SEARCH_SHOWN_PREFIX);
  const ids = searchShown ? payload.slice(SEARCH_SHOWN_PREFIX.length) : payload;
  if (!/^\d+(,\d+)*$/.test(ids)) return 'everything';
  return { productIds: ids.split(',').map(Number), searchShown };
}
