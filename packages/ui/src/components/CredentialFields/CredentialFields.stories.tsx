import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { formError, interaction } from '../../screens/AuthScreen/auth-fixtures';
import { CredentialFields } from './CredentialFields';

const ids = { email: 'story-email', password: 'story-password', showPassword: 'story-show-password' };

/** The e-mail, password and show-password fields shared by both sign-in forms. */
const meta = {
  title: 'Components/CredentialFields',
  component: CredentialFields,
  args: {
    values: { email: 'asha@example.in', password: 'Secret#1', showPassword: false },
    onChange: fn(),
    errorId: 'story-error',
    testIds: ids,
  },
  // The form's red box that marked fields point at (the forms render it as a FormAlert).
  render: (args) => (
    <>
      <CredentialFields {...args} />
      {args.error && <p id={args.errorId}>{args.error.message}</p>}
    </>
  ),
} satisfies Meta<typeof CredentialFields>;
export default meta;

type Story = StoryObj<typeof meta>;

// Design states

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('type', 'password');
    await expect(canvas.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
    await expect(canvas.getByLabelText('Password')).not.toHaveAttribute('aria-invalid');
  },
};

export const PasswordShown: Story = {
  args: { values: { email: 'asha@example.in', password: 'Secret#1', showPassword: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Password')).toHaveAttribute('type', 'text');
  },
};

/** Only the fields the errors name are marked; each points at the form's message. */
export const WithFieldErrors: Story = {
  args: {
    values: { email: '', password: 'Secret#1', showPassword: false },
    error: formError('Enter email id', ['email']),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByLabelText('Email');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('Enter email id');
    await expect(canvas.getByLabelText('Password')).not.toHaveAttribute('aria-invalid');
  },
};

/** A message about no field ('Network error occurred') marks nothing. */
export const WithFormErrorOnly: Story = {
  args: { error: formError('Network error occurred') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
    await expect(canvas.getByLabelText('Password')).not.toHaveAttribute('aria-invalid');
  },
};

// Interaction tests

export const ReportsShowPassword: Story = {
  ...interaction,
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByLabelText('Show password'));
    await expect(args.onChange).toHaveBeenCalledWith('showPassword', true);
  },
};
