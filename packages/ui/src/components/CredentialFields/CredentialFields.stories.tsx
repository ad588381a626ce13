import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CredentialFields } from './CredentialFields';

const ids = { email: 'story-email', password: 'story-password', showPassword: 'story-show-password' };

const meta = {
  title: 'Components/CredentialFields',
  component: CredentialFields,
  args: {
    values: { email: 'asha@example.in', password: 'Secret#1', showPassword: false },
    onChange: fn(),
    errorId: 'story-error',
    testIds: ids,
  },
} satisfies Meta<typeof CredentialFields>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByLabelText('Show password'));
    await expect(args.onChange).toHaveBeenCalledWith('showPassword', true);
  },
};

export const PasswordShown: Story = {
  args: { values: { email: 'asha@example.in', password: 'Secret#1', showPassword: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Password')).toHaveAttribute('type', 'text');
  },
};

export const EmailInError: Story = {
  args: { error: { message: 'Enter email id', fields: ['email'] } },
  render: (args) => (
    <>
      <CredentialFields {...args} />
      <p id={args.errorId}>Enter email id</p>
    </>
  ),
  play: async ({ canvasElement }) => {
    const email = within(canvasElement).getByLabelText('Email');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('Enter email id');
  },
};
