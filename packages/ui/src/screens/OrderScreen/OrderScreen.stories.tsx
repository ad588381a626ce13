import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { codOrder, deliveredOrder, placedOrder, shippedOrder } from './order-fixtures';
import { OrderScreen } from './OrderScreen';

const onRetry = fn();
const onDownloadInvoice = fn();
const NUMBER = 'SL-20261127-7KQ2M';

const meta = {
  title: 'Screens/OrderScreen',
  component: OrderScreen,
  args: {
    status: 'ready',
    orderNumber: NUMBER,
    order: placedOrder,
    connection: 'live',
    invoice: 'idle',
    onRetry,
    onDownloadInvoice,
  },
  beforeEach: () => {
    onRetry.mockClear();
    onDownloadInvoice.mockClear();
  },
} satisfies Meta<typeof OrderScreen>;
export default meta;

type Story = StoryObj<typeof meta>;

const phone = { viewport: { value: 'phone390', isRotated: false } };

/** Each tracker step's words, in order: label, state and time as a screen reader hears them. */
function stepTexts(canvasElement: HTMLElement): (string | null)[] {
  const steps = within(canvasElement).getByTestId('order-tracker-steps');
  return within(steps)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
}

/** Just placed, the stream open: one step reached, Packed next. */
export const JustPlaced: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(`Order ${NUMBER}`);
    await expect(canvas.getByTestId('order-placed-at')).toHaveTextContent('Placed on 27 Nov 2026');
    await expect(canvas.getByTestId('order-status')).toHaveTextContent('Order placed');
    await expect(canvas.getByRole('status')).toHaveTextContent('Live');
    await expect(stepTexts(canvasElement)).toEqual([
      'Order placedcurrent step27 Nov, 3:30 pm',
      'Packednextexpected 27 Nov, 5:30 pm',
      'Shippedexpected 28 Nov, 3:30 am',
      'Out for deliveryexpected 29 Nov, 9:00 am',
      'Deliveredexpected 29 Nov, 9:00 pm',
    ]);
    await expect(canvas.getByTestId('order-tracker-step-placed')).toHaveAttribute('aria-current', 'step');
    await expect(canvas.getByTestId('order-item-name-1')).toHaveTextContent('Samsung Galaxy S24 Ultra');
    await expect(canvas.getByTestId('order-item-quantity-2')).toHaveTextContent('Qty 2 × ₹9,999');
    await expect(canvas.getByTestId('order-item-total-2')).toHaveTextContent('₹19,998');
    await expect(canvas.getByTestId('order-address')).toHaveTextContent(
      'Delivery addressAsha Rao12, 4th Cross, Koramangala, Near Forum MallBengaluru, Karnataka 560034Mobile: 9876543210',
    );
    await expect(canvas.getByTestId('order-delivery')).toHaveTextContent('Delivery slotSun, 29 Nov');
    await expect(canvas.getByTestId('order-payment')).toHaveTextContent('PaymentVisa •••• 1111Paid');
    await expect(canvas.getByTestId('order-subtotal')).toHaveTextContent('₹1,49,997');
    await expect(canvas.getByTestId('order-taxable-value')).toHaveTextContent('₹1,49,997');
    await expect(canvas.getByTestId('order-cgst')).toHaveTextContent('₹13,499.50');
    await expect(canvas.getByTestId('order-sgst')).toHaveTextContent('₹13,499.50');
    await expect(canvas.queryByTestId('order-igst')).toBeNull();
    await expect(canvas.getByTestId('order-delivery-fee')).toHaveTextContent('FREE');
    await expect(canvas.getByTestId('order-total')).toHaveTextContent('₹1,76,996');
    await expect(canvas.getByTestId('order-no-cancellation')).toHaveTextContent(
      'Orders cannot be cancelled once placed (see the Terms & Conditions).',
    );
    await expect(canvas.queryByRole('button', { name: /cancel/i })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Download invoice' }));
    await expect(onDownloadInvoice).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('link', { name: 'All orders' })).toHaveAttribute('href', '/orders');
  },
};

/** Shipped, the stream dropped: the indicator says so while the hook reconnects. */
export const ShippedReconnecting: Story = {
  args: { order: shippedOrder, connection: 'reconnecting' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Reconnecting');
    await expect(canvas.getByTestId('order-status')).toHaveTextContent('Shipped');
    await expect(stepTexts(canvasElement)).toEqual([
      'Order placeddone27 Nov, 3:30 pm',
      'Packeddone27 Nov, 5:30 pm',
      'Shippedcurrent step28 Nov, 3:30 am',
      'Out for deliverynextexpected 29 Nov, 9:00 am',
      'Deliveredexpected 29 Nov, 9:00 pm',
    ]);
  },
};

/** Delivered: every step reached, no connection shown (the stream has ended). */
export const Delivered: Story = {
  args: { order: deliveredOrder, connection: 'live' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('order-status')).toHaveTextContent('Delivered');
    await expect(canvas.getByRole('status')).toHaveTextContent('');
    await expect(canvas.getByTestId('order-tracker-step-delivered')).toHaveAttribute('aria-current', 'step');
    await expect(canvas.getByTestId('order-tracker-step-time-delivered')).toHaveTextContent(
      '29 Nov, 9:00 pm',
    );
  },
};

/** Cash on delivery to Mumbai: IGST, an evening slot's fee, 'Payment pending'. */
export const CashOnDeliveryOtherState: Story = {
  args: { order: codOrder, orderNumber: codOrder.orderNumber },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('order-payment-status')).toHaveTextContent('Payment pending');
    await expect(canvas.getByTestId('order-payment')).toHaveTextContent(
      'PaymentPay on deliveryPayment pending',
    );
    await expect(canvas.getByTestId('order-igst')).toHaveTextContent('₹1,800');
    await expect(canvas.queryByTestId('order-cgst')).toBeNull();
    await expect(canvas.getByTestId('order-delivery-fee')).toHaveTextContent('₹49');
    await expect(canvas.getByTestId('order-total')).toHaveTextContent('₹11,848');
    await expect(canvas.getByTestId('order-delivery')).toHaveTextContent('Delivery slotSat, 21 Nov');
  },
};

export const InvoiceBusy: Story = {
  args: { invoice: 'busy' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByTestId('order-invoice');
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

export const InvoiceFailed: Story = {
  args: { invoice: 'error' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('order-invoice-error')).toHaveTextContent(
      'Failed to download the invoice',
    );
    await expect(canvas.getByRole('button', { name: 'Download invoice' })).toBeEnabled();
  },
};

export const Loading: Story = {
  args: { status: 'loading', order: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(`Order ${NUMBER}`);
    await expect(canvas.getByTestId('order-loading')).toHaveTextContent('Loading your order');
  },
};

export const NotFound: Story = {
  args: { status: 'notFound', order: undefined, orderNumber: 'SL-20260101-ZZZZZ' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Order not found');
    await expect(canvas.queryByTestId('order-tracker')).toBeNull();
  },
};

export const FetchError: Story = {
  args: { status: 'error', order: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to load your orders');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(onRetry).toHaveBeenCalledTimes(1);
  },
};

export const OnPhone: Story = {
  globals: phone,
  args: { order: shippedOrder },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('order-total')).toBeVisible();
    await expect(canvas.getByTestId('order-tracker-step-delivered')).toBeVisible();
  },
};
