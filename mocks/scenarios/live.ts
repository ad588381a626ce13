import { allEndpoints, type Endpoint } from '@shop/core';
import {
  type LiveEffect,
  liveEffectsOn,
  type LiveScenario,
  liveScenario,
  liveScenarios,
} from '@shop/core/qa';
import { delay, http, type HttpHandler, HttpResponse } from 'msw';
import { handlersByArea } from '../handlers';
import { apiUrl, networkDown } from '../http';

const endpointsById = new Map<string, Endpoint>(allEndpoints.map((endpoint) => [endpoint.id, endpoint]));

const methods = { GET: http.get, POST: http.post, PUT: http.put, PATCH: http.patch, DELETE: http.delete };

/** The reply the server's live-scenario hook would give; undefined = go on to the real handler. */
async function answer(effect: LiveEffect): Promise<Response | undefined> {
  switch (effect.kind) {
    case 'latency':
      await delay(effect.ms);
      return undefined;
    case 'drop':
      return networkDown();
    case 'blank':
      return new HttpResponse(null, { status: effect.status });
    case 'reply':
      return HttpResponse.json(effect.body as object, {
        status: effect.status,
        headers: effect.retryAfterS === undefined ? {} : { 'Retry-After': String(effect.retryAfterS) },
      });
  }
}

/** One live scenario as MSW handlers: its calls' effects, then its area's defaults. */
function handlersOf(scenario: LiveScenario): HttpHandler[] {
  const area = scenario.name.split('.', 1)[0] as keyof typeof handlersByArea;
  const own = scenario.calls.map((id) => {
    const endpoint = endpointsById.get(id);
    if (!endpoint) throw new Error(`Live scenario ${scenario.name} names an unknown call ${id}`);
    return methods[endpoint.method](apiUrl(endpoint), () => answer(scenario.effectOn(id)));
  });
  return [...own, ...(handlersByArea[area] ?? [])];
}

/**
 * Every live scenario of @shop/core/qa as MSW handlers, so a state forced on the running shop
 * (`x-qa-scenarios: cart.add.error`) is the same state in Storybook and the unit tests. The
 * hand-written scenarios of the same name (index.ts) win: they also shape the data around it.
 */
export const liveScenarioHandlers: Readonly<Record<string, HttpHandler[]>> = Object.fromEntries(
  liveScenarios.map((scenario) => [scenario.name, handlersOf(scenario)]),
);

/**
 * A session's list of live scenarios (the `qa_scenarios` cookie's `a,b,c`) as the server applies
 * it: every call any of them names answers `liveEffectsOn(call, names)` (their latencies added,
 * then the first answer in the list's order), and a call they only delay goes on to the handlers
 * behind. For `server.use(...)`: unlike {@link liveScenarioHandlers} it carries no area defaults,
 * which would shadow the other names' calls.
 */
export function liveScenarioListHandlers(names: readonly string[]): HttpHandler[] {
  const calls = new Set<string>();
  for (const name of names) {
    const scenario = liveScenario(name);
    if (!scenario) throw new Error(`No live scenario ${name}`);
    scenario.calls.forEach((call) => calls.add(call));
  }
  return [...calls].map((id) => {
    const endpoint = endpointsById.get(id);
    if (!endpoint) throw new Error(`A live scenario names an unknown call ${id}`);
    return methods[endpoint.method](apiUrl(endpoint), async () => {
      const { latencyMs, answer: forced } = liveEffectsOn(id, names);
      if (latencyMs > 0) await delay(latencyMs);
      return forced ? answer(forced) : undefined;
    });
  });
}
