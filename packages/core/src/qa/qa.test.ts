import { describe, expect, it } from 'vitest';
import { allEndpoints, api } from '../contract';
import { cartMessages } from '../texts';
import { demoAccounts } from '../accounts/demo-accounts';
import {
  activeDefects,
  type A11yDefectText,
  defects,
  defectsOf,
  defectTexts,
  LIVE_RETRY_AFTER_S,
  liveAreas,
  liveEffectsOn,
  liveScenario,
  liveScenarios,
  parseClockOffset,
  parseQaList,
  qaPersonaForEmail,
  qaPersonas,
} from '.';

describe('defect catalogue', () => {
  it('gives the problem user at least 8 defects over search, listing, details, cart and profile', () => {
    const problem = defects.filter((defect) => defect.persona === 'problem');
    expect(problem.length).toBeGreaterThanOrEqual(8);
    const screens = new Set(problem.map((defect) => defect.screen));
    for (const screen of ['search', 'listing', 'details', 'cart', 'profile'])
      expect(screens).toContain(screen);
  });

  it('gives every persona defects, and ids that are unique and name their persona', () => {
    for (const persona of qaPersonas) expect(defectsOf(persona.kind).length).toBeGreaterThan(0);
    const ids = defects.map((defect) => defect.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const defect of defects) expect(defect.id.startsWith(`${defect.persona}.`)).toBe(true);
  });

  it('says where each defect acts: the server’s at a handler of real calls, the storefront’s elsewhere', () => {
    const endpointIds = new Set(allEndpoints.map((endpoint) => endpoint.id));
    for (const defect of defects) {
      expect(defect.edge.edge === 'handler', defect.id).toBe(defect.layer === 'server');
      const calls =
        defect.edge.edge === 'handler'
          ? defect.edge.calls
          : defect.edge.edge === 'mutation'
            ? [defect.edge.call]
            : [];
      for (const call of calls) {
        const known = call.endsWith('.*')
          ? [...endpointIds].some((id) => id.startsWith(call.slice(0, -1)))
          : endpointIds.has(call);
        expect(known, `${defect.id}: ${call}`).toBe(true);
      }
    }
  });

  it('switches defects on and off for a session, ignoring unknown ids', () => {
    expect(activeDefects(null, [])).toEqual(new Set());
    const switched = activeDefects('problem', [
      '-problem.cart.remove-wrong-line',
      'visual.header.logo-shifted',
      'nope',
    ]);
    expect(switched.has('problem.cart.remove-wrong-line')).toBe(false);
    expect(switched.has('problem.listing.same-image')).toBe(true);
    expect(switched.has('visual.header.logo-shifted')).toBe(true);
    expect(activeDefects(null, ['+slow.sign-in.delayed'])).toEqual(new Set(['slow.sign-in.delayed']));
  });

  it('finds personas by e-mail in any case, never the standard user', () => {
    expect(qaPersonaForEmail(' Problem.User@ShopLane.test ')).toBe('problem');
    expect(qaPersonaForEmail('slow.user@shoplane.test')).toBe('slow');
    expect(qaPersonaForEmail('A11y.User@shoplane.test')).toBe('a11y');
    expect(qaPersonaForEmail('standard.user@shoplane.test')).toBeNull();
  });
});

describe('the accessibility persona’s defects', () => {
  const a11y = defects.filter((defect) => defect.persona === 'a11y');
  const textOf = (id: string) => (defectTexts as Record<string, Partial<A11yDefectText>>)[id]!;

  it('is offered on /qa only: never one of the sign-in panel’s three demo accounts', () => {
    const a11yEmail = qaPersonas.find((persona) => persona.kind === 'a11y')?.email;
    expect(a11yEmail).toBe('a11y.user@shoplane.test');
    expect(demoAccounts).toHaveLength(3);
    expect(demoAccounts.map((account) => account.email)).not.toContain(a11yEmail);
  });

  it('gives it at least 10 over home, listing, details, cart, checkout and profile, each at a dom edge', () => {
    expect(a11y.length).toBeGreaterThanOrEqual(10);
    const screens = new Set(a11y.map((defect) => defect.screen));
    for (const screen of ['home', 'listing', 'details', 'cart', 'checkout', 'profile'])
      expect(screens).toContain(screen);
    for (const defect of defects)
      expect(defect.edge.edge === 'dom', defect.id).toBe(defect.persona === 'a11y');
  });

  it('names each one’s WCAG success criterion, what a test observes and how it is found', () => {
    for (const { id } of a11y) {
      const text = textOf(id);
      expect(text.wcag, id).toMatch(/^[1-4]\.\d{1,2}\.\d{1,2} [A-Z]/);
      expect(text.observe?.length, id).toBeGreaterThan(20);
      expect(text.foundBy, id).toBeDefined();
    }
    // The other personas' texts carry none: a criterion belongs to an accessibility defect.
    for (const defect of defects.filter((entry) => entry.persona !== 'a11y'))
      expect(textOf(defect.id).wcag, defect.id).toBeUndefined();
  });

  it('leaves about half to an automated checker and the rest to keyboard or screen-reader tests', () => {
    const byAxe = a11y.filter(({ id }) => textOf(id).foundBy && 'axeRule' in textOf(id).foundBy!);
    expect(byAxe.length).toBeGreaterThanOrEqual(Math.floor(a11y.length / 2) - 1);
    expect(a11y.length - byAxe.length).toBeGreaterThanOrEqual(Math.floor(a11y.length / 2) - 1);
  });
});

describe('session settings', () => {
  it('reads lists trimmed and unique', () => {
    expect(parseQaList(' a, b,,a ')).toEqual(['a', 'b']);
    expect(parseQaList(undefined)).toEqual([]);
    expect(parseQaList(Array.from({ length: 30 }, (_, i) => `n${i}`).join(','))).toHaveLength(20);
  });

  it('reads clock offsets with units, and refuses junk and offsets beyond 30 days', () => {
    expect(parseClockOffset('11m')).toBe(660_000);
    expect(parseClockOffset('-2h')).toBe(-7_200_000);
    expect(parseClockOffset('8d')).toBe(8 * 86_400_000);
    expect(parseClockOffset('660')).toBe(660_000);
    expect(parseClockOffset('31d')).toBeNull();
    expect(parseClockOffset('soon')).toBeNull();
    expect(parseClockOffset(undefined)).toBeNull();
  });
});

describe('live scenarios', () => {
  it('names every call of every live area, and every area, for the generic states', () => {
    for (const area of liveAreas) {
      for (const state of ['error', 'blank-500', 'timeout', 'rate-limited', 'network-down', 'slow']) {
        expect(liveScenario(`${area}.${state}`)).toBeDefined();
      }
    }
    const liveCalls = allEndpoints.filter((endpoint) =>
      (liveAreas as readonly string[]).includes(endpoint.id.split('.')[0]!),
    );
    for (const endpoint of liveCalls)
      expect(liveScenario(`${endpoint.id}.network-down`)?.calls).toEqual([endpoint.id]);
    expect(liveScenario('mailbox.list.error')).toBeUndefined();
    expect(new Set(liveScenarios.map((entry) => entry.name)).size).toBe(liveScenarios.length);
  });

  it('forces an error with the call’s §8 text, and a 429 with Retry-After', () => {
    expect(liveScenario('cart.add.error')?.effectOn(api.cart.add.id)).toEqual({
      kind: 'reply',
      status: 500,
      body: { error: cartMessages.addFailed },
    });
    expect(liveScenario('cart.rate-limited')?.effectOn(api.cart.get.id)).toMatchObject({
      status: 429,
      retryAfterS: LIVE_RETRY_AFTER_S,
      body: { error: 'Too many requests. Please try again in 30 seconds.' },
    });
  });

  it('covers checkout and orders: each call’s own text, empty lists and a missing order', () => {
    expect(liveScenario('orders.place.error')?.effectOn(api.orders.place.id)).toEqual({
      kind: 'reply',
      status: 500,
      body: { error: 'Failed to place the order. Please try again.' },
    });
    expect(liveScenario('addresses.list.error')?.effectOn(api.addresses.list.id)).toMatchObject({
      body: { error: 'Failed to load your addresses' },
    });
    expect(liveScenario('addresses.list.empty')?.effectOn(api.addresses.list.id)).toMatchObject({
      status: 200,
      body: { addresses: [] },
    });
    expect(liveScenario('orders.list.empty')?.effectOn(api.orders.list.id)).toMatchObject({
      body: { orders: [], total: 0, page: 1, pageSize: 10 },
    });
    expect(liveScenario('orders.get.none')?.effectOn(api.orders.get.id)).toEqual({
      kind: 'reply',
      status: 404,
      body: { error: 'Order not found' },
    });
    expect(liveScenario('payments.network-down')?.calls).toEqual([
      'payments.createCardToken',
      'payments.verifyCardCode',
    ]);
  });

  it('adds latencies up and stops at the first answer, applying only matching calls', () => {
    const effects = liveEffectsOn('cart.get', [
      'products.slow',
      'cart.slow',
      'cart.get.empty',
      'cart.network-down',
    ]);
    expect(effects.latencyMs).toBe(1_500);
    expect(effects.answer).toMatchObject({ kind: 'reply', status: 200, body: { items: [] } });
    expect(effects.applied).toEqual(['cart.slow', 'cart.get.empty']);
    expect(liveEffectsOn('cart.add', ['cart.get.empty']).answer).toBeUndefined();
  });

  it('empties one part of the shoe-size list at a time, keeping the other (§8)', () => {
    const reply = (name: string) =>
      liveEffectsOn('profile.listShoeSizes', [name]).answer as {
        body: { shoeSizes: unknown[]; widths: unknown[] };
      };
    expect(reply('profile.listShoeSizes.empty-sizes').body.shoeSizes).toEqual([]);
    expect(reply('profile.listShoeSizes.empty-sizes').body.widths).toEqual(['Narrow', 'Standard', 'Wide']);
    expect(reply('profile.listShoeSizes.empty-widths').body.shoeSizes.length).toBeGreaterThan(0);
    expect(reply('profile.listShoeSizes.empty-widths').body.widths).toEqual([]);
    expect(liveScenario('profile.listShoeSizes.empty-widths')?.state).toBe('empty');
  });
});
