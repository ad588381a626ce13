import { privacyPolicy, termsAndConditions } from '@shop/core';
import { AuthScreen, ForgotPasswordDialog, type AuthTab } from '@shop/ui';
import { useSearchParams } from 'react-router-dom';
import { useOverlaysStore } from '../../stores/overlays-store';
import { useForgotPassword } from './use-forgot-password';
import { useSignInForm } from './use-sign-in-form';
import { useSignUpForm } from './use-sign-up-form';

/** `?tab=signup` opens the Sign Up tab directly (handy for links and QA suites). */
const SIGN_UP_TAB = 'signup';

/** /login and /auth (spec §2): the same screen, Sign In by default. */
export function AuthRoute() {
  const [params, setParams] = useSearchParams();
  const tab: AuthTab = params.get('tab') === SIGN_UP_TAB ? 'signUp' : 'signIn';
  const { fillDemoAccount, ...signIn } = useSignInForm();
  const signUp = useSignUpForm();
  const { openDialog: openForgotPassword, ...forgotPassword } = useForgotPassword();
  const showDocument = useOverlaysStore((state) => state.showDocument);
  const notify = useOverlaysStore((state) => state.notify);

  return (
    <>
      <AuthScreen
        tab={tab}
        onTabChange={(next) => setParams(next === 'signUp' ? { tab: SIGN_UP_TAB } : {}, { replace: true })}
        signIn={signIn}
        signUp={signUp}
        onForgotPassword={openForgotPassword}
        onGoogleSignIn={() => notify('Google sign-in is coming in a later release.', { tone: 'error' })}
        onFillDemoAccount={fillDemoAccount}
        onOpenTerms={() => showDocument(termsAndConditions)}
        onOpenPrivacy={() => showDocument(privacyPolicy)}
      />
      <ForgotPasswordDialog {...forgotPassword} />
    </>
  );
}
