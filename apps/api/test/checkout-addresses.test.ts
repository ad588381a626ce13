import { ADDRESS_LIMIT, api } from '@shop/core';
import { AddressListReplySchema, AddressSchema } from '@shop/core/addresses';
import { DeliveryDatesReplySchema, PinCodeSchema } from '@shop/core/checkout';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiUrl, buildTestApp, injectAs, parseReply, signUp, TestClock, type TestApp } from './helper';

let t: TestApp;
beforeAll(async () => {
  // 27 Nov 2026, 10:00 in India.
  t = await buildTestApp({ clock: new TestClock(new Date('2026-11-27T04:30:00Z')) });
});
afterAll(() => t.close());

const home = {
  fullName: 'Asha Rao',
  mobile: '+91 98450 12345',
  line1: '12, 3rd Cross, Indiranagar',
  pin: '560034',
  type: 'Home',
};

const create = (token: string, body: object) =>
  injectAs(t.app, token, { method: 'POST', url: apiUrl(api.addresses.create), payload: body });

describe('PIN code lookup', () => {
  it('fills city and state, and says whether cash on delivery is offered', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: apiUrl(api.checkout.lookupPin, { pin: '560034' }),
    });
    expect(response.statusCode).toBe(200);
    expect(parseReply(PinCodeSchema, response)).toEqual({
      pin: '560034',
      city: 'Bengaluru',
      state: 'Karnataka',
      cod: true,
    });
    const islands = await t.app.inject({
      method: 'GET',
      url: apiUrl(api.checkout.lookupPin, { pin: '744101' }),
    });
    expect(islands.json()).toMatchObject({ city: 'Port Blair', cod: false });
  });

  it('a PIN the shop does not serve is a 404 with its text; a malformed one a 400', async () => {
    const unknown = await t.app.inject({
      method: 'GET',
      url: apiUrl(api.checkout.lookupPin, { pin: '999999' }),
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'We do not deliver to PIN code 999999 yet' });
    const malformed = await t.app.inject({
      method: 'GET',
      url: apiUrl(api.checkout.lookupPin, { pin: '56003' }),
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ error: 'Enter a 6-digit PIN code' });
  });
});

describe('delivery slots', () => {
  it('the next 7 days in India, each slot with its fee, window and availability', async () => {
    const response = await t.app.inject({ method: 'GET', url: apiUrl(api.checkout.deliveryDates) });
    expect(response.statusCode).toBe(200);
    const { dates } = parseReply(DeliveryDatesReplySchema, response);
    expect(dates.map((date) => date.date)).toEqual([
      '2026-11-28',
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
    ]);
    expect(dates[0]).toEqual({
      date: '2026-11-28',
      label: 'Sat, 28 Nov',
      slots: [
        { kind: 'standard', label: 'Standard delivery', fee: 0, window: '9 AM – 9 PM', available: false },
        { kind: 'evening', label: 'Evening delivery', fee: 49, window: '6 PM – 10 PM', available: true },
        { kind: 'priority', label: 'Priority delivery', fee: 99, window: '9 AM – 1 PM', available: true },
      ],
    });
  });
});

describe('addresses', () => {
  it('saves an address with the PIN’s city and state, the mobile cleaned; lists newest first', async () => {
    const user = await signUp(t.app);
    const first = await create(user.token, home);
    expect(first.statusCode).toBe(201);
    expect(first.headers['cache-control']).toBe('no-store');
    const saved = parseReply(AddressSchema, first);
    expect(saved).toEqual({
      id: saved.id,
      fullName: 'Asha Rao',
      mobile: '9845012345',
      line1: '12, 3rd Cross, Indiranagar',
      line2: '',
      landmark: '',
      pin: '560034',
      city: 'Bengaluru',
      state: 'Karnataka',
      type: 'Home',
    });
    const work = parseReply(
      AddressSchema,
      await create(user.token, { ...home, pin: '400076', type: 'Work', landmark: 'Near IIT Main Gate' }),
    );
    expect(work).toMatchObject({ city: 'Mumbai', state: 'Maharashtra', landmark: 'Near IIT Main Gate' });

    const list = await injectAs(t.app, user.token, { method: 'GET', url: apiUrl(api.addresses.list) });
    expect(parseReply(AddressListReplySchema, list).addresses.map((address) => address.id)).toEqual([
      work.id,
      saved.id,
    ]);
  });

  it('every field in error is named with the form’s text; nothing is saved', async () => {
    const user = await signUp(t.app);
    const response = await create(user.token, {
      fullName: '',
      mobile: '12345',
      line1: '',
      pin: '999999',
      type: 'Office',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'Please correct the highlighted fields',
      details: {
        fullName: 'Please enter the full name',
        mobile: 'Enter a 10-digit mobile number starting with 6, 7, 8 or 9',
        line1: 'Please enter the flat, house number and street',
        type: 'Choose Home or Work',
        pin: 'We do not deliver to PIN code 999999 yet',
      },
    });
    const list = await injectAs(t.app, user.token, { method: 'GET', url: apiUrl(api.addresses.list) });
    expect(list.json()).toEqual({ addresses: [] });
  });

  it(`at most ${ADDRESS_LIMIT} addresses, even when saved in parallel`, async () => {
    const user = await signUp(t.app);
    const replies = await Promise.all(
      Array.from({ length: ADDRESS_LIMIT + 3 }, (_, index) =>
        create(user.token, { ...home, line1: `House ${index}` }),
      ),
    );
    expect(replies.filter((reply) => reply.statusCode === 201)).toHaveLength(ADDRESS_LIMIT);
    const refused = replies.filter((reply) => reply.statusCode === 409);
    expect(refused).toHaveLength(3);
    expect(refused[0]?.json()).toEqual({ error: 'You can save up to 10 addresses' });
  });

  it('update and delete only the user’s own addresses: another user’s id is a 404', async () => {
    const owner = await signUp(t.app);
    const other = await signUp(t.app);
    const saved = parseReply(AddressSchema, await create(owner.token, home));
    const url = apiUrl(api.addresses.update, { addressId: saved.id });

    const foreign = await injectAs(t.app, other.token, {
      method: 'PUT',
      url,
      payload: { ...home, fullName: 'Thief' },
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ error: 'Address not found' });
    expect((await injectAs(t.app, other.token, { method: 'DELETE', url })).statusCode).toBe(404);

    const updated = await injectAs(t.app, owner.token, {
      method: 'PUT',
      url,
      payload: { ...home, pin: '110001', fullName: 'Asha R. Rao' },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      id: saved.id,
      fullName: 'Asha R. Rao',
      city: 'New Delhi',
      state: 'Delhi',
    });

    const removed = await injectAs(t.app, owner.token, { method: 'DELETE', url });
    expect(removed.statusCode).toBe(204);
    expect(removed.body).toBe('');
    expect((await injectAs(t.app, owner.token, { method: 'DELETE', url })).statusCode).toBe(404);
  });

  it('an id beyond the id range is a 400, never a database error', async () => {
    const user = await signUp(t.app);
    const response = await injectAs(t.app, user.token, {
      method: 'DELETE',
      url: apiUrl(api.addresses.remove, { addressId: 2_147_483_648 }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'Invalid request: addressId must be at most 2147483647',
      details: { addressId: 'must be at most 2147483647' },
    });
  });

  it('without a token: 401', async () => {
    const response = await t.app.inject({ method: 'GET', url: apiUrl(api.addresses.list) });
    expect(response.statusCode).toBe(401);
  });
});
