import { SUCCESS_NOTICE_MS } from '@shop/core';
import { create } from 'zustand';

export type NoticeTone = 'success' | 'error';

export interface Notice {
  id: number;
  message: string;
  tone: NoticeTone;
}

export interface NotifyOptions {
  tone?: NoticeTone;
  /** How long it stays (§9): 2000 ms unless a call says otherwise (sign-out 5000, profile 4000). */
  durationMs?: number;
}

interface NoticesStore {
  notices: Notice[];
  notify: (message: string, options?: NotifyOptions) => void;
  dismissNotice: (id: number) => void;
}

const initialState = { notices: [] as Notice[] };
let nextNoticeId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();

/** The toasts at the top right (§2 "Overlays"), each closing after its duration. */
export const useNoticesStore = create<NoticesStore>((set, get) => ({
  ...initialState,
  notify: (message, { tone = 'success', durationMs = SUCCESS_NOTICE_MS } = {}) => {
    const id = nextNoticeId++;
    set((state) => ({ notices: [...state.notices, { id, message, tone }] }));
    timers.set(
      id,
      setTimeout(() => get().dismissNotice(id), durationMs),
    );
  },
  dismissNotice: (id) => {
    clearTimeout(timers.get(id));
    timers.delete(id);
    set((state) => ({ notices: state.notices.filter((notice) => notice.id !== id) }));
  },
}));

/** Shorthand outside components. */
export const notify = (message: string, options?: NotifyOptions) =>
  useNoticesStore.getState().notify(message, options);

export function resetNoticesStore(): void {
  for (const timer of timers.values()) clearTimeout(timer);
  timers.clear();
  nextNoticeId = 1;
  useNoticesStore.setState(initialState);
}
