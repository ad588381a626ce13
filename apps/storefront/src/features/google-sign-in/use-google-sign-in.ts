import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useReturnPath } from '../users/return-path';
import { notify } from '../../stores/notices-store';
import { readStoredSession, useSessionStore } from '../users/stores/session-store';
import { startGoogleSignIn } from './google-sign-in-attempt';

/**
 * Continue with Google on the sign-in page: `start` (call it inside the click), `busy` while the
 * attempt runs. Leaving the page ends the attempt and closes its popup.
 */
export function useGoogleSignIn(): { start: () => void; busy: boolean } {
  const navigate = useNavigate();
  const returnPath = useReturnPath();
  const [busy, setBusy] = useState(false);
  const stop = useRef<(() => void) | undefined>(undefined);
  useEffect(() => () => stop.current?.(), []);

  const start = useCallback(() => {
    if (stop.current) return;
    setBusy(true);
    stop.current = startGoogleSignIn({
      window,
      readStoredSession,
      establish: ({ token, ...user }) => useSessionStore.getState().establish(user, token),
      notifySuccess: (text) => {
        if (text) notify(text);
      },
      notifyError: (text) => notify(text, { tone: 'error' }),
      navigate: (path) => navigate(path),
      returnPath,
      onEnd: () => {
        stop.current = undefined;
        setBusy(false);
      },
    });
  }, [navigate, returnPath]);

  return { start, busy };
}
