import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  budsLine,
  cableLine,
  cartLine,
  ceilingLine,
  emptySummary,
  galaxyLine,
  iphoneLine,
  summaryOf,
} from './cart-fixtures';
import { CartScreen } from './CartScreen';
import type { CartPromoState } from './cart-types';

const onRetryFetch = fn();
const onRetryKept = fn();
const onDismissKeptError = fn();
const onBack = fn();
const onDecrease = fn();
const onIncrease = fn();
const onRemove = fn();
const onClear = fn();
const onCheckout = fn();
const onPromoChange = fn();
const onPromoApply = fn();
const onPromoRemove = fn();
const spies = [
  onRetryFetch,
  onRetryKept,
  onDismissKeptError,
  onBack,
  onDecrease,
  onIncrease,
  onRemove,
  onClear,
  onCheckout,
  onPromoChange,
  onPromoApply,
  onPromoRemove,
];

const promo: CartPromoState = {
  value: '',
  onChange: onPromoChange,
  onApply: onPromoApply,
  onRemove: onPromoRemove,
};

const signedInLines = [galaxyLine, iphoneLine];
const guestLines = [cartLine({ ...galaxyLine, origin: 'device' }), budsLine];
/** The same phone twice: once in the account's cart, once kept on this device (keys 101 and 101-2). */
const mixedLines = [
  galaxyLine,
  { ...galaxyLine, key: '101-2', origin: 'device' as const },
  budsLine,
  cableLine,
];

const meta = {
  title: 'Screens/CartScreen',
  component: CartScreen,
  args: {
    status: 'ready',
    lines: signedInLines,
    summary: summaryOf(signedInLines),
    offline: false,
    promo,
    onRetryFetch,
    onRetryKept,
    onDismissKeptError,
    onBack,
    onDecrease,
    onIncrease,
    onRemove,
    onClear,
    onCheckout,
  },
  beforeEach: () => {
    for (const spy of spies) spy.mockClear();
  },
} satisfies Meta<typeof CartScreen>;
export default meta;

type Story = StoryObj<typeof meta>;

const phone = { viewport: { value: 'phone390', isRotated: false } };

export const Empty: Story = {
  args: { lines: [], summary: emptySummary },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Shopping Cart (0 items)');
    await expect(canvas.getByTestId('cart-empty')).toHaveTextContent('Your cart is empty.');
    await expect(canvas.getByRole('link', { name: 'Start Shopping' })).toHaveAttribute('href', '/');
    await expect(canvas.queryByRole('button', { name: 'Clear Cart' })).toBeNull();
    await expect(canvas.queryByTestId('cart-summary')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Continue Shopping' }));
    await expect(onBack).toHaveBeenCalledTimes(1);
  },
};

export const Loading: Story = {
  args: { status: 'loading', lines: [], summary: emptySummary },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const loading = canvas.getByTestId('cart-loading');
    await expect(loading).toHaveAttribute('aria-busy', 'true');
    await expect(loading).toHaveTextContent('Loading your cart');
    await expect(canvas.queryByTestId('cart-empty')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Clear Cart' })).toBeNull();
  },
};

export const FetchError: Story = {
  args: { status: 'error', fetchError: 'Failed to fetch cart', lines: [], summary: emptySummary },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to fetch cart');
    // No empty state: the cart is unknown, not empty.
    await expect(canvas.queryByTestId('cart-empty')).toBeNull();
    await userEvent.click(canvas.getByTestId('cart-fetch-retry'));
    await expect(onRetryFetch).toHaveBeenCalledTimes(1);
  },
};

/** The account's cart could not be read, but this device's lines still show. */
export const FetchErrorWithDeviceLines: Story = {
  args: { status: 'error', lines: guestLines, summary: summaryOf(guestLines) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('cart-fetch-error')).toHaveTextContent('Failed to fetch cart');
    await expect(canvas.getByTestId('cart-line-103')).toBeVisible();
  },
};

/** A guest's cart: every line lives on this device, so no line says so. */
export const GuestLines: Story = {
  args: { lines: guestLines, summary: summaryOf(guestLines), guest: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Shopping Cart (4 items)');
    await expect(canvas.queryByTestId('cart-line-origin-101')).toBeNull();
    await expect(canvas.queryByTestId('cart-line-origin-103')).toBeNull();
    // Buds: not a free-delivery product, yet the card says Free Delivery (§9 "always displays as
    // free on item cards"); ₹5,499 was ₹6,999, 21% off; 3 × ₹5,499.
    await expect(canvas.getByTestId('cart-line-free-delivery-103')).toHaveTextContent('Free Delivery');
    await expect(canvas.getByTestId('cart-line-price-103-old')).toHaveTextContent('₹6,999');
    await expect(canvas.getByTestId('cart-line-price-103-discount')).toHaveTextContent('21% off');
    await expect(canvas.getByTestId('cart-line-total-103')).toHaveTextContent('₹16,497');
  },
};

/** Signed in: the account's lines, the whole Order Summary with the spec's texts. */
export const SignedInLines: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Shopping Cart (3 items)');
    await expect(canvas.getByTestId('cart-line-name-101')).toHaveTextContent('Samsung Galaxy S24 Ultra');
    await expect(canvas.getByTestId('cart-line-brand-101')).toHaveTextContent('Samsung');
    await expect(canvas.getByTestId('cart-line-free-delivery-101')).toHaveTextContent('Free Delivery');
    await expect(canvas.getByTestId('cart-line-price-101-current')).toHaveTextContent('₹1,29,999');
    await expect(canvas.getByTestId('cart-line-price-101-old')).toHaveTextContent('₹1,44,999');
    await expect(canvas.getByTestId('cart-line-price-101-discount')).toHaveTextContent('10% off');
    await expect(canvas.getByTestId('cart-line-storage-101')).toHaveTextContent('Storage: 256GB');
    await expect(canvas.getByTestId('cart-line-color-101')).toHaveTextContent('Color: Natural Titanium');
    await expect(canvas.queryByTestId('cart-line-origin-101')).toBeNull();
    await expect(canvas.getByTestId('cart-line-image-101')).toBeVisible();
    // The iPhone: no options chosen, two units.
    await expect(canvas.queryByTestId('cart-line-storage-102')).toBeNull();
    await expect(canvas.getByTestId('cart-line-quantity-102')).toHaveTextContent('2');
    await expect(canvas.getByTestId('cart-line-total-102')).toHaveTextContent('₹1,59,800');

    await expect(canvas.getByTestId('cart-free-delivery')).toHaveTextContent(
      'Your order qualifies for free delivery!',
    );
    await expect(canvas.getByRole('heading', { name: 'Order Summary' })).toBeVisible();
    await expect(canvas.getByTestId('cart-summary-subtotal-label')).toHaveTextContent('Subtotal (3 items)');
    await expect(canvas.getByTestId('cart-summary-subtotal')).toHaveTextContent('₹2,89,799');
    await expect(canvas.getByTestId('cart-summary-you-save')).toHaveTextContent('−₹15,000');
    await expect(canvas.queryByTestId('cart-summary-promo')).toBeNull();
    await expect(canvas.getByTestId('cart-summary-delivery-fee')).toHaveTextContent('FREE');
    await expect(canvas.getByTestId('cart-summary-tax')).toHaveTextContent('₹52,164');
    await expect(canvas.getByTestId('cart-summary-total')).toHaveTextContent('₹3,41,963');
    await expect(canvas.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute(
      'href',
      '/products',
    );
    const assurance = canvas.getByTestId('cart-assurance');
    await expect(within(assurance).getAllByRole('listitem')).toHaveLength(3);
  },
};

/** −, + and remove call back with the line; − is disabled at 1. */
export const ChangesLines: Story = {
  tags: ['interaction'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const decreaseGalaxy = canvas.getByRole('button', {
      name: 'Decrease quantity of Samsung Galaxy S24 Ultra',
    });
    await expect(decreaseGalaxy).toBeDisabled();
    await userEvent.click(canvas.getByTestId('cart-line-increase-101'));
    await expect(onIncrease).toHaveBeenCalledWith(galaxyLine);
    await userEvent.click(canvas.getByTestId('cart-line-decrease-102'));
    await expect(onDecrease).toHaveBeenCalledWith(iphoneLine);
    const remove = canvas.getByTestId('cart-line-remove-102');
    await expect(remove).toHaveAccessibleName('Remove Apple iPhone 15');
    await userEvent.click(remove);
    await expect(onRemove).toHaveBeenCalledWith(iphoneLine);
    await userEvent.click(canvas.getByRole('button', { name: 'Proceed to Checkout' }));
    await expect(onCheckout).toHaveBeenCalledTimes(1);
  },
};

/** Clear Cart asks first; only the confirmation calls onClear. */
export const ClearCartConfirms: Story = {
  tags: ['interaction'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Clear Cart' }));
    const dialog = await page.findByRole('dialog', { name: 'Clear Cart' });
    await expect(dialog).toHaveTextContent('Remove every item from your cart?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(onClear).not.toHaveBeenCalled();

    await userEvent.click(canvas.getByTestId('cart-clear'));
    await userEvent.click(await page.findByTestId('cart-clear-dialog-confirm'));
    await expect(onClear).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
  },
};

/** Signed in with lines from all three places: the account, this device, and waiting to sync. */
export const MixedOrigins: Story = {
  args: { lines: mixedLines, summary: summaryOf(mixedLines) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Shopping Cart (6 items)');
    await expect(canvas.queryByTestId('cart-line-origin-101')).toBeNull();
    await expect(canvas.getByTestId('cart-line-origin-101-2')).toHaveTextContent('Saved on this device');
    await expect(canvas.getByTestId('cart-line-origin-800123')).toHaveTextContent('Waiting to sync');
    await expect(canvas.getByTestId('cart-lines').children).toHaveLength(4);
  },
};

/** The server refused an add (§4): the message is kept, with Try again and Dismiss. */
export const KeptError: Story = {
  args: {
    lines: [galaxyLine, budsLine],
    summary: summaryOf([galaxyLine, budsLine]),
    keptError: 'Only 2 left in stock',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('cart-kept-error')).toHaveTextContent(
      'Only 2 left in stock. The item is kept in your cart on this device.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(onRetryKept).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await expect(onDismissKeptError).toHaveBeenCalledTimes(1);
  },
};

const offlineLines = [galaxyLine, { ...budsLine, origin: 'offline' as const }];

/** No answer from the server (§4, §9): the notice, and delivery fee and tax 0. */
export const Offline: Story = {
  args: { lines: offlineLines, offline: true, summary: summaryOf(offlineLines, { offline: true }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('cart-offline')).toHaveTextContent(
      'You are offline. Cart changes are kept on this device and sent when the connection returns.',
    );
    await expect(canvas.getByTestId('cart-line-origin-103')).toHaveTextContent('Waiting to sync');
    await expect(canvas.getByTestId('cart-summary-tax')).toHaveTextContent('₹0');
    await expect(canvas.getByTestId('cart-summary-delivery-fee')).toHaveTextContent('FREE');
    await expect(canvas.getByTestId('cart-summary-total')).toHaveTextContent('₹1,46,496');
  },
};

/** No picture: the placeholder; its old price is lower than the price, so no old price or % off. */
export const NoImageAndNoDiscount: Story = {
  args: { lines: [cableLine], summary: summaryOf([cableLine]) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByTestId('cart-line-image-800123')).toBeNull();
    await expect(canvas.getByRole('img', { name: 'No image available' })).toHaveAttribute(
      'data-testid',
      'cart-line-image-placeholder-800123',
    );
    await expect(canvas.getByTestId('cart-line-price-800123-current')).toHaveTextContent('₹499');
    await expect(canvas.queryByTestId('cart-line-price-800123-old')).toBeNull();
    await expect(canvas.queryByText(/% off/)).toBeNull();
    // Nothing saved: no 'You Save' row.
    await expect(canvas.queryByTestId('cart-summary-you-save')).toBeNull();
  },
};

/** At the ceiling of 99 per line: + is disabled, − is not. */
export const AtCeiling: Story = {
  args: { lines: [ceilingLine], summary: summaryOf([ceilingLine]) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('cart-line-quantity-104')).toHaveTextContent('99');
    await expect(canvas.getByTestId('cart-line-increase-104')).toBeDisabled();
    await expect(canvas.getByTestId('cart-line-decrease-104')).toBeEnabled();
  },
};

const busyLine = { ...iphoneLine, busy: true };

/** A change is on its way: the line's −, + and remove wait. */
export const BusyLine: Story = {
  args: { lines: [galaxyLine, busyLine], summary: summaryOf([galaxyLine, busyLine]) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('cart-line-102')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByTestId('cart-line-decrease-102')).toBeDisabled();
    await expect(canvas.getByTestId('cart-line-increase-102')).toBeDisabled();
    await expect(canvas.getByTestId('cart-line-remove-102')).toBeDisabled();
    await expect(canvas.getByTestId('cart-line-increase-101')).toBeEnabled();
  },
};

const save10 = { code: 'SAVE10', discount: 2000 };

/** SAVE10 applied: the promo row, the message, and Remove. */
export const PromoApplied: Story = {
  args: {
    summary: summaryOf(signedInLines, { promo: save10 }),
    promo: {
      ...promo,
      value: 'SAVE10',
      message: { tone: 'success', text: 'SAVE10 applied: you save ₹2,000' },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('cart-promo-message')).toHaveTextContent(
      'SAVE10 applied: you save ₹2,000',
    );
    await expect(canvas.getByTestId('cart-promo-message')).toHaveAttribute('role', 'status');
    await expect(canvas.getByText('Promo (SAVE10)')).toBeVisible();
    await expect(canvas.getByTestId('cart-summary-promo')).toHaveTextContent('−₹2,000');
    // GST 18 % of ₹2,89,799 − ₹2,000 = ₹51,804 (rounded); total ₹2,87,799 + ₹51,804.
    await expect(canvas.getByTestId('cart-summary-tax')).toHaveTextContent('₹51,804');
    await expect(canvas.getByTestId('cart-summary-total')).toHaveTextContent('₹3,39,603');
    const remove = canvas.getByRole('button', { name: 'Remove promo code SAVE10' });
    await userEvent.click(remove);
    await expect(onPromoRemove).toHaveBeenCalledTimes(1);
  },
};

export const PromoError: Story = {
  args: {
    promo: { ...promo, value: 'HELLO', message: { tone: 'error', text: "Promo code 'HELLO' is not valid" } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent("Promo code 'HELLO' is not valid");
    const input = canvas.getByRole('textbox', { name: 'Promo code' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription("Promo code 'HELLO' is not valid");
    await expect(canvas.queryByTestId('cart-summary-promo')).toBeNull();
    await expect(canvas.queryByTestId('cart-promo-remove')).toBeNull();
  },
};

/** Typing reports each value; Apply and Enter both apply. */
export const PromoApply: Story = {
  tags: ['interaction'],
  args: { promo: { ...promo, value: 'save10' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByTestId('cart-promo-input');
    await userEvent.type(input, 'X');
    await expect(onPromoChange).toHaveBeenLastCalledWith('save10X');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(onPromoApply).toHaveBeenCalledTimes(1);
    await userEvent.type(input, '{Enter}');
    await expect(onPromoApply).toHaveBeenCalledTimes(2);
  },
};

/** One unit: the singular heading. */
export const OneItem: Story = {
  args: { lines: [galaxyLine], summary: summaryOf([galaxyLine]) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Shopping Cart (1 item)');
    await expect(canvas.getByTestId('cart-summary-subtotal-label')).toHaveTextContent('Subtotal (1 item)');
  },
};

/** On a phone: one column (the summary under the lines) and nothing wider than the screen. */
export const MixedOriginsMobile: Story = {
  args: { lines: mixedLines, summary: summaryOf(mixedLines), keptError: 'Failed to add to cart' },
  globals: phone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const lines = canvas.getByTestId('cart-lines');
    const summary = canvas.getByTestId('cart-summary');
    await expect(summary.getBoundingClientRect().top).toBeGreaterThan(lines.getBoundingClientRect().bottom);
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

export const EmptyMobile: Story = { ...Empty, globals: phone };
