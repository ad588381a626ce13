import { REMEMBER_ME_LOCAL_STORAGE_KEY, SESSION_USER_LOCAL_STORAGE_KEY } from '@shop/core';
import { demoAccount } from '@shop/core/users';
import { MOCK_OTP, withScenarios, type ScenarioName } from '@shop/mocks';
import { testIds } from '@shop/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expectNotice, restoredSession } from '../../app/page-story-helpers';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { loadPageScreen, PageStory } from '../../app/PageStory';

const meta = {
  title: 'Pages/Sign In and Sign Up',
  component: PageStory,
  loaders: [loadPageScreen],
  args: { path: '/login' },
} satisfies Meta<typeof PageStory>;
export default meta;

type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const standard = demoAccount('standard');

async function signInWith(canvas: Canvas, email: string, password: string) {
  await userEvent.type(await canvas.findByTestId(testIds.signIn.email), email);
  await userEvent.type(canvas.getByTestId(testIds.signIn.password), password);
  await userEvent.click(canvas.getByTestId(testIds.signIn.submit));
}

const signInError = async (canvas: Canvas) => canvas.findByTestId(testIds.signIn.error);

/** A scenario story: the standard account signs in and the mock answers with `scenario`. */
function signInFailure(scenario: ScenarioName, expected: string): Story {
  return {
    parameters: { msw: { handlers: withScenarios(scenario) } },
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await signInWith(canvas, standard.email, standard.password);
      await expect(await signInError(canvas)).toHaveTextContent(expected);
      await expect(localStorage.getItem(SESSION_USER_LOCAL_STORAGE_KEY)).toBeNull();
    },
  };
}

export const SignIn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('tab', { name: 'Sign In', selected: true })).toBeVisible();
    await expect(canvas.getByTestId(testIds.demoAccounts.panel)).toHaveTextContent(standard.email);
  },
};

/** Spec §5: both empty, then each one, with the fields marked. */
export const SignInValidation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByTestId(testIds.signIn.submit));
    await expect(await signInError(canvas)).toHaveTextContent('Enter email id and password');
    await expect(canvas.getByTestId(testIds.signIn.email)).toHaveAttribute('aria-invalid', 'true');

    await userEvent.type(canvas.getByTestId(testIds.signIn.email), '   ');
    await userEvent.type(canvas.getByTestId(testIds.signIn.password), 'Secret#1');
    await userEvent.click(canvas.getByTestId(testIds.signIn.submit));
    await expect(await signInError(canvas)).toHaveTextContent('Enter email id');

    await userEvent.clear(canvas.getByTestId(testIds.signIn.password));
    await userEvent.type(canvas.getByTestId(testIds.signIn.email), standard.email);
    await userEvent.click(canvas.getByTestId(testIds.signIn.submit));
    await expect(await signInError(canvas)).toHaveTextContent('Enter password');
  },
};

export const SignInInvalidCredentials = signInFailure(
  'users.signIn.invalid-credentials',
  'Invalid email or password',
);
export const SignInLocked = signInFailure(
  'users.signIn.locked',
  'Your account has been locked. Please contact support.',
);
export const SignInTooManyAttempts = signInFailure(
  'users.signIn.too-many-attempts',
  'Too many attempts. Please try again in 15 minutes.',
);
export const SignInNetworkDown = signInFailure('users.signIn.network-down', 'Network error occurred');

export const SignInSubmitting: Story = {
  parameters: { msw: { handlers: withScenarios('users.signIn.pending') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await signInWith(canvas, standard.email, standard.password);
    await expect(await canvas.findByRole('button', { name: 'Signing in…' })).toBeDisabled();
  },
};

/** The locked demo account, filled from the panel, meets its documented refusal. */
export const LockedDemoAccount: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByTestId(testIds.demoAccounts.fill('locked')));
    await expect(canvas.getByTestId(testIds.signIn.email)).toHaveValue('locked.user@shoplane.test');
    await expect(canvas.getByTestId(testIds.signIn.rememberMe)).toBeChecked();
    await userEvent.click(canvas.getByTestId(testIds.signIn.submit));
    await expect(await signInError(canvas)).toHaveTextContent(
      'Your account has been locked. Please contact support.',
    );
  },
};

/** Success: session stored, remember-me keeps the e-mail only, header switches to Sign Out. */
export const SignInSucceeds: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByTestId(testIds.demoAccounts.fill('standard')));
    await userEvent.click(canvas.getByTestId(testIds.signIn.submit));
    await expectNotice(canvasElement, 'Signed in successfully');
    await expect(canvas.getByTestId(testIds.header.signOutButton)).toBeVisible();
    await expect(JSON.parse(localStorage.getItem(SESSION_USER_LOCAL_STORAGE_KEY)!)).toMatchObject({
      emailId: standard.email,
    });
    await expect(localStorage.getItem(REMEMBER_ME_LOCAL_STORAGE_KEY)).toBe(standard.email);
    await expect(JSON.stringify({ ...localStorage })).not.toContain(standard.password);
    // The redirect to / after 2.1 s is asserted with fake timers (use-sign-in-form.test.tsx).
  },
};

export const SignUp: Story = {
  args: { path: '/auth?tab=signup' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('tab', { name: 'Sign Up', selected: true })).toBeVisible();
    await expect(canvas.getByTestId(testIds.signUp.firstName)).toBeVisible();
  },
};

/** Spec §5: 'Fill all fields' with every field marked. */
export const SignUpAllEmpty: Story = {
  args: { path: '/auth?tab=signup' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByTestId(testIds.signUp.submit));
    await expect(await canvas.findByText('Fill all fields')).toBeVisible();
    for (const id of [testIds.signUp.firstName, testIds.signUp.lastName, testIds.signUp.email]) {
      await expect(canvas.getByTestId(id)).toHaveAttribute('aria-invalid', 'true');
    }
  },
};

export const SignUpEmailTaken: Story = {
  args: { path: '/auth?tab=signup' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByTestId(testIds.signUp.firstName), 'Asha');
    await userEvent.type(canvas.getByTestId(testIds.signUp.lastName), 'Verma');
    await userEvent.type(canvas.getByTestId(testIds.signUp.email), standard.email.toUpperCase());
    await userEvent.type(canvas.getByTestId(testIds.signUp.password), 'Mango#Tree42');
    await userEvent.type(canvas.getByTestId(testIds.signUp.confirmPassword), 'Mango#Tree42');
    await userEvent.click(canvas.getByTestId(testIds.signUp.terms));
    await userEvent.click(canvas.getByTestId(testIds.signUp.submit));
    // The server's refusal names the e-mail field: under the field and in the form's red box.
    await expect(await canvas.findByTestId(testIds.signUp.emailError)).toHaveTextContent(
      'An account with this email already exists.',
    );
    await expect(canvas.getByTestId(testIds.signUp.error)).toHaveTextContent(
      'An account with this email already exists.',
    );
  },
};

export const TermsAndConditions: Story = {
  args: { path: '/auth?tab=signup' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Terms & Conditions' }));
    const dialog = await canvas.findByRole('dialog', { name: 'Terms & Conditions' });
    await expect(dialog).toHaveTextContent('cannot be cancelled once it has been placed');
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('dialog', { name: 'Terms & Conditions' })).not.toBeInTheDocument();
  },
};

async function openForgotPassword(canvas: Canvas, email = standard.email) {
  await userEvent.click(await canvas.findByTestId(testIds.signIn.forgotPassword));
  await userEvent.type(await canvas.findByTestId(testIds.forgotPassword.email), email);
  await userEvent.click(canvas.getByTestId(testIds.forgotPassword.sendOtp));
}

/** The whole wizard against the mock API, whose reset mails carry MOCK_OTP. */
export const ForgotPasswordFlow: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await openForgotPassword(canvas);
    await expect(await canvas.findByRole('dialog', { name: 'Enter OTP' })).toBeVisible();
    await expect(canvas.getByTestId(testIds.forgotPassword.resendCountdown)).toHaveTextContent(
      'Resend OTP in 30s',
    );
    await expect(canvas.queryByTestId(testIds.forgotPassword.resendOtp)).not.toBeInTheDocument();

    await userEvent.type(canvas.getByTestId(testIds.forgotPassword.otp), `${MOCK_OTP}99`);
    await expect(canvas.getByTestId(testIds.forgotPassword.otp)).toHaveValue(MOCK_OTP);
    await userEvent.click(canvas.getByTestId(testIds.forgotPassword.verifyOtp));

    await expect(await canvas.findByRole('dialog', { name: 'Create New Password' })).toBeVisible();
    await userEvent.type(canvas.getByTestId(testIds.forgotPassword.newPassword), 'Fresh#Start9');
    await userEvent.type(canvas.getByTestId(testIds.forgotPassword.confirmPassword), 'Fresh#Start9');
    await userEvent.click(canvas.getByTestId(testIds.forgotPassword.resetPassword));

    const done = await canvas.findByRole('dialog', { name: 'Password Reset Complete' });
    await expect(within(done).queryByTestId(testIdsCloseIcon)).not.toBeInTheDocument();
    await userEvent.click(within(done).getByRole('button', { name: 'Close' }));
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
  },
};
const testIdsCloseIcon = `${testIds.forgotPassword.dialog}-close`;

function otpFailure(scenario: ScenarioName, expected: string): Story {
  return {
    parameters: { msw: { handlers: withScenarios(scenario) } },
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await openForgotPassword(canvas);
      await userEvent.type(await canvas.findByTestId(testIds.forgotPassword.otp), MOCK_OTP);
      await userEvent.click(canvas.getByTestId(testIds.forgotPassword.verifyOtp));
      await expect(await canvas.findByRole('alert')).toHaveTextContent(expected);
    },
  };
}

export const ForgotPasswordInvalidOtp = otpFailure('users.verifyOtp.invalid', 'Invalid OTP');
export const ForgotPasswordExpiredOtp = otpFailure(
  'users.verifyOtp.expired',
  'OTP has expired. Please request a new one.',
);

export const ForgotPasswordResetTokenRejected: Story = {
  parameters: { msw: { handlers: withScenarios('users.resetPassword.token-invalid') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await openForgotPassword(canvas);
    await userEvent.type(await canvas.findByTestId(testIds.forgotPassword.otp), MOCK_OTP);
    await userEvent.click(canvas.getByTestId(testIds.forgotPassword.verifyOtp));
    await userEvent.type(await canvas.findByTestId(testIds.forgotPassword.newPassword), 'Fresh#Start9');
    await userEvent.type(canvas.getByTestId(testIds.forgotPassword.confirmPassword), 'Fresh#Start9');
    await userEvent.click(canvas.getByTestId(testIds.forgotPassword.resetPassword));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Reset token is invalid or has expired. Please start over.',
    );
  },
};

export const ForgotPasswordSendFails: Story = {
  parameters: { msw: { handlers: withScenarios('users.forgotPassword.network-down') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await openForgotPassword(canvas);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Network error occurred');
    await expect(canvas.getByRole('dialog', { name: 'Forgot Password' })).toBeVisible();
  },
};

/** Signed in already: /login has nothing to offer, so the user is sent on (home by default). */
export const SignedInUserIsSentOn: Story = {
  beforeEach: restoredSession(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId(testIds.home.screen)).toBeVisible();
    await expect(canvas.queryByTestId(testIds.auth.screen)).toBeNull();
  },
};

export const SignInTitle: Story = {
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByTestId(testIds.auth.screen);
    await waitFor(() => expect(document.title).toBe('Sign In · ShopLane'));
  },
};
