import type { SortOption } from '@shop/core/products';
import { type DefectAt, type DefectEdge, type DefectId, defects, type DomChange } from '@shop/core/qa';
import { testIds } from '@shop/ui/test-ids';
import { useEffect, useMemo } from 'react';
import { domChangeBindings } from './dom-changes';
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
import { activeDefectsNow, reportDefectShown, useActiveDefects } from './use-defects';
import './visual-defects.css';

/**
 * The one place the storefront applies its defects (@shop/core/qa defects.ts). The catalogue says
 * where each acts (its edge); this module binds that edge to one of problem-defects.ts's pure
 * functions, and the shop's own code passes its values through the edge where they are made: a
 * view where it is derived (useEdge), a choice as it is taken and a write before it is sent
 * (applyEdge). Style defects are rules the body's attribute turns on (useStyleEdges); dom defects
 * change the rendered element their published test id names (useDomEdges). Whatever a defect
 * changes is reported as shown here too, so no screen knows a defect by name.
 */

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

type ValueAt<P extends EdgePoint> = Passing[P]['value'];
type ContextAt<P extends EdgePoint> = Passing[P]['context'];
/** The context argument, left out where a point has none. */
type ContextArgs<P extends EdgePoint> = ContextAt<P> extends undefined ? [] : [context: ContextAt<P>];
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
 * A choice as it is taken, or a write's input before it is sent: what it acts on with this
 * session's defects; each defect that changed it is reported as shown.
 */
export function applyEdge<P extends EdgePoint, V extends ValueAt<P>>(
  point: P,
  value: V,
  ...[context]: ContextArgs<P>
): V {
  const passed = passEdge(point, value, context as ContextAt<P>, activeDefectsNow());
  passed.shown.forEach(reportDefectShown);
  return passed.value;
}

/**
 * A view as the screen derives it (keep `value` stable between renders: it is memoised on it);
 * each defect that changed it is reported once the screen has shown it.
 */
export function useEdge<P extends EdgePoint, V extends ValueAt<P>>(
  point: P,
  value: V,
  ...[context]: ContextArgs<P>
): V {
  const active = useActiveDefects();
  const passed = useMemo(
    () => passEdge(point, value, context as ContextAt<P>, active),
    [point, value, context, active],
  );
  useEffect(() => {
    passed.shown.forEach(reportDefectShown);
  }, [passed.shown]);
  return passed.value;
}

/**
 * The session's active defects of one edge kind, as a space-separated list in catalogue order: a
 * string, so an effect keyed on it reruns only when the list itself changes.
 */
function useActiveAt(kind: 'style' | 'dom'): string {
  const active = useActiveDefects();
  return defects
    .filter((defect) => defect.edge.edge === kind && active.has(defect.id))
    .map((defect) => defect.id)
    .join(' ');
}

/**
 * Puts the session's style defects on the page's body (`data-qa-defects`), where the rules of
 * visual-defects.css.ts pick them up; the standard user's pages never carry the attribute.
 */
export function useStyleEdges(): void {
  const listed = useActiveAt('style');
  useEffect(() => {
    if (listed === '') return;
    document.body.dataset.qaDefects = listed;
    for (const id of listed.split(' ')) reportDefectShown(id as DefectId);
    return () => {
      delete document.body.dataset.qaDefects;
    };
  }, [listed]);
}

/**
 * The areas whose ids a catalogue target may name, listed: looking a path up in the whole
 * `testIds` namespace at run time made the bundle keep every area's ids (the QA pages' and the
 * classroom's too) on every first screen, 2.2 kB compressed. A target in another area fails
 * defect-edges.test.ts until its area is added here.
 */
const targetAreas = {
  cart: testIds.cart,
  checkout: testIds.checkout,
  details: testIds.details,
  header: testIds.header,
  home: testIds.home,
  listing: testIds.listing,
  productCard: testIds.productCard,
  profile: testIds.profile,
};

/**
 * The CSS selector of a catalogue target (a `testIds` path): its element, or for a test id made
 * per item (a card's button, a cart line's), every item's.
 */
export function targetSelector(target: string): string {
  const found = target
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], targetAreas);
  if (typeof found === 'function') return `[data-testid^="${(found as (id: string) => string)('')}"]`;
  if (typeof found === 'string') return `[data-testid="${found}"]`;
  throw new Error(`No published test id at ${target}`);
}

/**
 * Applies the session's dom defects (dom-changes.ts) to their targets while they are on the page:
 * each element as it appears, and each change undone when the defect goes (a sign-out). The
 * standard user's pages are never watched.
 */
export function useDomEdges(): void {
  const listed = useActiveAt('dom');
  useEffect(() => {
    if (listed === '') return;
    const wanted = defects.filter((defect) => listed.split(' ').includes(defect.id));
    type Applied = { readonly id: DefectId; readonly change: DomChange; readonly undo: () => void };
    const applied = new Map<HTMLElement, Applied[]>();
    const scan = () => {
      for (const [element, changes] of applied) {
        if (element.isConnected) continue;
        applied.delete(element);
        for (const { id, change, undo } of changes) {
          domChangeBindings[change].removed?.(element, () => reportDefectShown(id));
          undo();
        }
      }
      for (const defect of wanted) {
        if (defect.edge.edge !== 'dom') continue;
        for (const element of document.querySelectorAll<HTMLElement>(targetSelector(defect.edge.target))) {
          const changes = applied.get(element) ?? [];
          if (changes.some((change) => change.id === defect.id)) continue;
          const { change } = defect.edge;
          const undo = domChangeBindings[change].apply(element, () => reportDefectShown(defect.id));
          applied.set(element, [...changes, { id: defect.id, change, undo }]);
        }
      }
    };
    scan();
    const observer = new MutationObserver(scan);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => {
      observer.disconnect();
      for (const changes of applied.values()) changes.forEach(({ undo }) => undo());
    };
  }, [listed]);
}
