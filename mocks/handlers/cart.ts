import { api } from '@shop/core';
import { cartServerMessages } from '@shop/core/cart';
import { cartRefusal, type CartReply, productOptionsRefusal } from '@shop/core/cart';
import { findProduct } from '@shop/catalog';
import { HttpResponse } from 'msw';
import { onSignedIn } from '../auth';
import { errorReply, reply } from '../http';
import {
  appliedAddIdsOf,
  type CartSeedLine,
  cartLinesOf,
  cartReplyFor,
  newCartItemId,
  seedCartLines,
} from '../state/cart';
import { stockLeft } from '../state/stock';

const cart = api.cart;

export interface CartHandlersOptions {
  /** The caller's cart starts with these lines (seeded on its first cart call, see `seedCartLines`). */
  readonly seed?: readonly CartSeedLine[];
  /**
   * Rewrites every success reply, for states our server never sends but the shop must survive
   * (§9: a summary without tax or total; a product without an image).
   */
  readonly present?: (reply: CartReply) => unknown;
}

/**
 * The server cart (ARCHITECTURE.md "Cart") on an in-memory store, with the server's rules from core.
 * Scenarios (mocks/scenarios/cart.ts) build variants with a starting cart or a reworded reply.
 */
export function makeCartHandlers({ seed, present }: CartHandlersOptions = {}) {
  /** Every cart call answers 200 with the user's cart after the change (one reply schema). */
  const answer = (userId: number): Response => {
    const current = cartReplyFor(userId);
    return present ? HttpResponse.json(present(current) as object) : reply(cart.get, current);
  };
  const linesOf = (userId: number) => {
    if (seed) seedCartLines(userId, seed);
    return cartLinesOf(userId);
  };

  return [
    onSignedIn(cart.get, ({ account }) => {
      linesOf(account.userId);
      return answer(account.userId);
    }),

    onSignedIn(cart.add, ({ account, body }) => {
      const lines = linesOf(account.userId);
      // Before the requestId is looked at, as the server: a product without these options is 400.
      const product = body.options && findProduct(body.productId);
      const optionsRefused = product && productOptionsRefusal(product, body.options ?? {});
      if (optionsRefused) {
        return errorReply(400, optionsRefused.message, { [optionsRefused.field]: optionsRefused.message });
      }
      // The same requestId adds once (a re-send after a lost reply): the reply is the cart as it is.
      const appliedIds = appliedAddIdsOf(account.userId);
      if (body.requestId !== undefined && appliedIds.has(body.requestId)) return answer(account.userId);
      const line = lines.get(body.productId);
      const refusal = cartRefusal({
        kind: 'add',
        quantity: body.quantity,
        stock: stockLeft(body.productId),
        inCart: line?.quantity,
      });
      if (refusal) return errorReply(refusal.status, refusal.message);
      // Recorded only once the add applies: a refused add may be retried with the same id.
      if (body.requestId !== undefined) appliedIds.add(body.requestId);
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
      return answer(account.userId);
    }),

    onSignedIn(cart.update, ({ account, body }) => {
      const line = linesOf(account.userId).get(body.productId);
      const refusal = cartRefusal({
        kind: 'set',
        quantity: body.quantity,
        stock: stockLeft(body.productId),
        inCart: line?.quantity,
      });
      if (refusal) return errorReply(refusal.status, refusal.message);
      if (line) line.quantity = body.quantity;
      return answer(account.userId);
    }),

    onSignedIn(cart.remove, ({ account, body }) => {
      if (!linesOf(account.userId).delete(body.productId)) {
        return errorReply(404, cartServerMessages.notInCart);
      }
      return answer(account.userId);
    }),

    onSignedIn(cart.clear, ({ account }) => {
      linesOf(account.userId).clear();
      return answer(account.userId);
    }),
  ];
}

export const cartHandlers = makeCartHandlers();
