import { api } from '@shop/core';
import { orderMessages } from '@shop/core/checkout';
import { orderFileEndpoints } from '@shop/core/orders';
import { apiUrl, errorReply, ordersHandlers, seedOrder } from '@shop/mocks';
import { testIds } from '@shop/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { restoredSession } from '../../app/page-story-helpers';
import { loadPageScreen, PageStory } from '../../app/PageStory';

const meta = {
  title: 'Pages/Order',
  component: PageStory,
  loaders: [loadPageScreen],
  args: { path: '/orders/SL-20261127-7KQ2M' },
} satisfies Meta<typeof PageStory>;
export default meta;

type Story = StoryObj<typeof meta>;

const ids = testIds.order;
const phone = { viewport: { value: 'phone390', isRotated: false } };

/** The path of the order seeded by {@link withOrder} (its number is drawn when seeded). */
let seededPath = '/orders/none';
const withOrder = (hoursAgo: number) => () => {
  restoredSession()();
  seededPath = `/orders/${seedOrder(1, { productIds: [101, 103], hoursAgo })}`;
};
/** Renders the seeded order's page (args are read before `beforeEach`; this reads after). */
const seededRender: Story['render'] = () => <PageStory path={seededPath} />;

/** The help widget's shadow root on the page. */
function helpRoot(canvasElement: HTMLElement): ShadowRoot {
  const host = canvasElement.querySelector('shoplane-help');
  if (!host?.shadowRoot) throw new Error('No <shoplane-help> with an open shadow root');
  return host.shadowRoot;
}

/** Placed 3 hours ago: packed, the stream open ('Live'), help at hand. */
export const LiveTracking: Story = {
  beforeEach: withOrder(3),
  render: seededRender,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId(ids.status)).toHaveTextContent('Packed');
    await waitFor(() => expect(canvas.getByTestId(ids.trackerConnection)).toHaveTextContent('Live'));
    await expect(canvas.getByTestId(ids.trackerStep('packed'))).toHaveAttribute('aria-current', 'step');
    await expect(canvas.getByTestId(ids.noCancellation)).toHaveTextContent(orderMessages.noCancellation);
    await expect(canvas.getByTestId(ids.cgst)).toBeVisible();
    await expect(canvas.getByTestId(ids.paymentStatus)).toHaveTextContent('Paid');

    const root = helpRoot(canvasElement);
    const toggle = root.querySelector<HTMLElement>(`[data-testid="${testIds.helpWidget.toggle}"]`);
    await userEvent.click(toggle!);
    const panel = root.querySelector<HTMLElement>(`[data-testid="${testIds.helpWidget.panel}"]`);
    await expect(panel).toBeVisible();
    await expect(root.querySelector(`[data-testid="${testIds.helpWidget.orderNumber}"]`)).toHaveTextContent(
      seededPath.replace('/orders/', 'Order '),
    );
    await userEvent.keyboard('{Escape}');
    await expect(panel).not.toBeVisible();
  },
};

/** Delivered: no connection shown, every step reached. */
export const Delivered: Story = {
  beforeEach: withOrder(24 * 5),
  render: seededRender,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId(ids.status)).toHaveTextContent('Delivered');
    await expect(canvas.getByTestId(ids.trackerConnection)).toHaveTextContent('');
  },
};

export const InvoiceFailed: Story = {
  beforeEach: withOrder(1),
  render: seededRender,
  parameters: {
    msw: {
      handlers: {
        orders: [
          http.get(apiUrl(orderFileEndpoints.invoice), () => errorReply(500, 'Boom')),
          ...ordersHandlers,
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByTestId(ids.invoice));
    await expect(await canvas.findByTestId(ids.invoiceError)).toHaveTextContent(
      'Failed to download the invoice',
    );
    await expect(canvas.getByTestId(ids.invoice)).toBeEnabled();
  },
};

export const NotFound: Story = {
  beforeEach: restoredSession(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId(ids.notFound)).toHaveTextContent('Order not found');
    await expect(canvas.getByTestId(ids.heading)).toHaveTextContent('Order SL-20261127-7KQ2M');
  },
};

export const FetchError: Story = {
  beforeEach: restoredSession(),
  parameters: {
    msw: {
      handlers: {
        orders: [
          http.get(apiUrl(api.orders.get), () => errorReply(500, orderMessages.fetchFailed)),
          ...ordersHandlers,
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId(ids.fetchError)).toHaveTextContent('Failed to load your orders');
  },
};

export const LiveTrackingOnPhone: Story = {
  beforeEach: withOrder(3),
  render: seededRender,
  globals: phone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId(ids.total)).toBeVisible();
  },
};
