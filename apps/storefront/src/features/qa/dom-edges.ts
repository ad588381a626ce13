import { type DefectId, defects, type DomChange } from '@shop/core/qa';
import { testIds } from '@shop/ui/test-ids';
import { domChangeBindings } from './dom-changes';

/**
 * The accessibility persona's dom defects, applied (defect-edges.ts, useDomEdges): loaded only
 * when a session meets one: finding their targets keeps the ids of every area they name (checkout's
 * and profile's too), which with dom-changes.ts's changes came to about 4.5 kB as sent on every
 * first screen.
 */

/**
 * The areas whose ids a catalogue target may name, listed: looking a path up in the whole
 * `testIds` namespace at run time made the bundle keep every area's ids (the QA pages' and the
 * classroom's too). A target in another area fails defect-edges.test.ts until its area is added here.
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
 * Applies the dom defects `ids` (dom-changes.ts) to their targets while they are on the page: each
 * element as it appears, and each change undone when its element leaves or when the returned stop
 * is called (the defect goes: a sign-out). `reportShown` records a defect that stood in the way
 * (given, not imported: this chunk then takes nothing of the first screen's with it).
 */
export function watchDomDefects(ids: readonly DefectId[], reportShown: (id: DefectId) => void): () => void {
  const wanted = defects.filter((defect) => ids.includes(defect.id));
  type Applied = { readonly id: DefectId; readonly change: DomChange; readonly undo: () => void };
  const applied = new Map<HTMLElement, Applied[]>();
  const scan = () => {
    for (const [element, changes] of applied) {
      if (element.isConnected) continue;
      applied.delete(element);
      for (const { id, change, undo } of changes) {
        domChangeBindings[change].removed?.(element, () => reportShown(id));
        undo();
      }
    }
    for (const defect of wanted) {
      if (defect.edge.edge !== 'dom') continue;
      for (const element of document.querySelectorAll<HTMLElement>(targetSelector(defect.edge.target))) {
        const changes = applied.get(element) ?? [];
        if (changes.some((change) => change.id === defect.id)) continue;
        const { change } = defect.edge;
        const undo = domChangeBindings[change].apply(element, () => reportShown(defect.id));
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
}
