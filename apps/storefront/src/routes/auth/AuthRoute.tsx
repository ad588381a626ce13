import { AUTH_TAB_PARAM, privacyPolicy, SIGN_UP_TAB_VALUE, termsAndConditions } from '@shop/core';
import { DEMO_MAILBOX_PATH } from '@shop/core/profile';
import { AuthScreen, ForgotPasswordDialog, type AuthTab } from '@shop/ui/users';
import { useState } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { useGoogleSignIn } from '../../features/google-sign-in/use-google-sign-in';
import { useDocumentTitle } from '../../lib/document-title';
import { isDemoSession } from '../../features/qa/qa-session';
import { useDialogsStore } from '../../stores/dialogs-store';
import { useSessionStore } from '../../features/users/stores/session-store';
import { useReturnPath } from '../../features/users/return-path';
import { useForgotPassword } from '../../features/users/use-forgot-password';
import { useSignInForm } from '../../features/users/use-sign-in-form';
import { useSignUpForm } from '../../features/users/use-sign-up-form';

const TAB_TITLES: Record<AuthTab, string> = { signIn: 'Sign In', signUp: 'Sign Up' };

/** /login and /auth (spec §2): the same screen, Sign In by default; `?tab=signup` opens Sign Up. */
export function AuthRoute() {
  // Signed in on arrival: nothing to do here, go on. (Signing in here redirects after 2.1 s.)
  const [signedInOnArrival] = useState(() => useSessionStore.getState().user !== null);
  const returnPath = useReturnPath();
  if (signedInOnArrival) return <Navigate to={returnPath} replace />;
  return <AuthPage />;
}

function AuthPage() {
  const [params, setParams] = useSearchParams();
  const tab: AuthTab = params.get(AUTH_TAB_PARAM) === SIGN_UP_TAB_VALUE ? 'signUp' : 'signIn';
  useDocumentTitle(TAB_TITLES[tab]);
  const { fillDemoAccount, ...signIn } = useSignInForm();
  const signUp = useSignUpForm();
  const { openDialog: openForgotPassword, ...forgotPassword } = useForgotPassword();
  const showDocument = useDialogsStore((state) => state.showDocument);
  const google = useGoogleSignIn();

  const changeTab = (next: AuthTab) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'signUp') updated.set(AUTH_TAB_PARAM, SIGN_UP_TAB_VALUE);
        else updated.delete(AUTH_TAB_PARAM);
        return updated;
      },
      { replace: true },
    );

  // Demo mode only: a production shop has no mailbox to point to.
  const mailboxHref = isDemoSession() ? DEMO_MAILBOX_PATH : undefined;

  return (
    <>
      <AuthScreen
        tab={tab}
        onTabChange={changeTab}
        signIn={signIn}
        signUp={signUp}
        onForgotPassword={openForgotPassword}
        onGoogleSignIn={google.start}
        googleBusy={google.busy}
        onFillDemoAccount={fillDemoAccount}
        mailboxHref={mailboxHref}
        onOpenTerms={() => showDocument(termsAndConditions)}
        onOpenPrivacy={() => showDocument(privacyPolicy)}
      />
      <ForgotPasswordDialog {...forgotPassword} mailboxHref={mailboxHref} />
    </>
  );
}
