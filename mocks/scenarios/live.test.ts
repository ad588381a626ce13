import { API_BASE_PATH, api } from '@shop/core';
import { cartMessages } from '@shop/core/cart';
import { shoeSizeMessages } from '@shop/core/profile';
import { liveScenarios } from '@shop/core/qa';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { handlers } from '../handlers';
import { anyScenarioHandlers, oneRegistry, scenarioHandlers, scenarios, withScenarios } from './index';
import { liveScenarioListHandlers } from './live';

const server = setupServer(...handlers);
const ORIGIN = 'http://live.test';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const use = (name: string) => {
  const found = anyScenarioHandlers(name);
  if (!found) throw new Error(`No scenario ${name}`);
  server.use(...found);
};

describe('one registry of named states for MSW and the live server', () => {
  it('resolves every live scenario of @shop/core/qa in the mocks', () => {
    const missing = liveScenarios.map((entry) => entry.name).filter((name) => !anyScenarioHandlers(name));
    expect(missing).toEqual([]);
    expect(anyScenarioHandlers('cart.get.eror')).toBeUndefined();
  });

  it('defines each name once: no hand-written state takes a live name, and one that did is refused', () => {
    const live = new Set(liveScenarios.map((entry) => entry.name));
    expect(Object.keys(scenarios).filter((name) => live.has(name))).toEqual([]);
    const handlers = [http.get(`${ORIGIN}/x`, () => HttpResponse.json({}))];
    expect(() => oneRegistry({ 'health.error': handlers }, { 'health.error': handlers })).toThrow(
      'Scenario names defined by hand and by the live registry: health.error',
    );
    expect(Object.keys(oneRegistry({ 'health.loading': handlers }, { 'health.error': handlers }))).toEqual([
      'health.error',
      'health.loading',
    ]);
  });

  it('gives a story or test any name of either, and refuses one neither knows', async () => {
    server.use(...scenarioHandlers('cart.network-down'));
    await expect(
      fetch(`${ORIGIN}${API_BASE_PATH}${api.cart.clear.path}`, { method: 'DELETE' }),
    ).rejects.toThrow();
    expect(Object.keys(withScenarios('users.verifyOtp.blank-500', 'cart.add.out-of-stock'))).toEqual([
      'users',
      'cart',
    ]);
    expect(() => withScenarios('cart.get.eror')).toThrow('No scenario "cart.get.eror"');
  });

  it('answers a generated state as the server does: 429 with Retry-After and the text', async () => {
    use('cart.add.rate-limited');
    const response = await fetch(`${ORIGIN}${API_BASE_PATH}${api.cart.add.path}`, { method: 'POST' });
    expect(response.status).toBe(429);
    expect(response.headers.get('Retry-After')).toBe('30');
    expect(await response.json()).toEqual({ error: 'Too many requests. Please try again in 30 seconds.' });
  });

  it('forces the call’s §8 text, a blank 504, and a dropped connection', async () => {
    use('profile.saveShoeSize.error');
    const saved = await fetch(`${ORIGIN}${API_BASE_PATH}${api.profile.saveShoeSize.path}`, {
      method: 'POST',
    });
    expect(saved.status).toBe(500);
    expect(await saved.json()).toEqual({ error: shoeSizeMessages.saveFailed });
    server.resetHandlers();
    use('health.check.timeout');
    const timeout = await fetch(`${ORIGIN}${API_BASE_PATH}${api.health.check.path}`);
    expect(timeout.status).toBe(504);
    expect(await timeout.text()).toBe('');
    server.resetHandlers();
    use('products.network-down');
    await expect(fetch(`${ORIGIN}${API_BASE_PATH}${api.products.listCategories.path}`)).rejects.toThrow();
  });

  it('lets a latency state fall through to the real reply', async () => {
    use('health.check.slow');
    const response = await fetch(`${ORIGIN}${API_BASE_PATH}${api.health.check.path}`);
    expect(response.status).toBe(200);
  }, 10_000);

  it('applies a list of names as the server does: each call its own, the first answer wins', async () => {
    // A name of another area must not hide a call of this one (the area defaults of each name did).
    server.use(
      ...liveScenarioListHandlers([
        'profile.getUserAgeGroup.none',
        'users.getPhysicalStats.error',
        'cart.get.error',
        'cart.get.empty',
      ]),
    );
    const stats = await fetch(`${ORIGIN}${API_BASE_PATH}${api.users.getPhysicalStats.path}`);
    expect(stats.status).toBe(500);
    const cart = await fetch(`${ORIGIN}${API_BASE_PATH}${api.cart.get.path}`);
    expect(cart.status).toBe(500);
    expect(await cart.json()).toEqual({ error: cartMessages.fetchFailed });
    expect(() => liveScenarioListHandlers(['cart.get.eror'])).toThrow('No live scenario cart.get.eror');
  });
});
