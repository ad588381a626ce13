import { api, SESSION_USER_LOCAL_STORAGE_KEY } from '@shop/core';
import { demoAccount } from '@shop/core/users';
import { describe, expect, it } from 'vitest';
import { apiClient } from '../../api/client';
import { signOut } from './api/sign-out';
import { signIn } from './api/users';
import { useNoticesStore } from '../../stores/notices-store';
import { startSession, useSessionStore } from './stores/session-store';
import { useSignInIntentStore } from './stores/sign-in-intent-store';

const standard = demoAccount('standard');
const notices = () => useNoticesStore.getState().notices;

/** A user restored from storage whose token the server no longer knows. */
function restoreRevokedSession() {
  const user = { userId: 1, emailId: standard.email, firstName: 'Asha', lastName: 'Verma' };
  localStorage.setItem(SESSION_USER_LOCAL_STORAGE_KEY, JSON.stringify({ ...user, token: 'revoked-token' }));
  document.cookie = 'auth_token=revoked-token; path=/';
  startSession();
  expect(useSessionStore.getState().user?.userId).toBe(1);
}

describe('a 401 from any bearer call (one place: the API client)', () => {
  it('ends the local session, says so, and offers to sign in again', async () => {
    restoreRevokedSession();
    await expect(apiClient.call(api.users.getUser, { params: { userId: 1 } })).rejects.toMatchObject({
      status: 401,
    });

    expect(useSessionStore.getState().user).toBeNull();
    expect(localStorage.getItem(SESSION_USER_LOCAL_STORAGE_KEY)).toBeNull();
    expect(document.cookie).not.toContain('revoked-token');
    expect(notices()).toMatchObject([
      { message: 'No session found - please try signing in again', tone: 'error' },
    ]);
    expect(useSignInIntentStore.getState().open).toBe(true);
  });

  it('leaves a good session alone', async () => {
    const reply = await signIn({ emailId: standard.email, password: standard.password });
    useSessionStore.getState().establish(reply.user, reply.token);
    await apiClient.call(api.users.getUser, { params: { userId: reply.user.userId } });
    expect(useSessionStore.getState().user?.userId).toBe(reply.user.userId);
    expect(notices()).toEqual([]);
  });

  it('does not add its notice to a sign-out with a revoked token (sign-out has its own)', async () => {
    restoreRevokedSession();
    await expect(signOut()).rejects.toMatchObject({ status: 401 });
    expect(notices()).toEqual([]);
    expect(useSignInIntentStore.getState().open).toBe(false);
  });
});
