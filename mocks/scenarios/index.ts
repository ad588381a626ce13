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

/** Every documented state by name: `<area>.<call>.<state>` (ARCHITECTURE.md "Mocks and states"). */
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
 * A named state: a hand-written one of {@link scenarios}, or any live scenario of @shop/core/qa
 * (`cart.add.network-down`, `users.verifyOtp.blank-500` …: the server's one registry, checked when
 * used). Each name has one definition: a test keeps the hand-written ones off the live names.
 */
export type ScenarioName = keyof typeof scenarios | `${string}.${string}`;
type Area = keyof typeof handlersByArea;

/**
 * Any scenario by name: a hand-written one, else a live scenario of @shop/core/qa (the one
 * registry the server applies per session). Undefined for a name neither knows.
 */
export function anyScenarioHandlers(name: string): HttpHandler[] | undefined {
  return (scenarios as Record<string, HttpHandler[]>)[name] ?? liveScenarioHandlers[name];
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
