import type { Page } from '@playwright/test';
import { findProduct } from '@shop/catalog';
import { AUTH_COOKIE_NAME, LOCAL_CART_LOCAL_STORAGE_KEY, SESSION_USER_LOCAL_STORAGE_KEY } from '@shop/core';
import {
  cartSummary,
  localItemFromProduct,
  offlineCartSummary,
  type CartReply,
  type CartSummary,
  type LocalCartItem,
} from '@shop/core/cart';
import { type Product } from '@shop/core/products';
import { type SessionReply } from '@shop/core/users';

/** What a journey expects of one cart line, worked out with core's rules from the catalogue. */
export interface ExpectedLine {
  readonly productId: number;
  readonly price: number;
  readonly oldPrice: number;
  readonly quantity: number;
  readonly total: number;
}

/** A line of `product` with the details screen's choices (the §9 storage surcharge included). */
export function expectedLine(
  product: Product,
  quantity: number,
  options: { storage?: string; color?: string } = {},
): ExpectedLine {
  const item = localItemFromProduct(product, { qty: quantity, ...options });
  return {
    productId: product.id,
    price: item.price,
    oldPrice: item.oldPrice,
    quantity,
    total: item.price * quantity,
  };
}

/** The Order Summary over `lines`: GST and free delivery, or the offline cart's (tax 0, §4, §9). */
export function expectedSummary(
  lines: readonly ExpectedLine[],
  { offline = false }: { offline?: boolean } = {},
): CartSummary & { itemCount: number } {
  const summary = offline ? offlineCartSummary(lines) : cartSummary(lines);
  return { ...summary, itemCount: lines.reduce((count, line) => count + line.quantity, 0) };
}

/** Set once per tab, so seeded storage is written on the first load only and reloads show what is kept. */
const SEEDED_FLAG = 'e2e.cart.seeded';

/**
 * Leaves this device's cart (§3) and, when given, a signed-in session in storage before the first
 * page of the tab loads, as a shopper who came back later would have them.
 */
export async function seedBrowser(
  page: Page,
  { localCart = [], session }: { localCart?: readonly LocalCartItem[]; session?: SessionReply },
): Promise<void> {
  await page.addInitScript(
    ({ flag, cartKey, cart, userKey, user, cookie }) => {
      if (window.sessionStorage.getItem(flag)) return;
      window.sessionStorage.setItem(flag, '1');
      if (cart.length > 0) window.localStorage.setItem(cartKey, JSON.stringify(cart));
      if (user) {
        window.localStorage.setItem(userKey, JSON.stringify(user));
        document.cookie = cookie;
      }
    },
    {
      flag: SEEDED_FLAG,
      cartKey: LOCAL_CART_LOCAL_STORAGE_KEY,
      cart: localCart,
      userKey: SESSION_USER_LOCAL_STORAGE_KEY,
      user: session ? { ...session.user, token: session.token } : null,
      cookie: session ? `${AUTH_COOKIE_NAME}=${encodeURIComponent(session.token)}; Path=/; SameSite=Lax` : '',
    },
  );
}

/** The server cart as `productId → quantity`, for comparing whole carts in one assertion. */
export function quantities(cart: CartReply): Record<number, number> {
  return Object.fromEntries(cart.items.map((item) => [item.productId, item.quantity]));
}

/**
 * A cart kept on this device as `productId → quantity`, read from the page once: the local cart of
 * §3 by default, or the offline cart (`OFFLINE_CART_LOCAL_STORAGE_KEY`).
 */
export async function localQuantities(
  page: Page,
  key: string = LOCAL_CART_LOCAL_STORAGE_KEY,
): Promise<Record<number, number>> {
  const raw = await page.evaluate((storageKey) => localStorage.getItem(storageKey), key);
  const items = raw ? (JSON.parse(raw) as LocalCartItem[]) : [];
  const sums: Record<number, number> = {};
  for (const item of items) sums[item.id] = (sums[item.id] ?? 0) + item.qty;
  return sums;
}

/** The first of the cards shown whose product can be added (an out-of-stock card's button is disabled). */
export function firstInStock(productIds: readonly string[]): number {
  const id = productIds.map(Number).find((candidate) => (findProduct(candidate)?.stock ?? 0) > 0);
  if (id === undefined) throw new Error(`No product in stock among ${productIds.join(', ')}`);
  return id;
}
