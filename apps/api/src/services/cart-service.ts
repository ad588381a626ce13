import { cartServerMessages } from '@shop/core/cart';
import {
  type CartReply,
  type ChosenOptions,
  cartRefusal,
  cartReplyOf,
  productOptionsRefusal,
} from '@shop/core/cart';
import type { Database } from '../db/connect';
import {
  addToCartLine,
  addToCartLineOnce,
  deleteCart,
  deleteCartLine,
  findCartLines,
  findCartLineState,
  findProductCategoryId,
  setCartLineQuantity,
} from '../db/repositories/cart-repository';
import { HttpError, notFound } from '../http/http-error';
import type { CartCache } from './cart-cache';

/**
 * The server cart (ARCHITECTURE.md "Cart"): one per user, always the token's user. Every change
 * is one atomic statement (an add with a requestId: its id claim and the statement in one
 * transaction); a refused change is explained by reading the stock afterwards, which can only make
 * the message, never the data, stale.
 */
export class CartService {
  constructor(
    private readonly db: Database,
    /** Replies kept in memory; only where the database's notices make it exact (cart-cache.ts). */
    private readonly cache?: CartCache,
  ) {}

  async get(userId: number): Promise<CartReply> {
    const read = async () => cartReplyOf(await findCartLines(this.db, userId));
    return this.cache ? this.cache.get(userId, read) : read();
  }

  async add(
    userId: number,
    {
      productId,
      quantity,
      options,
      requestId,
    }: {
      productId: number;
      quantity: number;
      options?: ChosenOptions | undefined;
      requestId?: string | undefined;
    },
  ): Promise<CartReply> {
    // Before the add, and before a requestId is looked at: a refused add records nothing.
    if (options) await this.refuseOptionsNotOffered(productId, options);
    const lineOptions = options ? { storage: options.storage ?? null, color: options.color ?? null } : null;
    if (requestId === undefined) {
      const added = await addToCartLine(this.db, userId, productId, quantity, lineOptions);
      if (added === undefined) await this.explainRefusal(userId, productId, quantity, 'add');
      return this.get(userId);
    }
    // The same id within the window adds once (a re-send after a lost reply): the reply is the cart as it is.
    const outcome = await addToCartLineOnce(this.db, userId, requestId, productId, quantity, lineOptions);
    if (outcome.kind === 'refused') return this.explainRefusal(userId, productId, quantity, 'add');
    const reply = cartReplyOf(outcome.cart);
    // In the same turn as the add's answer, so no later write's notice has come yet (CartCache.written).
    this.cache?.written(userId, reply);
    return reply;
  }

  async update(
    userId: number,
    { productId, quantity }: { productId: number; quantity: number },
  ): Promise<CartReply> {
    const updated = await setCartLineQuantity(this.db, userId, productId, quantity);
    if (updated === undefined) await this.explainRefusal(userId, productId, quantity, 'set');
    return this.get(userId);
  }

  async remove(userId: number, productId: number): Promise<CartReply> {
    if (!(await deleteCartLine(this.db, userId, productId))) throw notFound(cartServerMessages.notInCart);
    return this.get(userId);
  }

  async clear(userId: number): Promise<CartReply> {
    await deleteCart(this.db, userId);
    return this.get(userId);
  }

  /**
   * 400 with core's text when the product does not come in a chosen option (a grocery item with
   * storage). An unknown product passes: the add itself answers it 404.
   */
  private async refuseOptionsNotOffered(productId: number, options: ChosenOptions): Promise<void> {
    const categoryid = await findProductCategoryId(this.db, productId);
    if (categoryid === undefined) return;
    const refusal = productOptionsRefusal({ categoryid }, options);
    if (refusal) throw new HttpError(400, refusal.message, { [refusal.field]: refusal.message });
  }

  /** Always throws: why an add or a quantity change did not apply. */
  private async explainRefusal(
    userId: number,
    productId: number,
    quantity: number,
    kind: 'add' | 'set',
  ): Promise<never> {
    const { stock, quantity: inCart } = await findCartLineState(this.db, userId, productId);
    const refusal = cartRefusal({ kind, quantity, stock, inCart });
    if (refusal) throw new HttpError(refusal.status, refusal.message);
    // The line changed between the statement and this read (a parallel remove or update): the
    // caller's change did not apply, and saying so is all that is true now.
    throw new HttpError(409, cartServerMessages.cartChanged);
  }
}
