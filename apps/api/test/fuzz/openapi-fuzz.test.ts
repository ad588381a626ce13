import { randomUUID } from 'node:crypto';
import {
  AddressSchema,
  type AddressRequest,
  api,
  CardTokenSchema,
  type CardTokenRequest,
  DeliveryDatesReplySchema,
  type Endpoint,
  OrderSchema,
  REQUEST_BODY_LIMIT_BYTES,
} from '@shop/core';
import { qaSettings } from '@shop/core/qa';
import type { LightMyRequestResponse } from 'fastify';
import { asc } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { products } from '../../src/db/schema';
import { apiUrl, buildTestApp, injectAs, parseReply, recordingSleep, type SignedUp, signUp } from '../helper';
import { MAX_REQUESTS_PER_OPERATION, type MalformedRequest, malformedRequests } from './malformed-requests';
import type { OpenApiDocument, OpenApiOperation } from './openapi-schema';

/**
 * Every operation of the OpenAPI document the app serves, sent a bounded set of malformed requests
 * (malformed-requests.ts): no reply may be a 500, and every 4xx carries the `{ error }` envelope
 * with a text. The operations are read from the document, so a new call is fuzzed without a line
 * here.
 */

const SEED = 20_261_128;
/**
 * A clear error is a sentence, not the client's input handed back: a text longer than this quotes
 * a huge value (the fuzz's huge strings are about 80 kB).
 */
const ERROR_TEXT_MAX_LENGTH = 1_000;
/** A reply that has not come by then is a hang, reported like a 500. */
const REPLY_DEADLINE_MS = 10_000;

// The document lists the operations the tests are made of, so the app is built while collecting.
const t = await buildTestApp({
  // Sign-ups per operation and the fuzz of the credential calls would otherwise meet the
  // per-client limit (a 429 is a fine answer, but it would hide the checks behind it).
  clientRateLimit: { max: 1_000_000, timeWindowMs: 60_000 },
  // A live-scenario header that happened to name a slow scenario would really wait.
  sleep: recordingSleep().sleep,
  // An order's live tracker that opens waits for steps that never come (the stream is dropped).
  schedule: () => () => undefined,
});
afterAll(() => t.close());
const document = t.app.swagger() as unknown as OpenApiDocument;
const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
);

const product = await t.db
  .select({ id: products.id, categoryId: products.categoryid })
  .from(products)
  .orderBy(asc(products.id))
  .limit(1)
  .then(([row]) => {
    if (!row) throw new Error('The seed has no products');
    return row;
  });

/** A slot the checkout offers now (the test clock stands still, so it stays offered). */
const offered = parseReply(
  DeliveryDatesReplySchema,
  await t.app.inject({ method: 'GET', url: apiUrl(api.checkout.deliveryDates) }),
)
  .dates.flatMap(({ date, slots }) =>
    slots.filter((slot) => slot.available).map((slot) => ({ date, slot: slot.kind })),
  )
  .at(0);
if (!offered) throw new Error('The checkout offers no delivery slot');

const ADDRESS: AddressRequest = {
  fullName: 'Meera Nair',
  mobile: '9876543210',
  line1: '12 MG Road',
  pin: '560034',
  type: 'Home',
};
const CARD: CardTokenRequest = {
  number: '4111111111111111',
  expiry: '12/30',
  cvv: '123',
  name: 'Meera Nair',
};

/**
 * A fresh user for one operation, with an address, a card, an order and a line in the cart of their own,
 * and the values the shop's own rules accept for fields of these names (the schema alone cannot
 * say that a PIN must be one the shop delivers to): the example request passes where it can, and
 * each malformed one is wrong in one way only, so it gets as far as the handler.
 */
async function fuzzingShopper(): Promise<{ user: SignedUp; known: Record<string, unknown> }> {
  const user = await signUp(t.app);
  const own = async (endpoint: Endpoint, payload: object) => {
    const response = await injectAs(t.app, user.token, {
      method: endpoint.method,
      url: apiUrl(endpoint),
      payload,
    });
    if (response.statusCode >= 300) {
      throw new Error(`${endpoint.id} failed: ${response.statusCode} ${response.body}`);
    }
    return response;
  };
  const address = parseReply(AddressSchema, await own(api.addresses.create, ADDRESS));
  const card = parseReply(CardTokenSchema, await own(api.payments.createCardToken, CARD));
  await own(api.cart.add, { productId: product.id, quantity: 1 });
  const order = parseReply(
    OrderSchema,
    await own(api.orders.place, {
      idempotencyKey: randomUUID(),
      addressId: address.id,
      delivery: offered,
      payment: { method: 'upi', upiId: 'meera@okaxis' },
    }),
  );
  await own(api.cart.add, { productId: product.id, quantity: 1 });
  const known = {
    ...ADDRESS,
    ...CARD,
    ...offered,
    userId: user.user.userId,
    email: user.email,
    productId: product.id,
    categoryId: product.categoryId,
    categoryid: product.categoryId,
    addressId: address.id,
    token: card.token,
    cardToken: card.token,
    orderNumber: order.orderNumber,
    code: '123456',
    // What the order comes to is not known beforehand; it is optional, so the example leaves it out.
    expectedTotal: undefined,
  };
  return { user, known };
}

interface Reply {
  /** 0: no reply came (a hang or a thrown inject). */
  readonly status: number;
  readonly contentType: string;
  readonly body: string;
}

/** The reply, read as a stream so an event stream that opens (a 200) does not hold the run. */
async function send(request: MalformedRequest): Promise<Reply> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no reply within ${REPLY_DEADLINE_MS} ms`)), REPLY_DEADLINE_MS);
  });
  try {
    const response: LightMyRequestResponse = await Promise.race([
      t.app.inject({
        method: request.method as 'GET',
        url: request.url,
        headers: request.headers,
        ...(request.payload === undefined ? {} : { payload: request.payload }),
        payloadAsStream: true,
      }),
      deadline,
    ]);
    const contentType = String(response.headers['content-type'] ?? '');
    const stream = response.stream();
    if (contentType.startsWith('text/event-stream')) {
      stream.destroy();
      return { status: response.statusCode, contentType, body: '(event stream)' };
    }
    const chunks: Buffer[] = [];
    const read = (async () => {
      for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
    })();
    await Promise.race([read, deadline]);
    return { status: response.statusCode, contentType, body: Buffer.concat(chunks).toString('utf8') };
  } finally {
    clearTimeout(timer);
  }
}

/** What is wrong with the reply, if anything. */
function problemOf(reply: Reply): string | undefined {
  if (reply.status === 0) return 'no reply';
  if (reply.status >= 500) return 'a server error';
  if (reply.status < 400) return undefined;
  let error: unknown;
  try {
    error = (JSON.parse(reply.body) as { error?: unknown }).error;
  } catch {
    return 'a 4xx whose body is not JSON';
  }
  if (typeof error !== 'string' || !error.trim()) return 'a 4xx without an `error` text';
  return error.length > ERROR_TEXT_MAX_LENGTH ? 'a 4xx whose `error` text quotes a huge value' : undefined;
}

const shorten = (text: string, length: number) =>
  text.length > length ? `${text.slice(0, length)}… (${text.length} characters)` : text;

interface Entry {
  readonly path: string;
  readonly method: string;
  readonly operation: OpenApiOperation;
}

/** The operation's malformed requests, sent as `user` (its token and sandbox, `known` values). */
const requestsFor = (
  { path, method, operation }: Entry,
  { user, known }: Awaited<ReturnType<typeof fuzzingShopper>>,
) =>
  malformedRequests({
    method,
    path,
    operation,
    components: document.components?.schemas ?? {},
    known,
    headers: {
      ...(operation.security?.length ? { authorization: `Bearer ${user.token}` } : {}),
      ...(user.sandboxKey ? { [qaSettings.sandbox.header]: user.sandboxKey } : {}),
    },
    bodyLimitBytes: REQUEST_BODY_LIMIT_BYTES,
    qaHeaders: Object.values(qaSettings).map((setting) => setting.header),
    seed: SEED,
  });

describe('fuzz from the OpenAPI document: no 500, every 4xx with an error text', () => {
  it('reads the operations from the document and sends every kind of malformed input', async () => {
    expect(operations.length).toBeGreaterThan(50);
    const shopper = await fuzzingShopper();
    const labels = operations.flatMap((entry) => requestsFor(entry, shopper).map((request) => request.label));
    const kinds = [
      'wrong type',
      'negative number',
      'huge number',
      'fractional number',
      'huge string',
      'unicode string',
      '__proto__',
    ];
    for (const where of ['path', 'query', 'body']) {
      for (const kind of kinds) {
        expect(
          labels.some((label) => label.startsWith(where) && label.includes(kind)),
          `${where}* ${kind}`,
        ).toBe(true);
      }
    }
    for (const kind of [
      'missing',
      'extra field',
      'invalid JSON',
      'sent as text/plain',
      'content-type: huge',
      'oversized',
      'headers x-qa-*: huge strings',
      'headers x-qa-*: unicode strings',
    ]) {
      expect(
        labels.some((label) => label.includes(kind)),
        kind,
      ).toBe(true);
    }
    // The same document and seed give the same requests: a failure can be replayed.
    const [first] = operations;
    if (first) expect(requestsFor(first, shopper)).toEqual(requestsFor(first, shopper));
  });

  // Each operation gets its own fresh user, so one that ends sessions or wipes data (sign-out,
  // reset-my-data, the QA database reset) cannot take the token the next operation uses.
  it.each(operations.map((entry) => [`${entry.method.toUpperCase()} ${entry.path}`, entry] as const))(
    '%s',
    async (_name, entry) => {
      const requests = requestsFor(entry, await fuzzingShopper());
      expect(requests.length).toBeLessThanOrEqual(MAX_REQUESTS_PER_OPERATION);

      const offenders: string[] = [];
      for (const request of requests) {
        const reply = await send(request).catch((error: unknown): Reply => ({
          status: 0,
          contentType: '',
          body: String(error),
        }));
        const problem = problemOf(reply);
        if (problem) {
          offenders.push(
            `${entry.operation.operationId} — ${request.label} (${request.method} ${shorten(request.url, 120)}): ` +
              `${problem}: ${reply.status} ${shorten(reply.body, 300)}`,
          );
        }
      }
      expect(offenders, `${entry.operation.operationId}: malformed requests answered badly`).toEqual([]);
    },
  );
});
