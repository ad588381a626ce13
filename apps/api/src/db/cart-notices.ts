/**
 * The database's cart notices (migration 0011_cache_notices.sql sends them with NOTIFY at commit):
 * whose cart replies a write may have changed.
 */
export const CART_NOTICE_CHANNEL = 'shop_carts_changed';

/** A notice: the carts of some users, or every cart (the safe reading). */
export type CartChange = { readonly users: readonly number[] } | 'everything';

const USER_IDS = /^u:\d+(,\d+)*$/;

/** `'u:7,9'`; `'*'` or anything unexpected → everything. */
export function parseCartNotice(payload: string): CartChange {
  return USER_IDS.test(payload) ? { users: payload.slice(2).split(',').map(Number) } : 'everything';
}
