import { failureText, paths, SIGN_OUT_NOTICE_MS } from '@shop/core';
import { signOutMessages } from '@shop/core/users';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { signOut } from './api/sign-out';
import { notify } from '../../stores/notices-store';
import { useSessionStore } from './stores/session-store';

/**
 * Spec §4: sign-out always ends locally signed out whatever the server says, shows its message
 * for 5000 ms and goes to /login replacing history.
 */
export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    let message: string;
    let tone: 'success' | 'error' = 'success';
    try {
      message = (await signOut()).message || signOutMessages.succeeded;
    } catch (error) {
      message = failureText('signOut', error);
      tone = 'error';
    }
    useSessionStore.getState().end();
    notify(message, { tone, durationMs: SIGN_OUT_NOTICE_MS });
    navigate(paths.login(), { replace: true });
  }, [navigate]);
}
