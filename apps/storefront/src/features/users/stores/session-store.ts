import { CREDENTIAL_STORAGE_KEYS, PASSWORD_STORAGE_KEYS, SESSION_USER_LOCAL_STORAGE_KEY } from '@shop/core';
import { UserSchema, type User } from '@shop/core/users';
import { z } from 'zod/mini';
import { create } from 'zustand';
import { clearAuthCookie, writeAuthCookie } from '../../../lib/auth-cookie';
import { safeStorage } from '../../../lib/safe-storage';

/** The signed-in user as stored under `demo.auth.user` (spec §3: the user fields plus the token). */
export const SessionUserSchema = z.extend(UserSchema, { token: z.string().check(z.minLength(1)) });
export type SessionUser = z.infer<typeof SessionUserSchema>;

/** Spec §4: a missing or unparseable entry means signed out. */
export function readStoredSession(): SessionUser | null {
  const raw = safeStorage.get('local', SESSION_USER_LOCAL_STORAGE_KEY);
  if (!raw) return null;
  try {
    const parsed = SessionUserSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Spec §4: at start-up, stored password entries are removed from local and session storage. */
export function purgeStoredPasswords(): void {
  for (const key of PASSWORD_STORAGE_KEYS) {
    safeStorage.remove('local', key);
    safeStorage.remove('session', key);
  }
}

/** Spec §4: sign-out clears every credential-like entry from both storages. */
function purgeCredentials(): void {
  for (const key of CREDENTIAL_STORAGE_KEYS) {
    safeStorage.remove('local', key);
    safeStorage.remove('session', key);
  }
}

interface SessionStore {
  user: SessionUser | null;
  /** Stores the user and token (local storage and the auth cookie) and signs in. */
  establish: (user: User, token: string) => void;
  /** Ends the session locally, whatever the server said. */
  end: () => void;
}

export const useSessionStore = create<SessionStore>((set) => ({
  user: null,
  establish: (user, token) => {
    const sessionUser: SessionUser = { ...user, token };
    safeStorage.set('local', SESSION_USER_LOCAL_STORAGE_KEY, JSON.stringify(sessionUser));
    writeAuthCookie(token);
    set({ user: sessionUser });
  },
  end: () => {
    purgeCredentials();
    clearAuthCookie();
    set({ user: null });
  },
}));

/** Runs once when the app starts (and before each page story): restore, then purge passwords. */
export function startSession(): void {
  purgeStoredPasswords();
  useSessionStore.setState({ user: readStoredSession() });
}
