import { placeOrderTransaction, type OrderTransactionInput } from '../../services/order-transaction';
import type { Database } from '../connect';
import { addToCartLineOnce } from '../repositories/cart-repository';

/**
 * The transactions a class keeps running (a cart add with its request id, placing an order), run
 * whole in the embedded database's thread: only their arguments and their outcome (or HttpError)
 * cross. A transaction's statements sent one by one would each cross twice with the database held,
 * and on busy cores each crossing waits for the scheduler (a class of 500: cart.add p99 917 ms
 * that way). Each function here checks `threadOf(db)` and sends itself over, so callers never know.
 */
type Rest<F> = F extends (db: Database, ...args: infer A) => unknown ? A : never;

export const databaseOperations = {
  'cart.addOnce': (db: Database, args: Rest<typeof addToCartLineOnce>) => addToCartLineOnce(db, ...args),
  'orders.place': (db: Database, [input]: [OrderTransactionInput]) => placeOrderTransaction(db, input),
} as const;

export type DatabaseOperation = keyof typeof databaseOperations;
