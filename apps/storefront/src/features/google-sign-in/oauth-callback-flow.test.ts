import {
  AUTH_COOKIE_NAME,
  GOOGLE_RETURN_TO_SESSION_STORAGE_KEY,
  OAUTH_POPUP_CLOSE_DELAY_MAX_MS,
  OAUTH_REDIRECT_ERROR_MS,
  OAUTH_REDIRECT_SUCCESS_MS,
  OAUTH_SESSION_WAIT_MS,
  SESSION_USER_LOCAL_STORAGE_KEY,
} from '@shop/core';
import { accountMessages } from '@shop/core/users';
import { googleSignInMessages, SEEDED_GOOGLE_IDENTITIES } from '@shop/core/google-sign-in';
import { mockGoogleAccessToken, type MockGoogleIdentity } from '@shop/mocks';
import { server } from '@shop/mocks/node';
import type { OAuthCallbackState } from '@shop/ui/google-sign-in';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GoogleAuth } from './supabase-auth';
import { useSessionStore } from '../users/stores/session-store';
import { namesFromMetadata, readReturnAddress, runOAuthCallback } from './oauth-callback-flow';

const priya = SEEDED_GOOGLE_IDENTITIES[1]!;
const rohan = SEEDED_GOOGLE_IDENTITIES[2]!;
const identityOf = (seeded: typeof priya): MockGoogleIdentity => ({
  sub: seeded.id,
  email: seeded.email,
  fullName: seeded.fullName,
  emailVerified: true,
});

function sessionFor(identity: MockGoogleIdentity) {
  return {
    access_token: mockGoogleAccessToken(identity),
    user: { id: identity.sub, email: identity.email, user_metadata: { full_name: identity.fullName } },
  };
}

function fakeAuth({ exchange, session = null }: { exchange?: () => object; session?: object | null } = {}) {
  const client = {
    auth: {
      exchangeCodeForSession: vi.fn(
        async () => exchange?.() ?? { data: { session: null }, error: new Error('') },
      ),
      getSession: vi.fn(async () => ({ data: { session } })),
      signOut: vi.fn(async () => ({ error: null })),
    },
  };
  return { client, auth: { available: true, client, config: {} } as unknown as GoogleAuth };
}

/** Runs the page's flow at `/oauth-callback<search>`; collects its states. */
function run(search: string | null, auth: GoogleAuth, opener: Window | null = null) {
  if (search !== null) window.history.replaceState(null, '', `/oauth-callback${search}`);
  Object.defineProperty(window, 'opener', { value: opener, configurable: true });
  const close = vi.spyOn(window, 'close').mockImplementation(() => undefined);
  const states: OAuthCallbackState[] = [];
  const navigate = vi.fn();
  const stop = runOAuthCallback({
    window,
    loadAuth: async () => auth,
    navigate,
    onState: (state) => states.push(state),
    closeDelay: () => 700,
  });
  return { states, navigate, close, stop, last: () => states.at(-1) };
}

/**
 * Waits for `check` to pass without moving the fake clock (vi.waitFor would advance it, and the
 * spec's delays are what these tests measure): real turns of the event loop let the mocked API
 * answer.
 */
async function until(check: () => void): Promise<void> {
  for (let turn = 0; ; turn++) {
    try {
      check();
      return;
    } catch (error) {
      if (turn > 200) throw error;
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  useSessionStore.setState({ user: null });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  Object.defineProperty(window, 'opener', { value: null, configurable: true });
  sessionStorage.clear();
});

describe('/oauth-callback (spec §2, §4)', () => {
  it('in a tab: loading for 1 s, then signs in to the shop and goes home 1 s later', async () => {
    const { auth, client } = fakeAuth({
      exchange: () => ({ data: { session: sessionFor(identityOf(priya)) }, error: null }),
    });
    const page = run('?code=abc', auth);
    expect(page.last()).toEqual({ status: 'loading' });
    // The code leaves the address at once.
    expect(window.location.search).toBe('');
    await vi.advanceTimersByTimeAsync(OAUTH_SESSION_WAIT_MS - 1);
    expect(client.auth.exchangeCodeForSession).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await until(() => expect(page.last()).toEqual({ status: 'success', popup: false }));
    expect(client.auth.exchangeCodeForSession).toHaveBeenCalledWith('abc');
    expect(useSessionStore.getState().user).toMatchObject({ emailId: priya.email, firstName: 'Priya' });
    expect(localStorage.getItem(SESSION_USER_LOCAL_STORAGE_KEY)).toContain(priya.email);
    expect(document.cookie).toContain(`${AUTH_COOKIE_NAME}=`);
    expect(client.auth.signOut).toHaveBeenCalledWith({ scope: 'local' });
    await vi.advanceTimersByTimeAsync(OAUTH_REDIRECT_SUCCESS_MS - 1);
    expect(page.navigate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(page.navigate).toHaveBeenCalledWith('/');
  });

  it('after the redirect fallback, goes to the kept return path once', async () => {
    sessionStorage.setItem(GOOGLE_RETURN_TO_SESSION_STORAGE_KEY, '/cart');
    const { auth } = fakeAuth({
      exchange: () => ({ data: { session: sessionFor(identityOf(priya)) }, error: null }),
    });
    const page = run('?code=kept', auth);
    await vi.advanceTimersByTimeAsync(OAUTH_SESSION_WAIT_MS);
    await until(() => expect(page.last()?.status).toBe('success'));
    await vi.advanceTimersByTimeAsync(OAUTH_REDIRECT_SUCCESS_MS);
    expect(page.navigate).toHaveBeenCalledWith('/cart');
    expect(sessionStorage.getItem(GOOGLE_RETURN_TO_SESSION_STORAGE_KEY)).toBeNull();
  });

  it('in a popup: tells the opener started, then success with the user, and closes within 0.5–1 s', async () => {
    const opener = { postMessage: vi.fn() } as unknown as Window;
    const { auth } = fakeAuth({
      exchange: () => ({ data: { session: sessionFor(identityOf(priya)) }, error: null }),
    });
    const page = run('?code=popup', auth, opener);
    expect(opener.postMessage).toHaveBeenCalledWith(
      { source: 'shoplane-google-sign-in', type: 'started' },
      window.location.origin,
    );
    await vi.advanceTimersByTimeAsync(OAUTH_SESSION_WAIT_MS);
    await until(() => expect(page.last()).toEqual({ status: 'success', popup: true }));
    expect(opener.postMessage).toHaveBeenLastCalledWith(
      expect.objectContaining({
        type: 'success',
        notice: accountMessages.signedIn,
        user: expect.objectContaining({ emailId: priya.email, token: expect.any(String) }),
      }),
      window.location.origin,
    );
    await vi.advanceTimersByTimeAsync(699);
    expect(page.close).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(page.close).toHaveBeenCalled();
    expect(page.navigate).not.toHaveBeenCalled();
  });

  it("in a popup: closes only once Supabase's own session is dropped (closing would cancel that call)", async () => {
    const opener = { postMessage: vi.fn() } as unknown as Window;
    const { auth, client } = fakeAuth({
      exchange: () => ({ data: { session: sessionFor(identityOf(priya)) }, error: null }),
    });
    let dropped: (reply: { error: null }) => void = () => undefined;
    client.auth.signOut.mockReturnValueOnce(new Promise((resolve) => (dropped = resolve)));
    const page = run('?code=slow-sign-out', auth, opener);
    await vi.advanceTimersByTimeAsync(OAUTH_SESSION_WAIT_MS);
    await until(() => expect(page.last()).toEqual({ status: 'success', popup: true }));
    await vi.advanceTimersByTimeAsync(OAUTH_POPUP_CLOSE_DELAY_MAX_MS);
    expect(page.close).not.toHaveBeenCalled();
    dropped({ error: null });
    await until(() => expect(page.close).toHaveBeenCalled());
  });

  it.each([
    [
      '?error=access_denied&error_description=The+user+cancelled+Google+sign-in.',
      'The user cancelled Google sign-in.',
    ],
    ['?error=server_error', googleSignInMessages.googleAuthFailed],
    ['#error=access_denied&error_description=From+the+hash', 'From the hash'],
    ['', googleSignInMessages.authFailed],
  ])('%s → Sign-in Failed with "%s", then /auth after 2 s', async (search, text) => {
    const page = run(search, fakeAuth().auth);
    await vi.advanceTimersByTimeAsync(OAUTH_SESSION_WAIT_MS);
    await until(() => expect(page.last()).toEqual({ status: 'error', popup: false, message: text }));
    await vi.advanceTimersByTimeAsync(OAUTH_REDIRECT_ERROR_MS - 1);
    expect(page.navigate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(page.navigate).toHaveBeenCalledWith('/auth');
  });

  it('a failed code exchange shows its message, or Google authentication failed', async () => {
    const withText = run(
      '?code=bad',
      fakeAuth({
        exchange: () => ({
          data: { session: null },
          error: new Error('code challenge does not match previously saved code verifier'),
        }),
      }).auth,
    );
    await vi.advanceTimersByTimeAsync(OAUTH_SESSION_WAIT_MS);
    await until(() =>
      expect(withText.last()).toMatchObject({
        status: 'error',
        message: 'code challenge does not match previously saved code verifier',
      }),
    );
    withText.stop();
    const blank = run(
      '?code=bad2',
      fakeAuth({ exchange: () => ({ data: { session: null }, error: new Error('') }) }).auth,
    );
    await vi.advanceTimersByTimeAsync(OAUTH_SESSION_WAIT_MS);
    await until(() =>
      expect(blank.last()).toMatchObject({ status: 'error', message: googleSignInMessages.googleAuthFailed }),
    );
  });

  it('the shop refusing the sign-in: its text (423 locked) or OAuth sign-in failed', async () => {
    const locked = run(
      '?code=rohan',
      fakeAuth({ exchange: () => ({ data: { session: sessionFor(identityOf(rohan)) }, error: null }) }).auth,
    );
    await vi.advanceTimersByTimeAsync(OAUTH_SESSION_WAIT_MS);
    await until(() =>
      expect(locked.last()).toMatchObject({ status: 'error', message: accountMessages.locked }),
    );
    expect(useSessionStore.getState().user).toBeNull();
    locked.stop();

    server.use(http.post('*/api/v1/users/oauth-signin', () => new HttpResponse(null, { status: 500 })));
    const blank = run(
      '?code=blank',
      fakeAuth({ exchange: () => ({ data: { session: sessionFor(identityOf(priya)) }, error: null }) }).auth,
    );
    await vi.advanceTimersByTimeAsync(OAUTH_SESSION_WAIT_MS);
    await until(() =>
      expect(blank.last()).toMatchObject({
        status: 'error',
        message: googleSignInMessages.oauthSignInFailed,
      }),
    );
  });

  it('anything unexpected: the error state with no message (the screen says An unexpected error occurred…)', async () => {
    const page = run(
      '?code=boom',
      fakeAuth({
        exchange: () => {
          throw new TypeError('boom');
        },
      }).auth,
    );
    await vi.advanceTimersByTimeAsync(OAUTH_SESSION_WAIT_MS);
    await until(() => expect(page.last()).toEqual({ status: 'error', popup: false, message: '' }));
  });

  it('an error in a popup is posted to the opener, and the popup closes', async () => {
    const opener = { postMessage: vi.fn() } as unknown as Window;
    const page = run('?error=access_denied&error_description=Nope', fakeAuth().auth, opener);
    await vi.advanceTimersByTimeAsync(OAUTH_SESSION_WAIT_MS);
    await until(() => expect(page.last()).toEqual({ status: 'error', popup: true, message: 'Nope' }));
    expect(opener.postMessage).toHaveBeenLastCalledWith(
      { source: 'shoplane-google-sign-in', type: 'error', message: 'Nope' },
      window.location.origin,
    );
    await vi.advanceTimersByTimeAsync(700);
    expect(page.close).toHaveBeenCalled();
  });

  it('exchanges a code once, even when the page runs twice (StrictMode), and not again on reload', async () => {
    const { auth, client } = fakeAuth({
      exchange: () => ({ data: { session: sessionFor(identityOf(priya)) }, error: null }),
    });
    const first = run('?code=once', auth);
    first.stop();
    // The second run finds the address cleaned by the first, and still the code.
    const second = run(null, auth);
    await vi.advanceTimersByTimeAsync(OAUTH_SESSION_WAIT_MS);
    await until(() => expect(second.last()).toEqual({ status: 'success', popup: false }));
    expect(client.auth.exchangeCodeForSession).toHaveBeenCalledTimes(1);
    second.stop();
    // A reload of the cleaned address has no code: it looks for a session (none here).
    const reload = run(null, auth);
    await vi.advanceTimersByTimeAsync(OAUTH_SESSION_WAIT_MS);
    await until(() =>
      expect(reload.last()).toMatchObject({ status: 'error', message: googleSignInMessages.authFailed }),
    );
    expect(client.auth.exchangeCodeForSession).toHaveBeenCalledTimes(1);
  });

  it('reads names from Google metadata and OAuth results from query or hash', () => {
    expect(namesFromMetadata({ full_name: 'Asha  Verma Rao' })).toEqual({
      firstName: 'Asha',
      lastName: 'Verma Rao',
    });
    expect(namesFromMetadata({ given_name: 'Priya', family_name: 'Nair', full_name: 'x' })).toEqual({
      firstName: 'Priya',
      lastName: 'Nair',
    });
    expect(readReturnAddress('http://x/oauth-callback?code=c')).toEqual({ code: 'c' });
    expect(readReturnAddress('http://x/oauth-callback#error=e&error_description=d')).toEqual({
      error: 'e',
      description: 'd',
    });
  });
});
