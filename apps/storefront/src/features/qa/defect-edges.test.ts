import { defects, defectsOf, type DefectId } from '@shop/core/qa';
import { testIds } from '@shop/ui/test-ids';
import { SHOE_SIZE_VALUES } from '@shop/core/profile';
import { describe, expect, it } from 'vitest';
import { boundDefectIds, type EdgePoint, edgePoint, passEdge } from './defect-bindings';
import { targetSelector } from './dom-edges';
import { domChangeBindings } from './dom-changes';
import { styleRules } from './visual-defect-rules';

type Sample = { readonly [P in EdgePoint]: readonly [value: unknown, context?: unknown] };

/** A value for every point, as the shop passes it (a new point without one is a type error). */
const samples: Sample = {
  'view:listing.page': [
    [
      { id: 1, imageurl: '/a.svg', price: 10 },
      { id: 2, imageurl: '/b.svg', price: 20 },
      { id: 3, imageurl: '/c.svg', price: 30 },
    ],
    'price-asc',
  ],
  'view:header.cart-count': [3],
  'view:checkout.totals': [{ subtotal: 1_000, deliveryFee: 49, tax: 180, total: 1_229 }],
  'choice:search.suggestion': [
    { kind: 'product', href: '/product/1/1' },
    [
      { kind: 'product', href: '/product/1/1' },
      { kind: 'product', href: '/product/1/2' },
    ],
  ],
  'choice:cart.remove': [{ key: 'b' }, [{ key: 'a' }, { key: 'b' }, { key: 'c' }]],
  'mutation:cart.add@details': [{ qty: 1, storage: '1TB', color: 'Blue Titanium' }],
  'mutation:users.savePhysicalStats': [{ userId: 7, heightValue: 170, weightValue: 70, weightUnit: 'kg' }],
  'mutation:profile.saveShoeSize': [{ userId: 7, size: 8, width: 'Standard' }, SHOE_SIZE_VALUES],
};
const points = Object.keys(samples) as EdgePoint[];

/** Passes a point's sample (its own context unless given) with `active`. */
function pass(point: EdgePoint, active: Iterable<DefectId>, value?: unknown, context?: unknown) {
  const [sampleValue, sampleContext] = samples[point];
  const run = passEdge as (
    point: EdgePoint,
    value: unknown,
    context: unknown,
    active: ReadonlySet<DefectId>,
  ) => { value: unknown; shown: readonly DefectId[] };
  return run(point, value ?? sampleValue, context ?? sampleContext, new Set(active));
}

describe('the defect catalogue’s edges, bound in one place', () => {
  it('every storefront defect that changes a value has one binding, and every binding a defect', () => {
    const valueDefects = defects
      .filter((defect) => edgePoint(defect.edge) !== null)
      .map((defect) => defect.id);
    expect([...boundDefectIds].sort()).toEqual([...valueDefects].sort());
  });

  it('every style defect has its rules, and every rule a style defect', () => {
    const styled = defects.filter((defect) => defect.edge.edge === 'style').map((defect) => defect.id);
    expect(Object.keys(styleRules).sort()).toEqual([...styled].sort());
  });

  it('a style defect’s rules select the element its catalogue target names', () => {
    for (const defect of defects) {
      if (defect.edge.edge !== 'style') continue;
      const target = defect.edge.target
        .split('.')
        .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], testIds);
      // A test id made per item (a card's price) is matched by its common prefix.
      const testId = typeof target === 'function' ? (target as (id: string) => string)('') : target;
      expect(typeof testId, defect.id).toBe('string');
      const { selectors } = styleRules[defect.id as keyof typeof styleRules];
      expect(
        selectors.some((selector) => selector.includes(`"${testId as string}"`)),
        defect.id,
      ).toBe(true);
    }
  });

  it('every catalogue defect is bound somewhere: a value edge, a style rule, or the server’s handler', () => {
    for (const defect of defects) {
      const bound =
        boundDefectIds.includes(defect.id) ||
        defect.id in styleRules ||
        defect.edge.edge === 'handler' ||
        (defect.edge.edge === 'dom' && defect.edge.change in domChangeBindings);
      expect(bound, defect.id).toBe(true);
    }
  });

  it('a dom defect’s target is a published test id (a per-item one by its common prefix)', () => {
    for (const defect of defects) {
      if (defect.edge.edge !== 'dom') continue;
      expect(targetSelector(defect.edge.target), defect.id).toMatch(/^\[data-testid\^?="[a-z-]+"\]$/);
    }
    expect(targetSelector('cart.lineRemove')).toBe('[data-testid^="cart-line-remove-"]');
    expect(() => targetSelector('cart.nothing')).toThrow();
  });

  it('every point a defect names has a sample here, and nothing else', () => {
    const named = new Set(defects.map((defect) => edgePoint(defect.edge)).filter((point) => point !== null));
    expect([...named].sort()).toEqual([...points].sort());
  });

  it('the standard user (no defect): every edge gives its value itself', () => {
    for (const point of points) {
      const [value] = samples[point];
      expect(pass(point, []), point).toEqual({ value, shown: [] });
      expect(pass(point, []).value, point).toBe(value);
    }
  });

  it('the other personas’ defects change no storefront value either', () => {
    const others = [
      ...defectsOf('slow'),
      ...defectsOf('error'),
      ...defectsOf('visual'),
      ...defectsOf('a11y'),
    ];
    for (const point of points) {
      expect(pass(point, others).value, point).toBe(samples[point][0]);
    }
  });

  it('every problem defect changes the value at its own edge, and reports itself', () => {
    for (const defect of defects) {
      const point = edgePoint(defect.edge);
      if (point === null) continue;
      const passed = pass(point, [defect.id]);
      expect(passed.shown, defect.id).toEqual([defect.id]);
      expect(passed.value, defect.id).not.toEqual(samples[point][0]);
    }
  });
});

describe('what the problem persona meets at each edge', () => {
  const problem = defectsOf('problem');

  it('the listing page: the first card’s picture everywhere, and Low to High turned round', () => {
    const passed = pass('view:listing.page', problem);
    expect(passed.value).toEqual([
      { id: 3, imageurl: '/a.svg', price: 30 },
      { id: 2, imageurl: '/a.svg', price: 20 },
      { id: 1, imageurl: '/a.svg', price: 10 },
    ]);
    expect(passed.shown).toEqual(['problem.listing.same-image', 'problem.listing.price-sort-reversed']);
    expect(pass('view:listing.page', problem, undefined, 'price-desc').shown).toEqual([
      'problem.listing.same-image',
    ]);
    // One card: nothing to show wrong.
    const one = [{ imageurl: '/a.svg' }];
    expect(pass('view:listing.page', problem, one)).toEqual({ value: one, shown: [] });
  });

  it('the header count: one short, but an empty cart stays 0 and shows nothing', () => {
    expect(pass('view:header.cart-count', problem)).toEqual({
      value: 2,
      shown: ['problem.header.cart-count-off-by-one'],
    });
    expect(pass('view:header.cart-count', problem, 0)).toEqual({ value: 0, shown: [] });
  });

  it('the checkout totals: without the slot’s fee; a slot without fee shows nothing', () => {
    expect(pass('view:checkout.totals', problem).value).toEqual({
      subtotal: 1_000,
      deliveryFee: 0,
      tax: 180,
      total: 1_180,
    });
    const free = { subtotal: 1_000, deliveryFee: 0, tax: 180, total: 1_180 };
    expect(pass('view:checkout.totals', problem, free)).toEqual({ value: free, shown: [] });
  });

  it('the choices: the next product suggestion, the line above', () => {
    expect(pass('choice:search.suggestion', problem).value).toEqual({
      kind: 'product',
      href: '/product/1/2',
    });
    expect(pass('choice:cart.remove', problem).value).toEqual({ key: 'a' });
    const only = { key: 'a' };
    expect(pass('choice:cart.remove', problem, only, [only])).toEqual({ value: only, shown: [] });
  });

  it('the details add: one more unit and the default storage (the default chosen: only the unit)', () => {
    expect(pass('mutation:cart.add@details', problem)).toEqual({
      value: { qty: 2, storage: '256GB', color: 'Blue Titanium' },
      shown: ['problem.details.adds-one-more', 'problem.details.storage-ignored'],
    });
    expect(pass('mutation:cart.add@details', problem, { qty: 1, storage: '256GB' }).shown).toEqual([
      'problem.details.adds-one-more',
    ]);
    // A product without storage sends none, not even the default.
    expect(pass('mutation:cart.add@details', problem, { qty: 3 }).value).toEqual({ qty: 4 });
  });

  it('the profile saves: the other weight unit, half a shoe size up where it exists', () => {
    expect(pass('mutation:users.savePhysicalStats', problem).value).toMatchObject({
      weightValue: 70,
      weightUnit: 'lb',
    });
    expect(pass('mutation:profile.saveShoeSize', problem).value).toEqual({
      userId: 7,
      size: 8.5,
      width: 'Standard',
    });
    const half = { userId: 7, size: 7.5, width: 'Standard' };
    expect(pass('mutation:profile.saveShoeSize', problem, half)).toEqual({ value: half, shown: [] });
  });
});
