import { api, type Endpoint, type ReplyOf } from '@shop/core';
import type { CallOutcome, CrashableShop } from './crashable-shop';
import { cartLinesOf, describeCart, type Ledger, sameCart, type Shopper } from './ledger';

/**
 * After the last restart and the end of the load: every acknowledged write, read back through the
 * API. The account signs in with its password, its sign-up session still opens it, the cart is the
 * last acknowledged one, every saved address is listed, and every acknowledged order is there with
 * its number and total, no more orders than acknowledged ones (a second order for one idempotency
 * key would show as one too many).
 */

/** Shoppers checked side by side (each check is a handful of calls, one a password hash). */
const PARALLEL_CHECKS = 4;

export async function verifyEveryWrite(shop: CrashableShop, ledger: Ledger): Promise<void> {
  const queue = [...ledger.shoppers];
  const worker = async () => {
    for (let shopper = queue.shift(); shopper; shopper = queue.shift())
      await verifyShopper(shop, ledger, shopper);
  };
  await Promise.all(Array.from({ length: PARALLEL_CHECKS }, worker));
}

/** No kill happens any more: a call without a 2xx reply here is a failed check. */
async function read<E extends Endpoint>(what: string, call: Promise<CallOutcome<E>>): Promise<ReplyOf<E>> {
  const outcome = await call;
  if (outcome.kind === 'refused') throw new Error(`${what}: refused with ${outcome.status}`);
  if (outcome.kind === 'unknown') throw new Error(`${what}: no reply (${outcome.reason})`);
  return outcome.reply;
}

async function verifyShopper(shop: CrashableShop, ledger: Ledger, shopper: Shopper): Promise<void> {
  const { email } = shopper;
  const signIn = await shop.call(api.users.signIn, { body: { emailId: email, password: shopper.password } });
  if (signIn.kind !== 'acknowledged') {
    ledger.lose(
      `user ${email}`,
      `${email} cannot sign in (${signIn.kind === 'refused' ? signIn.status : 'no reply'})`,
    );
    return;
  }
  const token = signIn.reply.token;

  if (shopper.signUpToken !== undefined) {
    const session = await shop.call(api.users.getUser, {
      token: shopper.signUpToken,
      params: { userId: shopper.userId },
    });
    if (session.kind !== 'acknowledged') {
      ledger.lose(
        `session ${email}`,
        `${email}: the session sign-up answered with no longer opens the account`,
      );
    }
  }

  const cart = cartLinesOf(await read(`cart of ${email}`, shop.call(api.cart.get, { token })));
  if (!shopper.carts.some((acknowledged) => sameCart(acknowledged, cart))) {
    ledger.lose(
      `cart ${email} ${shopper.carts.map(describeCart).join(' | ')}`,
      `cart of ${email}: the server holds ${describeCart(cart)}, acknowledged ${shopper.carts.map(describeCart).join(' or ')}`,
    );
  }

  const { addresses } = await read(`addresses of ${email}`, shop.call(api.addresses.list, { token }));
  for (const id of shopper.addressIds) {
    if (!addresses.some((address) => address.id === id)) {
      ledger.lose(`address ${id}`, `address ${id} of ${email} is gone`);
    }
  }

  const listed = await read(`orders of ${email}`, shop.call(api.orders.list, { token }));
  if (listed.total > shopper.orders.length) {
    ledger.duplicate(
      `orders ${email}`,
      `${email}: ${listed.total} orders listed, ${shopper.orders.length} acknowledged (one per idempotency key)`,
    );
  }
  for (const order of shopper.orders) {
    const held = await shop.call(api.orders.get, { token, params: { orderNumber: order.orderNumber } });
    if (held.kind !== 'acknowledged') {
      ledger.lose(`order ${order.orderNumber}`, `order ${order.orderNumber} of ${email} is gone`);
    } else if (held.reply.totals.total !== order.total) {
      ledger.lose(
        `order ${order.orderNumber}`,
        `order ${order.orderNumber} of ${email}: total ₹${held.reply.totals.total}, acknowledged ₹${order.total}`,
      );
    }
  }
}
