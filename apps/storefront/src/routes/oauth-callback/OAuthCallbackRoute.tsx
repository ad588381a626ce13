import { paths } from '@shop/core';
import { OAuthCallbackScreen, type OAuthCallbackState } from '@shop/ui/google-sign-in';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useDocumentTitle } from '../../lib/document-title';
import { runOAuthCallback } from '../../features/google-sign-in/oauth-callback-flow';

/** /oauth-callback (spec §2): where Google sign-in returns, in the popup or the tab. */
export function OAuthCallbackRoute() {
  useDocumentTitle('Signing in with Google');
  const navigate = useNavigate();
  const [state, setState] = useState<OAuthCallbackState>({ status: 'loading' });
  useEffect(
    () =>
      runOAuthCallback({
        window,
        navigate: (path) => navigate(path, { replace: true }),
        onState: setState,
      }),
    [navigate],
  );
  const continueHref = state.status === 'error' ? paths.auth() : paths.home();
  return (
    <OAuthCallbackScreen
      state={state}
      continueHref={continueHref}
      onContinue={() => navigate(continueHref, { replace: true })}
    />
  );
}
