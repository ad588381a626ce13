import type { DemoAccount } from '@shop/core/users';
import { useId } from 'react';
import { accountLabels } from '../../account-labels';
import { Box } from '../../components/Box/Box';
import { Stack } from '../../components/Stack/Stack';
import { testIds } from '../../testIds';
import * as styles from './AuthScreen.css';
import { AuthTabs, type AuthTab } from './AuthTabs';
import { DemoAccountsPanel } from './DemoAccountsPanel';
import { SignInForm, type SignInFormState } from './SignInForm';
import { signInArt } from './sign-in-art';
import { SignUpForm, type SignUpFormState } from './SignUpForm';

export interface AuthScreenProps {
  /** The selected tab; 'signIn' is the screen's default (spec §2). */
  tab: AuthTab;
  /** A tab was clicked or chosen with the arrow keys, Home or End. */
  onTabChange: (tab: AuthTab) => void;
  signIn: SignInFormState;
  signUp: SignUpFormState;
  /** 'Forgot password?': the caller opens the forgot-password dialog. */
  onForgotPassword: () => void;
  /** 'Continue with Google': the caller opens the Google popup. */
  onGoogleSignIn: () => void;
  /** While the Google popup is open its button is disabled and shows progress. */
  googleBusy?: boolean;
  /** A demo account's Fill: the caller fills e-mail and password and ticks Remember me. */
  onFillDemoAccount: (account: DemoAccount) => void;
  /** Defaults to @shop/core's `demoAccounts`. */
  demoAccounts?: readonly DemoAccount[];
  /** Demo mode: the demo mailbox, linked under the demo accounts. */
  mailboxHref?: string;
  /** 'Terms & Conditions' in the Sign Up tab's terms sentence: open the document dialog. */
  onOpenTerms: () => void;
  /** 'Privacy Policy' in the same sentence. */
  onOpenPrivacy: () => void;
}

/**
 * The sign-in / sign-up screen of /login and /auth (spec §2): two tabs, Sign In (with Continue
 * with Google and the demo-accounts panel) and Sign Up. Pure: the container owns every value,
 * message, busy flag and timer (errors clear after 5 s, redirects) and hears every action.
 */
export function AuthScreen({
  tab,
  onTabChange,
  signIn,
  signUp,
  onForgotPassword,
  onGoogleSignIn,
  googleBusy = false,
  onFillDemoAccount,
  demoAccounts,
  mailboxHref,
  onOpenTerms,
  onOpenPrivacy,
}: AuthScreenProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const panelId = `${id}-panel`;
  const tabIds: Record<AuthTab, string> = { signIn: `${id}-tab-sign-in`, signUp: `${id}-tab-sign-up` };

  return (
    <Stack
      as="section"
      aria-labelledby={titleId}
      gap="xl"
      maxWidth="narrow"
      paddingY="xxl"
      paddingX="lg"
      data-testid={testIds.auth.screen}
    >
      <img
        className={styles.art}
        src={signInArt.src}
        alt=""
        width={signInArt.width}
        height={signInArt.height}
      />
      <h1 id={titleId} className={styles.title}>
        {accountLabels.screenTitle}
      </h1>
      <Box background="surface" border="standard" borderRadius="lg" boxShadow="sm" className={styles.card}>
        <AuthTabs tab={tab} onTabChange={onTabChange} tabIds={tabIds} panelId={panelId} />
        <Stack
          id={panelId}
          role="tabpanel"
          aria-labelledby={tabIds[tab]}
          gap="xl"
          padding="xl"
          data-testid={tab === 'signIn' ? testIds.auth.signInPanel : testIds.auth.signUpPanel}
        >
          {tab === 'signIn' ? (
            <>
              <SignInForm
                {...signIn}
                onForgotPassword={onForgotPassword}
                onGoogleSignIn={onGoogleSignIn}
                googleBusy={googleBusy}
              />
              <DemoAccountsPanel
                accounts={demoAccounts}
                onFill={onFillDemoAccount}
                mailboxHref={mailboxHref}
              />
            </>
          ) : (
            <SignUpForm {...signUp} onOpenTerms={onOpenTerms} onOpenPrivacy={onOpenPrivacy} />
          )}
        </Stack>
      </Box>
    </Stack>
  );
}
