import type { DefectId } from '@shop/core/qa';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { useSessionStore } from '../users/stores/session-store';
import type * as defectBindings from './defect-bindings';
import { isDemoSession } from './qa-session';

type DefectBindings = typeof defectBindings;

const NONE: ReadonlySet<DefectId> = new Set();

/** The catalogue and its bindings, once a demo session has loaded them. */
let loaded: DefectBindings | undefined;
let loading: Promise<DefectBindings> | undefined;
const listeners = new Set<() => void>();

const loadBindings = (): Promise<DefectBindings> => {
  loading ??= import('./defect-bindings').then((bindings) => {
    loaded = bindings;
    listeners.forEach((listener) => listener());
    return bindings;
  });
  return loading;
};

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
  const bindings = await loadBindings();
  if (bindings.listedAt('dom', activeDefectsNow()) !== '') await loadDomEdges();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
// The same on the server, where nothing is loaded, and while hydrating: the server renders only
// pages whose requests carry no session and no switches, where no defect is active anyway.
const loadedNow = () => loaded;

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
  const bindings = useSyncExternalStore(subscribe, loadedNow, loadedNow);
  // A demo session that the shop's start did not load (its cookie came later) loads them now.
  useEffect(() => {
    if (bindings === undefined && isDemoSession()) loadBindings().catch(() => undefined);
  }, [bindings]);
  return useMemo(() => defectsFor(bindings, email), [bindings, email]);
}

/** The same, read as a choice is taken or a write is sent (outside React's render). */
export function activeDefectsNow(): ReadonlySet<DefectId> {
  return defectsFor(loaded, useSessionStore.getState().user?.emailId ?? null);
}

/** The loaded bindings, once a session has active defects (never without: see loadSessionDefects). */
export function defectBindingsNow(): DefectBindings | undefined {
  return loaded;
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
