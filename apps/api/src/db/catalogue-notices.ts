/**
 * The database's catalogue notices (migration 0010_catalogue_change_notices.sql sends them with
 * NOTIFY at commit): which products a write changed, or that anything wider may have.
 */
export const CATALOGUE_NOTICE_CHANNEL = 'shop_catalogue_changed';

/** A notice: the changed product ids, or `everything`. */
export type CatalogueChange = readonly number[] | 'everything';

/** `'101,102'` → [101, 102]; `'*'` or anything unexpected → everything (the safe reading). */
export function parseCatalogueNotice(payload: string): CatalogueChange {
  if (!/^\d+(,\d+)*$/.test(payload)) return 'everything';
  return payload.split(',').map(Number);
}
