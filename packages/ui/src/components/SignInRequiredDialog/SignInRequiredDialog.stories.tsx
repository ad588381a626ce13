import { signInMessages, signInModalMessages } from '@shop/core/users';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { MouseEvent } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { formError, interaction, mobileVariant } from '../../screens/AuthScreen/auth-fixtures';
import { SignInRequiredDialog, type SignInRequiredValues } from './SignInRequiredDialog';

const emptyValues: SignInRequiredValues = { email: '', password: '', showPassword: false };

const onChange = fn();
const onSubmit = fn();
const onClose = fn();
// The story stays on its page: the real link would navigate to /auth.
const onSignUp = fn((event: MouseEvent<HTMLAnchorElement>) => event.preventDefault());

const meta = {
  title: 'Components/SignInRequiredDialog',
  component: SignInRequiredDialog,
  args: { open: true, values: emptyValues, busy: false, onChange, onSubmit, onSignUp, onClose },
  beforeEach: () => {
    for (const spy of [onChange, onSubmit, onClose, onSignUp]) spy.mockClear();
  },
} satisfies Meta<typeof SignInRequiredDialog>;
export default meta;

type Story = StoryObj<typeof meta>;

// Design states

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = canvas.getByRole('dialog', { name: 'Sign In Required' });
    await expect(dialog).toHaveAttribute('data-testid', 'sign-in-required-dialog');
    await expect(dialog).toHaveAccessibleDescription(
      'Please sign in to add items to your cart and access your saved items.',
    );
    const email = canvas.getByLabelText('Email');
    await expect(email).toHaveFocus();
    await expect(email).toHaveAttribute('type', 'email');
    await expect(email).toHaveAttribute('autocomplete', 'email');
    const password = canvas.getByLabelText('Password');
    await expect(password).toHaveAttribute('type', 'password');
    await expect(password).toHaveAttribute('autocomplete', 'current-password');
    await expect(canvas.queryByRole('alert')).toBeNull();
    const signUp = canvas.getByRole('link', { name: 'Sign Up' });
    await expect(signUp).toHaveAttribute('href', '/auth');
    await expect(signUp).toHaveAttribute('data-testid', 'sign-in-required-sign-up-link');
  },
};

export const EmptyMobile = mobileVariant(Empty);

export const BothRequired: Story = {
  args: { error: formError(signInModalMessages.bothRequired, ['email', 'password']) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Please enter both email and password');
    await expect(alert).toHaveAttribute('data-testid', 'sign-in-required-error');
    for (const label of ['Email', 'Password']) {
      await expect(canvas.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
      await expect(canvas.getByLabelText(label)).toHaveAccessibleDescription(
        'Please enter both email and password',
      );
    }
  },
};

export const BothRequiredMobile = mobileVariant(BothRequired);

/** The modal's one message (§5), on the field left blank only. */
export const PasswordLeftBlank: Story = {
  args: {
    values: { email: 'asha@example.in', password: '', showPassword: false },
    error: formError(signInModalMessages.bothRequired, ['password']),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please enter both email and password');
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText('Password')).toHaveAccessibleDescription(
      'Please enter both email and password',
    );
    await expect(canvas.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
  },
};

export const InvalidCredentials: Story = {
  args: {
    values: { email: 'asha@example.in', password: 'wrong-password', showPassword: false },
    error: formError(signInMessages.invalidCredentials, ['email', 'password']),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Invalid email or password');
  },
};

export const NoSession: Story = {
  args: {
    values: { email: 'asha@example.in', password: 'Secret@123', showPassword: false },
    error: formError(signInModalMessages.noSession),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'No session found - please try signing in again',
    );
    await expect(canvas.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
  },
};

export const InvalidSession: Story = {
  args: {
    values: { email: 'asha@example.in', password: 'Secret@123', showPassword: false },
    error: formError(signInModalMessages.invalidSession),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Invalid user session');
  },
};

export const Busy: Story = {
  args: { values: { email: 'asha@example.in', password: 'Secret@123', showPassword: false }, busy: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const submit = canvas.getByTestId('sign-in-required-submit');
    await expect(submit).toBeDisabled();
    await expect(submit).toHaveTextContent('Signing in…');
    await expect(submit).toHaveAttribute('aria-busy', 'true');
  },
};

export const PasswordShown: Story = {
  args: { values: { email: 'asha@example.in', password: 'Secret@123', showPassword: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('checkbox', { name: 'Show password' })).toBeChecked();
  },
};

// Interaction tests

export const ReportsChangesAndSubmits: Story = {
  ...interaction,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByLabelText('Email');
    const password = canvas.getByLabelText('Password');
    await userEvent.type(email, 'a');
    await expect(onChange).toHaveBeenLastCalledWith('email', 'a');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Show password' }));
    await expect(onChange).toHaveBeenLastCalledWith('showPassword', true);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expect(onSubmit).toHaveBeenCalledTimes(1);
    await userEvent.type(password, '{Enter}');
    await expect(onSubmit).toHaveBeenCalledTimes(2);
  },
};

export const FollowsSignUpLink: Story = {
  ...interaction,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('link', { name: 'Sign Up' }));
    await expect(onSignUp).toHaveBeenCalledTimes(1);
    await expect(onClose).not.toHaveBeenCalled();
  },
};

export const IgnoresClicksWhileBusy: Story = {
  ...interaction,
  args: Busy.args,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByTestId('sign-in-required-submit'), {
      pointerEventsCheck: 0,
    });
    await expect(onSubmit).not.toHaveBeenCalled();
  },
};

export const ClosesOnOutsideClick: Story = {
  ...interaction,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByLabelText('Email'));
    await expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByTestId('sign-in-required-dialog-overlay'));
    await expect(onClose).toHaveBeenCalledTimes(1);
  },
};

export const ClosesOnEscapeAndIcon: Story = {
  ...interaction,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.keyboard('{Escape}');
    await expect(onClose).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByTestId('sign-in-required-dialog-close'));
    await expect(onClose).toHaveBeenCalledTimes(2);
  },
};
