import { readCookie } from '@shop/core';
import { parseQaList, qaSettings } from '@shop/core/qa';

/**
 * Demo mode, as the storefront can tell it: a server in demo mode gives every browser a sandbox
 * cookie with its first page (readable by scripts on purpose); a production server never does. So
 * a shopper of a production shop meets no defect, whatever address they sign up with.
 */
export function isDemoSession(): boolean {
  return readCookie(document.cookie, qaSettings.sandbox.cookie) !== null;
}

/** The session's defect switches (`qa_defects`: `+id` on, `-id` off), as the /qa page sets them. */
export function defectSwitches(): string[] {
  return parseQaList(readCookie(document.cookie, qaSettings.defects.cookie) ?? undefined);
}
