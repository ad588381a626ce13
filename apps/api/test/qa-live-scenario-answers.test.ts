import type { AddressInfo } from 'node:net';
import { allEndpoints, type Endpoint, fillPath, API_BASE_PATH } from '@shop/core';
import { liveAreas, liveScenarios, qaSettings, type LiveEffect } from '@shop/core/qa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, recordingSleep, type TestApp } from './helper';

/**
 * Every live scenario of the registry (@shop/core/qa live-scenarios.ts), on every call it names,
 * answers on the server exactly as the registry says, asked for as a browser asks: the
 * `qa_scenarios` cookie. The storefront's screens are tested against the same registry entries
 * through the mock API (apps/storefront/src/app/live-failure-texts.test.tsx, every §8 text), so
 * together they carry what the browser journeys per text proved before (issue 25); one journey
 * per area still runs the whole way (e2e/specs/live-failure-texts.spec.ts).
 *
 * Latency states are not here: they answer with the real route, late (qa-live-scenarios.test.ts
 * checks the wait and its seeded jitter).
 */

const endpointsById = new Map<string, Endpoint>(allEndpoints.map((endpoint) => [endpoint.id, endpoint]));

/** The call's path with every parameter filled (the hook answers before the route reads them). */
function urlOf(endpointId: string): string {
  const endpoint = endpointsById.get(endpointId);
  if (!endpoint) throw new Error(`Unknown call ${endpointId}`);
  const params = Object.fromEntries(
    [...endpoint.path.matchAll(/:([A-Za-z_]\w*)/g)].map(([, name]) => [name as string, '1']),
  );
  return API_BASE_PATH + fillPath(endpoint.path, params);
}

const cookieOf = (name: string) => `${qaSettings.scenarios.cookie}=${encodeURIComponent(name)}`;

interface Case {
  readonly scenario: string;
  readonly call: string;
  readonly effect: LiveEffect;
}

const casesOf = (area: string): Case[] =>
  liveScenarios
    .filter((scenario) => scenario.name.split('.', 1)[0] === area)
    .flatMap((scenario) =>
      scenario.calls.map((call) => ({ scenario: scenario.name, call, effect: scenario.effectOn(call) })),
    );

describe('every live scenario answers every call it names as the registry says', () => {
  let t: TestApp;
  let origin: string;
  beforeAll(async () => {
    // Latency never runs here, but the recording sleep keeps a mistake from costing seconds.
    t = await buildTestApp({ sleep: recordingSleep().sleep });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => t.close());

  it('has a case for every call of every live area', () => {
    const named = new Set(liveScenarios.flatMap((scenario) => scenario.calls));
    const missing = allEndpoints
      .filter((endpoint) => (liveAreas as readonly string[]).includes(endpoint.id.split('.', 1)[0]!))
      .map((endpoint) => endpoint.id)
      .filter((id) => !named.has(id));
    expect(missing).toEqual([]);
  });

  it.each(liveAreas)('%s: the reply, the blank status or the dropped connection', async (area) => {
    const cases = casesOf(area);
    expect(cases.length).toBeGreaterThan(0);
    const mismatches: string[] = [];
    for (const { scenario, call, effect } of cases) {
      const method = endpointsById.get(call)!.method;
      const where = `${scenario} on ${call}`;
      switch (effect.kind) {
        case 'latency':
          continue;
        case 'drop': {
          // No reply at all: the socket closes (over HTTP: inject has no socket to drop).
          const outcome = await fetch(`${origin}${urlOf(call)}`, {
            method,
            headers: { cookie: cookieOf(scenario) },
          }).then(
            (response) => `${response.status}`,
            (error: unknown) => (error instanceof TypeError ? 'dropped' : String(error)),
          );
          if (outcome !== 'dropped') mismatches.push(`${where}: ${outcome}, not dropped`);
          continue;
        }
        case 'blank':
        case 'reply': {
          const response = await t.app.inject({
            method,
            url: urlOf(call),
            headers: { cookie: cookieOf(scenario) },
          });
          const got = {
            status: response.statusCode,
            body: response.body === '' ? null : (response.json() as unknown),
            retryAfter: response.headers['retry-after'] ?? null,
          };
          const wanted =
            effect.kind === 'blank'
              ? { status: effect.status, body: null, retryAfter: null }
              : {
                  status: effect.status,
                  body: effect.body,
                  retryAfter: effect.retryAfterS === undefined ? null : String(effect.retryAfterS),
                };
          try {
            expect(got).toEqual(wanted);
          } catch {
            mismatches.push(`${where}: ${JSON.stringify(got)}, wanted ${JSON.stringify(wanted)}`);
          }
        }
      }
    }
    expect(mismatches).toEqual([]);
  });
});
