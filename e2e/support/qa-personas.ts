import { findProduct } from '@shop/catalog';
import { type Product } from '@shop/core/products';
import { demoAccount, type SessionReply } from '@shop/core/users';
import { qaEndpoints, qaPersona } from '@shop/core/qa';
import type { Page } from '@playwright/test';
import { testIds } from '@shop/ui/test-ids';
import { seedBrowser } from './cart';
import { ShopApi } from './shop-api';

/**
 * The storefront defects of the problem, visual and a11y personas (@shop/core/qa defects.ts), one spec
 * file per area in e2e/specs/qa-defects/: each journey runs as the persona, where the defect shows,
 * and as the standard user, where it never does. The sign-in goes through the browser's own sandbox
 * (its qa_sandbox cookie), as a learner's would: the session is the sandbox's twin of the demo account.
 */
export type Who = 'problem' | 'visual' | 'a11y' | 'standard';

const accountOf = (who: Who) => (who === 'standard' ? demoAccount('standard') : qaPersona(who));
export const phone = findProduct(101) as Product;
export const cooker = findProduct(602) as Product;

/** Signs the browser in as `who` within its own sandbox; returns the session and an API in it. */
export async function signInAs(page: Page, who: Who): Promise<{ session: SessionReply; api: ShopApi }> {
  // The first page gives the context its sandbox cookie; page.request shares the context's cookies.
  await page.goto('/health');
  const api = new ShopApi(page.request);
  const session = await api.signIn(accountOf(who));
  await seedBrowser(page, { session });
  return { session, api };
}

/** The defects the sandbox has reported so far (the QA events call), by name. */
export async function reportedDefects(page: Page): Promise<string[]> {
  const reply = await page.request.get(`/api/v1${qaEndpoints.events.path}`);
  const { events } = (await reply.json()) as { events: { kind: string; name: string }[] };
  return events.filter((event) => event.kind === 'defect').map((event) => event.name);
}

export const rupees = (text: string) => Number(text.replace(/[^\d]/g, ''));
/** The current price of every product card (a PriceTag's `-current` part). */
export const cardPrices = `[data-testid^="${testIds.productCard.price('')}"][data-testid$="-current"]`;
