import type { DefectId } from '@shop/core/qa';
import { onDemand, useOnDemand } from '@shop/ui';
import { useMemo } from 'react';
import { useSessionStore } from '../users/stores/session-store';
import type * as defectBindings from './defect-bindings';
import { isDemoSession } from './qa-session';

type DefectBindings = typeof defectBindings;

const NONE: ReadonlySet<DefectId> = new Set();

/** The catalogue and its bindings: only a demo session loads them. */
const bindingsSource = onDemand(() => import('./defect-bindings'));

/** The dom defects' code (dom-edges.ts): only a session that meets one loads it. */
export const loadDomEdges = () => import('./dom-edges');

/**
 * In a demo session, loads what its defects need (the catalogue and its bindings, and the dom
 * edges' code when one of its defects is a dom defect); elsewhere nothing. The shop's start awaits
 * it with the page's code (start-shop.tsx), so a demo session's first render already shows its
 * defects, as when the catalogue came with every page; a shop's own pages never download it.
 */
export async function loadSessionDefects(): Promise<void> {
  if (!isDemoSession()) return;
  const bindings = await bindingsSource.load();
  if (bindings.listedAt('dom', activeDefectsNow()) !== '') await loadDomEdges();
}

/** The defects of the account signed in as `email` (null: signed out), with the session's switches. */
function defectsFor(bindings: DefectBindings | undefined, email: string | null): ReadonlySet<DefectId> {
  if (bindings === undefined || !isDemoSession()) return NONE;
  return bindings.sessionDefects(email);
}

/**
 * The storefront defects this session meets (@shop/core/qa defects.ts): the signed-in account's
 * persona's, with the session's switches; none outside demo mode. Read once per sign-in change
 * (switches take effect with the next page load, as the /qa page says).
 */
export function useActiveDefects(): ReadonlySet<DefectId> {
  const email = useSessionStore((state) => state.user?.emailId ?? null);
  // A demo session that the shop's start did not load (its cookie came later) loads them now. The
  // server loads nothing, and renders only pages whose requests carry no session and no switches,
  // where no defect is active: hydrating meets none either.
  const bindings = useOnDemand(bindingsSource, isDemoSession());
  return useMemo(() => defectsFor(bindings, email), [bindings, email]);
}

/** The same, read as a choice is taken or a write is sent (outside React's render). */
export function activeDefectsNow(): ReadonlySet<DefectId> {
  return defectsFor(bindingsSource.loaded(), useSessionStore.getState().user?.emailId ?? null);
}

/** The loaded bindings, once a session has active defects (never without: see loadSessionDefects). */
export function defectBindingsNow(): DefectBindings | undefined {
  return bindingsSource.loaded();
}

const reported = new Set<DefectId>();

/**
 * Records in the session's events that a defect changed what the shop did (once per page load):
 * the /qa page's exercises check them. A lost report is no error of the shop's.
 */
export function reportDefectShown(id: DefectId): void {
  if (reported.has(id)) return;
  reported.add(id);
  import('./api/qa-report')
    .then(({ sendDefectReport }) => sendDefectReport(id))
    .catch(() => reported.delete(id));
}
