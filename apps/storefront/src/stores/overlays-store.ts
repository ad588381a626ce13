import { SUCCESS_NOTICE_MS } from '@shop/core';
import type { LegalDocument } from '@shop/core';
import { create } from 'zustand';
import { useSessionStore } from './session-store';

export interface Notice {
  id: number;
  message: string;
  tone: 'success' | 'error';
}

type PendingAction = () => void;

interface OverlaysStore {
  notices: Notice[];
  /** The 'Sign In Required' modal, and what to do once the user has signed in through it. */
  signInRequired: { open: boolean; pendingAction: PendingAction | null };
  /** The 'Sign In required' confirm that guards Profile (spec §2 Header). */
  profileGuardOpen: boolean;
  document: LegalDocument | null;

  notify: (message: string, options?: { tone?: Notice['tone']; durationMs?: number }) => void;
  dismissNotice: (id: number) => void;
  requireSignIn: (action: PendingAction) => void;
  /** Closes the modal; after a successful sign-in, the pending action runs once. */
  closeSignInRequired: (outcome: 'signed-in' | 'dismissed') => void;
  setProfileGuardOpen: (open: boolean) => void;
  showDocument: (document: LegalDocument | null) => void;
}

let nextNoticeId = 1;

export const useOverlaysStore = create<OverlaysStore>((set, get) => ({
  notices: [],
  signInRequired: { open: false, pendingAction: null },
  profileGuardOpen: false,
  document: null,

  notify: (message, { tone = 'success', durationMs = SUCCESS_NOTICE_MS } = {}) => {
    const id = nextNoticeId++;
    set((state) => ({ notices: [...state.notices, { id, message, tone }] }));
    setTimeout(() => get().dismissNotice(id), durationMs);
  },
  dismissNotice: (id) => set((state) => ({ notices: state.notices.filter((notice) => notice.id !== id) })),

  requireSignIn: (action) => {
    if (useSessionStore.getState().user) {
      action();
      return;
    }
    set({ signInRequired: { open: true, pendingAction: action } });
  },
  closeSignInRequired: (outcome) => {
    const { pendingAction } = get().signInRequired;
    set({ signInRequired: { open: false, pendingAction: null } });
    // Spec §4: "the pending callback runs once the modal closes after success".
    if (outcome === 'signed-in' && pendingAction && useSessionStore.getState().user) pendingAction();
  },
  setProfileGuardOpen: (open) => set({ profileGuardOpen: open }),
  showDocument: (document) => set({ document }),
}));

/** The single way to guard an action behind sign-in (cart, saved items). */
export const requireSignIn = (action: PendingAction) => useOverlaysStore.getState().requireSignIn(action);
