import type { Page } from '@playwright/test';
import type { NewAccount } from '../pages/AuthPage';
import type { Shopper } from '../fixtures';
import { seedBrowser } from './cart';
import type { ShopApi } from './shop-api';

/** The widths every route and dialog is checked at (issue 29): a desktop and a phone. */
export const CHECKED_VIEWPORTS = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

/**
 * Makes `account` through the API and signs the browser in with it before its first page, for the
 * cases that need a shopper; the signed-out cases make no account at all.
 */
export function shopperOnDemand(page: Page, shopApi: ShopApi, account: NewAccount): () => Promise<Shopper> {
  return async () => {
    const session = await shopApi.createAccount(account);
    await seedBrowser(page, { session });
    return { account, session, token: session.token };
  };
}
