import { api } from '@shop/core';
import { orderMessages } from '@shop/core/checkout';
import { apiUrl, errorReply, ordersHandlers, seedOrder } from '@shop/mocks';
import { testIds } from '@shop/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { restoredSession } from '../../app/page-story-helpers';
import { loadPageScreen, PageStory } from '../../app/PageStory';

const meta = {
  title: 'Pages/Orders',
  component: PageStory,
  loaders: [loadPageScreen],
  args: { path: '/orders' },
} satisfies Meta<typeof PageStory>;
export default meta;

type Story = StoryObj<typeof meta>;

const ids = testIds.orders;
const phone = { viewport: { value: 'phone390', isRotated: false } };

/** The demo user signed in with `count` orders, the newest placed an hour ago. */
const signedInWithOrders = (count: number) => () => {
  restoredSession()();
  for (let index = count; index >= 1; index -= 1) {
    seedOrder(1, { productIds: index % 2 ? [101, 103] : [125], hoursAgo: index });
  }
};

/** The first entry's test id suffix as the list shows it. */
async function firstOrderNumber(canvasElement: HTMLElement): Promise<string> {
  const list = await within(canvasElement).findByTestId(ids.list);
  return within(list).getAllByRole('listitem')[0]?.dataset.testid?.replace('orders-order-', '') ?? '';
}

export const WithOrders: Story = {
  beforeEach: signedInWithOrders(2),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = await firstOrderNumber(canvasElement);
    await expect(within(canvas.getByTestId(ids.list)).getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByTestId(ids.orderStatus(first))).toHaveTextContent('Order placed');
    await expect(canvas.getByTestId(ids.orderItems(first))).toHaveTextContent('2 items');
    await expect(canvas.getByTestId(ids.orderLink(first))).toHaveAttribute('href', `/orders/${first}`);
    await waitFor(() => expect(document.title).toBe('My Orders · ShopLane'));
  },
};

export const SecondPage: Story = {
  args: { path: '/orders?page=2' },
  beforeEach: signedInWithOrders(12),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByTestId(ids.list);
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    const bar = canvas.getByRole('navigation', { name: 'Order pages' });
    await userEvent.click(within(bar).getByRole('button', { name: /previous/i }));
    await waitFor(() =>
      expect(within(canvas.getByTestId(ids.list)).getAllByRole('listitem')).toHaveLength(10),
    );
  },
};

export const Empty: Story = {
  beforeEach: restoredSession(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId(ids.empty)).toHaveTextContent(orderMessages.none);
    await expect(canvas.getByTestId(ids.startShopping)).toHaveTextContent('Start Shopping');
  },
};

export const FetchError: Story = {
  beforeEach: restoredSession(),
  parameters: {
    msw: {
      handlers: {
        orders: [
          http.get(apiUrl(api.orders.list), () => errorReply(500, orderMessages.fetchFailed)),
          ...ordersHandlers,
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId(ids.fetchError)).toHaveTextContent('Failed to load your orders');
    await expect(canvas.getByTestId(ids.fetchRetry)).toHaveTextContent('Retry');
  },
};

/** Signed out: a placeholder with the sign-in modal over it. */
export const SignedOut: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByTestId(testIds.signInRequired.dialog)).toBeVisible();
    await expect(body.getByText('Please sign in to see your orders.')).toBeInTheDocument();
  },
};

export const WithOrdersOnPhone: Story = { ...WithOrders, globals: phone };
