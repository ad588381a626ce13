import { api } from '../contract';
import { authMessages } from '../texts';
import { accountMessages } from '../texts/account-replies';
import { requestMessages } from '../texts/request-replies';

/**
 * API quirks (demo mode, for API-testing practice): documented wrong statuses and shapes that one
 * browser session (cookie `qa_api_quirks=on`) or one API client (header `x-qa-api-quirks: on`)
 * meets, so a learner can write the test that catches each. A quirk only distorts the reply: the
 * call does its work (and its writes) exactly as it would without it. Quirks never answer 500 or
 * above and leave the server's own 5xx replies alone.
 */

/** A reply as a quirk sees it: the status, the JSON body (undefined when empty) and its type. */
export interface QuirkReply {
  readonly status: number;
  readonly body: unknown;
  readonly contentType: string;
}

export interface ApiQuirk {
  /** Stable: `quirk.<call>.<what is wrong>`; the event's name in /qa/events. */
  readonly id: string;
  readonly title: string;
  /** The contract endpoint ids whose replies it distorts. */
  readonly calls: readonly string[];
  /** What the reply does wrong, as a test would observe it. */
  readonly wrong: string;
  /** What the contract says the reply should be. */
  readonly right: string;
  /** The distorted reply, or null where this reply is not one the quirk touches. */
  distort(reply: QuirkReply): QuirkReply | null;
}

export const JSON_REPLY_TYPE = 'application/json; charset=utf-8';
export const TEXT_REPLY_TYPE = 'text/plain; charset=utf-8';

/** The body the cleared-stats quirk adds where the contract has none. */
export const QUIRK_STATS_CLEARED_MESSAGE = 'Physical stats removed';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isClientError = (status: number) => status >= 400 && status < 500;

/** `2026-11-27T10:00:00.000Z` → its epoch milliseconds; anything else stays as it is. */
function epochOf(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? value : ms;
}

const { users, products, cart, health } = api;

export const apiQuirks: readonly ApiQuirk[] = [
  {
    id: 'quirk.sign-up.status-200',
    title: 'Sign-up answers 200 instead of 201',
    calls: [users.createUser.id],
    wrong: 'A new account answers 200 (the body is right: message, user, token).',
    right: '201 Created with {message, user, token}.',
    distort: (reply) => (reply.status === 201 ? { ...reply, status: 200 } : null),
  },
  {
    id: 'quirk.sign-in.wrong-password-400',
    title: 'A wrong password answers 400 instead of 401',
    calls: [users.signIn.id],
    wrong: 'Wrong e-mail or password answers 400 (with the right {error} text).',
    right: `401 with {"error": "${accountMessages.invalidCredentials}"}; 400 is for a malformed request.`,
    distort: (reply) => (reply.status === 401 ? { ...reply, status: 400 } : null),
  },
  {
    id: 'quirk.physical-stats.clear-200-body',
    title: 'Clearing height and weight answers 200 with a body instead of 204',
    calls: [users.clearPhysicalStats.id],
    wrong: `Success answers 200 with {"message": "${QUIRK_STATS_CLEARED_MESSAGE}"}.`,
    right: '204 No Content with an empty body.',
    distort: (reply) =>
      reply.status === 204
        ? { status: 200, body: { message: QUIRK_STATS_CLEARED_MESSAGE }, contentType: JSON_REPLY_TYPE }
        : null,
  },
  {
    id: 'quirk.physical-stats.epoch-dates',
    title: 'Height and weight carry updated_at as epoch milliseconds',
    calls: [users.getPhysicalStats.id, users.savePhysicalStats.id],
    wrong: '`stats.updated_at` is a number of milliseconds since 1970 (e.g. 1795773600000).',
    right: '`stats.updated_at` is an ISO 8601 string (e.g. "2026-11-27T10:00:00.000Z").',
    distort: (reply) => {
      if (reply.status !== 200 || !isRecord(reply.body) || !isRecord(reply.body.stats)) return null;
      const { stats } = reply.body;
      return {
        ...reply,
        body: { ...reply.body, stats: { ...stats, updated_at: epochOf(stats.updated_at) } },
      };
    },
  },
  {
    id: 'quirk.product.missing-200-null',
    title: 'A missing product answers 200 with null instead of 404',
    calls: [products.getByIds.id],
    wrong: 'An unknown product answers 200 with {"product": null}.',
    right: `404 with {"error": "${requestMessages.productNotFound}"}.`,
    distort: (reply) =>
      reply.status === 404 ? { status: 200, body: { product: null }, contentType: JSON_REPLY_TYPE } : null,
  },
  {
    id: 'quirk.listing.total-string',
    title: 'The listing’s total is a string',
    calls: [products.listByCategory.id],
    wrong: '`total` comes as text (e.g. "42").',
    right: '`total` is a whole number (e.g. 42), like `page` and `limit`.',
    distort: (reply) =>
      reply.status === 200 && isRecord(reply.body) && typeof reply.body.total === 'number'
        ? { ...reply, body: { ...reply.body, total: String(reply.body.total) } }
        : null,
  },
  {
    id: 'quirk.cart.error-message-field',
    title: 'Cart errors carry `message` instead of `error`',
    calls: Object.values(cart).map((endpoint) => endpoint.id),
    wrong: `Every 4xx of the cart calls answers {"message": "…"} (e.g. 401 {"message": "${authMessages.authRequired}"}).`,
    right: '{"error": "…"} (with `details` for a 400), as every error reply of the API.',
    distort: (reply) => {
      if (!isClientError(reply.status) || !isRecord(reply.body) || !('error' in reply.body)) return null;
      const { error, ...rest } = reply.body;
      return { ...reply, body: { message: error, ...rest } };
    },
  },
  {
    id: 'quirk.health.text-plain',
    title: 'The health check’s JSON is labelled text/plain',
    calls: [health.check.id],
    wrong: `The reply is JSON but its Content-Type is \`${TEXT_REPLY_TYPE}\`.`,
    right: `Content-Type \`${JSON_REPLY_TYPE}\`.`,
    distort: (reply) =>
      reply.body !== undefined && reply.contentType.startsWith('application/json')
        ? { ...reply, contentType: TEXT_REPLY_TYPE }
        : null,
  },
];

const quirksByCall = new Map<string, ApiQuirk[]>();
for (const quirk of apiQuirks) {
  for (const call of quirk.calls) quirksByCall.set(call, [...(quirksByCall.get(call) ?? []), quirk]);
}

const byId = new Map(apiQuirks.map((quirk) => [quirk.id, quirk]));

export const apiQuirk = (id: string): ApiQuirk | undefined => byId.get(id);

/** Whether any quirk distorts this call's replies (the server reads no body for the others). */
export const hasApiQuirks = (endpointId: string): boolean => quirksByCall.has(endpointId);

/**
 * The reply of one call with every quirk of that call applied, in catalogue order, and the ids
 * of those that changed it. Server faults (500 and above) pass untouched, and no quirk may turn a
 * reply into one.
 */
export function applyApiQuirks(
  endpointId: string,
  reply: QuirkReply,
): { readonly reply: QuirkReply; readonly applied: readonly string[] } {
  const applied: string[] = [];
  if (reply.status >= 500) return { reply, applied };
  let current = reply;
  for (const quirk of quirksByCall.get(endpointId) ?? []) {
    const distorted = quirk.distort(current);
    if (distorted === null || distorted.status >= 500) continue;
    current = distorted;
    applied.push(quirk.id);
  }
  return { reply: current, applied };
}
