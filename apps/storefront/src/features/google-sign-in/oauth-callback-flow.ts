import {
  GOOGLE_RETURN_TO_SESSION_STORAGE_KEY,
  isApiError,
  OAUTH_POPUP_CLOSE_DELAY_MAX_MS,
  OAUTH_POPUP_CLOSE_DELAY_MIN_MS,
  OAUTH_REDIRECT_ERROR_MS,
  OAUTH_REDIRECT_SUCCESS_MS,
  OAUTH_SESSION_WAIT_MS,
  paths,
  safeReturnPath,
} from '@shop/core';
import { googleSignInMessages, oauthSignInFailureText } from '@shop/core/google-sign-in';
import type { OAuthCallbackState } from '@shop/ui/google-sign-in';
import type { Session } from '@supabase/supabase-js';
import { oauthSignIn } from './api/oauth-sign-in';
import { isInPopup, postToOpener } from './popup-messages';
import { loadGoogleAuth, type GoogleAuth } from './supabase-auth';
import { safeStorage } from '../../lib/safe-storage';
import { useSessionStore } from '../users/stores/session-store';

/** A failure whose text is decided (§8 "Which text where" in the design). */
class CallbackFailure extends Error {}

/** What the provider put in the return address: the code, or an OAuth error (query or hash). */
export function readReturnAddress(href: string): { code?: string; error?: string; description?: string } {
  const url = new URL(href);
  const hash = new URLSearchParams(url.hash.replace(/^#/, ''));
  const pick = (name: string) => url.searchParams.get(name) ?? hash.get(name) ?? undefined;
  const code = pick('code');
  const error = pick('error');
  const description = pick('error_description');
  return {
    ...(code ? { code } : {}),
    ...(error ? { error } : {}),
    ...(description ? { description } : {}),
  };
}

/** First and last name from the Google profile Supabase keeps in `user_metadata`. */
export function namesFromMetadata(metadata: Record<string, unknown>): {
  firstName: string;
  lastName: string;
} {
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  if (text(metadata.given_name))
    return { firstName: text(metadata.given_name), lastName: text(metadata.family_name) };
  const [first = '', ...rest] = (text(metadata.full_name) || text(metadata.name)).split(/\s+/);
  return { firstName: first, lastName: rest.join(' ') };
}

export interface CallbackDeps {
  readonly window: Window;
  readonly loadAuth?: () => Promise<GoogleAuth>;
  readonly navigate: (path: string) => void;
  readonly onState: (state: OAuthCallbackState) => void;
  /** 0.5–1 s (§9): drawn here so a test can fix it. */
  readonly closeDelay?: () => number;
}

type ReturnAddress = ReturnType<typeof readReturnAddress>;

/** Codes already being exchanged (a code works once; a second try would only fail). */
const exchanged = new Set<string>();
/**
 * What a run read from the address and cleaned from it, until a run starts using it: React runs
 * effects twice in development, and the second run must find what the first one took away.
 */
let carried: ReturnAddress | undefined;

/**
 * /oauth-callback's work (spec §2, §4): wait 1 s, read the session (exchanging the code with the
 * PKCE verifier), sign in to the shop with the access token, store the session, then tell the
 * opener and close (popup) or move on (tab). Returns `stop` for when the page goes away.
 */
export function runOAuthCallback(deps: CallbackDeps): () => void {
  const { window: win } = deps;
  const loadAuth = deps.loadAuth ?? loadGoogleAuth;
  const popup = isInPopup();
  const closeDelay =
    deps.closeDelay ??
    (() =>
      OAUTH_POPUP_CLOSE_DELAY_MIN_MS +
      Math.random() * (OAUTH_POPUP_CLOSE_DELAY_MAX_MS - OAUTH_POPUP_CLOSE_DELAY_MIN_MS));
  const timers: ReturnType<typeof setTimeout>[] = [];
  let stopped = false;
  const later = (ms: number, run: () => void) => timers.push(setTimeout(() => !stopped && run(), ms));

  const fromAddress = readReturnAddress(win.location.href);
  const fresh = Boolean(fromAddress.code || fromAddress.error);
  const address = fresh ? fromAddress : (carried ?? fromAddress);
  carried = fresh ? fromAddress : carried;
  // Read once: a reload finds a clean address and no code to spend twice.
  if (fresh) win.history.replaceState(win.history.state, '', paths.oauthCallback());

  if (popup) postToOpener({ type: 'started' });
  deps.onState({ status: 'loading' });

  async function session(auth: GoogleAuth): Promise<Session> {
    if (address.error)
      throw new CallbackFailure(address.description ?? googleSignInMessages.googleAuthFailed);
    if (!auth.available) throw new CallbackFailure(googleSignInMessages.unavailable);
    if (address.code) {
      if (exchanged.has(address.code)) throw new CallbackFailure(googleSignInMessages.authFailed);
      exchanged.add(address.code);
      const { data, error } = await auth.client.auth.exchangeCodeForSession(address.code);
      if (error || !data.session)
        throw new CallbackFailure(error?.message || googleSignInMessages.googleAuthFailed);
      return data.session;
    }
    const { data } = await auth.client.auth.getSession();
    if (!data.session) throw new CallbackFailure(googleSignInMessages.authFailed);
    return data.session;
  }

  async function complete(): Promise<void> {
    const auth = await loadAuth();
    const current = await session(auth);
    const { user } = current;
    const metadata = (user.user_metadata ?? {}) as Record<string, unknown>;
    const reply = await oauthSignIn({
      supabaseUserId: user.id,
      email: user.email ?? '',
      ...namesFromMetadata(metadata),
      accessToken: current.access_token,
      avatarUrl: typeof metadata.avatar_url === 'string' ? metadata.avatar_url : null,
      provider: 'google',
    }).catch((error: unknown) => {
      throw new CallbackFailure(oauthSignInFailureText(error));
    });
    useSessionStore.getState().establish(reply.user, reply.token);
    // The shop's token is the session from here on; the Supabase one is not kept. Its sign-out is
    // a call to the auth server: the popup waits for it, since closing would cancel it and keep
    // Supabase's session in storage.
    const supabaseDropped = auth.available
      ? auth.client.auth.signOut({ scope: 'local' }).then(
          () => undefined,
          () => undefined,
        )
      : Promise.resolve();
    if (stopped) return;
    deps.onState({ status: 'success', popup });
    if (popup) {
      postToOpener({ type: 'success', user: { ...reply.user, token: reply.token }, notice: reply.message });
      later(closeDelay(), () => void supabaseDropped.then(() => win.close()));
    } else {
      const kept = safeReturnPath(safeStorage.get('session', GOOGLE_RETURN_TO_SESSION_STORAGE_KEY));
      safeStorage.remove('session', GOOGLE_RETURN_TO_SESSION_STORAGE_KEY);
      later(OAUTH_REDIRECT_SUCCESS_MS, () => deps.navigate(kept ?? paths.home()));
    }
  }

  function fail(error: unknown) {
    if (stopped) return;
    const message =
      error instanceof CallbackFailure
        ? error.message
        : isApiError(error)
          ? oauthSignInFailureText(error)
          : '';
    deps.onState({ status: 'error', popup, message });
    if (popup) {
      postToOpener({ type: 'error', message: message || googleSignInMessages.googleSignInFailed });
      later(closeDelay(), () => win.close());
    } else {
      later(OAUTH_REDIRECT_ERROR_MS, () => deps.navigate(paths.auth()));
    }
  }

  later(OAUTH_SESSION_WAIT_MS, () => {
    carried = undefined;
    complete().catch(fail);
  });

  return () => {
    stopped = true;
    timers.forEach(clearTimeout);
  };
}
