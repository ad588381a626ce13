import { SIGN_OUT_NOTICE_MS, signOutMessages } from '@shop/core';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { signOut } from '../api/users';
import { useOverlaysStore } from '../stores/overlays-store';
import { useSessionStore } from '../stores/session-store';

/**
 * Spec §4: sign-out always ends locally signed out whatever the server says, shows its message
 * for 5000 ms and goes to /login replacing history.
 */
export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    let message: string = signOutMessages.succeeded;
    let tone: 'success' | 'error' = 'success';
    try {
      message = (await signOut()).message || signOutMessages.succeeded;
    } catch {
      message = signOutMessages.failed;
      tone = 'error';
    }
    useSessionStore.getState().end();
    useOverlaysStore.getState().notify(message, { tone, durationMs: SIGN_OUT_NOTICE_MS });
    navigate('/login', { replace: true });
  }, [navigate]);
}
