import { expect, type Locator, type Page } from '@playwright/test';
import type { NewAccount } from '../pages/AuthPage';
import type { Shopper } from '../fixtures';
import { seedBrowser } from './cart';
import { type AxeFinding, blockingAxeFindings } from './axe';
import type { ShopApi } from './shop-api';

/** The widths every route and dialog is checked at (issue 29): a desktop and a phone. */
export const CHECKED_VIEWPORTS = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

/** Where a case opens its page: the first of {@link CHECKED_VIEWPORTS}. */
export const FIRST_VIEWPORT = CHECKED_VIEWPORTS[0].viewport;

/**
 * axe's serious and critical findings at each checked width, by width name. The page is resized in
 * place, as a turned tablet or a narrowed window is: the layout answers with its media queries, so
 * one opening serves both widths (opening each case twice cost the suite minutes of CI).
 */
export async function blockingFindingsAtEachWidth(
  page: Page,
  ready: Locator,
  /** Brings a passing state (a message shown for a few seconds) back before each later width. */
  again?: () => Promise<void>,
): Promise<Record<string, AxeFinding[]>> {
  const found: Record<string, AxeFinding[]> = {};
  for (const [index, { name, viewport }] of CHECKED_VIEWPORTS.entries()) {
    await page.setViewportSize(viewport);
    if (index > 0) await again?.();
    await expect(ready).toBeVisible();
    found[name] = await blockingAxeFindings(page);
  }
  return found;
}

/** What {@link blockingFindingsAtEachWidth} returns for a clean page. */
export const CLEAN_AT_EACH_WIDTH = Object.fromEntries(CHECKED_VIEWPORTS.map(({ name }) => [name, []]));

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
