import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { allEndpoints, API_BASE_PATH, api, type Endpoint, type HttpMethod } from '@shop/core';
import { AddressSchema } from '@shop/core/addresses';
import { deliveryDates } from '@shop/core/checkout';
import { OrderSchema } from '@shop/core/orders';
import { SessionReplySchema } from '@shop/core/users';
import { type NewClassReply, NewClassReplySchema, qaEndpoints, qaSettings } from '@shop/core/qa';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiUrl,
  buildTestApp,
  injectAs,
  parseReply,
  signIn,
  signUp,
  type SignedUp,
  TestClock,
  type TestApp,
  twoSeededProducts,
} from './helper';

/**
 * Issue 24 item 8: many clients send `Content-Type: application/json` on every call, a call that
 * takes no body included. Such a call answers as it would without the header when the body is
 * empty, whatever the type says; a call that takes a body still refuses an empty one (errors.test.ts).
 */

/** Every call of the contract that takes no request body (file downloads and streams are GETs). */
const bodyLessCalls: readonly Endpoint[] = [...allEndpoints, ...Object.values(qaEndpoints)].filter(
  (endpoint) => endpoint.body === undefined,
);

/** What one call needs to succeed: its path and query values, and the token to send (if not the user's). */
interface Call {
  readonly params?: Record<string, string | number>;
  readonly query?: Record<string, string>;
  readonly token?: string;
}

let t: TestApp;
let productId: number;
let orderNumber: string;
let shopper: SignedUp;

/** Runs before each request of a call: puts the account where the call succeeds (e.g. something to clear). */
const prepare: Record<string, (user: SignedUp) => Promise<Call>> = {
  'users.signOut': async (user) => {
    const response = await signIn(t.app, user.email, user.password);
    return { token: parseReply(SessionReplySchema, response).token };
  },
  'users.getPhysicalStats': async () => ({}),
  'users.clearPhysicalStats': async (user) => {
    await send(user, 'POST', apiUrl(api.users.savePhysicalStats), {
      userId: user.user.userId,
      heightUnit: 'cm',
      weightUnit: 'kg',
      heightValue: 170,
      weightValue: 65,
    });
    return { query: { userId: String(user.user.userId) } };
  },
  'users.getUser': async (user) => ({ params: { userId: user.user.userId } }),
  'products.listCategories': async () => ({}),
  'products.search': async () => ({ query: { q: 'phone' } }),
  'health.check': async () => ({}),
  'cart.get': async () => ({}),
  'cart.clear': async (user) => {
    await send(user, 'POST', apiUrl(api.cart.add), { productId, quantity: 1 });
    return {};
  },
  'profile.listFitAttributes': async () => ({}),
  'profile.getUserFitAttributes': async (user) => saved(user, 'fit'),
  'profile.clearFitAttributes': async (user) => saved(user, 'fit'),
  'profile.listAgeGroups': async () => ({}),
  'profile.getUserAgeGroup': async (user) => saved(user, 'ageGroup'),
  'profile.clearAgeGroup': async (user) => saved(user, 'ageGroup'),
  'profile.listGenders': async () => ({}),
  'profile.getPreferredDepartment': async (user) => saved(user, 'department'),
  'profile.deactivatePreferredDepartment': async (user) => saved(user, 'department'),
  'profile.listShoeSizes': async () => ({}),
  'profile.getUserShoeSize': async (user) => saved(user, 'shoeSize'),
  'profile.clearShoeSize': async (user) => saved(user, 'shoeSize'),
  'mailbox.list': async (user) => ({ query: { email: user.email } }),
  'googleSignIn.config': async () => ({}),
  'checkout.lookupPin': async () => ({ params: { pin: '560034' } }),
  'checkout.deliveryDates': async () => ({}),
  'addresses.list': async () => ({}),
  'addresses.remove': async (user) => ({ params: { addressId: await newAddress(user) } }),
  'orders.list': async () => ({}),
  'orders.get': async () => ({ params: { orderNumber } }),
  'qa.testIds': async () => ({}),
  'qa.session': async () => ({}),
  'qa.events': async () => ({}),
  'qa.exercises': async () => ({}),
  'qa.resetMyData': async () => ({}),
  'qa.classBoard': async (user) => {
    const made = await newClass(user);
    return { params: { code: made.code }, query: { key: made.teacherKey } };
  },
  'qa.leaveClass': async (user) => {
    const made = await newClass(user);
    await sendAs(user, 'POST', apiUrl(qaEndpoints.joinClass, { code: made.code }), { nickname: 'Asha' });
    return { params: { code: made.code } };
  },
};

/** A class made by the account's sandbox (classroom mode). */
async function newClass(user: SignedUp): Promise<NewClassReply> {
  const endsAt = new Date(t.clock.now().getTime() + 60 * 60_000).toISOString();
  const made = await sendAs(user, 'POST', apiUrl(qaEndpoints.createClass), { name: 'Tuesday QA', endsAt });
  return parseReply(NewClassReplySchema, made);
}

/** A call of the account's sandbox, as its browser would make it. */
async function sendAs(user: SignedUp, method: HttpMethod, url: string, payload: object) {
  const response = await t.app.inject({
    method,
    url,
    payload,
    headers: user.sandboxKey ? { [qaSettings.sandbox.header]: user.sandboxKey } : {},
  });
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
  return response;
}

async function send(user: SignedUp, method: HttpMethod, url: string, payload: object) {
  const response = await injectAs(t.app, user.token, { method, url, payload });
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
  return response;
}

/** Saves one part of the profile, so that reading or clearing it succeeds. */
async function saved(user: SignedUp, part: 'fit' | 'ageGroup' | 'department' | 'shoeSize'): Promise<Call> {
  const { userId } = user.user;
  const save = {
    fit: () => send(user, 'POST', apiUrl(api.profile.saveFitAttributes), { userId, fitAttributeIds: [1] }),
    ageGroup: () => send(user, 'POST', apiUrl(api.profile.saveAgeGroup), { userId, ageGroupId: 1 }),
    department: () => send(user, 'POST', apiUrl(api.profile.setPreferredDepartment), { userId, genderId: 1 }),
    shoeSize: () =>
      send(user, 'POST', apiUrl(api.profile.saveShoeSize), { userId, size: 8, width: 'Standard' }),
  };
  await save[part]();
  return { params: { userId } };
}

async function newAddress(user: SignedUp): Promise<number> {
  const response = await send(user, 'POST', apiUrl(api.addresses.create), {
    fullName: 'Asha Rao',
    mobile: '9845012345',
    line1: '12, 3rd Cross',
    pin: '560034',
    type: 'Home',
  });
  return parseReply(AddressSchema, response).id;
}

beforeAll(async () => {
  // 27 Nov 2026, 10:00 in India: priority delivery is offered for tomorrow.
  t = await buildTestApp({ clock: new TestClock(new Date('2026-11-27T04:30:00Z')) });
  [productId] = await twoSeededProducts(t.db, [{ price: 999, stock: 1_000 }, { stock: 1_000 }]);
  shopper = await signUp(t.app);
  const addressId = await newAddress(shopper);
  await send(shopper, 'POST', apiUrl(api.cart.add), { productId, quantity: 1 });
  const date = deliveryDates(t.clock.now()).find((day) => day.slots.some((slot) => slot.available));
  const slot = date?.slots.find((option) => option.available);
  const placed = await send(shopper, 'POST', apiUrl(api.orders.place), {
    idempotencyKey: randomUUID(),
    addressId,
    delivery: { date: date?.date, slot: slot?.kind },
    payment: { method: 'cod' },
  });
  orderNumber = parseReply(OrderSchema, placed).orderNumber;
});
afterAll(() => t.close());

/** How a client sends "no body" with a type: the header alone, or with a zero length. */
const EMPTY_BODIES: readonly { readonly name: string; readonly headers: Record<string, string> }[] = [
  {
    name: 'application/json, Content-Length: 0',
    headers: { 'content-type': 'application/json', 'content-length': '0' },
  },
  { name: 'application/json, no Content-Length', headers: { 'content-type': 'application/json' } },
  {
    name: 'application/json; charset=utf-8, Content-Length: 0',
    headers: { 'content-type': 'application/json; charset=utf-8', 'content-length': '0' },
  },
  { name: 'text/plain, Content-Length: 0', headers: { 'content-type': 'text/plain', 'content-length': '0' } },
  {
    name: 'application/x-www-form-urlencoded, Content-Length: 0',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': '0' },
  },
];

describe('a call that takes no body accepts an empty one, whatever its content type', () => {
  it('has a way to succeed for every body-less call of the contract', () => {
    const served = bodyLessCalls.filter((endpoint) =>
      t.app.hasRoute({ method: endpoint.method, url: API_BASE_PATH + endpoint.path }),
    );
    expect(served.map((endpoint) => endpoint.id)).toEqual(bodyLessCalls.map((endpoint) => endpoint.id));
    expect(
      bodyLessCalls.filter((endpoint) => !(endpoint.id in prepare)).map((endpoint) => endpoint.id),
    ).toEqual([]);
    // The calls the issue names: sign-out, clearing the cart, resetting one's data.
    expect(bodyLessCalls).toEqual(
      expect.arrayContaining([api.users.signOut, api.cart.clear, qaEndpoints.resetMyData]),
    );
  });

  it.each(bodyLessCalls.map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint] as const))(
    '%s answers its success status',
    async (_name, endpoint) => {
      // The order to read is the shopper's; every other call gets an account of its own.
      const user = endpoint.id === 'orders.get' ? shopper : await signUp(t.app);
      for (const { name, headers } of EMPTY_BODIES) {
        const call = await prepare[endpoint.id]?.(user);
        const query = new URLSearchParams(call?.query).toString();
        const request: InjectOptions = {
          method: endpoint.method,
          url: `${apiUrl(endpoint, call?.params)}${query ? `?${query}` : ''}`,
          headers: {
            ...headers,
            // As a browser's cookie would: the sandbox's own events and score board.
            ...(user.sandboxKey ? { [qaSettings.sandbox.header]: user.sandboxKey } : {}),
            ...(endpoint.auth === 'bearer' ? { authorization: `Bearer ${call?.token ?? user.token}` } : {}),
          },
        };
        const response = await t.app.inject(request);
        expect(response.statusCode, `${name}: ${response.body}`).toBe(endpoint.status);
      }
    },
  );
});

describe('what stays refused', () => {
  it('a call that takes a body still answers an empty one with 400', async () => {
    const takesBody = [...allEndpoints, ...Object.values(qaEndpoints)].filter(
      (endpoint) =>
        endpoint.body !== undefined &&
        t.app.hasRoute({ method: endpoint.method, url: API_BASE_PATH + endpoint.path }),
    );
    expect(takesBody.map((endpoint) => endpoint.id)).toEqual(
      expect.arrayContaining([api.users.signIn.id, api.cart.add.id, qaEndpoints.createTestUser.id]),
    );
    for (const endpoint of takesBody) {
      const params = Object.fromEntries(
        (endpoint.path.match(/:\w+/g) ?? []).map((name) => [name.slice(1), shopper.user.userId]),
      );
      const response = await injectAs(t.app, shopper.token, {
        method: endpoint.method,
        url: apiUrl(endpoint, params),
        headers: { 'content-type': 'application/json', 'content-length': '0' },
      });
      expect(response.statusCode, endpoint.id).toBe(400);
      expect(response.json(), endpoint.id).toEqual({ error: 'Request body is empty: send a JSON object' });
    }
  });

  it('a body-less call sent a body of a type the API does not read: 415, and nothing is done', async () => {
    const user = await signUp(t.app);
    await send(user, 'POST', apiUrl(api.cart.add), { productId, quantity: 1 });
    // A stream without a length (chunked on the wire): the server reads it to find the byte.
    const response = await injectAs(t.app, user.token, {
      method: 'DELETE',
      url: apiUrl(api.cart.clear),
      headers: { 'content-type': 'text/plain' },
      payload: Readable.from([Buffer.from('all')]),
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      error: 'Unsupported content type: text/plain (send application/json)',
    });
    const cart = await injectAs(t.app, user.token, { method: 'GET', url: apiUrl(api.cart.get) });
    expect(cart.json()).toMatchObject({ items: [{ productId, quantity: 1 }] });
  });

  it('an empty body streamed without a length is still none', async () => {
    const user = await signUp(t.app);
    const response = await injectAs(t.app, user.token, {
      method: 'POST',
      url: apiUrl(api.users.signOut),
      headers: { 'content-type': 'text/plain' },
      payload: Readable.from([]),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Signed out successfully' });
  });

  it('an unknown route stays a 404, whatever the type', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `${API_BASE_PATH}/nope`,
      headers: { 'content-type': 'text/plain' },
      payload: 'x',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: `Not found: POST ${API_BASE_PATH}/nope` });
  });
});
