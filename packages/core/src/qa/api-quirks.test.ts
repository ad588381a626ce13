import { describe, expect, it } from 'vitest';
import { allEndpoints } from '../contract';
import {
  apiQuirk,
  apiQuirks,
  applyApiQuirks,
  hasApiQuirks,
  JSON_REPLY_TYPE,
  QUIRK_STATS_CLEARED_MESSAGE,
  type QuirkReply,
  TEXT_REPLY_TYPE,
} from '.';

const json = (status: number, body?: unknown): QuirkReply => ({ status, body, contentType: JSON_REPLY_TYPE });

describe('API quirk catalogue', () => {
  it('has 6–8 quirks with unique ids named quirk.<call>.<what>, each documenting wrong and right', () => {
    expect(apiQuirks.length).toBeGreaterThanOrEqual(6);
    expect(apiQuirks.length).toBeLessThanOrEqual(8);
    const ids = apiQuirks.map((quirk) => quirk.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const quirk of apiQuirks) {
      expect(quirk.id).toMatch(/^quirk\.[a-z-]+\.[a-z0-9-]+$/);
      expect(quirk.title).not.toBe('');
      expect(quirk.wrong).not.toBe('');
      expect(quirk.right).not.toBe('');
      expect(apiQuirk(quirk.id)).toBe(quirk);
    }
  });

  it('names only real contract endpoints', () => {
    const known = new Set(allEndpoints.map((endpoint) => endpoint.id));
    for (const quirk of apiQuirks) {
      expect(quirk.calls.length).toBeGreaterThan(0);
      for (const call of quirk.calls) expect(known, `${quirk.id}: ${call}`).toContain(call);
    }
    expect(hasApiQuirks('users.createUser')).toBe(true);
    expect(hasApiQuirks('products.search')).toBe(false);
  });
});

describe('applyApiQuirks', () => {
  it('sign-up: 201 becomes 200 with the same body', () => {
    const body = { message: 'Account created', user: {}, token: 't' };
    expect(applyApiQuirks('users.createUser', json(201, body))).toEqual({
      reply: json(200, body),
      applied: ['quirk.sign-up.status-200'],
    });
    expect(applyApiQuirks('users.createUser', json(409, { error: 'taken' })).applied).toEqual([]);
  });

  it('sign-in: a 401 becomes 400; a 200 and a 423 stay', () => {
    const refused = { error: 'Invalid email or password' };
    expect(applyApiQuirks('users.signIn', json(401, refused)).reply).toEqual(json(400, refused));
    expect(applyApiQuirks('users.signIn', json(200, {})).applied).toEqual([]);
    expect(applyApiQuirks('users.signIn', json(423, refused)).applied).toEqual([]);
  });

  it('clearing height and weight: the empty 204 becomes 200 with a message; a 404 stays', () => {
    expect(
      applyApiQuirks('users.clearPhysicalStats', { status: 204, body: undefined, contentType: '' }).reply,
    ).toEqual(json(200, { message: QUIRK_STATS_CLEARED_MESSAGE }));
    expect(applyApiQuirks('users.clearPhysicalStats', json(404, { error: 'none' })).applied).toEqual([]);
  });

  it('height and weight: updated_at becomes epoch milliseconds; no stats stays null', () => {
    const stats = { heightCm: 170, weightKg: 65, updated_at: '2026-11-27T10:00:00.000Z' };
    const { reply } = applyApiQuirks('users.savePhysicalStats', json(200, { message: 'Saved', stats }));
    expect(reply.body).toEqual({
      message: 'Saved',
      stats: { ...stats, updated_at: Date.UTC(2026, 10, 27, 10) },
    });
    expect(applyApiQuirks('users.getPhysicalStats', json(200, { stats: null })).applied).toEqual([]);
  });

  it('a missing product: 404 becomes 200 {product: null}', () => {
    expect(applyApiQuirks('products.getByIds', json(404, { error: 'Product not found' })).reply).toEqual(
      json(200, { product: null }),
    );
    expect(applyApiQuirks('products.getByIds', json(200, { product: { id: 1 } })).applied).toEqual([]);
  });

  it('the listing: total becomes a string, the rest stays', () => {
    const { reply } = applyApiQuirks(
      'products.listByCategory',
      json(200, { products: [], total: 42, page: 1, limit: 12 }),
    );
    expect(reply.body).toEqual({ products: [], total: '42', page: 1, limit: 12 });
  });

  it('cart errors: error becomes message (details kept); successes stay', () => {
    const refused = { error: 'Validation failed', details: { productId: 'is required' } };
    expect(applyApiQuirks('cart.add', json(400, refused)).reply.body).toEqual({
      message: 'Validation failed',
      details: { productId: 'is required' },
    });
    expect(applyApiQuirks('cart.get', json(200, { items: [] })).applied).toEqual([]);
  });

  it('the health check: JSON labelled text/plain', () => {
    const body = { status: 'ok', message: 'up' };
    expect(applyApiQuirks('health.check', json(200, body)).reply).toEqual({
      status: 200,
      body,
      contentType: TEXT_REPLY_TYPE,
    });
  });

  it('never touches a server fault and never answers 500 or above', () => {
    for (const quirk of apiQuirks) {
      for (const call of quirk.calls) {
        const fault = json(500, { error: 'Failed' });
        expect(applyApiQuirks(call, fault)).toEqual({ reply: fault, applied: [] });
        for (const status of [200, 201, 204, 400, 401, 404, 409]) {
          const body = status === 204 ? undefined : { error: 'x', total: 1, stats: { updated_at: 'x' } };
          expect(applyApiQuirks(call, json(status, body)).reply.status).toBeLessThan(500);
        }
      }
    }
  });

  it('leaves calls without quirks alone', () => {
    const reply = json(404, { error: 'No age group saved' });
    expect(applyApiQuirks('profile.getUserAgeGroup', reply)).toEqual({ reply, applied: [] });
  });
});
