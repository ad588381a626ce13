import { z } from 'zod/mini';
import { LocalCartOptionsSchema } from './local-cart-options';

/** The local cart line (§3 field names), also the shape kept in local storage. */
export const LocalCartItemSchema = z.object({
  id: z.number(),
  name: z.string(),
  brand: z.string(),
  image: z.string(),
  price: z.number(),
  oldPrice: z.number(),
  discountPercent: z.number(),
  qty: z.int().check(z.gte(1)),
  options: LocalCartOptionsSchema,
  /**
   * Ours: the idempotency key this line is (or was) sent to the server cart with (a UUID; the
   * server adds the same id once). Kept in storage before the line is sent, so a reload mid-send
   * sends the same id again; a change of quantity or options makes it a new request, without one.
   */
  requestId: z.optional(z.uuid()),
});
export type LocalCartItem = z.infer<typeof LocalCartItemSchema>;

/**
 * The local cart restored from storage (§4: loaded at start). Unreadable text gives an empty cart and
 * malformed lines are dropped, so a corrupted entry never breaks the page.
 */
export function parseStoredCart(raw: string | null | undefined): LocalCartItem[] {
  if (!raw) return [];
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(data)) return [];
  return data.flatMap((entry) => {
    const parsed = LocalCartItemSchema.safeParse(entry);
    if (parsed.success) return [parsed.data];
    // A line whose only fault is its requestId is kept as a new request: the item itself is never lost.
    if (typeof entry !== 'object' || entry === null || !('requestId' in entry)) return [];
    const { requestId: _unreadable, ...line } = entry as Record<string, unknown>;
    const retried = LocalCartItemSchema.safeParse(line);
    return retried.success ? [retried.data] : [];
  });
}
