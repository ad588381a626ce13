import { SESSION_USER_LOCAL_STORAGE_KEY } from '@shop/core';
import { afterEach, describe, expect, it } from 'vitest';
import { authCookie, expiredAuthCookie } from '../../../lib/auth-cookie';
import { readStoredSession, startSession, useSessionStore } from './session-store';

const user = { userId: 7, emailId: 'asha@example.in', firstName: 'Asha', lastName: 'Verma' };

afterEach(() => useSessionStore.setState({ user: null }));

describe('session restore (spec §4)', () => {
  it('is signed out when the stored user is missing or unparseable', () => {
    expect(readStoredSession()).toBeNull();
    localStorage.setItem(SESSION_USER_LOCAL_STORAGE_KEY, '{not json');
    expect(readStoredSession()).toBeNull();
    localStorage.setItem(SESSION_USER_LOCAL_STORAGE_KEY, JSON.stringify({ firstName: 'Asha' }));
    expect(readStoredSession()).toBeNull();
  });

  it('restores the stored user with its token', () => {
    localStorage.setItem(SESSION_USER_LOCAL_STORAGE_KEY, JSON.stringify({ ...user, token: 't-1' }));
    startSession();
    expect(useSessionStore.getState().user).toEqual({ ...user, token: 't-1' });
  });

  it('removes stored password entries from both storages at start-up', () => {
    localStorage.setItem('password', 'Secret#1');
    localStorage.setItem('loginPassword', 'Secret#1');
    sessionStorage.setItem('userPassword', 'Secret#1');
    localStorage.setItem('unrelated', 'kept');
    startSession();
    expect([localStorage.getItem('password'), localStorage.getItem('loginPassword')]).toEqual([null, null]);
    expect(sessionStorage.getItem('userPassword')).toBeNull();
    expect(localStorage.getItem('unrelated')).toBe('kept');
  });
});

describe('sign-in and sign-out effects', () => {
  it('stores the user under demo.auth.user and the token in the auth_token cookie', () => {
    useSessionStore.getState().establish(user, 'token-abc');
    expect(JSON.parse(localStorage.getItem(SESSION_USER_LOCAL_STORAGE_KEY)!)).toEqual({
      ...user,
      token: 'token-abc',
    });
    expect(document.cookie).toContain('auth_token=token-abc');
  });

  it('writes the cookie for 7 days, SameSite=Lax, path / (Secure only over https)', () => {
    expect(authCookie('a b', false)).toBe('auth_token=a%20b; Max-Age=604800; Path=/; SameSite=Lax');
    expect(authCookie('t', true)).toBe('auth_token=t; Max-Age=604800; Path=/; SameSite=Lax; Secure');
  });

  it('clears the cookie with the attributes it was set with (Secure only over https)', () => {
    expect(expiredAuthCookie(false)).toBe('auth_token=; Max-Age=0; Path=/; SameSite=Lax');
    expect(expiredAuthCookie(true)).toBe('auth_token=; Max-Age=0; Path=/; SameSite=Lax; Secure');
  });

  it('clears every credential-like entry from both storages and the cookie on sign-out', () => {
    useSessionStore.getState().establish(user, 'token-abc');
    for (const key of ['jwt', 'authToken', 'accessToken', 'refreshToken', 'loginPassword', 'demoUser']) {
      localStorage.setItem(key, 'x');
      sessionStorage.setItem(key, 'x');
    }
    localStorage.setItem('demo.auth.rememberedEmail', 'asha@example.in');

    useSessionStore.getState().end();

    expect(useSessionStore.getState().user).toBeNull();
    expect(localStorage.getItem(SESSION_USER_LOCAL_STORAGE_KEY)).toBeNull();
    for (const key of ['jwt', 'authToken', 'accessToken', 'refreshToken', 'loginPassword', 'demoUser']) {
      expect([key, localStorage.getItem(key), sessionStorage.getItem(key)]).toEqual([key, null, null]);
    }
    expect(document.cookie).not.toContain('auth_token=token-abc');
    // Remember-me keeps the e-mail only, and sign-out is not asked to forget it.
    expect(localStorage.getItem('demo.auth.rememberedEmail')).toBe('asha@example.in');
  });

  it('ignores storage failures', () => {
    const original = Storage.prototype.setItem;
    Storage.prototype.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    try {
      expect(() => useSessionStore.getState().establish(user, 't')).not.toThrow();
      expect(useSessionStore.getState().user?.userId).toBe(7);
    } finally {
      Storage.prototype.setItem = original;
    }
  });
});
