import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { orderSummaries } from '../OrderScreen/order-fixtures';
import { OrdersScreen } from './OrdersScreen';

const onRetry = fn();
const onPageChange = fn();

const meta = {
  title: 'Screens/OrdersScreen',
  component: OrdersScreen,
  args: { status: 'ready', orders: orderSummaries, page: 1, pageCount: 1, onRetry, onPageChange },
  beforeEach: () => {
    onRetry.mockClear();
    onPageChange.mockClear();
  },
} satisfies Meta<typeof OrdersScreen>;
export default meta;

type Story = StoryObj<typeof meta>;

const phone = { viewport: { value: 'phone390', isRotated: false } };

export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('My Orders');
    const list = canvas.getByRole('list', { name: 'Your orders' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    const n = 'SL-20261127-7KQ2M';
    await expect(canvas.getByTestId(`orders-order-number-${n}`)).toHaveTextContent(n);
    await expect(canvas.getByTestId(`orders-order-status-${n}`)).toHaveTextContent('Shipped');
    await expect(canvas.getByTestId(`orders-order-date-${n}`)).toHaveTextContent('Placed on 27 Nov 2026');
    await expect(canvas.getByTestId(`orders-order-items-${n}`)).toHaveTextContent('3 items');
    await expect(canvas.getByTestId(`orders-order-first-item-${n}`)).toHaveTextContent(
      'Samsung Galaxy S24 Ultra',
    );
    await expect(canvas.getByTestId(`orders-order-total-${n}`)).toHaveTextContent('₹1,76,996');
    await expect(canvas.getByRole('link', { name: `View details of order ${n}` })).toHaveAttribute(
      'href',
      `/orders/${n}`,
    );
    const cod = 'SL-20261120-ABCDE';
    await expect(canvas.getByTestId(`orders-order-status-${cod}`)).toHaveTextContent('Delivered');
    await expect(canvas.getByTestId(`orders-order-items-${cod}`)).toHaveTextContent('1 item');
    await expect(canvas.getByTestId(`orders-order-total-${cod}`)).toHaveTextContent('₹11,848');
    // One page: no pagination bar.
    await expect(canvas.queryByTestId('orders-pagination')).toBeNull();
  },
};

export const SecondPage: Story = {
  args: { page: 2, pageCount: 3 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole('navigation', { name: 'Order pages' });
    await userEvent.click(within(bar).getByRole('button', { name: /next/i }));
    await expect(onPageChange).toHaveBeenCalledWith(3);
  },
};

export const Loading: Story = {
  args: { status: 'loading', orders: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const loading = canvas.getByTestId('orders-loading');
    await expect(loading).toHaveAttribute('aria-busy', 'true');
    await expect(loading).toHaveTextContent('Loading your orders');
    await expect(canvas.queryByTestId('orders-empty')).toBeNull();
  },
};

export const FetchError: Story = {
  args: { status: 'error', orders: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to load your orders');
    await expect(canvas.queryByTestId('orders-empty')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Empty: Story = {
  args: { orders: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('orders-empty')).toHaveTextContent('You have not placed any orders yet');
    await expect(canvas.getByRole('link', { name: 'Start Shopping' })).toHaveAttribute('href', '/');
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

export const ListOnPhone: Story = {
  globals: phone,
  args: { page: 1, pageCount: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('orders-order-total-SL-20261127-7KQ2M')).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Order pages' })).toBeVisible();
  },
};
