import { randomUUID } from 'node:crypto';
import {
  AUTH_COOKIE_NAME,
  SESSION_USER_LOCAL_STORAGE_KEY,
  WELCOME_TOUR_SEEN_LOCAL_STORAGE_KEY,
} from '../../packages/core/src/constants';

/** A product every seed has (category 1's first), put in the shopper's cart so /cart has a line. */
const CART_PRODUCT_ID = 101;

export interface ShopperSession {
  readonly token: string;
  readonly user: Record<string, unknown>;
}

/** What a signed-in browser keeps (spec §4): the user in local storage, the token in a cookie. */
export interface SignedInStorage {
  readonly localStorage: Readonly<Record<string, string>>;
  readonly cookie: string;
}

async function post<T>(url: string, body: object, token?: string): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** A new account with one line in its cart, made through the API as a shopper's sign-up would. */
export async function newShopper(base: string): Promise<ShopperSession> {
  const session = await post<ShopperSession>(`${base}/api/v1/users/createUser`, {
    firstName: 'Bench',
    lastName: 'Shopper',
    emailId: `bench.${randomUUID()}@example.in`,
    password: 'Bench#Shopper2026',
  });
  await post(`${base}/api/v1/cart`, { productId: CART_PRODUCT_ID, quantity: 1 }, session.token);
  return session;
}

/** `session` signed in the storefront's way, with the welcome tour already seen. */
export function signedInStorage(session: ShopperSession): SignedInStorage {
  return {
    localStorage: {
      [SESSION_USER_LOCAL_STORAGE_KEY]: JSON.stringify({ ...session.user, token: session.token }),
      [WELCOME_TOUR_SEEN_LOCAL_STORAGE_KEY]: 'true',
    },
    cookie: `${AUTH_COOKIE_NAME}=${encodeURIComponent(session.token)}; Path=/; SameSite=Lax`,
  };
}

/** Runs in the page: writes {@link SignedInStorage} (pass to addInitScript or evaluate). */
export function writeSignedInStorage(storage: SignedInStorage): void {
  for (const [key, value] of Object.entries(storage.localStorage)) window.localStorage.setItem(key, value);
  document.cookie = storage.cookie;
}
