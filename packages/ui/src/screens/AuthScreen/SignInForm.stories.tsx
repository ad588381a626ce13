import { fieldErrorsFromReply } from '@shop/core';
import { accountMessages } from '@shop/core/users';
import { demoAccount, signInMessages, signInRequestFields } from '@shop/core/users';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AuthScreen } from './AuthScreen';
import {
  emptySignIn,
  formError,
  interaction,
  mobileVariant,
  signInState,
  signUpState,
} from './auth-fixtures';

const onChange = fn();
const onSubmit = fn();
const onTabChange = fn();
const onForgotPassword = fn();
const onGoogleSignIn = fn();
const onFillDemoAccount = fn();
const onOpenTerms = fn();
const onOpenPrivacy = fn();
const signUpHandlers = { onChange: fn(), onSubmit: fn() };

const signIn = (overrides: Parameters<typeof signInState>[1] = {}) =>
  signInState({ onChange, onSubmit }, overrides);

const standard = demoAccount('standard');
const locked = demoAccount('locked');

/**
 * The Sign In tab of the sign-in / sign-up screen: design states (one per state, nothing driven),
 * then interaction tests (tagged `interaction`).
 */
const meta = {
  title: 'Screens/AuthScreen/SignIn',
  component: AuthScreen,
  args: {
    tab: 'signIn',
    onTabChange,
    signIn: signIn(),
    signUp: signUpState(signUpHandlers),
    onForgotPassword,
    onGoogleSignIn,
    googleBusy: false,
    onFillDemoAccount,
    onOpenTerms,
    onOpenPrivacy,
  },
  beforeEach: () => {
    for (const spy of [
      onChange,
      onSubmit,
      onTabChange,
      onForgotPassword,
      onGoogleSignIn,
      onFillDemoAccount,
      onOpenTerms,
      onOpenPrivacy,
    ]) {
      spy.mockClear();
    }
  },
} satisfies Meta<typeof AuthScreen>;
export default meta;

type Story = StoryObj<typeof meta>;

// Design states

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = canvas.getByRole('form', { name: 'Sign In' });
    await expect(form).toHaveAttribute('novalidate');
    await expect(canvas.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');

    const email = canvas.getByLabelText('Email');
    await expect(email).toHaveAttribute('type', 'email');
    await expect(email).toHaveAttribute('autocomplete', 'email');
    await expect(email).toHaveAttribute('data-testid', 'sign-in-email');
    await expect(email).not.toHaveAttribute('aria-invalid');
    const password = canvas.getByLabelText('Password');
    await expect(password).toHaveAttribute('type', 'password');
    await expect(password).toHaveAttribute('autocomplete', 'current-password');
    await expect(canvas.getByRole('checkbox', { name: 'Show password' })).not.toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Remember me' })).not.toBeChecked();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.queryByTestId('sign-in-error')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Sign In' })).toHaveAttribute('type', 'submit');
  },
};

export const EmptyMobile = mobileVariant(Empty);

export const BothEmpty: Story = {
  args: { signIn: signIn({ error: formError(signInMessages.bothEmpty, ['email', 'password']) }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Enter email id and password');
    await expect(alert).toHaveAttribute('data-testid', 'sign-in-error');
    for (const label of ['Email', 'Password']) {
      const field = canvas.getByLabelText(label);
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription('Enter email id and password');
    }
  },
};

export const BothEmptyMobile = mobileVariant(BothEmpty);

export const EmailEmpty: Story = {
  args: {
    signIn: signIn({
      values: { ...emptySignIn, password: 'Secret@123' },
      error: formError(signInMessages.emailEmpty, ['email']),
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Enter email id');
    await expect(canvas.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText('Email')).toHaveAccessibleDescription('Enter email id');
    await expect(canvas.getByLabelText('Password')).not.toHaveAttribute('aria-invalid');
  },
};

export const PasswordEmpty: Story = {
  args: {
    signIn: signIn({
      values: { ...emptySignIn, email: 'asha@example.in' },
      error: formError(signInMessages.passwordEmpty, ['password']),
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Enter password');
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
    await expect(canvas.getByLabelText('Email')).toHaveValue('asha@example.in');
  },
};

export const InvalidCredentials: Story = {
  args: {
    signIn: signIn({
      values: { ...emptySignIn, email: 'asha@example.in', password: 'wrong-password' },
      error: formError(signInMessages.invalidCredentials, ['email', 'password']),
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Invalid email or password');
    await expect(canvas.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Locked: Story = {
  args: {
    signIn: signIn({
      values: { ...emptySignIn, email: locked.email, password: locked.password, rememberMe: true },
      error: formError(accountMessages.locked),
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Your account has been locked. Please contact support.',
    );
    // The credentials are right: no field is marked.
    await expect(canvas.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
    await expect(canvas.getByLabelText('Password')).not.toHaveAttribute('aria-invalid');
  },
};

export const UnexpectedError: Story = {
  args: {
    signIn: signIn({
      values: { ...emptySignIn, email: 'asha@example.in', password: 'Secret@123' },
      error: formError(signInMessages.unexpected),
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'An unexpected error occurred. Please try again.',
    );
  },
};

export const NetworkError: Story = {
  args: {
    signIn: signIn({
      values: { ...emptySignIn, email: 'asha@example.in', password: 'Secret@123' },
      error: formError(signInMessages.network),
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Network error occurred');
  },
};

/**
 * The server's 400 naming a field (read with `fieldErrorsFromReply`): shown where the form shows
 * its own, in the red box, with the field it names marked and pointing at it.
 */
const serverReply = {
  error: 'Invalid request: emailId must not contain control characters',
  details: { emailId: 'must not contain control characters' },
};
export const ServerFieldError: Story = {
  args: {
    signIn: signIn({
      values: { ...emptySignIn, email: 'asha@example.in', password: 'Secret@123' },
      error: { message: serverReply.error, errors: fieldErrorsFromReply(serverReply, signInRequestFields) },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const message = 'Invalid request: emailId must not contain control characters';
    await expect(canvas.getByTestId('sign-in-error')).toHaveTextContent(message);
    await expect(canvas.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText('Email')).toHaveAccessibleDescription(message);
    await expect(canvas.getByLabelText('Password')).not.toHaveAttribute('aria-invalid');
  },
};

export const Submitting: Story = {
  args: {
    signIn: signIn({
      values: { ...emptySignIn, email: 'asha@example.in', password: 'Secret@123' },
      submitting: true,
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const submit = canvas.getByTestId('sign-in-submit');
    await expect(submit).toHaveTextContent('Signing in…');
    await expect(submit).toBeDisabled();
    await expect(submit).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('form', { name: 'Sign In' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('button', { name: 'Sign In' })).toBeNull();
  },
};

export const PasswordShown: Story = {
  args: {
    signIn: signIn({ values: { ...emptySignIn, password: 'Secret@123', showPassword: true } }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('type', 'text');
    await expect(canvas.getByLabelText('Password')).toHaveValue('Secret@123');
    await expect(canvas.getByRole('checkbox', { name: 'Show password' })).toBeChecked();
  },
};

/** What the container shows after 'Fill Standard user': e-mail, password, Remember me ticked. */
export const FilledFromDemoAccount: Story = {
  args: {
    signIn: signIn({
      values: { email: standard.email, password: standard.password, showPassword: false, rememberMe: true },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Email')).toHaveValue('standard.user@shoplane.test');
    await expect(canvas.getByLabelText('Password')).toHaveValue('Standard@Shop1');
    await expect(canvas.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
  },
};

export const GoogleBusy: Story = {
  args: { googleBusy: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const google = canvas.getByRole('button', { name: 'Continue with Google' });
    await expect(google).toBeDisabled();
    await expect(google).toHaveAttribute('aria-busy', 'true');
    await expect(google).toHaveAttribute('data-testid', 'sign-in-google');
    // Only Google is busy: the form still works.
    await expect(canvas.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  },
};

// Interaction tests

export const ReportsChangesAndSubmits: Story = {
  ...interaction,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByLabelText('Email');
    const password = canvas.getByLabelText('Password');
    // Typing reports each change; the container owns the values.
    await userEvent.type(email, 'a');
    await expect(onChange).toHaveBeenLastCalledWith('email', 'a');
    await userEvent.type(password, 'b');
    await expect(onChange).toHaveBeenLastCalledWith('password', 'b');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Remember me' }));
    await expect(onChange).toHaveBeenLastCalledWith('rememberMe', true);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Show password' }));
    await expect(onChange).toHaveBeenLastCalledWith('showPassword', true);

    // No browser validation: an empty form is submitted to the container, which owns the §5 messages.
    const submit = canvas.getByRole('button', { name: 'Sign In' });
    await expect(submit).toHaveAttribute('type', 'submit');
    await userEvent.click(submit);
    await expect(onSubmit).toHaveBeenCalledTimes(1);
    await userEvent.type(email, '{Enter}');
    await expect(onSubmit).toHaveBeenCalledTimes(2);

    await userEvent.click(canvas.getByRole('button', { name: 'Forgot password?' }));
    await expect(onForgotPassword).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue with Google' }));
    await expect(onGoogleSignIn).toHaveBeenCalledTimes(1);
    await expect(onSubmit).toHaveBeenCalledTimes(2);
  },
};

export const IgnoresClicksWhileSubmitting: Story = {
  ...interaction,
  args: Submitting.args,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByTestId('sign-in-submit'), { pointerEventsCheck: 0 });
    await expect(onSubmit).not.toHaveBeenCalled();
  },
};

export const HidesPasswordAgain: Story = {
  ...interaction,
  args: PasswordShown.args,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('checkbox', { name: 'Show password' }));
    await expect(onChange).toHaveBeenLastCalledWith('showPassword', false);
  },
};

export const AsksToFillDemoAccount: Story = {
  ...interaction,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const panel = canvas.getByRole('region', { name: 'Demo accounts' });
    await expect(panel).toHaveAttribute('data-testid', 'demo-accounts');
    await expect(within(panel).getAllByRole('listitem')).toHaveLength(3);
    for (const label of ['Standard user', 'Locked user', 'Problem user']) {
      await expect(within(panel).getByRole('heading', { level: 3, name: label })).toBeVisible();
    }
    await expect(canvas.getByTestId('demo-account-email-locked')).toHaveTextContent(
      'locked.user@shoplane.test',
    );
    await expect(canvas.getByTestId('demo-account-password-locked')).toHaveTextContent('Locked@Shop1');
    await expect(canvas.getByTestId('demo-account-item-problem')).toHaveTextContent(
      'Signs in normally, then meets deliberate defects while shopping.',
    );

    const fill = canvas.getByRole('button', { name: 'Fill Locked user' });
    await expect(fill).toHaveAttribute('data-testid', 'demo-account-fill-locked');
    await userEvent.click(fill);
    await expect(onFillDemoAccount).toHaveBeenCalledTimes(1);
    await expect(onFillDemoAccount).toHaveBeenCalledWith(
      expect.objectContaining({
        kind: 'locked',
        email: 'locked.user@shoplane.test',
        password: 'Locked@Shop1',
      }),
    );
    // The container fills the form: the screen itself changes nothing.
    await expect(onChange).not.toHaveBeenCalled();
    await expect(canvas.getByLabelText('Email')).toHaveValue('');
  },
};

export const IgnoresGoogleWhileBusy: Story = {
  ...interaction,
  args: GoogleBusy.args,
  play: async ({ canvasElement }) => {
    const google = within(canvasElement).getByRole('button', { name: 'Continue with Google' });
    await userEvent.click(google, { pointerEventsCheck: 0 });
    await expect(onGoogleSignIn).not.toHaveBeenCalled();
  },
};
