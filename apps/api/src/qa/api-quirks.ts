import { applyApiQuirks, hasApiQuirks, type QuirkReply } from '@shop/core/qa';
import type { FastifyReply, onSendHookHandler } from 'fastify';
import type { QaEventRecorder } from './qa-events';

/** The serialised body as JSON, undefined when empty; null when it is not JSON we can read. */
function parsedBody(payload: unknown, contentType: string): { body: unknown } | null {
  if (payload === undefined || payload === null || payload === '') return { body: undefined };
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return null; // a stream: a file
  if (!contentType.startsWith('application/json')) return null;
  try {
    return { body: JSON.parse(payload.toString()) };
  } catch {
    return null;
  }
}

const contentTypeOf = (reply: FastifyReply): string => {
  const value = reply.getHeader('content-type');
  return typeof value === 'string' ? value : '';
};

/**
 * The API quirks (@shop/core/qa api-quirks.ts) of a session that switched them on (header
 * `x-qa-api-quirks: on` or cookie `qa_api_quirks=on`), demo mode only: rewrites the reply of an
 * affected call after its handler has done its work, so a quirk never changes what is stored.
 * An `onSend` hook sees every reply of the route — the handler's, a ready (pre-serialised) body,
 * the error handler's 4xx — as serialised text; it must run before the compression hook, which
 * would turn the text into bytes it cannot read. Each applied quirk is in the session's events.
 */
export function apiQuirkHook(events: QaEventRecorder): onSendHookHandler {
  return async (request, reply, payload) => {
    if (request.qa?.apiQuirks !== true) return payload;
    const endpointId = request.routeOptions.config?.endpointId;
    if (endpointId === undefined || !hasApiQuirks(endpointId)) return payload;
    const contentType = contentTypeOf(reply);
    const parsed = parsedBody(payload, contentType);
    if (parsed === null) return payload;
    const original: QuirkReply = { status: reply.statusCode, body: parsed.body, contentType };
    const { reply: distorted, applied } = applyApiQuirks(endpointId, original);
    if (applied.length === 0) return payload;

    for (const id of applied) {
      await events.record(request, 'quirk', id, {
        call: endpointId,
        method: request.method,
        path: request.url,
      });
    }
    reply.code(distorted.status);
    if (distorted.contentType !== contentType) reply.header('content-type', distorted.contentType);
    // A distorted reply is this session's alone: no cache may keep it or match it to the real one.
    reply.header('cache-control', 'no-store');
    reply.removeHeader('etag');
    if (distorted.body === original.body) return payload;
    return distorted.body === undefined ? '' : JSON.stringify(distorted.body);
  };
}
