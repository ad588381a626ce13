import { readCookie } from '@shop/core';
import { qaSettings } from '@shop/core/qa';

/**
 * A cookie of this page. None on the server: it renders only pages whose requests carry no defect
 * switches and no session (apps/api/src/routes/storefront.ts), where no defect is active.
 */
export const pageCookie = (name: string) =>
  typeof document === 'undefined' ? null : readCookie(document.cookie, name);

/**
 * Demo mode, as the storefront can tell it: a server in demo mode gives every browser a sandbox
 * cookie with its first page (readable by scripts on purpose); a production server never does. So
 * a shopper of a production shop meets no defect, whatever address they sign up with.
 */
export function isDemoSession(): boolean {
  return pageCookie(qaSettings.sandbox.cookie) !== null;
}
