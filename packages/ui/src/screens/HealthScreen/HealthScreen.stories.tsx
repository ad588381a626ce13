import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { HealthScreen } from './HealthScreen';

const meta = {
  title: 'Screens/HealthScreen',
  component: HealthScreen,
  args: {
    state: { kind: 'ready', status: 'ok', message: 'API and database are up' },
    onRefresh: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof HealthScreen>;
export default meta;

type Story = StoryObj<typeof meta>;

const mobile = { viewport: { value: 'phone390', isRotated: false } };

export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'System Health Status' })).toBeVisible();
    await expect(canvas.getByTestId('health-status')).toHaveTextContent('ok');
    await expect(canvas.getByTestId('health-message')).toHaveTextContent('API and database are up');
    await expect(canvas.getByRole('button', { name: 'Refresh' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Retry' })).toBeNull();
  },
};

export const ReadyMobile: Story = { globals: mobile };

export const Loading: Story = {
  args: { state: { kind: 'loading' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const loading = canvas.getByTestId('health-loading');
    await expect(loading).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByText('Checking…')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: { state: { kind: 'error', message: 'Health check failed' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Error: Health check failed');
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Refresh' })).toBeNull();
  },
};

export const ErrorMobile: Story = { args: ErrorState.args, globals: mobile };

export const CallsRefresh: Story = {
  tags: ['interaction'],
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Refresh' }));
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
    await expect(args.onRetry).not.toHaveBeenCalled();
  },
};

export const CallsRetry: Story = {
  tags: ['interaction'],
  args: { state: { kind: 'error', message: 'Health check failed' } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await expect(args.onRefresh).not.toHaveBeenCalled();
  },
};
