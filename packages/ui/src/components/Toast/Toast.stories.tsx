import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Toast, toastTones } from './Toast';

const meta = {
  title: 'Components/Toast',
  component: Toast,
  args: { message: 'Added to cart', tone: 'success', onClose: fn() },
  argTypes: { tone: { control: 'select', options: toastTones } },
} satisfies Meta<typeof Toast>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ canvasElement }) => {
    const toast = within(canvasElement).getByRole('status');
    await expect(toast).toHaveTextContent('Added to cart');
    await expect(toast).toHaveAttribute('data-testid', 'toast');
  },
};

export const ClosesOnCloseButton: Story = {
  tags: ['interaction'],
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Close notification' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const ErrorToast: Story = {
  name: 'Error',
  args: { tone: 'error', message: 'Failed to add to cart' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to add to cart');
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

export const LongMessage: Story = {
  args: { message: 'Fit attributes have been removed successfully', testId: 'profile-toast' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('profile-toast-message')).toHaveTextContent(
      'Fit attributes have been removed successfully',
    );
    await expect(canvas.getByTestId('profile-toast-close')).toBeVisible();
  },
};
