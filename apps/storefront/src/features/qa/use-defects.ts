import { activeDefects, type DefectId, qaPersonaForEmail } from '@shop/core/qa';
import { useMemo } from 'react';
import { useSessionStore } from '../users/stores/session-store';
import { defectSwitches, isDemoSession } from './qa-session';

const NONE: ReadonlySet<DefectId> = new Set();

/** The defects of the account signed in as `email` (null: signed out), with the session's switches. */
function defectsFor(email: string | null): ReadonlySet<DefectId> {
  if (!isDemoSession()) return NONE;
  return activeDefects(email === null ? null : qaPersonaForEmail(email), defectSwitches());
}

/**
 * The storefront defects this session meets (@shop/core/qa defects.ts): the signed-in account's
 * persona's, with the session's switches; none outside demo mode. Read once per sign-in change
 * (switches take effect with the next page load, as the /qa page says).
 */
export function useActiveDefects(): ReadonlySet<DefectId> {
  const email = useSessionStore((state) => state.user?.emailId ?? null);
  return useMemo(() => defectsFor(email), [email]);
}

/** The same, read as a choice is taken or a write is sent (outside React's render). */
export function activeDefectsNow(): ReadonlySet<DefectId> {
  return defectsFor(useSessionStore.getState().user?.emailId ?? null);
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
