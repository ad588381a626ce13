import { api, cartRefusal, cartServerMessages } from '@shop/core';
import { findProduct } from '@shop/catalog';
import { onSignedIn } from '../auth';
import { errorReply, reply } from '../http';
import { cartLinesOf, cartReplyFor, newCartItemId } from '../state/cart';

const cart = api.cart;

/** The server cart (ARCHITECTURE.md "Cart") on an in-memory store, with the server's rules from core. */
export const cartHandlers = [
  onSignedIn(cart.get, ({ account }) => reply(cart.get, cartReplyFor(account.userId))),

  onSignedIn(cart.add, ({ account, body }) => {
    const lines = cartLinesOf(account.userId);
    const line = lines.get(body.productId);
    const refusal = cartRefusal({
      kind: 'add',
      quantity: body.quantity,
      stock: findProduct(body.productId)?.stock,
      inCart: line?.quantity,
    });
    if (refusal) return errorReply(refusal.status, refusal.message);
    const options = body.options
      ? { storage: body.options.storage ?? null, color: body.options.color ?? null }
      : undefined;
    if (line) {
      line.quantity += body.quantity;
      if (options) Object.assign(line, options);
    } else {
      lines.set(body.productId, {
        itemId: newCartItemId(),
        productId: body.productId,
        quantity: body.quantity,
        storage: options?.storage ?? null,
        color: options?.color ?? null,
      });
    }
    return reply(cart.add, cartReplyFor(account.userId));
  }),

  onSignedIn(cart.update, ({ account, body }) => {
    const line = cartLinesOf(account.userId).get(body.productId);
    const refusal = cartRefusal({
      kind: 'set',
      quantity: body.quantity,
      stock: findProduct(body.productId)?.stock,
      inCart: line?.quantity,
    });
    if (refusal) return errorReply(refusal.status, refusal.message);
    if (line) line.quantity = body.quantity;
    return reply(cart.update, cartReplyFor(account.userId));
  }),

  onSignedIn(cart.remove, ({ account, body }) => {
    if (!cartLinesOf(account.userId).delete(body.productId)) {
      return errorReply(404, cartServerMessages.notInCart);
    }
    return reply(cart.remove, cartReplyFor(account.userId));
  }),

  onSignedIn(cart.clear, ({ account }) => {
    cartLinesOf(account.userId).clear();
    return reply(cart.clear, cartReplyFor(account.userId));
  }),
];
