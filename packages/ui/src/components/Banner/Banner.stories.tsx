import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { testIds } from '../../testIds';
import { Banner, bannerTones } from './Banner';

const onRetry = fn();

const meta = {
  title: 'Components/Banner',
  component: Banner,
  args: {
    tone: 'warning',
    testId: testIds.banner,
    children: 'Unable to load latest deals. Showing default deals.',
  },
  argTypes: { tone: { control: 'select', options: bannerTones } },
  beforeEach: () => {
    onRetry.mockClear();
  },
} satisfies Meta<typeof Banner>;
export default meta;

type Story = StoryObj<typeof meta>;

export const WarningWithRetry: Story = {
  args: { action: { label: 'Retry', onClick: onRetry } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Unable to load latest deals. Showing default deals.',
    );
    await expect(canvas.getByRole('button', { name: 'Retry' })).toHaveAttribute(
      'data-testid',
      'banner-action',
    );
  },
};

export const CallsTheAction: Story = {
  tags: ['interaction'],
  args: { action: { label: 'Retry', onClick: onRetry } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Retry' }));
    await expect(onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Info: Story = {
  args: { tone: 'info', children: 'Your order qualifies for free delivery!' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

export const Success: Story = { args: { tone: 'success', children: 'Password reset successfully' } };

export const ErrorWithRetry: Story = {
  args: {
    tone: 'error',
    children: 'Failed to load products',
    action: { label: 'Retry', onClick: onRetry, testId: 'listing-retry' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to load products');
    await expect(canvas.getByTestId('listing-retry')).toHaveTextContent('Retry');
  },
};
