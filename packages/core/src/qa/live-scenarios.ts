import { SHOE_SIZE_WIDTHS, SHOE_SIZES } from '../content/profile-reference';
import { api, type ApiArea, type Endpoint } from '../contract';
import { profileServerMessages } from '../contract/profile';
import { type CallFailureRow, callFailures } from '../failures/call-failures';
import { ORDERS_PAGE_SIZE } from '../constants';
import { checkoutCallFailures } from '../failures/checkout-call-failures';
import { oauthSignInFailure } from '../failures/google-call-failures';
import { profileCallFailures } from '../failures/profile-call-failures';
import { orderMessages } from '../texts/checkout';
import { requestMessages } from '../texts/request-replies';

/**
 * The named states the live shop can be put in, for one browser session (cookie `qa_scenarios`)
 * or one API client (header `x-qa-scenarios`), in demo mode. The same names are MSW scenarios
 * (mocks/scenarios), so a state seen in Storybook can be produced against the running shop.
 *
 * Names: `<endpoint id>.<state>` for one call (`cart.add.error`), `<area>.<state>` for every call
 * of an area (`cart.network-down`).
 */
export const liveStates = [
  /** 500 with the call's §8 text in `error`. */
  'error',
  /** 500 with an empty body: the screen's own "unexpected / try again" text where §8 has one. */
  'blank-500',
  /** 504 with an empty body, as a gateway that gave up. */
  'timeout',
  /** 429 with Retry-After. */
  'rate-limited',
  /** The connection is dropped without a reply: the client's network-error path. */
  'network-down',
  /** The real reply, late by {@link LIVE_LATENCY_MS} ± {@link LIVE_LATENCY_JITTER_MS} (seeded). */
  'slow',
  /** List calls: a well-formed reply with nothing in it. */
  'empty',
  /** Per-user reads where a 404 means "nothing saved" (§8). */
  'none',
] as const;
export type LiveState = (typeof liveStates)[number];

export const LIVE_LATENCY_MS = 1_500;
export const LIVE_LATENCY_JITTER_MS = 500;
export const LIVE_RETRY_AFTER_S = 30;

export const liveScenarioMessages = {
  /** 'Too many requests. Please try again in 30 seconds.' */
  rateLimited: (seconds: number) =>
    `Too many requests. Please try again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`,
} as const;

/** Areas whose calls can be forced (the demo mailbox is a tool, not part of the shop). */
export const liveAreas = [
  'users',
  'products',
  'health',
  'cart',
  'profile',
  'googleSignIn',
  'checkout',
  'addresses',
  'payments',
  'orders',
] as const satisfies readonly ApiArea[];
export type LiveArea = (typeof liveAreas)[number];

/** The failure-table row (§8) whose text a forced `error` of this call carries. */
const failureRowOf: Record<string, CallFailureRow> = {
  'users.signIn': callFailures.signIn,
  'users.signOut': callFailures.signOut,
  'users.createUser': callFailures.signUp,
  'users.forgotPassword': callFailures.sendOtp,
  'users.verifyOtp': callFailures.verifyOtp,
  'users.resetPassword': callFailures.resetPassword,
  'users.oauthSignIn': oauthSignInFailure,
  'users.getPhysicalStats': profileCallFailures.fetchPhysicalStats,
  'users.savePhysicalStats': profileCallFailures.savePhysicalStats,
  'users.clearPhysicalStats': profileCallFailures.clearPhysicalStats,
  'users.getUser': profileCallFailures.profileUser,
  'products.listCategories': callFailures.categories,
  'products.listByCategory': callFailures.products,
  'products.getByIds': callFailures.productDetails,
  'products.search': callFailures.search,
  'health.check': callFailures.health,
  'cart.get': callFailures.fetchCart,
  'cart.add': callFailures.addToCart,
  'cart.update': callFailures.updateCart,
  'cart.remove': callFailures.removeFromCart,
  'cart.clear': callFailures.clearCart,
  'profile.listFitAttributes': profileCallFailures.fetchFitAttributes,
  'profile.getUserFitAttributes': profileCallFailures.fetchUserFitAttributes,
  'profile.saveFitAttributes': profileCallFailures.saveFitAttributes,
  'profile.clearFitAttributes': profileCallFailures.removeFitAttributes,
  'profile.listAgeGroups': profileCallFailures.fetchAgeGroups,
  'profile.getUserAgeGroup': profileCallFailures.fetchUserAgeGroup,
  'profile.saveAgeGroup': profileCallFailures.saveAgeGroup,
  'profile.clearAgeGroup': profileCallFailures.removeAgeGroup,
  'profile.listGenders': profileCallFailures.fetchGenders,
  'profile.getPreferredDepartment': profileCallFailures.fetchPreferredDepartment,
  'profile.setPreferredDepartment': profileCallFailures.setPreferredDepartment,
  'profile.deactivatePreferredDepartment': profileCallFailures.clearPreferredDepartment,
  'profile.listShoeSizes': profileCallFailures.fetchShoeSizes,
  'profile.getUserShoeSize': profileCallFailures.fetchUserShoeSize,
  'profile.saveShoeSize': profileCallFailures.saveShoeSize,
  'profile.clearShoeSize': profileCallFailures.removeShoeSize,
  'googleSignIn.config': oauthSignInFailure,
  'checkout.lookupPin': checkoutCallFailures.lookupPin,
  'checkout.deliveryDates': checkoutCallFailures.fetchDeliveryDates,
  'addresses.list': checkoutCallFailures.fetchAddresses,
  'addresses.create': checkoutCallFailures.saveAddress,
  'addresses.update': checkoutCallFailures.saveAddress,
  'addresses.remove': checkoutCallFailures.deleteAddress,
  'payments.createCardToken': checkoutCallFailures.createCardToken,
  'payments.verifyCardCode': checkoutCallFailures.verifyCardCode,
  'orders.place': checkoutCallFailures.placeOrder,
  'orders.list': checkoutCallFailures.fetchOrders,
  'orders.get': checkoutCallFailures.fetchOrder,
};

const zeroSummary = { subtotal: 0, youSave: 0, deliveryFee: 0, tax: 0, total: 0 };

/** The well-formed empty reply of each list call. */
const emptyReplies: Record<string, unknown> = {
  'products.listCategories': { products: [] },
  'products.listByCategory': { products: [], total: 0, page: 1, limit: 0 },
  'products.search': { products: [] },
  'cart.get': { items: [], summary: zeroSummary },
  'profile.listFitAttributes': { data: [] },
  'profile.listAgeGroups': { ageGroups: [] },
  'profile.listGenders': { genders: [] },
  'profile.listShoeSizes': { shoeSizes: [], widths: [] },
  'checkout.deliveryDates': { dates: [] },
  'addresses.list': { addresses: [] },
  'orders.list': { orders: [], total: 0, page: 1, pageSize: ORDERS_PAGE_SIZE },
};

/**
 * Lists of two parts where the screen says which part is missing (§8 'Shoe sizes are not
 * available right now.', 'Width options are not available right now.'): `<call>.empty-<part>`
 * answers with only that part empty, the other as the shop holds it.
 */
const partlyEmptyReplies: Record<string, Record<string, unknown>> = {
  'profile.listShoeSizes': {
    sizes: { shoeSizes: [], widths: [...SHOE_SIZE_WIDTHS] },
    widths: { shoeSizes: [...SHOE_SIZES], widths: [] },
  },
};

/** The 404 text of each read where a 404 means "nothing saved" (or, for details, "no product"). */
const noneTexts: Record<string, string> = {
  'users.getPhysicalStats': profileServerMessages.statsNotFound,
  'profile.getUserFitAttributes': profileServerMessages.fitNotFound,
  'profile.getUserAgeGroup': profileServerMessages.ageGroupNotFound,
  'profile.getPreferredDepartment': profileServerMessages.departmentNotFound,
  'profile.getUserShoeSize': profileServerMessages.shoeSizeNotFound,
  'products.getByIds': requestMessages.productNotFound,
  'orders.get': orderMessages.notFound,
};

/** What the server (or MSW) does instead of, or before, the real reply. */
export type LiveEffect =
  | { readonly kind: 'reply'; readonly status: number; readonly body: unknown; readonly retryAfterS?: number }
  | { readonly kind: 'blank'; readonly status: 500 | 504 }
  | { readonly kind: 'drop' }
  | { readonly kind: 'latency'; readonly ms: number; readonly jitterMs: number };

export interface LiveScenario {
  readonly name: string;
  /** The endpoint ids it applies to. */
  readonly calls: readonly string[];
  readonly state: LiveState;
  readonly summary: string;
  /** The effect on one of its calls (the §8 text and the empty reply depend on the call). */
  effectOn(endpointId: string): LiveEffect;
}

const liveEndpoints = (area: LiveArea): Endpoint[] => Object.values(api[area]) as Endpoint[];

function effect(state: LiveState, endpointId: string): LiveEffect {
  switch (state) {
    case 'error':
      return { kind: 'reply', status: 500, body: { error: failureRowOf[endpointId]?.fallback ?? 'Error' } };
    case 'blank-500':
      return { kind: 'blank', status: 500 };
    case 'timeout':
      return { kind: 'blank', status: 504 };
    case 'rate-limited':
      return {
        kind: 'reply',
        status: 429,
        body: { error: liveScenarioMessages.rateLimited(LIVE_RETRY_AFTER_S) },
        retryAfterS: LIVE_RETRY_AFTER_S,
      };
    case 'network-down':
      return { kind: 'drop' };
    case 'slow':
      return { kind: 'latency', ms: LIVE_LATENCY_MS, jitterMs: LIVE_LATENCY_JITTER_MS };
    case 'empty':
      return { kind: 'reply', status: 200, body: emptyReplies[endpointId] };
    case 'none':
      return { kind: 'reply', status: 404, body: { error: noneTexts[endpointId] } };
  }
}

const stateSummaries: Record<LiveState, string> = {
  error: '500 with the call’s §8 text',
  'blank-500': '500 with an empty body',
  timeout: '504 with an empty body',
  'rate-limited': `429 with Retry-After: ${LIVE_RETRY_AFTER_S}`,
  'network-down': 'connection dropped, no reply',
  slow: `real reply ${LIVE_LATENCY_MS} ms ± ${LIVE_LATENCY_JITTER_MS} ms late`,
  empty: 'an empty, well-formed reply',
  none: '404: nothing saved / not found',
};

const areaStates = ['error', 'blank-500', 'timeout', 'rate-limited', 'network-down', 'slow'] as const;

function scenario(name: string, calls: readonly string[], state: LiveState): LiveScenario {
  return {
    name,
    calls,
    state,
    summary: stateSummaries[state],
    effectOn: (endpointId) => effect(state, endpointId),
  };
}

/** An `empty` of one part of a two-part list (see {@link partlyEmptyReplies}). */
function partlyEmpty(endpointId: string, part: string, body: unknown): LiveScenario {
  return {
    ...scenario(`${endpointId}.empty-${part}`, [endpointId], 'empty'),
    summary: `only its ${part} empty`,
    effectOn: () => ({ kind: 'reply', status: 200, body }),
  };
}

function buildRegistry(): LiveScenario[] {
  const registry: LiveScenario[] = [];
  for (const area of liveAreas) {
    const endpoints = liveEndpoints(area);
    for (const state of areaStates) {
      registry.push(
        scenario(
          `${area}.${state}`,
          endpoints.map((endpoint) => endpoint.id),
          state,
        ),
      );
    }
    for (const endpoint of endpoints) {
      for (const state of areaStates)
        registry.push(scenario(`${endpoint.id}.${state}`, [endpoint.id], state));
      if (endpoint.id in emptyReplies)
        registry.push(scenario(`${endpoint.id}.empty`, [endpoint.id], 'empty'));
      for (const [part, body] of Object.entries(partlyEmptyReplies[endpoint.id] ?? {}))
        registry.push(partlyEmpty(endpoint.id, part, body));
      if (endpoint.id in noneTexts) registry.push(scenario(`${endpoint.id}.none`, [endpoint.id], 'none'));
    }
  }
  return registry;
}

/** Every live scenario, areas first, then each call's. */
export const liveScenarios: readonly LiveScenario[] = buildRegistry();

const byName = new Map(liveScenarios.map((entry) => [entry.name, entry]));

export const liveScenario = (name: string): LiveScenario | undefined => byName.get(name);

/**
 * The effects of `names` (a session's list) on one call, in the list's order: at most one answer
 * (the first reply, blank or drop wins) and the latencies before it.
 */
export function liveEffectsOn(endpointId: string, names: readonly string[]) {
  let latencyMs = 0;
  let jitterMs = 0;
  const applied: string[] = [];
  for (const name of names) {
    const entry = byName.get(name);
    if (!entry || !entry.calls.includes(endpointId)) continue;
    const found = entry.effectOn(endpointId);
    applied.push(name);
    if (found.kind === 'latency') {
      latencyMs += found.ms;
      jitterMs += found.jitterMs;
      continue;
    }
    return { latencyMs, jitterMs, answer: found, applied };
  }
  return { latencyMs, jitterMs, answer: undefined, applied };
}
