import { z } from 'zod/mini';

/**
 * The options a shopper picks on the details screen (§3). Its own module: a pending add-to-cart
 * kept for after sign-in checks them on every page's first load, without the cart's arithmetic.
 */
export const LocalCartOptionsSchema = z.object({
  storage: z.optional(z.string()),
  color: z.optional(z.string()),
});
export type LocalCartOptions = z.infer<typeof LocalCartOptionsSchema>;
