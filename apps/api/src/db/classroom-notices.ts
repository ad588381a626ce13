/**
 * The database's classroom notices (migration 0015_classroom.sql sends them with NOTIFY at commit):
 * which sandboxes joined or left a class, and which classes changed.
 */
export const CLASSROOM_NOTICE_CHANNEL = 'shop_classes_changed';

/** A notice: some sandboxes' membership, some classes, or everything (the safe reading). */
export type ClassroomChange =
  { readonly sandboxes: readonly string[] } | { readonly classes: readonly string[] } | 'everything';

const SANDBOX_KEYS = /^s:[A-Za-z0-9_-]+(,[A-Za-z0-9_-]+)*$/;
const CLASS_CODES = /^c:[A-Z0-9]+(,[A-Z0-9]+)*$/;

/** `'s:<key>,<key>'`, `'c:K7P2QX'`; `'*'` or anything unexpected → everything. */
export function parseClassroomNotice(payload: string): ClassroomChange {
  if (SANDBOX_KEYS.test(payload)) return { sandboxes: payload.slice(2).split(',') };
  if (CLASS_CODES.test(payload)) return { classes: payload.slice(2).split(',') };
  return 'everything';
}
