import { failureText, isApiError, isHttpStatus, MAX_LINE_QUANTITY, type CallOperation } from '@shop/core';
import {
  cartMessages,
  localItemFromProduct,
  withoutRequestId,
  type CartReply,
  type LocalCartItem,
} from '@shop/core/cart';
import type { CartScreenLine } from '@shop/ui/cart';
import type { QueryClient } from '@tanstack/react-query';
import {
  addToCartMutationOptions,
  clearCartMutationOptions,
  removeFromCartMutationOptions,
  runCartMutation,
  updateCartMutationOptions,
} from './api/cart-mutations';
import { queryKeys } from '../../api/keys';
import type { AddToCartIntent } from '../../intents/pending-intent';
import { useCartStore, type DeviceCartName } from './stores/cart-store';
import { notify } from '../../stores/notices-store';
import { useSessionStore } from '../users/stores/session-store';
import { cartQueryClient } from './cart-query-client';
import { deviceCarts } from './device-carts';
import { exclusive } from './exclusive';
import { localRefOf } from './cart-lines';
import { newUuid } from '../../lib/new-uuid';

const cart = () => useCartStore.getState();
const signedIn = () => useSessionStore.getState().user !== null;

/** No reply at all (§4 "network failure"): the line waits in the offline cart. */
const noReply = (error: unknown) => isApiError(error) && error.kind === 'network';

/** A 401 has already ended the session with its own notice (session-expiry.ts): nothing to add. */
const sessionEnded = (error: unknown) => isHttpStatus(error, 401);

function notifyFailure(operation: CallOperation, error: unknown): void {
  if (!sessionEnded(error)) notify(failureText(operation, error), { tone: 'error' });
}

/** An add's idempotency key (POST /cart `requestId`): one per add, kept for every re-send of it. */
const newRequestId = (): string => newUuid();

/**
 * Adds a product (§4): a guest's add goes to the local cart; a signed-in add goes to the server cart
 * (shown at once, before the reply). When the server refuses it, the line is kept on this device
 * with the message (§4); when nothing answers, it waits in the offline cart (§4, §9).
 */
export async function addToCart(item: LocalCartItem): Promise<void> {
  if (!signedIn()) {
    deviceCarts.add('device', item);
    notify(cartMessages.added);
    return;
  }
  const client = await cartQueryClient();
  const requestId = newRequestId();
  try {
    await runCartMutation(client, addToCartMutationOptions(client), { item, requestId, optimistic: true });
    notify(cartMessages.added);
  } catch (error) {
    if (noReply(error)) {
      // The add may have reached the server: its re-send on recovery carries the same id (adds once).
      deviceCarts.add('offline', { ...item, requestId });
      notify(cartMessages.offline, { tone: 'error' });
      return;
    }
    // Refused: the server recorded nothing, and a line changed on the device is a new request anyway.
    deviceCarts.add('device', withoutRequestId(item));
    if (sessionEnded(error)) return;
    const text = failureText('addToCart', error);
    cart().keepError(text);
    notify(text, { tone: 'error' });
  }
}

/** The add a product card asked for before sign-in (§3 display fields, §9 surcharge and cart id). */
export function addIntentToCart(intent: AddToCartIntent): Promise<void> {
  return addToCart(
    localItemFromProduct(
      { id: intent.productId, ...intent.product },
      { qty: intent.quantity, ...intent.options },
    ),
  );
}

interface SendOutcome {
  /** Lines the server took. */
  readonly sent: number;
  /** The text of the last refusal, kept (§4); null when none was refused. */
  readonly refused: string | null;
}

const sending: Partial<Record<DeviceCartName, Promise<SendOutcome>>> = {};

/**
 * Sends one of this device's carts to the account's cart, one line after another; each line leaves
 * storage right after its own success, and goes with a requestId kept in storage before its POST,
 * so a reload halfway never adds a line twice (not even one whose reply the reload lost). One run at a
 * time (a second call joins the running one), and one tab at a time (`navigator.locks`), reading
 * the lines from storage inside the lock: another tab may have sent some already.
 */
function sendLines(
  from: DeviceCartName,
  only: (item: LocalCartItem) => boolean = () => true,
): Promise<SendOutcome> {
  const running = sending[from];
  if (running) return running;
  const run = exclusive('demo.cart.send', async (): Promise<SendOutcome> => {
    const client = await cartQueryClient();
    let sent = 0;
    let refused: string | null = null;
    // Every line of this send has its id in storage before the first POST: the lines of a send cut
    // short by a reload are known by their ids (resumeSending), and go with the same ones.
    const batch = cart()
      .reload(from)
      .filter(only)
      .map((line) => {
        if (line.requestId !== undefined) return { ...line, requestId: line.requestId };
        const requestId = newRequestId();
        deviceCarts.keepRequestId(from, line, requestId);
        return { ...line, requestId };
      });
    for (const item of batch) {
      if (!signedIn()) break;
      const { requestId } = item;
      try {
        await runCartMutation(client, addToCartMutationOptions(client), {
          item,
          requestId,
          optimistic: false,
        });
        deviceCarts.remove(from, item);
        sent += 1;
      } catch (error) {
        if (sessionEnded(error)) break;
        if (noReply(error)) {
          // The server is away: the offline cart's recovery sends it once it answers.
          if (from === 'offline') break;
          deviceCarts.remove('device', item);
          deviceCarts.add('offline', item);
          continue;
        }
        refused = failureText('addToCart', error);
        cart().keepError(refused);
        // Refused: the server recorded nothing; the line waits on the device, no longer being sent.
        if (from === 'offline') {
          deviceCarts.remove('offline', item);
          deviceCarts.add('device', withoutRequestId(item));
        } else {
          deviceCarts.keepRequestId('device', item, undefined);
        }
      }
    }
    return { sent, refused };
  }).finally(() => {
    delete sending[from];
  });
  sending[from] = run;
  return run;
}

/** Sign-in (§4, ARCHITECTURE.md): the guest cart joins the account's cart, once. */
export async function mergeDeviceCart(): Promise<void> {
  if (cart().device.length === 0) return;
  const { sent, refused } = await sendLines('device');
  if (sent > 0) notify(cartMessages.merged);
  if (refused) notify(refused, { tone: 'error' });
}

const beingSent = (item: LocalCartItem) => item.requestId !== undefined;

/**
 * At start, signed in: a send the last page began and a reload cut short (its device lines carry
 * their requestId) is finished, each line with its own id (the server adds an id once); then the
 * offline lines are tried, the server may answer again.
 */
export async function resumeSending(): Promise<void> {
  if (!signedIn()) return;
  if (cart().device.some(beingSent)) {
    const { sent, refused } = await sendLines('device', beingSent);
    if (sent > 0) notify(cartMessages.merged);
    if (refused) notify(refused, { tone: 'error' });
  }
  await sendOfflineCart();
}

/** 'Try again' under the kept message: this device's lines are sent again. */
export async function retryKept(): Promise<void> {
  cart().keepError(null);
  await mergeDeviceCart();
}

export function dismissKeptError(): void {
  cart().keepError(null);
}

/** The server answers again (or may): the offline lines are sent and offline mode ends. */
export async function sendOfflineCart(): Promise<void> {
  if (!signedIn() || cart().offline.length === 0) return;
  const { sent, refused } = await sendLines('offline');
  if (sent > 0 && cart().offline.length === 0) notify(cartMessages.synced);
  if (refused) notify(refused, { tone: 'error' });
}

/** −/+ on a line (§2, §4: at least 1; at most MAX_LINE_QUANTITY). */
export async function setLineQuantity(
  client: QueryClient,
  line: CartScreenLine,
  quantity: number,
): Promise<void> {
  if (quantity < 1 || quantity > MAX_LINE_QUANTITY || quantity === line.quantity) return;
  if (line.origin !== 'server') return deviceCarts.setQuantity(line.origin, localRefOf(line), quantity);
  try {
    await runCartMutation(client, updateCartMutationOptions(client), { productId: line.productId, quantity });
  } catch (error) {
    notifyFailure('updateCart', error);
  }
}

export async function removeLine(client: QueryClient, line: CartScreenLine): Promise<void> {
  if (line.origin !== 'server') {
    deviceCarts.remove(line.origin, localRefOf(line));
    notify(cartMessages.removed);
    return;
  }
  try {
    await runCartMutation(client, removeFromCartMutationOptions(client), { productId: line.productId });
    notify(cartMessages.removed);
  } catch (error) {
    notifyFailure('removeFromCart', error);
  }
}

/** Clear Cart (after the screen's confirmation): every line, wherever it lives. */
export async function clearCart(client: QueryClient): Promise<void> {
  deviceCarts.clear('device');
  deviceCarts.clear('offline');
  cart().keepError(null);
  const server = client.getQueryData<CartReply>(queryKeys.cart.all());
  if (!signedIn() || !server || server.items.length === 0) {
    notify(cartMessages.cleared);
    return;
  }
  try {
    await runCartMutation(client, clearCartMutationOptions(client), undefined);
    notify(cartMessages.cleared);
  } catch (error) {
    notifyFailure('clearCart', error);
  }
}
