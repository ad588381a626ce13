/**
 * The database's session notices (migration 0011_session_notices.sql sends them with NOTIFY at
 * commit): which sessions, or whose, may no longer authenticate.
 */
export const SESSION_NOTICE_CHANNEL = 'shop_sessions_changed';

/** A notice: sessions by id, every session of some users, or every session (the safe reading). */
export type SessionChange =
  { readonly sessions: readonly string[] } | { readonly users: readonly number[] } | 'everything';

const SESSION_IDS = /^s:[0-9a-f-]{36}(,[0-9a-f-]{36})*$/i;
const USER_IDS = /^u:\d+(,\d+)*$/;

/** `'s:<uuid>,<uuid>'`, `'u:7'`; `'*'` or anything unexpected → everything. */
export function parseSessionNotice(payload: string): SessionChange {
  if (SESSION_IDS.test(payload)) return { sessions: payload.slice(2).split(',') };
  if (USER_IDS.test(payload)) return { users: payload.slice(2).split(',').map(Number) };
  return 'everything';
}
