import {
  GOOGLE_POPUP_CLOSE_AFTER_MS,
  GOOGLE_POPUP_CLOSED_POLL_MS,
  GOOGLE_POPUP_HEIGHT,
  GOOGLE_POPUP_WIDTH,
  GOOGLE_POPUP_WINDOW_NAME,
  GOOGLE_RETURN_TO_SESSION_STORAGE_KEY,
  GOOGLE_SIGN_IN_TIMEOUT_MS,
  paths,
} from '@shop/core';
import { googleSignInMessages } from '@shop/core/google-sign-in';
import { safeStorage } from '../../lib/safe-storage';
import type { SessionUser } from '../users/stores/session-store';
import { readPopupMessage } from './popup-messages';
import { loadGoogleAuth, oauthRedirectUrl, type GoogleAuth } from './supabase-auth';

/** What an attempt needs from the page (injected, so tests drive it with fakes and fake timers). */
export interface GoogleSignInDeps {
  readonly window: Window;
  readonly loadAuth?: () => Promise<GoogleAuth>;
  /** The shop session the popup wrote to this origin's storage, if any. */
  readonly readStoredSession: () => SessionUser | null;
  readonly establish: (user: SessionUser) => void;
  readonly notifySuccess: (text: string) => void;
  readonly notifyError: (text: string) => void;
  readonly navigate: (path: string) => void;
  /** Where to go once signed in (the sign-in page's safe `?returnTo=`, else home). */
  readonly returnPath: string;
  /** The attempt is over (busy ends), whatever its outcome. */
  readonly onEnd: () => void;
}

/** 500×600, centred on the opener's window (spec §4). */
function popupFeatures(win: Window): string {
  const left = Math.max(0, Math.round(win.screenX + (win.outerWidth - GOOGLE_POPUP_WIDTH) / 2));
  const top = Math.max(0, Math.round(win.screenY + (win.outerHeight - GOOGLE_POPUP_HEIGHT) / 2));
  return `popup=yes,width=${GOOGLE_POPUP_WIDTH},height=${GOOGLE_POPUP_HEIGHT},left=${left},top=${top}`;
}

function closeQuietly(popup: Window | null): void {
  try {
    if (popup && !popup.closed) popup.close();
  } catch {
    // A popup on another origin may refuse; it is no longer ours to manage.
  }
}

/**
 * One Google sign-in (spec §4): opens the popup synchronously inside the click (a popup opened
 * after an await is blocked), then asks supabase-js for the provider's URL and sends the popup
 * there. The result comes back by message; a closed popup, the 30 s after the popup is back on
 * the shop and the 5-minute limit are watched here. A blocked popup becomes a full-page redirect.
 * Returns `stop`, which ends the attempt silently (leaving the page).
 */
export function startGoogleSignIn(deps: GoogleSignInDeps): () => void {
  const { window: win } = deps;
  const loadAuth = deps.loadAuth ?? loadGoogleAuth;
  const popup = win.open('about:blank', GOOGLE_POPUP_WINDOW_NAME, popupFeatures(win));
  let ended = false;
  let client: Extract<GoogleAuth, { available: true }>['client'] | undefined;
  const timers: ReturnType<typeof setTimeout>[] = [];
  let poll: ReturnType<typeof setInterval> | undefined;
  let popupDeadline: ReturnType<typeof setTimeout> | undefined;

  const end = () => {
    if (ended) return;
    ended = true;
    timers.forEach(clearTimeout);
    clearTimeout(popupDeadline);
    clearInterval(poll);
    win.removeEventListener('message', onMessage);
    deps.onEnd();
  };
  const fail = (text: string) => {
    closeQuietly(popup);
    end();
    deps.notifyError(text);
  };
  const succeed = (user: SessionUser, notice: string) => {
    end();
    deps.establish(user);
    deps.notifySuccess(notice);
    deps.navigate(deps.returnPath);
  };

  function onMessage(event: MessageEvent) {
    if (ended) return;
    const message = readPopupMessage(event, popup);
    if (!message) return;
    if (message.type === 'started') {
      // Back on the shop: the callback page has 30 s to report, then the opener takes over.
      clearTimeout(popupDeadline);
      popupDeadline = setTimeout(() => closeQuietly(popup), GOOGLE_POPUP_CLOSE_AFTER_MS);
    } else if (message.type === 'success') {
      succeed(message.user, message.notice);
    } else {
      // The popup shows the error and closes itself (§4), as after a success.
      end();
      deps.notifyError(message.message || googleSignInMessages.googleSignInFailed);
    }
  }

  /** The popup closed without a word: finished anyway, half-way (a Supabase session), or cancelled. */
  async function popupClosed() {
    clearInterval(poll);
    const stored = deps.readStoredSession();
    if (stored) return succeed(stored, '');
    let hasSession = false;
    try {
      hasSession = client ? (await client.auth.getSession()).data.session !== null : false;
    } catch {
      hasSession = false;
    }
    if (ended) return;
    end();
    if (hasSession) deps.navigate(paths.oauthCallback());
  }

  async function begin() {
    let auth: GoogleAuth;
    try {
      auth = await loadAuth();
    } catch {
      return fail(googleSignInMessages.googleAuthFailed);
    }
    if (ended) return;
    if (!auth.available) return fail(googleSignInMessages.unavailable);
    client = auth.client;
    const { data, error } = await auth.client.auth.signInWithOAuth({
      provider: 'google',
      options: { redirectTo: oauthRedirectUrl(paths.oauthCallback()), skipBrowserRedirect: true },
    });
    if (ended) return;
    if (error || !data.url) return fail(googleSignInMessages.googleAuthFailed);
    if (popup === null) {
      // Blocked: the whole tab goes; the pending intent is in sessionStorage already.
      safeStorage.set('session', GOOGLE_RETURN_TO_SESSION_STORAGE_KEY, deps.returnPath);
      win.location.assign(data.url);
      return;
    }
    if (popup.closed) return void popupClosed();
    popup.location.replace(data.url);
  }

  win.addEventListener('message', onMessage);
  if (popup) {
    poll = setInterval(() => {
      if (!ended && popup.closed) void popupClosed();
    }, GOOGLE_POPUP_CLOSED_POLL_MS);
    timers.push(setTimeout(() => fail(googleSignInMessages.timedOut), GOOGLE_SIGN_IN_TIMEOUT_MS));
  }
  void begin().catch(() => fail(googleSignInMessages.googleAuthFailed));

  return () => {
    if (ended) return;
    closeQuietly(popup);
    end();
  };
}
