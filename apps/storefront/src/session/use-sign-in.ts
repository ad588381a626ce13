import { failureText, type SessionReply, type SignInRequest } from '@shop/core';
import { useCallback } from 'react';
import { signIn } from '../api/users';
import { useSessionStore } from '../stores/session-store';

export type SignInOutcome = { ok: true; reply: SessionReply } | { ok: false; message: string };

/**
 * Signs in with e-mail and password and starts the session (the sign-in page and the 'Sign In
 * Required' modal both use it). Failures become the §8 sign-in texts.
 */
export function useSignIn(): (credentials: SignInRequest) => Promise<SignInOutcome> {
  return useCallback(async (credentials) => {
    try {
      const reply = await signIn(credentials);
      useSessionStore.getState().establish(reply.user, reply.token);
      return { ok: true, reply };
    } catch (error) {
      return {
        ok: false,
        message: failureText('signIn', error),
      };
    }
  }, []);
}
