import type { CartReply } from '@shop/core/cart';
import type { CartChange } from '../db/cart-notices';
import { KeptAnswers } from './kept-answers';

/**
 * Bound on the carts kept: a class on one machine (500 learners) with room to spare; a cart of
 * 60 lines is about 20 kB, so the worst case stays near 40 MB.
 */
export const CART_CACHE_MAX_ENTRIES = 2_000;

/**
 * Each user's cart reply as last read, so reading a cart again (after an add, on every page of a
 * learner's loop) needs no statement. Kept only where the database's notices reach this process
 * before the writing statement's promise resolves (PGlite: `DatabaseHandle.noticesBeforeReply`):
 * a write to a cart's lines, or to a product's or category's fields that carts show, is forgotten
 * before its reply.
 */
export class CartCache extends KeptAnswers<number, CartReply> {
  constructor() {
    super(CART_CACHE_MAX_ENTRIES);
  }

  /**
   * Keeps `reply` as a write's own transaction read it, just before committing. Call it in the same
   * turn of the event loop as the write's answer: its notices came before it (`noticesBeforeReply`),
   * and a later write's notice cannot come until the turn ends (the database thread's messages are
   * handled one at a time, each with the promise callbacks it settles), so it forgets what this keeps.
   */
  written(userId: number, reply: CartReply): void {
    this.replace(userId, reply);
  }

  /** A notice from the database (db/cart-notices.ts). */
  changed(change: CartChange): void {
    if (change === 'everything') this.clear();
    else this.forget(change.users);
  }
}
