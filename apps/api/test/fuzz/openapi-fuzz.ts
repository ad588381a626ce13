import { randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  api,
  AUTH_STAND_IN_ANON_KEY,
  AUTH_STAND_IN_BASE_PATH,
  type Endpoint,
  REQUEST_BODY_LIMIT_BYTES,
} from '@shop/core';
import { AddressSchema, type AddressRequest } from '@shop/core/addresses';
import { DeliveryDatesReplySchema } from '@shop/core/checkout';
import { SEEDED_GOOGLE_IDENTITIES } from '@shop/core/google-sign-in';
import { OrderSchema } from '@shop/core/orders';
import { CardTokenSchema, type CardTokenRequest } from '@shop/core/payments';
import { qaSettings } from '@shop/core/qa';
import type { LightMyRequestResponse } from 'fastify';
import { asc } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { STAND_IN_API_KEY_SCHEME, STAND_IN_BEARER_SCHEME } from '../../src/auth-stub/stand-in-routes';
import { BEARER_SECURITY_SCHEME } from '../../src/http/register-endpoint';
import { products } from '../../src/db/schema';
import { apiUrl, buildTestApp, injectAs, parseReply, recordingSleep, signUp } from '../helper';
import {
  challengeOf,
  codeFor,
  googleSession,
  newVerifier,
  openChooser,
  STAND_IN_CALLBACK,
} from '../stand-in-session';
import { MAX_REQUESTS_PER_OPERATION, type MalformedRequest, malformedRequests } from './malformed-requests';
import type { OpenApiDocument, OpenApiOperation } from './openapi-schema';

/**
 * Every operation of the OpenAPI documents the app serves — the shop's API and the Google
 * stand-in's /auth/v1 — sent a bounded set of malformed requests (malformed-requests.ts): no reply
 * may be a 500, and every 4xx carries a clear text (the shop's `{ error }` envelope; the stand-in's
 * Supabase-shaped `msg`, or its page's error). The operations are read from the documents, so a
 * new call is fuzzed without a line here.
 *
 * The operations are dealt round-robin to the files openapi-fuzz-<part>.test.ts (FUZZ_PARTS of
 * them), so the API project's workers share the fuzz instead of one worker taking all of it; each
 * file builds its own app on its own database, as every API test file does.
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
type DocumentKind = 'shop' | 'stand-in';
const documents: Record<DocumentKind, OpenApiDocument> = {
  shop: t.app.swagger() as unknown as OpenApiDocument,
  'stand-in': t.app.authStandInSwagger() as unknown as OpenApiDocument,
};
const operationsOf = (kind: DocumentKind) =>
  Object.entries(documents[kind].paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ kind, path, method, operation })),
  );
const operations = [...operationsOf('shop'), ...operationsOf('stand-in')];

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
/** Who sends an operation's requests: values for its fields and headers for its security schemes. */
interface FuzzClient {
  readonly known: Record<string, unknown>;
  /** The headers that satisfy each security scheme of the document. */
  readonly credentials: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /** Sent with every request. */
  readonly headers: Readonly<Record<string, string>>;
}

async function fuzzingShopper(): Promise<FuzzClient> {
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
  return {
    known,
    credentials: { [BEARER_SECURITY_SCHEME]: { authorization: `Bearer ${user.token}` } },
    headers: user.sandboxKey ? { [qaSettings.sandbox.header]: user.sandboxKey } : {},
  };
}

/**
 * A fresh browser of the Google stand-in for one operation: a chooser page opened (its flow id),
 * a code not yet exchanged, and a session (its tokens), so the example request of each call is one
 * the stand-in accepts and each malformed one gets past the other checks.
 */
async function fuzzingStandInClient(): Promise<FuzzClient> {
  const [asha] = SEEDED_GOOGLE_IDENTITIES;
  if (!asha) throw new Error('No seeded Google identity');
  const verifier = newVerifier();
  const { flowId } = await openChooser(t.app, verifier);
  const pending = await codeFor(t.app, { identityId: asha.id });
  const session = await googleSession(t.app, { identityId: asha.id });
  return {
    known: {
      provider: 'google',
      redirect_to: STAND_IN_CALLBACK,
      code_challenge: challengeOf(verifier),
      code_challenge_method: 's256',
      flow_id: flowId,
      identity_id: asha.id,
      full_name: 'Meera Nair',
      email: `fuzz.${randomUUID()}@example.in`,
      grant_type: 'pkce',
      auth_code: pending.code,
      code_verifier: pending.verifier,
      refresh_token: session.refresh_token,
      scope: 'local',
      apikey: AUTH_STAND_IN_ANON_KEY,
    },
    credentials: {
      [STAND_IN_API_KEY_SCHEME]: { apikey: AUTH_STAND_IN_ANON_KEY },
      [STAND_IN_BEARER_SCHEME]: { authorization: `Bearer ${session.access_token}` },
    },
    headers: {},
  };
}

const fuzzingClient = (kind: DocumentKind) => (kind === 'shop' ? fuzzingShopper() : fuzzingStandInClient());

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

/** The clear text a 4xx carries in the document's own error shape, or why it has none. */
const errorTextOf: Record<DocumentKind, (reply: Reply) => unknown> = {
  shop: (reply) => (JSON.parse(reply.body) as { error?: unknown }).error,
  // The JSON calls answer in Supabase's shape; the pages show the reason in their error element.
  'stand-in': (reply) =>
    reply.contentType.startsWith('text/html')
      ? /data-testid="auth-stand-in-error[^"]*">([^<]*)</.exec(reply.body)?.[1]
      : (JSON.parse(reply.body) as { msg?: unknown }).msg,
};

/** What is wrong with the reply, if anything. */
function problemOf(kind: DocumentKind, reply: Reply): string | undefined {
  if (reply.status === 0) return 'no reply';
  if (reply.status >= 500) return 'a server error';
  if (reply.status < 400) return undefined;
  let error: unknown;
  try {
    error = errorTextOf[kind](reply);
  } catch {
    return 'a 4xx whose body is not JSON';
  }
  if (typeof error !== 'string' || !error.trim()) return 'a 4xx without an error text';
  return error.length > ERROR_TEXT_MAX_LENGTH ? 'a 4xx whose error text quotes a huge value' : undefined;
}

const shorten = (text: string, length: number) =>
  text.length > length ? `${text.slice(0, length)}… (${text.length} characters)` : text;

interface Entry {
  readonly kind: DocumentKind;
  readonly path: string;
  readonly method: string;
  readonly operation: OpenApiOperation;
}

/** The operation's malformed requests, sent as `client` (its credentials, headers and values). */
const requestsFor = ({ kind, path, method, operation }: Entry, client: FuzzClient) =>
  malformedRequests({
    method,
    path,
    operation,
    components: documents[kind].components?.schemas ?? {},
    known: client.known,
    headers: {
      ...Object.assign(
        {},
        ...Object.keys(operation.security?.[0] ?? {}).map((scheme) => client.credentials[scheme]),
      ),
      ...client.headers,
    },
    bodyLimitBytes: REQUEST_BODY_LIMIT_BYTES,
    qaHeaders: Object.values(qaSettings).map((setting) => setting.header),
    seed: SEED,
  });

/** How many test files share the operations (openapi-fuzz-1.test.ts … -<FUZZ_PARTS>.test.ts). */
export const FUZZ_PARTS = 2;

/** Defines part `part` (1…FUZZ_PARTS) of the fuzz: every FUZZ_PARTS-th operation from its own. */
export function fuzzPart(part: number): void {
  const ours = operations.filter((_entry, index) => index % FUZZ_PARTS === part - 1);
  describe(`fuzz from the OpenAPI documents (part ${part} of ${FUZZ_PARTS}): no 500, every 4xx with an error text`, () => {
    if (part === 1) checkTheRequests();
    fuzzEach(ours);
  });
}

/** That the operations are read and every kind of malformed input is made (once, in part 1). */
function checkTheRequests(): void {
  it(`deals every operation to one of ${FUZZ_PARTS} files, one file per part`, () => {
    const files = readdirSync(dirname(fileURLToPath(import.meta.url))).filter((name) =>
      /^openapi-fuzz-\d+\.test\.ts$/.test(name),
    );
    expect(files.sort()).toEqual(
      Array.from({ length: FUZZ_PARTS }, (_part, index) => `openapi-fuzz-${index + 1}.test.ts`).sort(),
    );
  });

  it('reads the operations from the documents and sends every kind of malformed input', async () => {
    expect(operationsOf('shop').length).toBeGreaterThan(50);
    // The stand-in's form routes too (issue 24, item 3: they answered 500 to a malformed flow id).
    expect(operationsOf('stand-in').map((entry) => `${entry.method.toUpperCase()} ${entry.path}`)).toEqual(
      [
        'GET /authorize',
        'POST /authorize/choose',
        'POST /authorize/another',
        'POST /authorize/cancel',
        'POST /token',
        'GET /user',
        'POST /logout',
      ].map((route) => route.replace(' /', ` ${AUTH_STAND_IN_BASE_PATH}/`)),
    );
    const shopper = await fuzzingShopper();
    const standIn = await fuzzingStandInClient();
    const labels = operations.flatMap((entry) =>
      requestsFor(entry, entry.kind === 'shop' ? shopper : standIn).map((request) => request.label),
    );
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
    // A chooser post is fuzzed as a form, with the flow id malformed in every way.
    const choose = operations.find((entry) => entry.path === `${AUTH_STAND_IN_BASE_PATH}/authorize/choose`);
    if (!choose) throw new Error('The stand-in document lists no chooser post');
    const chooseRequests = requestsFor(choose, standIn);
    expect(chooseRequests[0]?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(chooseRequests.some((request) => request.label === 'body: sent as JSON')).toBe(true);
    // The same document and seed give the same requests: a failure can be replayed.
    const [first] = operations;
    if (first) expect(requestsFor(first, shopper)).toEqual(requestsFor(first, shopper));
  });
}

/** Each operation's malformed requests, one test per operation. */
function fuzzEach(entries: readonly Entry[]): void {
  // Each operation gets its own fresh user, so one that ends sessions or wipes data (sign-out,
  // reset-my-data, the QA database reset) cannot take the token the next operation uses.
  it.each(entries.map((entry) => [`${entry.method.toUpperCase()} ${entry.path}`, entry] as const))(
    '%s',
    async (_name, entry) => {
      const requests = requestsFor(entry, await fuzzingClient(entry.kind));
      expect(requests.length).toBeLessThanOrEqual(MAX_REQUESTS_PER_OPERATION);

      const offenders: string[] = [];
      const statuses = new Set<number>();
      for (const request of requests) {
        const reply = await send(request).catch((error: unknown): Reply => ({
          status: 0,
          contentType: '',
          body: String(error),
        }));
        statuses.add(reply.status);
        const problem = problemOf(entry.kind, reply);
        if (problem) {
          offenders.push(
            `${entry.operation.operationId} — ${request.label} (${request.method} ${shorten(request.url, 120)}): ` +
              `${problem}: ${reply.status} ${shorten(reply.body, 300)}`,
          );
        }
      }
      expect(offenders, `${entry.operation.operationId}: malformed requests answered badly`).toEqual([]);
      // The requests reached the route: its own answers, not only the router's 404.
      expect([...statuses].some((status) => status !== 404)).toBe(true);
    },
  );
}
