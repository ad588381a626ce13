import { routePatterns, WELCOME_TOUR_DELAY_MS, WELCOME_TOUR_SEEN_LOCAL_STORAGE_KEY } from '@shop/core';
import { create } from 'zustand';
import { safeStorage } from '../../../lib/safe-storage';

interface TourStore {
  /** The tour is showing. */
  open: boolean;
  /** The page shown (an index into core's WELCOME_TOUR_PAGES, which load with the tour). */
  page: number;
  goTo: (page: number) => void;
  /** Closing (Escape, the close icon) or finishing ('Get Started!'): seen from now on (§4). */
  dismiss: () => void;
}

const initialState = { open: false, page: 0 };

/** The welcome tour (spec §2 Overlays, §4: unseen → shown after 1 s → seen, the flag kept locally). */
export const useTourStore = create<TourStore>((set) => ({
  ...initialState,
  goTo: (page) => set({ page: Math.max(0, page) }),
  dismiss: () => {
    safeStorage.set('local', WELCOME_TOUR_SEEN_LOCAL_STORAGE_KEY, 'true');
    set({ open: false });
  },
}));

/** Any value counts: the flag says the tour was closed or finished once, in any tab. */
export const isWelcomeTourSeen = (): boolean =>
  safeStorage.get('local', WELCOME_TOUR_SEEN_LOCAL_STORAGE_KEY) !== null;

const isOAuthReturn = (path: string) => path.replace(/\/+$/, '') === routePatterns.oauthCallback;

let timer: ReturnType<typeof setTimeout> | undefined;
let scheduled = false;

/**
 * Once per page load: unless seen, the tour opens WELCOME_TOUR_DELAY_MS after the first page
 * (§9: 1 s) — not on the Google sign-in return page, a popup that closes by itself. Returns what
 * cancels it (the frame unmounting).
 */
export function scheduleWelcomeTour(firstPath: string): () => void {
  if (scheduled || isWelcomeTourSeen() || isOAuthReturn(firstPath)) return () => undefined;
  scheduled = true;
  timer = setTimeout(() => {
    timer = undefined;
    // Another tab may have shown and closed it meanwhile.
    if (!isWelcomeTourSeen()) useTourStore.setState({ open: true, page: 0 });
  }, WELCOME_TOUR_DELAY_MS);
  return () => {
    clearTimeout(timer);
    timer = undefined;
    scheduled = false;
  };
}

export function resetTourStore(): void {
  clearTimeout(timer);
  timer = undefined;
  scheduled = false;
  useTourStore.setState(initialState);
}
