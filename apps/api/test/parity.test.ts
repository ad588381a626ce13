import { randomBytes } from 'node:crypto';
import { allEndpoints, API_BASE_PATH } from '@shop/core';
import type { HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointsCalled, parityCases, runParityCase, type ParitySide } from '../../../mocks/parity';
import { buildTestApp, type TestApp } from './helper';

/**
 * The mock–server parity table (mocks/parity/cases) against the real app. The same rows run
 * against the MSW handlers in mocks/parity/mocks.test.ts; a difference on either side fails.
 * One database for the file: every row that writes uses addresses of its own ({{email:…}}).
 */
let t: TestApp;
const runId = randomBytes(4).toString('hex');

const real: ParitySide = {
  async send({ method, path, headers, body }) {
    const response = await t.app.inject({
      method: method as HTTPMethods,
      url: `${API_BASE_PATH}${path}`,
      headers,
      ...(body === undefined ? {} : { payload: body }),
    });
    return {
      status: response.statusCode,
      headers: Object.fromEntries(
        Object.entries(response.headers).map(([name, value]) => [name.toLowerCase(), String(value)]),
      ),
      body: response.body === '' ? undefined : (response.json() as unknown),
    };
  },
  advanceClock(ms) {
    t.clock.advance(ms);
  },
};

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('mock–server parity: the real app', () => {
  it.each(parityCases.map((parityCase, index) => [parityCase.name, parityCase, index] as const))(
    '%s',
    async (_name, parityCase, caseIndex) => {
      expect(await runParityCase(parityCase, real, { runId, caseIndex })).toEqual([]);
    },
  );

  it('has rows for every call the server serves', () => {
    const served = allEndpoints.filter((endpoint) =>
      t.app.hasRoute({ method: endpoint.method, url: API_BASE_PATH + endpoint.path }),
    );
    const called = endpointsCalled(parityCases);
    expect(served.filter((endpoint) => !called.has(endpoint)).map((endpoint) => endpoint.id)).toEqual([]);
    expect(served.length).toBeGreaterThan(0);
  });
});
