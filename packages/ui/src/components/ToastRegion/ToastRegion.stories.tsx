import { cartMessages } from '@shop/core/cart';
import { forgotPasswordMessages } from '@shop/core/users';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ToastRegion } from './ToastRegion';

const meta = {
  title: 'Components/ToastRegion',
  component: ToastRegion,
  args: {
    toasts: [
      { id: 1, message: cartMessages.added, tone: 'success' },
      { id: 2, message: cartMessages.addFailed, tone: 'error' },
      { id: 'otp', message: forgotPasswordMessages.otpSent },
    ],
    onDismiss: fn(),
  },
} satisfies Meta<typeof ToastRegion>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Several: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Notifications' });
    await expect(region).toHaveAttribute('data-testid', 'toast-region');
    await expect(within(region).getAllByRole('listitem')).toHaveLength(3);
    // Test ids by kind: known before the toast appears, whatever came before it.
    const [added, sent] = canvas.getAllByTestId('toast-success');
    await expect(added).toHaveTextContent('Added to cart');
    await expect(sent).toHaveTextContent('OTP sent to your email');
    await expect(canvas.getByTestId('toast-error')).toHaveTextContent('Failed to add to cart');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to add to cart');
    await expect(canvas.getByTestId('toast-error-message')).toHaveTextContent('Failed to add to cart');
    await expect(canvas.getAllByRole('status')).toHaveLength(2);

    // Stacked, not on top of each other.
    const first = added!.getBoundingClientRect();
    const second = canvas.getByTestId('toast-error').getBoundingClientRect();
    await expect(second.top).toBeGreaterThanOrEqual(first.bottom);
  },
};

export const DismissesOnClose: Story = {
  tags: ['interaction'],
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByTestId('toast-error-close'));
    await expect(args.onDismiss).toHaveBeenCalledWith(2);
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

export const Empty: Story = {
  args: { toasts: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('toast-region')).toBeInTheDocument();
    await expect(canvas.queryByRole('status')).toBeNull();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};
