import type { HttpHandler } from 'msw';
import type { handlersByArea } from '../handlers';
import { cartScenarios } from './cart';
import { checkoutScenarios } from './checkout';
import { googleSignInScenarios } from './google-sign-in';
import { healthScenarios } from './health';
import { liveScenarioHandlers } from './live';
import { productsScenarios } from './products';
import { profileScenarios } from './profile';
import { usersScenarios } from './users';

/**
 * The hand-written states, `<area>.<call>.<state>` (ARCHITECTURE.md "Mocks and states"): data
 * and timing no live scenario gives (`cart.get.filled` …).
 */
export const scenarios = {
  ...productsScenarios,
  ...healthScenarios,
  ...usersScenarios,
  ...cartScenarios,
  ...checkoutScenarios,
  ...profileScenarios,
  ...googleSignInScenarios,
} satisfies Record<string, HttpHandler[]>;

/**
 * The hand-written states with the live ones of @shop/core/qa, each name defined once: a
 * hand-written state named like a live one (`health.error`) would answer otherwise in Storybook
 * than on the running shop, so it is refused when the mocks load.
 */
export function oneRegistry(
  own: Readonly<Record<string, HttpHandler[]>>,
  live: Readonly<Record<string, HttpHandler[]>>,
): Readonly<Record<string, HttpHandler[]>> {
  const twice = Object.keys(own).filter((name) => Object.hasOwn(live, name));
  if (twice.length > 0)
    throw new Error(`Scenario names defined by hand and by the live registry: ${twice.join(', ')}`);
  return { ...live, ...own };
}

const registry = oneRegistry(scenarios, liveScenarioHandlers);

/**
 * A named state: a hand-written one of {@link scenarios}, or any live scenario of @shop/core/qa
 * (`cart.add.network-down`, `users.verifyOtp.blank-500` …: the server's one registry, checked when
 * used). Each name has one definition ({@link oneRegistry}).
 */
export type ScenarioName = keyof typeof scenarios | `${string}.${string}`;
type Area = keyof typeof handlersByArea;

/** Any scenario by name, hand-written or live; undefined for a name neither knows. */
export function anyScenarioHandlers(name: string): HttpHandler[] | undefined {
  return Object.hasOwn(registry, name) ? registry[name] : undefined;
}

function named(name: ScenarioName): HttpHandler[] {
  const found = anyScenarioHandlers(name);
  if (!found) throw new Error(`No scenario "${name}" in mocks/scenarios or @shop/core/qa's live registry`);
  return found;
}

/**
 * The handlers of one or more named states, keyed by area, ready for Storybook's
 * `parameters.msw.handlers` (they replace that area's default handlers).
 */
export function withScenarios(...names: ScenarioName[]): Partial<Record<Area, HttpHandler[]>> {
  return Object.fromEntries(names.map((name) => [name.split('.')[0] as Area, named(name)]));
}

/** The handlers of named states as one list, first match wins (for `server.use(...)` in tests). */
export function scenarioHandlers(...names: ScenarioName[]): HttpHandler[] {
  return names.flatMap(named);
}
