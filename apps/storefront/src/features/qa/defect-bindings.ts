import type { SortOption } from '@shop/core/products';
import {
  activeDefects,
  type DefectAt,
  type DefectEdge,
  type DefectId,
  defects,
  qaPersonaForEmail,
} from '@shop/core/qa';
import {
  countOffByOne,
  halfSizeUp,
  ignoredStorage,
  lineRemoved,
  oneMore,
  otherWeightUnit,
  suggestionOpened,
  withoutSlotFee,
  withPriceSortReversed,
  withSameImage,
} from './problem-defects';
import { defectSwitches } from './defect-switches';

/**
 * The defect catalogue (@shop/core/qa defects.ts) bound to the storefront: which defects a demo
 * session meets, and what each does at its edge (one of problem-defects.ts's pure functions). Only
 * a demo session loads it (use-defects.ts, loadSessionDefects), before its first render: a shop's
 * own pages never apply a defect, so their first download carries neither the catalogue, the
 * personas nor these bindings. The shop's code reaches them through defect-edges.ts.
 */

/** The defects of the account signed in as `email` (null: signed out), with the session's switches. */
export function sessionDefects(email: string | null): ReadonlySet<DefectId> {
  return activeDefects(email === null ? null : qaPersonaForEmail(email), defectSwitches());
}

/** The defects that change a value at a storefront edge (the rest are style rules or the server's). */
type ValueDefect = DefectAt<'view' | 'choice' | 'mutation'>;

type PointOf<E> = E extends { readonly edge: 'view'; readonly view: infer Name extends string }
  ? `view:${Name}`
  : E extends { readonly edge: 'choice'; readonly choice: infer Name extends string }
    ? `choice:${Name}`
    : E extends {
          readonly edge: 'mutation';
          readonly call: infer Call extends string;
          readonly from: infer Screen extends string;
        }
      ? `mutation:${Call}@${Screen}`
      : E extends { readonly edge: 'mutation'; readonly call: infer Call extends string }
        ? `mutation:${Call}`
        : never;

/** A place in the storefront where values pass their defects: `<edge>:<name>` of a catalogue edge. */
export type EdgePoint = PointOf<ValueDefect['edge']>;

/** The point of a catalogue edge; null for the edges no value passes (style, handler). */
export function edgePoint(edge: DefectEdge): EdgePoint | null {
  switch (edge.edge) {
    case 'view':
      return `view:${edge.view}`;
    case 'choice':
      return `choice:${edge.choice}`;
    case 'mutation':
      return (
        edge.from === undefined ? `mutation:${edge.call}` : `mutation:${edge.call}@${edge.from}`
      ) as EdgePoint;
    default:
      return null;
  }
}

interface Suggestion {
  readonly kind: string;
  readonly href: string;
}

/**
 * What passes each point (the least its defects read; callers keep their own richer types), and
 * what the defects may read beside it. A point missing here is a type error in `bindings`.
 */
interface Passing {
  'view:listing.page': { value: readonly { readonly imageurl: string }[]; context: SortOption };
  'view:header.cart-count': { value: number; context: undefined };
  'view:checkout.totals': {
    value: { readonly deliveryFee: number; readonly total: number };
    context: undefined;
  };
  'choice:search.suggestion': { value: Suggestion; context: readonly Suggestion[] };
  'choice:cart.remove': { value: { readonly key: string }; context: readonly { readonly key: string }[] };
  'mutation:cart.add@details': {
    value: { readonly qty: number; readonly storage?: string };
    context: undefined;
  };
  'mutation:users.savePhysicalStats': { value: { readonly weightUnit: 'kg' | 'lb' }; context: undefined };
  /** Beside it, the sizes the dialog offers. */
  'mutation:profile.saveShoeSize': { value: { readonly size: number | string }; context: readonly number[] };
}

export type ValueAt<P extends EdgePoint> = Passing[P]['value'];
export type ContextAt<P extends EdgePoint> = Passing[P]['context'];
/** The context argument, left out where a point has none. */
export type ContextArgs<P extends EdgePoint> = ContextAt<P> extends undefined ? [] : [context: ContextAt<P>];
type Binding<P extends EdgePoint> = (value: ValueAt<P>, context: ContextAt<P>) => ValueAt<P>;

/**
 * Each defect's change at its edge. A binding returns the value itself when it changes nothing —
 * that is how the shop knows a defect showed — and otherwise a copy with the value's own fields
 * (spread), so the caller gets its own type back.
 */
const bindings: {
  readonly [D in ValueDefect as D['id']]: Binding<Extract<PointOf<D['edge']>, EdgePoint>>;
} = {
  // A page of one card shows nothing wrong: the defect shows once there are two.
  'problem.listing.same-image': (items) => (items.length > 1 ? withSameImage(items) : items),
  'problem.listing.price-sort-reversed': (items, sort) =>
    items.length > 1 && sort === 'price-asc' ? withPriceSortReversed(items, sort) : items,
  'problem.search.suggestion-opens-next': (chosen, suggestions) => suggestionOpened(suggestions, chosen),
  'problem.details.adds-one-more': (line) => ({ ...line, qty: oneMore(line.qty) }),
  // The default storage chosen, or a product without storage: nothing was ignored.
  'problem.details.storage-ignored': (line) => {
    const storage = line.storage === undefined ? undefined : ignoredStorage(line.storage);
    return storage === undefined || storage === line.storage ? line : { ...line, storage };
  },
  'problem.cart.remove-wrong-line': (line, lines) => lineRemoved(lines, line),
  // Without a slot fee the totals are right anyway.
  'problem.checkout.slot-fee-missing': (totals) => (totals.deliveryFee > 0 ? withoutSlotFee(totals) : totals),
  'problem.header.cart-count-off-by-one': (count) => countOffByOne(count),
  'problem.profile.weight-other-unit': (body) => ({ ...body, weightUnit: otherWeightUnit(body.weightUnit) }),
  'problem.profile.shoe-size-half-up': (body, offered) => {
    const size = halfSizeUp(body.size, offered);
    return size === body.size ? body : { ...body, size };
  },
};

/** The ids bound here, for the test that holds them against the catalogue. */
export const boundDefectIds: readonly string[] = Object.keys(bindings);

/** One empty list for every pass that showed nothing: a view's report effect then stays still. */
const NONE_SHOWN: readonly DefectId[] = [];

/**
 * `value` after the `active` defects bound at `point`, in catalogue order, and the defects that
 * changed it. With no defect active it is `value` itself.
 */
export function passEdge<P extends EdgePoint, V extends ValueAt<P>>(
  point: P,
  value: V,
  context: ContextAt<P>,
  active: ReadonlySet<DefectId>,
): { readonly value: V; readonly shown: readonly DefectId[] } {
  if (active.size === 0) return { value, shown: NONE_SHOWN };
  let passed: ValueAt<P> = value;
  const shown: DefectId[] = [];
  for (const defect of defects) {
    if (!active.has(defect.id) || edgePoint(defect.edge) !== point) continue;
    const bind = bindings[defect.id as ValueDefect['id']] as unknown as Binding<P>;
    const next = bind(passed, context);
    if (Object.is(next, passed)) continue;
    shown.push(defect.id);
    passed = next;
  }
  // Bindings keep the value's own fields (see `bindings`): it is still a V.
  return { value: passed as V, shown: shown.length === 0 ? NONE_SHOWN : shown };
}

/**
 * The `active` defects of one edge kind, as a space-separated list in catalogue order: a string,
 * so an effect keyed on it reruns only when the list itself changes.
 */
export function listedAt(kind: 'style' | 'dom', active: ReadonlySet<DefectId>): string {
  return defects
    .filter((defect) => defect.edge.edge === kind && active.has(defect.id))
    .map((defect) => defect.id)
    .join(' ');
}
