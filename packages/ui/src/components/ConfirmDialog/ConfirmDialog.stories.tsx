import { profileMessages } from '@shop/core/profile';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { accountLabels } from '../../account-labels';
import { testIds } from '../../testIds';
import { ConfirmDialog, confirmDialogTones } from './ConfirmDialog';

const meta = {
  title: 'Components/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    open: true,
    title: 'Clear height and weight?',
    message: 'Your saved height and weight will be removed.',
    confirmLabel: 'Clear',
    onConfirm: fn(),
    onCancel: fn(),
  },
  argTypes: { tone: { control: 'select', options: confirmDialogTones } },
} satisfies Meta<typeof ConfirmDialog>;
export default meta;

type Story = StoryObj<typeof meta>;

const profileGuard = {
  title: profileMessages.signInRequiredTitle,
  message: profileMessages.signInRequiredText,
  confirmLabel: accountLabels.signIn,
  testId: testIds.profileGuard.dialog,
};

/** The header's Profile guard when signed out (spec §2 Header). */
export const ProfileSignInRequired: Story = {
  args: profileGuard,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = canvas.getByRole('dialog', { name: 'Sign In required' });
    await expect(dialog).toHaveAttribute('data-testid', 'profile-guard-dialog');
    await expect(dialog).toHaveAccessibleDescription('Please Sign In to access your profile.');
    await expect(canvas.getByTestId('profile-guard-dialog-message')).toHaveTextContent(
      'Please Sign In to access your profile.',
    );
    const cancel = canvas.getByRole('button', { name: 'Cancel' });
    await expect(cancel).toHaveFocus();
    await expect(cancel).toHaveAttribute('data-testid', 'profile-guard-dialog-cancel');
    await expect(canvas.getByRole('button', { name: 'Sign In' })).toHaveAttribute(
      'data-testid',
      'profile-guard-dialog-confirm',
    );
  },
};

export const Danger: Story = {
  args: { tone: 'danger' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('dialog', { name: 'Clear height and weight?' })).toHaveAttribute(
      'data-testid',
      'confirm-dialog',
    );
    await expect(canvas.getByTestId('confirm-dialog-confirm')).toHaveTextContent('Clear');
  },
};

export const CustomCancelLabel: Story = {
  args: { cancelLabel: 'Keep it' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Keep it' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Cancel' })).toBeNull();
  },
};

export const Busy: Story = {
  args: { tone: 'danger', busy: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const confirm = canvas.getByRole('button', { name: 'Clear' });
    await expect(confirm).toBeDisabled();
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  },
};

/** Confirm calls onConfirm; Cancel, Escape and the close icon call onCancel. */
export const ReportsConfirmAndCancel: Story = {
  tags: ['interaction'],
  args: profileGuard,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledTimes(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(3);
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

export const IgnoresConfirmWhileBusy: Story = {
  tags: ['interaction'],
  args: { tone: 'danger', busy: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Clear' }), {
      pointerEventsCheck: 0,
    });
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};
