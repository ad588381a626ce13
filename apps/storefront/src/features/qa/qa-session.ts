import { readCookie } from '@shop/core';
import { parseQaList, QA_CLASS_DEFECTS_COOKIE, qaSettings, withClassSwitches } from '@shop/core/qa';

/**
 * A cookie of this page. None on the server: it renders only pages whose requests carry no defect
 * switches and no session (apps/api/src/routes/storefront.ts), where no defect is active.
 */
const pageCookie = (name: string) =>
  typeof document === 'undefined' ? null : readCookie(document.cookie, name);

/**
 * Demo mode, as the storefront can tell it: a server in demo mode gives every browser a sandbox
 * cookie with its first page (readable by scripts on purpose); a production server never does. So
 * a shopper of a production shop meets no defect, whatever address they sign up with.
 */
export function isDemoSession(): boolean {
  return pageCookie(qaSettings.sandbox.cookie) !== null;
}

/**
 * The session's defect switches (`qa_defects`: `+id` on, `-id` off), as the /qa page sets them,
 * followed by those a learner's class turned on (`qa_class_defects`, which the server keeps up to
 * date): the lesson's win where the two disagree, as on the server.
 */
export function defectSwitches(): string[] {
  const own = parseQaList(pageCookie(qaSettings.defects.cookie) ?? undefined);
  const fromClass = parseQaList(pageCookie(QA_CLASS_DEFECTS_COOKIE) ?? undefined);
  return [...withClassSwitches(own, fromClass)];
}
