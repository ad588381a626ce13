import type { LegalDocument } from '@shop/core';
import { create } from 'zustand';

interface DialogsStore {
  /** The 'Sign In required' confirm that guards Profile (spec §2 Header). */
  profileGuardOpen: boolean;
  /** The document dialog (§2): Terms & Conditions or the Privacy Policy. */
  document: LegalDocument | null;
  setProfileGuardOpen: (open: boolean) => void;
  showDocument: (document: LegalDocument | null) => void;
}

const initialState = { profileGuardOpen: false, document: null };

/** The confirm and document dialogs of every page. */
export const useDialogsStore = create<DialogsStore>((set) => ({
  ...initialState,
  setProfileGuardOpen: (open) => set({ profileGuardOpen: open }),
  showDocument: (document) => set({ document }),
}));

export function resetDialogsStore(): void {
  useDialogsStore.setState(initialState);
}
