import {
  GOOGLE_POPUP_CLOSE_AFTER_MS,
  GOOGLE_POPUP_CLOSED_POLL_MS,
  GOOGLE_POPUP_WINDOW_NAME,
  GOOGLE_RETURN_TO_SESSION_STORAGE_KEY,
  GOOGLE_SIGN_IN_TIMEOUT_MS,
} from '@shop/core';
import { googleSignInMessages } from '@shop/core/google-sign-in';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '../users/stores/session-store';
import { startGoogleSignIn, type GoogleSignInDeps } from './google-sign-in-attempt';
import type { GoogleAuth } from './supabase-auth';

const USER: SessionUser = {
  userId: 7,
  emailId: 'priya.nair@shoplane.test',
  firstName: 'Priya',
  lastName: 'Nair',
  token: 't',
};
const PROVIDER_URL = 'http://localhost:3000/auth/v1/authorize?provider=google&code_challenge=x';

/** A popup the test controls: `closed`, `close()`, `location.replace`. */
function fakePopup() {
  return {
    closed: false,
    close: vi.fn(function (this: { closed: boolean }) {
      this.closed = true;
    }),
    location: { replace: vi.fn() },
  };
}
type FakePopup = ReturnType<typeof fakePopup>;

function fakeClient({
  session = null,
  oauthError = null,
}: { session?: object | null; oauthError?: Error | null } = {}) {
  return {
    auth: {
      signInWithOAuth: vi.fn(async () =>
        oauthError
          ? { data: { url: null }, error: oauthError }
          : { data: { url: PROVIDER_URL }, error: null },
      ),
      getSession: vi.fn(async () => ({ data: { session }, error: null })),
    },
  };
}

function setup(
  options: {
    popup?: FakePopup | null;
    auth?: Partial<GoogleAuth> & { client?: object };
    stored?: SessionUser | null;
  } = {},
) {
  const popup = options.popup === undefined ? fakePopup() : options.popup;
  const client = (options.auth?.client as ReturnType<typeof fakeClient> | undefined) ?? fakeClient();
  const auth = {
    available: true,
    client,
    config: { provider: 'stand-in', supabaseUrl: null, anonKey: 'k' },
    ...options.auth,
  } as unknown as GoogleAuth;
  const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
  const assign = vi.fn();
  const win = new Proxy(window, {
    get: (target, key) =>
      key === 'location' ? { ...target.location, assign } : (Reflect.get(target, key, target) as unknown),
  });
  let stored = options.stored ?? null;
  const deps = {
    window: win,
    loadAuth: vi.fn(async () => auth),
    readStoredSession: () => stored,
    establish: vi.fn(),
    notifySuccess: vi.fn(),
    notifyError: vi.fn(),
    navigate: vi.fn(),
    returnPath: '/cart',
    onEnd: vi.fn(),
  } satisfies GoogleSignInDeps;
  const stop = startGoogleSignIn(deps);
  const post = (data: unknown, from: unknown = popup, origin = window.location.origin) =>
    window.dispatchEvent(new MessageEvent('message', { data, origin, source: from as Window }));
  return {
    popup,
    client,
    open,
    assign,
    deps,
    stop,
    post,
    setStored: (user: SessionUser | null) => (stored = user),
  };
}

const message = (body: object) => ({ source: 'shoplane-google-sign-in', ...body });

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe('Continue with Google (spec §4)', () => {
  it('opens a 500×600 popup in the click and sends it to the provider', async () => {
    const { open, popup, client } = setup();
    expect(open).toHaveBeenCalledWith(
      'about:blank',
      GOOGLE_POPUP_WINDOW_NAME,
      expect.stringContaining('width=500,height=600'),
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(client.auth.signInWithOAuth).toHaveBeenCalledWith({
      provider: 'google',
      options: { redirectTo: `${window.location.origin}/oauth-callback`, skipBrowserRedirect: true },
    });
    expect(popup?.location.replace).toHaveBeenCalledWith(PROVIDER_URL);
  });

  it('success by message: establishes the session, says so, goes on, ends', async () => {
    const { post, deps } = setup();
    await vi.advanceTimersByTimeAsync(0);
    post(message({ type: 'success', user: USER, notice: 'Signed in successfully' }));
    expect(deps.establish).toHaveBeenCalledWith(USER);
    expect(deps.notifySuccess).toHaveBeenCalledWith('Signed in successfully');
    expect(deps.navigate).toHaveBeenCalledWith('/cart');
    expect(deps.onEnd).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('an error by message is shown; an empty one says Google sign-in failed', async () => {
    const first = setup();
    await vi.advanceTimersByTimeAsync(0);
    first.post(message({ type: 'error', message: 'The user cancelled Google sign-in.' }));
    expect(first.deps.notifyError).toHaveBeenCalledWith('The user cancelled Google sign-in.');
    expect(first.deps.establish).not.toHaveBeenCalled();
    // The popup shows the error itself and closes on its own.
    expect(first.popup?.close).not.toHaveBeenCalled();

    const second = setup();
    await vi.advanceTimersByTimeAsync(0);
    second.post(message({ type: 'error', message: '' }));
    expect(second.deps.notifyError).toHaveBeenCalledWith(googleSignInMessages.googleSignInFailed);
  });

  it('ignores messages from another origin, another window or of another shape', async () => {
    const { post, deps } = setup();
    await vi.advanceTimersByTimeAsync(0);
    post(message({ type: 'success', user: USER, notice: '' }), undefined, 'https://evil.example');
    post(message({ type: 'success', user: USER, notice: '' }), window);
    post({ type: 'success', user: USER });
    expect(deps.establish).not.toHaveBeenCalled();
    expect(deps.onEnd).not.toHaveBeenCalled();
  });

  it('supabase-js refusing to start → Google authentication failed, popup closed', async () => {
    const { deps, popup } = setup({ auth: { client: fakeClient({ oauthError: new Error('nope') }) } });
    await vi.advanceTimersByTimeAsync(0);
    expect(deps.notifyError).toHaveBeenCalledWith(googleSignInMessages.googleAuthFailed);
    expect(popup?.close).toHaveBeenCalled();
  });

  it('no Google sign-in on this server → says so, popup closed', async () => {
    const { deps, popup } = setup({ auth: { available: false } as Partial<GoogleAuth> });
    await vi.advanceTimersByTimeAsync(0);
    expect(deps.notifyError).toHaveBeenCalledWith(googleSignInMessages.unavailable);
    expect(popup?.close).toHaveBeenCalled();
  });

  it('a blocked popup falls back to a full-page redirect, keeping where to go', async () => {
    const { assign, deps } = setup({ popup: null });
    await vi.advanceTimersByTimeAsync(0);
    expect(assign).toHaveBeenCalledWith(PROVIDER_URL);
    expect(sessionStorage.getItem(GOOGLE_RETURN_TO_SESSION_STORAGE_KEY)).toBe('/cart');
    expect(deps.notifyError).not.toHaveBeenCalled();
  });

  it('times out after 5 minutes: Authentication timed out, popup closed', async () => {
    const { deps, popup } = setup();
    await vi.advanceTimersByTimeAsync(GOOGLE_SIGN_IN_TIMEOUT_MS - 1);
    expect(deps.notifyError).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(deps.notifyError).toHaveBeenCalledWith('Authentication timed out. Please try again.');
    expect(popup?.close).toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('closed by hand with nothing to show: ends quietly', async () => {
    const { deps, popup } = setup();
    await vi.advanceTimersByTimeAsync(0);
    popup!.closed = true;
    await vi.advanceTimersByTimeAsync(GOOGLE_POPUP_CLOSED_POLL_MS);
    expect(deps.onEnd).toHaveBeenCalledTimes(1);
    expect(deps.notifyError).not.toHaveBeenCalled();
    expect(deps.navigate).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('closed after it stored the shop session: adopts it and goes on', async () => {
    const { deps, popup, setStored } = setup();
    await vi.advanceTimersByTimeAsync(0);
    setStored(USER);
    popup!.closed = true;
    await vi.advanceTimersByTimeAsync(GOOGLE_POPUP_CLOSED_POLL_MS);
    expect(deps.establish).toHaveBeenCalledWith(USER);
    expect(deps.navigate).toHaveBeenCalledWith('/cart');
  });

  it('closed with a Supabase session but no shop session: finishes on /oauth-callback', async () => {
    const { deps, popup } = setup({ auth: { client: fakeClient({ session: { access_token: 'a' } }) } });
    await vi.advanceTimersByTimeAsync(0);
    popup!.closed = true;
    await vi.advanceTimersByTimeAsync(GOOGLE_POPUP_CLOSED_POLL_MS);
    expect(deps.navigate).toHaveBeenCalledWith('/oauth-callback');
  });

  it('30 s after the popup is back on the shop, the opener closes it and takes over', async () => {
    const { post, popup, deps } = setup();
    await vi.advanceTimersByTimeAsync(0);
    post(message({ type: 'started' }));
    await vi.advanceTimersByTimeAsync(GOOGLE_POPUP_CLOSE_AFTER_MS - 1);
    expect(popup?.close).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(popup?.close).toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(GOOGLE_POPUP_CLOSED_POLL_MS);
    expect(deps.onEnd).toHaveBeenCalledTimes(1);
  });

  it('stop (leaving the page) closes the popup and leaves no timer', async () => {
    const { stop, popup, deps } = setup();
    await vi.advanceTimersByTimeAsync(0);
    stop();
    expect(popup?.close).toHaveBeenCalled();
    expect(deps.onEnd).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });
});
