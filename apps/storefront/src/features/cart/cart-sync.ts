import { OFFLINE_CART_PROBE_MS } from '@shop/core';
import { queryKeys } from '../../api/keys';
import { resetCartStore, startCartStore, useCartStore } from './stores/cart-store';
import { useSessionStore } from '../users/stores/session-store';
import { boundCartQueryClient, unbindCartQueryClient } from './cart-query-client';

let stop: (() => void) | undefined;

// Loaded on first use: every page starts the cart, few pages ever send anything.
const actions = () => import('./cart-actions');

/**
 * At start-up (startApp): the carts kept on this device are read (§4 "loaded from local storage at
 * start"), and from then on:
 * - signed in already (a reload), a send the last page began is finished and the offline lines tried;
 * - a sign-in merges the guest cart into the account's cart (§4), and the offline lines follow;
 * - a sign-out forgets the account's cart, so the next shopper on this device never sees it;
 * - while offline lines wait and someone is signed in, they are sent on the browser's `online`
 *   event, on window focus, and every OFFLINE_CART_PROBE_MS (§4 "when the server answers again").
 * Starting again first stops what the previous start began, so nothing runs twice.
 */
export function startCart(): void {
  stop?.();
  startCartStore();

  // Signed in already (a reload): finish a send the last page began, and try the offline lines.
  const { device, offline } = useCartStore.getState();
  if (useSessionStore.getState().user && (offline.length > 0 || device.some((item) => item.requestId))) {
    void actions().then((loaded) => loaded.resumeSending());
  }

  const stopSession = useSessionStore.subscribe((state, previous) => {
    if (state.user && !previous.user) {
      void actions().then(async ({ mergeDeviceCart, sendOfflineCart }) => {
        await mergeDeviceCart();
        await sendOfflineCart();
      });
    } else if (!state.user && previous.user) {
      boundCartQueryClient()?.removeQueries({ queryKey: queryKeys.cart.all() });
      useCartStore.getState().keepError(null);
    }
  });

  const tryOffline = () => {
    if (useCartStore.getState().offline.length > 0) void actions().then((loaded) => loaded.sendOfflineCart());
  };
  window.addEventListener('online', tryOffline);
  window.addEventListener('focus', tryOffline);

  let probe: ReturnType<typeof setInterval> | undefined;
  const followOffline = () => {
    const waiting = useCartStore.getState().offline.length > 0 && useSessionStore.getState().user !== null;
    if (waiting && probe === undefined) {
      probe = setInterval(tryOffline, OFFLINE_CART_PROBE_MS);
    } else if (!waiting && probe !== undefined) {
      clearInterval(probe);
      probe = undefined;
    }
  };
  const stopCartFollow = useCartStore.subscribe(followOffline);
  const stopSessionFollow = useSessionStore.subscribe(followOffline);
  followOffline();

  stop = () => {
    stopSession();
    stopCartFollow();
    stopSessionFollow();
    window.removeEventListener('online', tryOffline);
    window.removeEventListener('focus', tryOffline);
    if (probe !== undefined) clearInterval(probe);
    probe = undefined;
  };
}

/** Everything startCart began is stopped and the carts are emptied (between tests and stories). */
export function resetCart(): void {
  stop?.();
  stop = undefined;
  unbindCartQueryClient();
  resetCartStore();
}
