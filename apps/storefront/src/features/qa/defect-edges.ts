import type { DefectId } from '@shop/core/qa';
import { useEffect, useMemo } from 'react';
import type { ContextArgs, ContextAt, EdgePoint, ValueAt } from './defect-bindings';
import {
  activeDefectsNow,
  defectBindingsNow,
  loadDomEdges,
  reportDefectShown,
  useActiveDefects,
} from './use-defects';
import './visual-defects.css';

/**
 * The one place the storefront applies its defects (@shop/core/qa defects.ts). The catalogue says
 * where each acts (its edge); defect-bindings.ts binds that edge to one of problem-defects.ts's
 * pure functions, and the shop's own code passes its values through the edge where they are made:
 * a view where it is derived (useEdge), a choice as it is taken and a write before it is sent
 * (applyEdge). Style defects are rules the body's attribute turns on (useStyleEdges); dom defects
 * change the rendered element their published test id names (useDomEdges, dom-edges.ts). Whatever
 * a defect changes is reported as shown here too, so no screen knows a defect by name.
 *
 * This module is on every page, and small: the catalogue and its bindings load only in a demo
 * session (use-defects.ts, loadSessionDefects), and without an active defect every edge gives its
 * value itself.
 */

export type { EdgePoint } from './defect-bindings';

/** One empty list for every pass that showed nothing: a view's report effect then stays still. */
const NONE_SHOWN: readonly DefectId[] = [];

/** `value` after the `active` defects bound at `point`, and the defects that changed it. */
function passSessionEdge<P extends EdgePoint, V extends ValueAt<P>>(
  point: P,
  value: V,
  context: ContextAt<P>,
  active: ReadonlySet<DefectId>,
): { readonly value: V; readonly shown: readonly DefectId[] } {
  const bindings = defectBindingsNow();
  if (active.size === 0 || bindings === undefined) return { value, shown: NONE_SHOWN };
  return bindings.passEdge(point, value, context, active);
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
  const passed = passSessionEdge(point, value, context as ContextAt<P>, activeDefectsNow());
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
    () => passSessionEdge(point, value, context as ContextAt<P>, active),
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
  return active.size === 0 ? '' : (defectBindingsNow()?.listedAt(kind, active) ?? '');
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
 * Applies the session's dom defects (dom-edges.ts) to their targets while they are on the page,
 * and undoes them when the defect goes (a sign-out). The standard user's pages are never watched,
 * and never load that code; a session that meets a dom defect from its start has it loaded before
 * its first render (loadSessionDefects), one that meets it later from its sign-in.
 */
export function useDomEdges(): void {
  const listed = useActiveAt('dom');
  useEffect(() => {
    if (listed === '') return;
    let stop: (() => void) | undefined;
    let left = false;
    loadDomEdges()
      .then(({ watchDomDefects }) => {
        if (!left) stop = watchDomDefects(listed.split(' ') as DefectId[], reportDefectShown);
      })
      .catch(() => undefined);
    return () => {
      left = true;
      stop?.();
    };
  }, [listed]);
}
