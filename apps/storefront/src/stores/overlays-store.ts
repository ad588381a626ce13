import { create } from 'zustand';
import { useDialogsStore } from './dialogs-store';
import { type Notice, type NotifyOptions, useNoticesStore } from './notices-store';
import { useSessionStore } from './session-store';
import { useSignInIntentStore } from './sign-in-intent-store';

// The overlays store is split into notices-store, dialogs-store and sign-in-intent-store. This
// read-through facade keeps code not yet moved (the header, forms being edited elsewhere)
// working; it goes once nothing imports it.

interface OverlaysFacade {
  notices: Notice[];
  signInRequired: { open: boolean };
  profileGuardOpen: boolean;
  notify: (message: string, options?: NotifyOptions) => void;
  dismissNotice: (id: number) => void;
  closeSignInRequired: (outcome: 'signed-in' | 'dismissed') => void;
  setProfileGuardOpen: (open: boolean) => void;
  showDocument: ReturnType<typeof useDialogsStore.getState>['showDocument'];
}

/** @deprecated Use notices-store, dialogs-store or sign-in-intent-store. */
export const useOverlaysStore = create<OverlaysFacade>(() => ({
  notices: useNoticesStore.getState().notices,
  signInRequired: { open: useSignInIntentStore.getState().open },
  profileGuardOpen: useDialogsStore.getState().profileGuardOpen,
  notify: (message, options) => useNoticesStore.getState().notify(message, options),
  dismissNotice: (id) => useNoticesStore.getState().dismissNotice(id),
  closeSignInRequired: (outcome) => useSignInIntentStore.getState().closeSignInRequired(outcome),
  setProfileGuardOpen: (open) => useDialogsStore.getState().setProfileGuardOpen(open),
  showDocument: (document) => useDialogsStore.getState().showDocument(document),
}));
useNoticesStore.subscribe(({ notices }) => useOverlaysStore.setState({ notices }));
useSignInIntentStore.subscribe(({ open }) => useOverlaysStore.setState({ signInRequired: { open } }));
useDialogsStore.subscribe(({ profileGuardOpen }) => useOverlaysStore.setState({ profileGuardOpen }));

/**
 * @deprecated Use `requireSignIn(intent)` from './sign-in-intent-store': a callback cannot survive
 * a reload (the Google redirect fallback of §4); intent data can.
 */
export function requireSignIn(action: () => void): void {
  if (useSessionStore.getState().user) return action();
  useSignInIntentStore.getState().askToSignIn();
  const stop = useSignInIntentStore.subscribe((state) => {
    if (state.open) return;
    stop();
    if (useSessionStore.getState().user) action();
  });
}
