import { allEndpoints, API_BASE_PATH } from '@shop/core';
import type { HttpHandler } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { handlers } from '../handlers';
import { apiUrl } from '../http';
import { resetAccountsState } from '../state/accounts';
import { endpointsCalled, parityCases, runParityCase, type ParitySide } from './index';

/** The mock API through msw/node, called with the real fetch as the storefront calls it. */
const server = setupServer(...handlers);
const ORIGIN = 'http://parity.test';

const mocks: ParitySide = {
  async send({ method, path, headers, body }) {
    const response = await fetch(`${ORIGIN}${API_BASE_PATH}${path}`, { method, headers, body });
    const text = await response.text();
    return {
      status: response.status,
      headers: Object.fromEntries(response.headers),
      body: text === '' ? undefined : (JSON.parse(text) as unknown),
    };
  },
  advanceClock(ms) {
    vi.setSystemTime(Date.now() + ms);
  },
};

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  // Only Date: the mocks' clock stands still unless a row moves it, like the server's test clock.
  vi.useFakeTimers({ toFake: ['Date'] });
  resetAccountsState();
});
afterEach(() => vi.useRealTimers());
afterAll(() => server.close());

describe('mock–server parity: the MSW handlers', () => {
  it.each(parityCases.map((parityCase, index) => [parityCase.name, parityCase, index] as const))(
    '%s',
    async (_name, parityCase, caseIndex) => {
      expect(await runParityCase(parityCase, mocks, { runId: 'mocks', caseIndex })).toEqual([]);
    },
  );

  it('has rows for every call the mocks answer', () => {
    const answered = allEndpoints.filter((endpoint) =>
      handlers.some((handler: HttpHandler) => {
        const { method, path } = handler.info;
        return method === endpoint.method && path === apiUrl(endpoint);
      }),
    );
    const called = endpointsCalled(parityCases);
    expect(answered.filter((endpoint) => !called.has(endpoint)).map((endpoint) => endpoint.id)).toEqual([]);
    expect(answered.length).toBeGreaterThan(0);
  });
});
