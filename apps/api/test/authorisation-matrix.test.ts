import { randomUUID } from 'node:crypto';
import { api, defineEndpoint, ErrorReplySchema, MessageReplySchema, SESSION_TTL_MS } from '@shop/core';
import { accountMessages } from '@shop/core/users';
import { AddressSchema } from '@shop/core/addresses';
import { DeliveryDatesReplySchema } from '@shop/core/checkout';
import { OrderSchema } from '@shop/core/orders';
import { CardTokenSchema } from '@shop/core/payments';
import { authMessages, SessionReplySchema, VerifyOtpReplySchema } from '@shop/core/users';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import {
  type BadCredential,
  bearer,
  forgedCredentials,
  malformedCredentials,
} from './authorisation/bad-credentials';
import {
  type AnyEndpoint,
  bearerEndpoints,
  isDocumented,
  isJsonRead,
  labelOf,
  successStatusOf,
} from './authorisation/bearer-endpoints';
import {
  carriedFieldNames,
  exampleFields,
  exampleRequest,
  ownedIdKinds,
  type RequestFixtures,
} from './authorisation/example-requests';
import {
  apiUrl,
  buildTestApp,
  injectAs,
  latestOtp,
  parseReply,
  postJson,
  signIn,
  signUp,
  type SignedUp,
  TestClock,
  type TestApp,
  twoSeededProducts,
} from './helper';

/*
 * The authorisation matrix (ARCHITECTURE.md "Errors"): every bearer endpoint of the contract, each
 * called with every kind of token that must not authenticate, and with another user's valid token
 * on the owner's ids. Requests are built from the endpoint's own contract (example-requests.ts), so
 * a new bearer endpoint joins the matrix without a line of test code here.
 */

const unauthenticatedCases = ['no token', 'malformed', 'forged signature', 'expired', 'revoked'] as const;
type UnauthenticatedCase = (typeof unauthenticatedCases)[number];

/** Text no reply to another user may contain. */
const OWNER_ADDRESS_NAME = 'Anaya Ownerline';

let t: TestApp;
let owner: SignedUp;
/** The owner's valid session (signed in after the clock moved past the first one's lifetime). */
let ownerToken: string;
let fixtures: RequestFixtures;
let credentials: Record<UnauthenticatedCase, BadCredential[]>;
/** The owner's data as every JSON read shows it, taken once the fixtures were made. */
let ownerView: Record<string, unknown>;

const send = (request: InjectOptions, authorization: string | undefined) =>
  t.app.inject({ ...request, headers: authorization === undefined ? {} : { authorization } });

function expectStatus(response: LightMyRequestResponse, status: number, what: string): void {
  if (response.statusCode !== status) {
    throw new Error(`${what}: expected ${status}, got ${response.statusCode} ${response.body}`);
  }
}

async function signedIn(user: SignedUp): Promise<string> {
  const response = await signIn(t.app, user.email, user.password);
  expectStatus(response, 200, 'sign-in');
  return parseReply(SessionReplySchema, response).token;
}

/** The owner's data through every JSON read of the matrix, each about the owner's own ids. */
async function readOwnerView(): Promise<Record<string, unknown>> {
  const view: Record<string, unknown> = {};
  for (const endpoint of bearerEndpoints.filter(isJsonRead)) {
    const response = await send(exampleRequest(endpoint, fixtures), `Bearer ${ownerToken}`);
    view[endpoint.id] = { status: response.statusCode, body: response.json() as unknown };
  }
  return view;
}

/** A session revoked by a password reset (every session of the account ends). */
async function tokenRevokedByPasswordReset(): Promise<string> {
  const user = await signUp(t.app);
  expectStatus(await postJson(t.app, apiUrl(api.users.forgotPassword), { email: user.email }), 200, 'forgot');
  const otp = await latestOtp(t.app, user.email);
  const verified = await postJson(t.app, apiUrl(api.users.verifyOtp), { email: user.email, otp });
  expectStatus(verified, 200, 'verify-otp');
  const { resetToken } = parseReply(VerifyOtpReplySchema, verified);
  const newPassword = 'Monsoon#Rain58';
  const reset = { resetToken, newPassword, confirmPassword: newPassword };
  expectStatus(await postJson(t.app, apiUrl(api.users.resetPassword), reset), 200, 'reset-password');
  return user.token;
}

async function firstStandardDeliveryDate(): Promise<string> {
  const response = await t.app.inject({ method: 'GET', url: apiUrl(api.checkout.deliveryDates) });
  const { dates } = parseReply(DeliveryDatesReplySchema, response);
  const date = dates.find((day) => day.slots.some((slot) => slot.kind === 'standard' && slot.available));
  if (!date) throw new Error('No standard delivery slot in the next 7 days');
  return date.date;
}

/** The owner's records: an address, an order, a cart line, a card token and every userId record. */
async function makeOwnerData(productId: number): Promise<RequestFixtures> {
  const as = (options: InjectOptions) => injectAs(t.app, ownerToken, options);
  const address = await as({
    method: 'POST',
    url: apiUrl(api.addresses.create),
    payload: {
      fullName: OWNER_ADDRESS_NAME,
      mobile: '9845012345',
      line1: '7, Lake Road',
      pin: '560034',
      type: 'Home',
    },
  });
  expectStatus(address, 201, 'owner address');
  const addressId = parseReply(AddressSchema, address).id;
  expectStatus(await as({ method: 'POST', url: apiUrl(api.cart.add), payload: { productId } }), 200, 'cart');
  const deliveryDate = await firstStandardDeliveryDate();
  const placed = await as({
    method: 'POST',
    url: apiUrl(api.orders.place),
    payload: {
      idempotencyKey: randomUUID(),
      addressId,
      delivery: { date: deliveryDate, slot: 'standard' },
      payment: { method: 'cod' },
    },
  });
  expectStatus(placed, 201, 'owner order');
  const { orderNumber } = parseReply(OrderSchema, placed);
  // Placing emptied the cart: a line again, for the cart calls to find.
  const line = { productId, quantity: 2 };
  expectStatus(await as({ method: 'POST', url: apiUrl(api.cart.add), payload: line }), 200, 'cart line');
  // A card that asks for its code: the token stays open to verification, the owner's alone.
  const card = { number: '4000000000003220', expiry: '12/28', cvv: '123', name: 'Anaya Owner' };
  const cardToken = await as({ method: 'POST', url: apiUrl(api.payments.createCardToken), payload: card });
  expectStatus(cardToken, 201, 'owner card token');
  const made: RequestFixtures = {
    owner: {
      userId: owner.user.userId,
      orderNumber,
      addressId,
      cardToken: parseReply(CardTokenSchema, cardToken).token,
    },
    productId,
    deliveryDate,
  };
  // Every record keyed by userId, through the endpoint that saves it (height and weight, fit…).
  for (const endpoint of bearerEndpoints) {
    if (
      endpoint.method !== 'POST' ||
      !('body' in endpoint) ||
      !carriedFieldNames(endpoint).includes('userId')
    ) {
      continue;
    }
    const response = await send(exampleRequest(endpoint, made), `Bearer ${ownerToken}`);
    expectStatus(response, successStatusOf(endpoint), `owner data through ${endpoint.id}`);
  }
  return made;
}

beforeAll(async () => {
  t = await buildTestApp({ clock: new TestClock(new Date('2026-11-27T04:30:00Z')) });
  // Cheap enough for cash on delivery, in stock for every cart line of the matrix.
  const inStock = { price: 1_499, oldprice: 1_999, discountpercent: 25, stock: 1_000 };
  const [productId] = await twoSeededProducts(t.db, [inStock, inStock]);
  owner = await signUp(t.app);
  // The sign-up's session works now and is past its lifetime once the clock moves.
  const expiring = owner.token;
  expectStatus(
    await injectAs(t.app, expiring, { method: 'GET', url: apiUrl(api.cart.get) }),
    200,
    'expiring',
  );
  t.clock.advance(SESSION_TTL_MS + 60_000);
  ownerToken = await signedIn(owner);

  const signedOut = await signedIn(owner);
  expectStatus(
    await injectAs(t.app, signedOut, { method: 'POST', url: apiUrl(api.users.signOut) }),
    200,
    'out',
  );

  fixtures = await makeOwnerData(productId);
  ownerView = await readOwnerView();
  credentials = {
    'no token': [{ name: 'no Authorization header', authorization: undefined }],
    malformed: malformedCredentials(ownerToken),
    'forged signature': forgedCredentials(ownerToken),
    expired: [bearer('the session is past its lifetime', expiring)],
    revoked: [
      bearer('signed out', signedOut),
      bearer('password reset since', await tokenRevokedByPasswordReset()),
    ],
  };
});
afterAll(() => t?.close());

describe('the contract', () => {
  it('has bearer endpoints in every table: JSON calls, file calls and QA calls', () => {
    const ids = bearerEndpoints.map((endpoint) => endpoint.id);
    expect(ids).toEqual(
      expect.arrayContaining(['cart.get', 'orders.invoice', 'orders.track', 'qa.resetMyData']),
    );
  });

  it.each(bearerEndpoints.map((endpoint) => [labelOf(endpoint), endpoint] as const))(
    '%s documents 401',
    (_, endpoint) => {
      expect(endpoint.errors).toContain(401);
    },
  );
});

describe('the request builder', () => {
  it('fails with the fixture to add when a new endpoint has a field without an example', () => {
    const newEndpoint = defineEndpoint({
      id: 'wishlist.add',
      method: 'POST',
      path: '/wishlist/:wishlistId',
      auth: 'bearer',
      summary: 'An endpoint of tomorrow.',
      params: z.object({ wishlistId: z.string() }),
      reply: MessageReplySchema,
      status: 200,
      errors: [401, 404],
    });
    expect(() => exampleRequest(newEndpoint, fixtures)).toThrow(
      'wishlist.add: no example value for the path field "wishlistId". Add one to exampleFields in ' +
        'apps/api/test/authorisation/example-requests.ts so the authorisation matrix can call the endpoint.',
    );
  });
});

describe('the fixtures', () => {
  it('give every JSON read of the owner a 200 (else a cell would test a missing record)', () => {
    const statuses = Object.fromEntries(
      Object.entries(ownerView).map(([id, read]) => [id, (read as { status: number }).status]),
    );
    expect(statuses).toEqual(Object.fromEntries(Object.keys(statuses).map((id) => [id, 200])));
  });
});

interface OtherUserExpectation {
  readonly status: number;
  readonly reason: string;
}

/** What another user's token on the owner's ids must get, from the kinds of id the request carries. */
function otherUserExpectation(endpoint: AnyEndpoint): OtherUserExpectation {
  const carried = carriedFieldNames(endpoint);
  const accountIds = carried.filter((name) => ownedIdKinds[name] === 'account');
  if (accountIds.length > 0) return { status: 403, reason: `the owner's ${accountIds.join(', ')}` };
  const recordIds = carried.filter((name) => ownedIdKinds[name] === 'record');
  if (recordIds.length > 0)
    return { status: 404, reason: `the owner's ${recordIds.join(', ')}: as if absent` };
  return {
    status: successStatusOf(endpoint),
    reason: "no id of the owner's: acts on its caller's own data only",
  };
}

function expectationOrFailure(endpoint: AnyEndpoint): OtherUserExpectation | Error {
  try {
    return otherUserExpectation(endpoint);
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  }
}

describe.each(bearerEndpoints.map((endpoint) => [labelOf(endpoint), endpoint] as const))(
  '%s',
  (_, endpoint) => {
    it.each(unauthenticatedCases)(
      `%s → 401 "${authMessages.authRequired}" with a Bearer challenge`,
      async (kind) => {
        const request = exampleRequest(endpoint, fixtures);
        for (const credential of credentials[kind]) {
          const response = await send(request, credential.authorization);
          expect({
            credential: credential.name,
            status: response.statusCode,
            body: response.json() as unknown,
            challenge: response.headers['www-authenticate'],
          }).toEqual({
            credential: credential.name,
            status: 401,
            body: { error: authMessages.authRequired },
            challenge: 'Bearer',
          });
        }
      },
    );

    const expectation = expectationOrFailure(endpoint);
    const title =
      expectation instanceof Error
        ? "another user's token on the owner's ids (cannot build the request: see the failure)"
        : `another user's token on the owner's ids → ${expectation.status} (${expectation.reason}); the owner's data unchanged`;
    it(title, async () => {
      if (expectation instanceof Error) throw expectation;
      expect(
        isDocumented(endpoint, expectation.status),
        `${endpoint.id} must document ${expectation.status}`,
      ).toBe(true);
      // A fresh user with a line of the same product: the calls on its own data have data to act on.
      const other = await signUp(t.app);
      const line = {
        method: 'POST',
        url: apiUrl(api.cart.add),
        payload: { productId: fixtures.productId },
      } as const;
      expectStatus(await injectAs(t.app, other.token, line), 200, "the other user's cart line");

      const response = await send(exampleRequest(endpoint, fixtures), `Bearer ${other.token}`);
      expect(response.statusCode, response.body).toBe(expectation.status);
      if (expectation.status === 403) expect(response.json()).toEqual({ error: accountMessages.forbidden });
      if (expectation.status === 404) parseReply(ErrorReplySchema, response);
      for (const secret of [
        owner.email,
        fixtures.owner.orderNumber,
        fixtures.owner.cardToken,
        OWNER_ADDRESS_NAME,
      ]) {
        expect(response.body).not.toContain(secret);
      }
      expect(await readOwnerView()).toEqual(ownerView);
    });
  },
);

describe('after the whole matrix', () => {
  it("the owner's data is as it was and the owner's session still works", async () => {
    expect(await readOwnerView()).toEqual(ownerView);
  });

  it('every example field is used by some bearer endpoint (no stale fixtures)', () => {
    const used = new Set(bearerEndpoints.flatMap((endpoint) => carriedFieldNames(endpoint)));
    expect(Object.keys(exampleFields).filter((name) => !used.has(name))).toEqual([]);
  });
});
