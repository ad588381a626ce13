import { z } from 'zod/mini';
import { CARD_BRANDS } from '../enums/checkout';

/*
 * The messages between the checkout and its card frame (routePatterns.cardFrame), the way real
 * payment widgets talk to the page around them: the card number and CVV never leave the frame;
 * the checkout only ever learns a token, the brand and the last 4 digits. Both sides are the
 * shop's own origin: a receiver accepts a message only from that origin and, on the checkout's
 * side, only from its own frame's window, and parses it with these schemas (anything else is
 * ignored).
 */

/** Prefix of every message type, so other scripts' postMessage traffic is never mistaken for ours. */
const PREFIX = 'shoplane:card-frame:';

export const CardFrameMessageSchema = z.discriminatedUnion('type', [
  /** The frame has loaded and can take a card. */
  z.object({ type: z.literal(`${PREFIX}ready`) }),
  /** The frame's content height in CSS pixels, so the checkout sizes the iframe without a scrollbar. */
  z.object({ type: z.literal(`${PREFIX}height`), height: z.number().check(z.gte(0), z.lte(10_000)) }),
  /** A card accepted (and, for the card that asks for one, its one-time code confirmed). */
  z.object({
    type: z.literal(`${PREFIX}token`),
    token: z.string().check(z.minLength(1), z.maxLength(64)),
    brand: z.enum(CARD_BRANDS),
    last4: z.string().check(z.regex(/^\d{4}$/)),
    expiresAt: z.string(),
  }),
]);
export type CardFrameMessage = z.infer<typeof CardFrameMessageSchema>;

export const cardFrameMessageTypes = {
  ready: `${PREFIX}ready`,
  height: `${PREFIX}height`,
  token: `${PREFIX}token`,
} as const;

/** The message `data` if it is one of ours, else null (a MessageEvent's data is anyone's). */
export function parseCardFrameMessage(data: unknown): CardFrameMessage | null {
  const parsed = CardFrameMessageSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}
