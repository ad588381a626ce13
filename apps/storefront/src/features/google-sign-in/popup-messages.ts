import { z } from 'zod/mini';
import { SessionUserSchema } from '../users/stores/session-store';

/**
 * What /oauth-callback, running in the Google popup, tells the page that opened it (spec §4:
 * "result arrives by message as success (with user) or error"). Same origin only: the popup posts
 * with its own origin as the target, and the opener accepts a message only from that origin and
 * from the popup it opened. `started` says the popup is back on the shop (its 30 s begin).
 */
const SOURCE = 'shoplane-google-sign-in';

export const PopupMessageSchema = z.discriminatedUnion('type', [
  z.object({ source: z.literal(SOURCE), type: z.literal('started') }),
  z.object({
    source: z.literal(SOURCE),
    type: z.literal('success'),
    user: SessionUserSchema,
    /** The server's sign-in message, for the opener's notice. */
    notice: z.string(),
  }),
  z.object({ source: z.literal(SOURCE), type: z.literal('error'), message: z.string() }),
]);
export type PopupMessage = z.infer<typeof PopupMessageSchema>;

/** A message without its `source` marker (added on posting), one member per type. */
export type PopupMessageBody = PopupMessage extends infer M
  ? M extends PopupMessage
    ? Omit<M, 'source'>
    : never
  : never;

/** The popup's side: posts to its opener, same origin only; false when there is no opener. */
export function postToOpener(message: PopupMessageBody): boolean {
  const opener = window.opener as Window | null;
  if (!opener || opener === window) return false;
  try {
    opener.postMessage({ source: SOURCE, ...message }, window.location.origin);
    return true;
  } catch {
    return false; // the opener navigated elsewhere or was closed
  }
}

/** The opener's side: the message when it is one of ours, from `popup`, on this origin. */
export function readPopupMessage(event: MessageEvent, popup: Window | null): PopupMessage | null {
  if (event.origin !== window.location.origin || popup === null || event.source !== popup) return null;
  const parsed = PopupMessageSchema.safeParse(event.data);
  return parsed.success ? parsed.data : null;
}

/** This page runs in a popup opened by a page of the shop (spec §2: 'Closing popup...'). */
export function isInPopup(): boolean {
  const opener = window.opener as Window | null;
  return opener !== null && opener !== window;
}
