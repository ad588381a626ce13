import { api } from '@shop/core';
import { cartMessages } from '@shop/core/cart';
import { demoAccount } from '@shop/core/users';
import {
  accountsState,
  apiUrl,
  BEYOND_STOCK_LEFT,
  cartHandlers,
  errorReply,
  filledCartLines,
  IMAGELESS_PRODUCT_ID,
  networkDown,
  seedCartLines,
  withScenarios,
} from '@shop/mocks';
import { testIds } from '@shop/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { localLine, presetCart, signedInWithServerCart, storedCart } from '../../app/cart-story-helpers';
import { expectNotice, noticesRegion } from '../../app/page-story-helpers';
import { loadPageScreen, PageStory } from '../../app/PageStory';
import { useCartStore } from '../../features/cart/stores/cart-store';

const meta = {
  title: 'Pages/Cart',
  component: PageStory,
  loaders: [loadPageScreen],
  args: { path: '/cart' },
} satisfies Meta<typeof PageStory>;
export default meta;

type Story = StoryObj<typeof meta>;

const ids = testIds.cart;
const phone = { viewport: { value: 'phone390', isRotated: false } };

/** 512GB adds ₹20,000 to ₹1,29,999 (§9): ₹1,49,999, old ₹1,51,999. */
const phone512 = () => localLine(101, { storage: '512GB', color: 'Blue Titanium' });
/** ₹21,999 with an old price equal to the price: no 'N% off'. */
const twoLavas = () => localLine(125, { qty: 2 });

const serverLines = () => accountsState.carts.get(1);
const serverQuantities = () =>
  [...(serverLines()?.values() ?? [])].map(({ productId, quantity }) => ({ productId, quantity }));

async function findHeading(canvasElement: HTMLElement) {
  return within(canvasElement).findByTestId(ids.heading);
}

/** The Order Summary’s figures as shown; read it inside waitFor, as the summary comes with the page’s data. */
function summaryOf(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  return {
    label: canvas.getByTestId(ids.summarySubtotalLabel).textContent,
    subtotal: canvas.getByTestId(ids.summarySubtotal).textContent,
    youSave: canvas.queryByTestId(ids.summaryYouSave)?.textContent ?? null,
    deliveryFee: canvas.getByTestId(ids.summaryDeliveryFee).textContent,
    tax: canvas.getByTestId(ids.summaryTax).textContent,
    total: canvas.getByTestId(ids.summaryTotal).textContent,
  };
}

/* Design states: rendered as they are, nothing driven (assertions only). */

/** §2: nothing in the cart, signed out. */
export const GuestEmpty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await findHeading(canvasElement)).toHaveTextContent('Shopping Cart (0 items)');
    await expect(canvas.getByTestId(ids.empty)).toHaveTextContent('Your cart is empty.');
    await expect(canvas.getByTestId(ids.startShopping)).toHaveAttribute('href', '/');
    await expect(canvas.getByTestId(ids.startShopping)).toHaveTextContent('Start Shopping');
    await expect(canvas.queryByTestId(ids.clear)).not.toBeInTheDocument();
    await expect(canvas.queryByTestId(ids.summary)).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toContain('Shopping Cart'));
  },
};

/** A guest's cart from 'demo.cart.items' (§3, §4): two lines, 3 units, GST 18 % of the subtotal. */
export const GuestWithLocalLines: Story = {
  beforeEach: () => presetCart('device', [phone512(), twoLavas()]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await findHeading(canvasElement)).toHaveTextContent('Shopping Cart (3 items)');
    await expect(canvas.getByTestId(ids.clear)).toHaveTextContent('Clear Cart');
    await expect(canvas.getByTestId(ids.back)).toHaveTextContent('Continue Shopping');

    await expect(canvas.getByTestId(ids.lineName('101'))).toHaveTextContent('Samsung Galaxy S24 Ultra 5G');
    await expect(canvas.getByTestId(ids.lineBrand('101'))).toHaveTextContent('Samsung');
    await expect(canvas.getByTestId(ids.lineFreeDelivery('101'))).toHaveTextContent('Free Delivery');
    await expect(canvas.getByTestId(`${ids.linePrice('101')}-current`)).toHaveTextContent('₹1,49,999');
    await expect(canvas.getByTestId(`${ids.linePrice('101')}-old`)).toHaveTextContent('₹1,51,999');
    await expect(canvas.getByTestId(`${ids.linePrice('101')}-discount`)).toHaveTextContent('2% off');
    await expect(canvas.getByTestId(ids.lineStorage('101'))).toHaveTextContent('512GB');
    await expect(canvas.getByTestId(ids.lineColor('101'))).toHaveTextContent('Blue Titanium');
    await expect(canvas.getByTestId(ids.lineImage('101'))).toHaveAttribute('src', '/images/products/101.svg');
    await expect(canvas.getByTestId(ids.lineQuantity('101'))).toHaveTextContent('1');
    await expect(canvas.getByTestId(ids.lineDecrease('101'))).toBeDisabled();
    // A guest's whole cart is on this device: no line says so.
    await expect(canvas.queryByTestId(ids.lineOrigin('101'))).not.toBeInTheDocument();

    // Old price equal to the price: no old price, no 'N% off' (§2).
    await expect(canvas.queryByTestId(`${ids.linePrice('125')}-old`)).not.toBeInTheDocument();
    await expect(canvas.queryByTestId(`${ids.linePrice('125')}-discount`)).not.toBeInTheDocument();
    await expect(canvas.getByTestId(ids.lineTotal('125'))).toHaveTextContent('₹43,998');

    await expect(canvas.getByTestId(ids.freeDelivery)).toHaveTextContent(
      'Your order qualifies for free delivery!',
    );
    await waitFor(() =>
      expect(summaryOf(canvasElement)).toEqual({
        label: 'Subtotal (3 items)',
        subtotal: '₹1,93,997',
        youSave: '−₹2,000',
        deliveryFee: 'FREE',
        tax: '₹34,919',
        total: '₹2,28,916',
      }),
    );
    await expect(canvas.getByTestId(ids.checkout)).toHaveTextContent('Proceed to Checkout');
    await expect(canvas.getByTestId(ids.continueShopping)).toHaveAttribute('href', '/products');
    await expect(canvas.getByTestId(testIds.header.cartCount)).toHaveTextContent('3');
  },
};

/**
 * Signed in: the account's cart (cart.get.filled): options with the 512GB price, a product without
 * an image (the placeholder), an old price equal to the price, and a line at 99 (+ disabled).
 */
export const SignedInWithServerLines: Story = {
  beforeEach: signedInWithServerCart(),
  parameters: { msw: { handlers: withScenarios('cart.get.filled') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = await findHeading(canvasElement);
    await waitFor(() => expect(heading).toHaveTextContent('Shopping Cart (103 items)'));
    const keys = filledCartLines.map((line) => String(line.productId));
    for (const key of keys) await expect(canvas.getByTestId(ids.line(key))).toBeVisible();
    await expect(canvas.getByTestId(ids.lineStorage('101'))).toHaveTextContent('512GB');
    await expect(canvas.getByTestId(`${ids.linePrice('101')}-current`)).toHaveTextContent('₹1,49,999');
    const imageless = String(IMAGELESS_PRODUCT_ID);
    await expect(canvas.getByTestId(ids.lineImagePlaceholder(imageless))).toBeVisible();
    await expect(canvas.queryByTestId(ids.lineImage(imageless))).not.toBeInTheDocument();
    await expect(canvas.queryByTestId(`${ids.linePrice('125')}-old`)).not.toBeInTheDocument();
    await expect(canvas.getByTestId(ids.lineQuantity('102'))).toHaveTextContent('99');
    await expect(canvas.getByTestId(ids.lineIncrease('102'))).toBeDisabled();
    await expect(canvas.getByTestId(ids.lineTotal('102'))).toHaveTextContent('₹69,20,100');
    // Lines of the account's cart carry no origin pill.
    await expect(canvas.queryByTestId(ids.lineOrigin('101'))).not.toBeInTheDocument();
    await waitFor(() =>
      expect(summaryOf(canvasElement)).toMatchObject({
        label: 'Subtotal (103 items)',
        subtotal: '₹71,42,096',
        deliveryFee: 'FREE',
      }),
    );
    await expect(canvas.getByTestId(testIds.header.cartCount)).toHaveTextContent('99+');
  },
};

const keptText = `Only ${BEYOND_STOCK_LEFT} left in stock: your cart can hold at most ${BEYOND_STOCK_LEFT} of this product`;

/**
 * The account's line beside one kept on this device after the server refused it (§4), with the
 * kept message, Try again and Dismiss; one summary over both.
 */
export const MixedWithKeptError: Story = {
  beforeEach: () => {
    signedInWithServerCart([{ productId: 102, quantity: 1 }])();
    presetCart('device', [phone512()]);
    useCartStore.getState().keepError(keptText);
  },
  parameters: { msw: { handlers: withScenarios('cart.add.beyond-stock') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = await findHeading(canvasElement);
    await waitFor(() => expect(heading).toHaveTextContent('Shopping Cart (2 items)'));
    const kept = canvas.getByTestId(ids.keptError);
    await expect(kept).toHaveTextContent(keptText);
    await expect(kept).toHaveTextContent('The item is kept in your cart on this device.');
    await expect(canvas.getByTestId(ids.keptErrorRetry)).toHaveTextContent('Try again');
    await expect(canvas.getByTestId(ids.keptErrorDismiss)).toHaveTextContent('Dismiss');
    await expect(canvas.queryByTestId(ids.lineOrigin('102'))).not.toBeInTheDocument();
    await expect(canvas.getByTestId(ids.lineOrigin('101'))).toHaveTextContent('Saved on this device');
    await waitFor(() =>
      expect(summaryOf(canvasElement)).toMatchObject({
        label: 'Subtotal (2 items)',
        subtotal: '₹2,19,899',
      }),
    );
  },
};

/**
 * No reply from the server (§4 offline mode): the lines waiting in 'demo.cart.offline', the notice,
 * delivery fee and tax 0 (§9).
 */
export const Offline: Story = {
  beforeEach: () => {
    signedInWithServerCart()();
    presetCart('offline', [localLine(126, { qty: 2 })]);
  },
  parameters: { msw: { handlers: withScenarios('cart.network-down') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await findHeading(canvasElement)).toHaveTextContent('Shopping Cart (2 items)');
    await expect(await canvas.findByTestId(ids.offline)).toHaveTextContent(cartMessages.offline);
    // The account's cart cannot be fetched either; the waiting lines show once that is known.
    await expect(await canvas.findByTestId(ids.lineOrigin('126'))).toHaveTextContent('Waiting to sync');
    // No reply is offline mode, not a failure to retry by hand: no 'Network error occurred' banner.
    await expect(canvas.queryByTestId(ids.fetchError)).not.toBeInTheDocument();
    await waitFor(() =>
      expect(summaryOf(canvasElement)).toEqual({
        label: 'Subtotal (2 items)',
        subtotal: '₹17,998',
        youSave: null,
        deliveryFee: 'FREE',
        tax: '₹0',
        total: '₹17,998',
      }),
    );
    await expect(storedCart('offline')).toEqual([{ id: 126, qty: 2 }]);
  },
};

/** Signed in, the account's cart on its way. */
export const Loading: Story = {
  beforeEach: signedInWithServerCart(),
  parameters: { msw: { handlers: withScenarios('cart.get.loading') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const loading = await canvas.findByTestId(ids.loading);
    await expect(loading).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByTestId(ids.empty)).not.toBeInTheDocument();
    await expect(canvas.queryByTestId(ids.clear)).not.toBeInTheDocument();
  },
};

/** §8: the fetch fails with 'Failed to fetch cart'; Retry is offered. */
export const FetchError: Story = {
  beforeEach: signedInWithServerCart(),
  parameters: { msw: { handlers: withScenarios('cart.get.error') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const error = await canvas.findByTestId(ids.fetchError);
    await expect(error).toHaveTextContent('Failed to fetch cart');
    await expect(canvas.getByTestId(ids.fetchRetry)).toHaveTextContent('Retry');
    await expect(canvas.queryByTestId(ids.empty)).not.toBeInTheDocument();
  },
};

/** §9: the server's total is 0, so the page shows subtotal + tax (₹39,997 + ₹7,199). */
export const SummaryFallbacks: Story = {
  beforeEach: signedInWithServerCart(),
  parameters: { msw: { handlers: withScenarios('cart.get.summary-zero-total') } },
  play: async ({ canvasElement }) => {
    const heading = await findHeading(canvasElement);
    await waitFor(() => expect(heading).toHaveTextContent('Shopping Cart (3 items)'));
    await waitFor(() =>
      expect(summaryOf(canvasElement)).toEqual({
        label: 'Subtotal (3 items)',
        subtotal: '₹39,997',
        youSave: null,
        deliveryFee: 'FREE',
        tax: '₹7,199',
        total: '₹47,196',
      }),
    );
  },
};

/** §9: the server leaves out tax and total; the page shows GST 18 % of the subtotal and subtotal + tax. */
export const SummaryWithoutTaxOrTotal: Story = {
  beforeEach: signedInWithServerCart(),
  parameters: { msw: { handlers: withScenarios('cart.get.summary-without-tax-total') } },
  play: async ({ canvasElement }) => {
    const heading = await findHeading(canvasElement);
    await waitFor(() => expect(heading).toHaveTextContent('Shopping Cart (3 items)'));
    await expect(within(canvasElement).queryByTestId(ids.fetchError)).not.toBeInTheDocument();
    await waitFor(() =>
      expect(summaryOf(canvasElement)).toEqual({
        label: 'Subtotal (3 items)',
        subtotal: '₹39,997',
        youSave: null,
        deliveryFee: 'FREE',
        tax: '₹7,199',
        total: '₹47,196',
      }),
    );
  },
};

/* Mobile variants (390 px): no sideways scrolling. */

const noSidewaysScroll = () => expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);

export const GuestEmptyMobile: Story = { ...GuestEmpty, globals: phone };

export const GuestWithLocalLinesMobile: Story = {
  ...GuestWithLocalLines,
  globals: phone,
  play: async (context) => {
    await GuestWithLocalLines.play?.(context);
    await noSidewaysScroll();
  },
};

export const SignedInWithServerLinesMobile: Story = {
  ...SignedInWithServerLines,
  globals: phone,
  play: async (context) => {
    await SignedInWithServerLines.play?.(context);
    await noSidewaysScroll();
  },
};

export const MixedWithKeptErrorMobile: Story = { ...MixedWithKeptError, globals: phone };

export const OfflineMobile: Story = { ...Offline, globals: phone };

export const FetchErrorMobile: Story = { ...FetchError, globals: phone };

/* Interaction tests: each drives one behaviour (tag 'interaction'). */

let fetchFails = true;

/** Retry after a failed fetch asks again; the account's lines show. */
export const RetriesTheFetch: Story = {
  tags: ['interaction'],
  beforeEach: () => {
    fetchFails = true;
    signedInWithServerCart([{ productId: 102, quantity: 2 }])();
  },
  parameters: {
    msw: {
      handlers: {
        cart: [
          http.get(apiUrl(api.cart.get), () =>
            fetchFails ? errorReply(500, cartMessages.fetchFailed) : undefined,
          ),
          ...cartHandlers,
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId(ids.fetchError)).toHaveTextContent('Failed to fetch cart');
    fetchFails = false;
    await userEvent.click(canvas.getByTestId(ids.fetchRetry));
    await expect(await canvas.findByTestId(ids.line('102'))).toBeVisible();
    await expect(canvas.getByTestId(ids.heading)).toHaveTextContent('Shopping Cart (2 items)');
    await expect(canvas.queryByTestId(ids.fetchError)).not.toBeInTheDocument();
  },
};

/** −/+ on an account line (min 1) and remove, each shown at once, the badge following (§2, §4). */
export const ChangesQuantityAndRemoves: Story = {
  tags: ['interaction'],
  beforeEach: signedInWithServerCart([
    { productId: 102, quantity: 1 },
    { productId: 106, quantity: 1 },
  ]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const quantity = await canvas.findByTestId(ids.lineQuantity('102'));
    await expect(canvas.getByTestId(ids.lineDecrease('102'))).toBeDisabled();
    await userEvent.click(canvas.getByTestId(ids.lineIncrease('102')));
    await expect(quantity).toHaveTextContent('2');
    await waitFor(() => expect(canvas.getByTestId(testIds.header.cartCount)).toHaveTextContent('3'));
    await waitFor(() => expect(serverQuantities()).toContainEqual({ productId: 102, quantity: 2 }));
    await expect(canvas.getByTestId(ids.lineTotal('102'))).toHaveTextContent('₹1,39,800');

    // The line's buttons wait for its change to be answered, which may come after the server has
    // it: a click on the still disabled − was lost under load (quantity stayed 2).
    const decrease = canvas.getByTestId(ids.lineDecrease('102'));
    await waitFor(() => expect(decrease).toBeEnabled());
    await userEvent.click(decrease);
    await expect(quantity).toHaveTextContent('1');

    await userEvent.click(canvas.getByTestId(ids.lineRemove('106')));
    await waitFor(() => expect(canvas.queryByTestId(ids.line('106'))).not.toBeInTheDocument());
    await expectNotice(canvasElement, 'Removed from cart');
    await expect(canvas.getByTestId(ids.heading)).toHaveTextContent('Shopping Cart (1 item)');
    await waitFor(() => expect(serverQuantities()).toEqual([{ productId: 102, quantity: 1 }]));
  },
};

/** A guest's −/+ and remove change 'demo.cart.items' (§4: quantity at least 1). */
export const ChangesTheGuestCart: Story = {
  tags: ['interaction'],
  beforeEach: () => presetCart('device', [phone512(), twoLavas()]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByTestId(ids.lineDecrease('125')));
    await expect(canvas.getByTestId(ids.lineQuantity('125'))).toHaveTextContent('1');
    await expect(canvas.getByTestId(ids.lineDecrease('125'))).toBeDisabled();
    await userEvent.click(canvas.getByTestId(ids.lineIncrease('101')));
    await expect(storedCart('device')).toEqual([
      { id: 101, qty: 2 },
      { id: 125, qty: 1 },
    ]);
    await userEvent.click(canvas.getByTestId(ids.lineRemove('101')));
    await expect(storedCart('device')).toEqual([{ id: 125, qty: 1 }]);
    await expect(canvas.getByTestId(ids.heading)).toHaveTextContent('Shopping Cart (1 item)');
    await expect(canvas.getByTestId(testIds.header.cartCount)).toHaveTextContent('1');
  },
};

/** A refused removal (§8 'Failed to delete cart item') puts the line back. */
export const RemoveFailsAndRollsBack: Story = {
  tags: ['interaction'],
  beforeEach: signedInWithServerCart([{ productId: 102, quantity: 2 }]),
  parameters: { msw: { handlers: withScenarios('cart.remove.blank-500') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByTestId(ids.lineRemove('102')));
    await expectNotice(canvasElement, 'Failed to delete cart item');
    await expect(await canvas.findByTestId(ids.line('102'))).toBeVisible();
    await expect(canvas.getByTestId(ids.heading)).toHaveTextContent('Shopping Cart (2 items)');
    await expect(canvas.getByTestId(testIds.header.cartCount)).toHaveTextContent('2');
  },
};

/** A refused quantity change ('Failed to update cart item', ours) puts the old quantity back. */
export const UpdateFailsAndRollsBack: Story = {
  tags: ['interaction'],
  beforeEach: signedInWithServerCart([{ productId: 102, quantity: 2 }]),
  parameters: { msw: { handlers: withScenarios('cart.update.blank-500') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByTestId(ids.lineIncrease('102')));
    await expectNotice(canvasElement, 'Failed to update cart item');
    await waitFor(() => expect(canvas.getByTestId(ids.lineQuantity('102'))).toHaveTextContent('2'));
    await expect(canvas.getByTestId(testIds.header.cartCount)).toHaveTextContent('2');
  },
};

/** Clear Cart asks first (§2); Cancel keeps everything, Clear empties every cart. */
export const ClearsWithConfirmation: Story = {
  tags: ['interaction'],
  beforeEach: () => {
    signedInWithServerCart([{ productId: 102, quantity: 1 }])();
    presetCart('device', [twoLavas()]);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = await findHeading(canvasElement);
    await waitFor(() => expect(heading).toHaveTextContent('Shopping Cart (3 items)'));

    await userEvent.click(canvas.getByTestId(ids.clear));
    let dialog = await canvas.findByRole('dialog', { name: 'Clear Cart' });
    await expect(dialog).toHaveTextContent('Remove every item from your cart?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(heading).toHaveTextContent('Shopping Cart (3 items)');

    await userEvent.click(canvas.getByTestId(ids.clear));
    dialog = await canvas.findByRole('dialog', { name: 'Clear Cart' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Clear Cart' }));
    await expect(await canvas.findByTestId(ids.empty)).toHaveTextContent('Your cart is empty.');
    await expect(heading).toHaveTextContent('Shopping Cart (0 items)');
    await expectNotice(canvasElement, 'Your cart is now empty');
    await expect(storedCart('device')).toEqual([]);
    await waitFor(() => expect(serverQuantities()).toEqual([]));
    await expect(canvas.getByTestId(testIds.header.cartCount)).toHaveTextContent('0');
  },
};

/** A failed Clear ('Failed to clear cart', ours) keeps the account's lines. */
export const ClearFails: Story = {
  tags: ['interaction'],
  beforeEach: signedInWithServerCart([{ productId: 102, quantity: 1 }]),
  parameters: { msw: { handlers: withScenarios('cart.clear.blank-500') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByTestId(ids.clear));
    const dialog = await canvas.findByRole('dialog', { name: 'Clear Cart' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Clear Cart' }));
    await expectNotice(canvasElement, 'Failed to clear cart');
    await expect(await canvas.findByTestId(ids.line('102'))).toBeVisible();
    await expect(serverQuantities()).toEqual([{ productId: 102, quantity: 1 }]);
  },
};

/** Promo codes (ours, README): SAVE10 takes 10 % (at most ₹2,000) off before GST; unknown codes say so. */
export const AppliesAPromoCode: Story = {
  tags: ['interaction'],
  beforeEach: () => presetCart('device', [phone512(), twoLavas()]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = await canvas.findByTestId(ids.promoInput);
    await userEvent.type(input, 'hello');
    await userEvent.click(canvas.getByTestId(ids.promoApply));
    await expect(await canvas.findByTestId(ids.promoMessage)).toHaveTextContent(
      "Promo code 'hello' is not valid",
    );

    await userEvent.clear(input);
    await userEvent.type(input, ' save10 ');
    await userEvent.click(canvas.getByTestId(ids.promoApply));
    await expect(canvas.getByTestId(ids.promoMessage)).toHaveTextContent('SAVE10 applied: you save ₹2,000');
    await expect(canvas.getByTestId(ids.summaryPromo)).toHaveTextContent('−₹2,000');
    await waitFor(() =>
      expect(summaryOf(canvasElement)).toMatchObject({
        subtotal: '₹1,93,997',
        tax: '₹34,559',
        total: '₹2,26,556',
      }),
    );
  },
};

/** The offline lines are sent once the server answers again (the `online` event); the notice goes. */
let serverAway = true;
const awayWhileFlagged = [
  http.all(apiUrl({ path: '/cart' }), () => (serverAway ? networkDown() : undefined)),
  http.all(apiUrl({ path: '/cart/all' }), () => (serverAway ? networkDown() : undefined)),
];
export const SendsTheOfflineCartWhenBackOnline: Story = {
  tags: ['interaction'],
  beforeEach: () => {
    serverAway = true;
    signedInWithServerCart()();
    presetCart('offline', [localLine(126, { qty: 2 })]);
  },
  parameters: { msw: { handlers: { cart: [...awayWhileFlagged, ...cartHandlers] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId(ids.offline)).toBeVisible();
    serverAway = false;
    window.dispatchEvent(new Event('online'));
    await expectNotice(canvasElement, 'Your offline cart changes have been saved');
    await waitFor(() => expect(canvas.queryByTestId(ids.offline)).not.toBeInTheDocument());
    await expect(storedCart('offline')).toEqual([]);
    await expect(serverQuantities()).toEqual([{ productId: 126, quantity: 2 }]);
    await waitFor(() => expect(canvas.queryByTestId(ids.lineOrigin('126'))).not.toBeInTheDocument());
    await expect(canvas.getByTestId(ids.heading)).toHaveTextContent('Shopping Cart (2 items)');
  },
};

/**
 * The whole §4 path: signed in, the details' add is refused (409), the cart page shows the line kept
 * on this device with the message; Dismiss hides the message and keeps the line.
 */
export const KeepsARefusedAdd: Story = {
  tags: ['interaction'],
  args: { path: '/product/1/101' },
  beforeEach: signedInWithServerCart([{ productId: 102, quantity: 1 }]),
  parameters: { msw: { handlers: withScenarios('cart.add.beyond-stock') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByTestId(testIds.details.addToCart));
    await expectNotice(canvasElement, keptText);
    await userEvent.click(canvas.getByTestId(testIds.header.cartLink));
    // The kept message shows while the account's cart is still on its way (the refused add may
    // have been sent before the header's fetch answered, and the cart page asks again as it
    // opens): the lines are there once the heading counts both.
    const heading = await findHeading(canvasElement);
    await waitFor(() => expect(heading).toHaveTextContent('Shopping Cart (2 items)'));
    await expect(canvas.getByTestId(ids.keptError)).toHaveTextContent(keptText);
    await expect(canvas.getByTestId(ids.lineOrigin('101'))).toHaveTextContent('Saved on this device');
    await expect(canvas.getByTestId(ids.line('102'))).toBeVisible();

    await userEvent.click(canvas.getByTestId(ids.keptErrorDismiss));
    await expect(canvas.queryByTestId(ids.keptError)).not.toBeInTheDocument();
    await expect(storedCart('device')).toEqual([{ id: 101, qty: 1 }]);
  },
};

/** Try again sends this device's lines once the server takes them; the message goes (§4). */
export const TriesAgainAndMerges: Story = {
  tags: ['interaction'],
  beforeEach: () => {
    signedInWithServerCart()();
    presetCart('device', [phone512()]);
    useCartStore.getState().keepError(keptText);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByTestId(ids.keptErrorRetry));
    await waitFor(() => expect(canvas.queryByTestId(ids.keptError)).not.toBeInTheDocument());
    await waitFor(() => expect(serverQuantities()).toEqual([{ productId: 101, quantity: 1 }]));
    // The device line leaves storage once its own reply has come back.
    await waitFor(() => expect(storedCart('device')).toEqual([]));
    await waitFor(() => expect(canvas.queryByTestId(ids.lineOrigin('101'))).not.toBeInTheDocument());
    // The retry says so like the first merge, and the notice leaves after its 2 s: the story ends
    // on the settled cart, so its picture never depends on how soon it is taken.
    await expectNotice(canvasElement, cartMessages.merged);
    await waitFor(() => expect(noticesRegion(canvasElement)).not.toHaveTextContent(cartMessages.merged));
  },
};

/**
 * Sign-in merges this device's cart into the account's, once (§4): a product already there adds up
 * (1 + 2), the other joins; the device cart empties and the cart page shows the account's lines.
 */
export const MergesTheGuestCartAtSignIn: Story = {
  tags: ['interaction'],
  beforeEach: () => {
    seedCartLines(1, [{ productId: 125, quantity: 1 }]);
    presetCart('device', [phone512(), twoLavas()]);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await findHeading(canvasElement)).toHaveTextContent('Shopping Cart (3 items)');
    await userEvent.click(canvas.getByTestId(testIds.header.signInLink));
    const standard = demoAccount('standard');
    await userEvent.type(await canvas.findByTestId(testIds.signIn.email), standard.email);
    await userEvent.type(canvas.getByTestId(testIds.signIn.password), standard.password);
    await userEvent.click(canvas.getByTestId(testIds.signIn.submit));
    await expectNotice(canvasElement, cartMessages.merged);
    await expect(serverQuantities()).toEqual([
      { productId: 125, quantity: 3 },
      { productId: 101, quantity: 1 },
    ]);
    await expect(storedCart('device')).toEqual([]);

    // After the sign-in's move home (§4, about 2.1 s), the cart page shows the account's lines.
    await canvas.findByTestId(testIds.home.screen);
    await userEvent.click(canvas.getByTestId(testIds.header.cartLink));
    const heading = await findHeading(canvasElement);
    await waitFor(() => expect(heading).toHaveTextContent('Shopping Cart (4 items)'));
    await expect(canvas.queryByTestId(ids.lineOrigin('101'))).not.toBeInTheDocument();
    await expect(canvas.getByTestId(ids.lineQuantity('125'))).toHaveTextContent('3');
  },
};
