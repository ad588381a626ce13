import { SESSION_USER_LOCAL_STORAGE_KEY } from '@shop/core';
import { demoAccount } from '@shop/core/users';
import { accountsState, scenarioHandlers } from '@shop/mocks';
import { server } from '@shop/mocks/node';
import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { routerWrapper } from '../../../test/router-wrapper';
import { signIn } from './api/users';
import { useNoticesStore } from '../../stores/notices-store';
import { useSessionStore } from './stores/session-store';
import { useSignOut } from './use-sign-out';

const standard = demoAccount('standard');

function renderSignOut() {
  const { wrapper, router } = routerWrapper('/cart');
  return { hook: renderHook(() => useSignOut(), { wrapper }), router };
}

beforeEach(async () => {
  const reply = await signIn({ emailId: standard.email, password: standard.password });
  useSessionStore.getState().establish(reply.user, reply.token);
});

describe('sign-out (spec §4)', () => {
  it('revokes the token on the server, ends the session, says so and goes to /login replacing history', async () => {
    const { hook, router } = renderSignOut();
    await act(() => hook.result.current());

    expect(accountsState.sessions.size).toBe(0);
    expect(useSessionStore.getState().user).toBeNull();
    expect(localStorage.getItem(SESSION_USER_LOCAL_STORAGE_KEY)).toBeNull();
    expect(useNoticesStore.getState().notices.map((notice) => notice.message)).toEqual([
      'Signed out successfully',
    ]);
    expect(router().state.location.pathname).toBe('/login');
    expect(router().state.historyAction).toBe('REPLACE');
  });

  it.each(['users.signOut.error', 'users.signOut.network-down'] as const)(
    'still ends locally signed out when the server fails (%s)',
    async (scenario) => {
      server.use(...scenarioHandlers(scenario));
      const { hook, router } = renderSignOut();
      await act(() => hook.result.current());

      expect(useSessionStore.getState().user).toBeNull();
      expect(localStorage.getItem(SESSION_USER_LOCAL_STORAGE_KEY)).toBeNull();
      expect(useNoticesStore.getState().notices.map((notice) => notice.message)).toEqual([
        'Failed to sign out',
      ]);
      expect(router().state.location.pathname).toBe('/login');
    },
  );
});
