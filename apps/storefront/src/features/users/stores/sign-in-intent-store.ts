import { PENDING_INTENT_SESSION_STORAGE_KEY } from '@shop/core';
import { create } from 'zustand';
import { parseStoredIntent, runIntent, type PendingIntent } from '../../../intents/pending-intent';
import { safeStorage } from '../../../lib/safe-storage';
import { useSessionStore } from './session-store';

interface SignInIntentStore {
  /** The 'Sign In Required' modal (§2, §4). */
  open: boolean;
  /** What to do once signed in; mirrored in sessionStorage. */
  intent: PendingIntent | null;
  requireSignIn: (intent: PendingIntent) => void;
  /** Opens the modal with nothing waiting (a stale session asks the user to sign in again). */
  askToSignIn: () => void;
  /** Closes the modal; after a successful sign-in the pending action runs once. */
  closeSignInRequired: (outcome: 'signed-in' | 'dismissed') => void;
}

function keep(intent: PendingIntent | null): void {
  if (intent) safeStorage.set('session', PENDING_INTENT_SESSION_STORAGE_KEY, JSON.stringify(intent));
  else safeStorage.remove('session', PENDING_INTENT_SESSION_STORAGE_KEY);
}

export const useSignInIntentStore = create<SignInIntentStore>((set, get) => ({
  open: false,
  intent: null,
  requireSignIn: (intent) => {
    if (useSessionStore.getState().user) return runIntent(intent);
    keep(intent);
    set({ open: true, intent });
  },
  askToSignIn: () => set({ open: true }),
  closeSignInRequired: (outcome) => {
    set({ open: false });
    // Spec §4: "the pending callback runs once the modal closes after success".
    if (outcome === 'signed-in') runPendingIntent();
    else if (get().intent) {
      keep(null);
      set({ intent: null });
    }
  },
}));

/** Runs the waiting action once, if there is one and the user is signed in. */
export function runPendingIntent(): void {
  const { intent } = useSignInIntentStore.getState();
  if (!intent || !useSessionStore.getState().user) return;
  // Forget it first: an action that fails must not run again on the next sign-in.
  keep(null);
  useSignInIntentStore.setState({ intent: null });
  runIntent(intent);
}

/** The single way to guard an action behind sign-in (add to cart, saved items). */
export const requireSignIn = (intent: PendingIntent) => useSignInIntentStore.getState().requireSignIn(intent);

let stopWatching: (() => void) | undefined;

/**
 * At start-up: restore a waiting action from sessionStorage (a reload, the Google redirect
 * fallback), run it if the session is already there, and run it when the user signs in anywhere
 * but the modal (the sign-in page, the Google callback). The modal runs it itself on close.
 */
export function startPendingIntents(): void {
  stopWatching?.();
  useSignInIntentStore.setState({
    open: false,
    intent: parseStoredIntent(safeStorage.get('session', PENDING_INTENT_SESSION_STORAGE_KEY)),
  });
  runPendingIntent();
  stopWatching = useSessionStore.subscribe((state, previous) => {
    if (state.user && !previous.user && !useSignInIntentStore.getState().open) runPendingIntent();
  });
}

export function resetSignInIntentStore(): void {
  stopWatching?.();
  stopWatching = undefined;
  useSignInIntentStore.setState({ open: false, intent: null });
}
