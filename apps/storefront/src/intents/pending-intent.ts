import { LocalCartOptionsSchema } from '@shop/core/cart';
import { z } from 'zod/mini';

/**
 * An action waiting for sign-in (§4 "repeats the add after sign-in"), as data: it is kept in
 * sessionStorage, so it survives a full-page reload such as the Google sign-in's redirect
 * fallback. One member per action type; a feature adds its member here and registers a handler.
 */
export const AddToCartIntentSchema = z.object({
  type: z.literal('addToCart'),
  productId: z.union([z.number(), z.string().check(z.minLength(1))]),
  quantity: z.int().check(z.gte(1)),
  options: LocalCartOptionsSchema,
  /**
   * What the local cart line shows (§3: name, brand, image, prices), so the action can run after a
   * reload without fetching the product again.
   */
  product: z.object({
    productname: z.string(),
    brand: z.string(),
    imageurl: z.string(),
    price: z.union([z.number(), z.string()]),
    oldprice: z.nullish(z.union([z.number(), z.string()])),
    discountpercent: z.nullish(z.number()),
  }),
});
export type AddToCartIntent = z.infer<typeof AddToCartIntentSchema>;

export const PendingIntentSchema = z.discriminatedUnion('type', [AddToCartIntentSchema]);
export type PendingIntent = z.infer<typeof PendingIntentSchema>;
export type PendingIntentType = PendingIntent['type'];

type IntentHandler<T extends PendingIntentType> = (intent: Extract<PendingIntent, { type: T }>) => void;
const handlers: { [T in PendingIntentType]?: IntentHandler<T> } = {};

/** The feature that owns an intent type says what it does; a later registration replaces it. */
export function registerIntentHandler<T extends PendingIntentType>(type: T, handler: IntentHandler<T>): void {
  (handlers as Record<string, unknown>)[type] = handler;
}

export function runIntent(intent: PendingIntent): void {
  const handler = handlers[intent.type] as IntentHandler<typeof intent.type> | undefined;
  if (!handler) throw new Error(`No handler registered for the pending action '${intent.type}'`);
  handler(intent);
}

/** The intent kept in storage, or null when absent or unreadable (storage is user-editable). */
export function parseStoredIntent(raw: string | null): PendingIntent | null {
  if (!raw) return null;
  try {
    const parsed = PendingIntentSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
