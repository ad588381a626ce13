import { CART_PROMO_SESSION_STORAGE_KEY } from '@shop/core';
import { deliveryDates } from '@shop/core/checkout';
import { accountsState, seedAddress, withScenarios } from '@shop/mocks';
import { testIds } from '@shop/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { signedInWithServerCart } from '../../app/cart-story-helpers';
import { expectNotice } from '../../app/page-story-helpers';
import { loadPageScreen, PageStory } from '../../app/PageStory';

const meta = {
  title: 'Pages/Checkout',
  component: PageStory,
  loaders: [loadPageScreen],
  args: { path: '/checkout' },
} satisfies Meta<typeof PageStory>;
export default meta;

type Story = StoryObj<typeof meta>;

const ids = testIds.checkout;

/** Lava at ₹21,999: GST ₹3,960, under the cash-on-delivery limit. */
const LAVA = { productId: 125, quantity: 1 };
/** Samsung at ₹1,29,999: over the ₹50,000 cash-on-delivery limit. */
const SAMSUNG = { productId: 101, quantity: 1 };

/** The day after tomorrow (IST): every slot is offered on it, whatever the hour. */
const everySlotDate = () => deliveryDates(new Date())[1]!.date;

const signedInWith =
  (lines: { productId: number; quantity: number }[], addressPins: string[] = []) =>
  () => {
    signedInWithServerCart(lines)();
    for (const pin of addressPins) seedAddress(1, { pin });
  };

async function findPanel(canvasElement: HTMLElement, step: string) {
  return within(canvasElement).findByTestId(ids.panel(step));
}

/** Address chosen (the newest), then the day after tomorrow's slot, then on to Payment. */
async function throughDelivery(canvasElement: HTMLElement, slot: 'standard' | 'evening' | 'priority') {
  const canvas = within(canvasElement);
  await findPanel(canvasElement, 'address');
  await waitFor(() => expect(canvas.getAllByRole('radio', { checked: true }).length).toBeGreaterThan(0));
  await userEvent.click(canvas.getByTestId(ids.continue));
  await findPanel(canvasElement, 'delivery');
  await userEvent.click(await canvas.findByTestId(ids.deliveryDate(everySlotDate())));
  await userEvent.click(canvas.getByTestId(ids.deliverySlot(slot)));
  await userEvent.click(canvas.getByTestId(ids.continue));
  await findPanel(canvasElement, 'payment');
}

async function payByUpi(canvasElement: HTMLElement, upiId: string) {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByTestId(ids.paymentMethod('upi')));
  await userEvent.type(canvas.getByTestId(ids.upiId), upiId);
  await userEvent.click(canvas.getByTestId(ids.continue));
  await findPanel(canvasElement, 'review');
}

/** A guest: the sign-in modal opens over the checkout; the page says why. */
export const GuestIsAskedToSignIn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('dialog', { name: 'Sign In Required' })).toBeVisible();
    await expect(
      canvas.getByText('Please sign in to check out. Your cart comes with you.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toContain('Checkout'));
  },
};

export const EmptyCart: Story = {
  beforeEach: signedInWith([]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId(ids.empty)).toHaveTextContent(
      'Your cart is empty. Add a product before checking out.',
    );
  },
};

/** No saved address: the form is open; Save checks every field, the PIN fills city and state. */
export const FirstAddress: Story = {
  beforeEach: signedInWith([LAVA]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findPanel(canvasElement, 'address');
    const form = await canvas.findByTestId(ids.addressForm);
    await userEvent.click(within(form).getByTestId(ids.addressSave));
    await expect(canvas.getByTestId(ids.addressFormError)).toHaveTextContent(
      'Please correct the highlighted fields',
    );
    await expect(canvas.getByTestId(ids.addressError('fullName'))).toHaveTextContent(
      'Please enter the full name',
    );
    await expect(canvas.getByTestId(ids.addressError('mobile'))).toHaveTextContent(
      'Please enter a mobile number',
    );
    await expect(canvas.getByTestId(ids.addressError('line1'))).toHaveTextContent(
      'Please enter the flat, house number and street',
    );
    await expect(canvas.getByTestId(ids.addressError('pin'))).toHaveTextContent('Please enter a PIN code');

    await userEvent.type(canvas.getByTestId(ids.addressField('fullName')), 'Asha Verma');
    await userEvent.type(canvas.getByTestId(ids.addressField('mobile')), '12345');
    await userEvent.tab();
    await expect(canvas.getByTestId(ids.addressError('mobile'))).toHaveTextContent(
      'Enter a 10-digit mobile number starting with 6, 7, 8 or 9',
    );
    await userEvent.clear(canvas.getByTestId(ids.addressField('mobile')));
    await userEvent.type(canvas.getByTestId(ids.addressField('mobile')), '+91 98450 12345');
    await userEvent.type(canvas.getByTestId(ids.addressField('line1')), '14, 5th Cross, Koramangala');
    await userEvent.type(canvas.getByTestId(ids.addressField('pin')), '560034');
    await waitFor(() => expect(canvas.getByTestId(ids.pinLookup)).toHaveTextContent('Bengaluru, Karnataka'));
    await userEvent.click(canvas.getByTestId(ids.addressSave));

    await waitFor(() => expect(canvas.queryByTestId(ids.addressForm)).not.toBeInTheDocument());
    const saved = [...accountsState.checkout.addresses.values()];
    await expect(saved).toHaveLength(1);
    await expect(saved[0]).toMatchObject({ mobile: '9845012345', pin: '560034', type: 'Home' });
    await expect(canvas.getByTestId(ids.address(String(saved[0]!.id)))).toBeChecked();
    await userEvent.click(canvas.getByTestId(ids.continue));
    await findPanel(canvasElement, 'delivery');
  },
};

/** A PIN the shop does not serve, and one without cash on delivery. */
export const PinLookup: Story = {
  beforeEach: signedInWith([LAVA]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pin = await canvas.findByTestId(ids.addressField('pin'));
    await userEvent.type(pin, '999999');
    await waitFor(() =>
      expect(canvas.getByTestId(ids.pinLookup)).toHaveTextContent('We do not deliver to PIN code 999999 yet'),
    );
    await userEvent.clear(pin);
    await userEvent.type(pin, '744101');
    await waitFor(() => expect(canvas.getByTestId(ids.pinLookup)).toHaveTextContent('Port Blair'));
    await expect(canvas.getByTestId(ids.pinLookupCod)).toHaveTextContent(
      'Cash on delivery not available here',
    );
  },
};

/** A step cannot be left without its choice; the bar opens only steps already reachable. */
export const StepsInOrder: Story = {
  beforeEach: signedInWith([LAVA], ['560034']),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findPanel(canvasElement, 'address');
    await expect(canvas.getByTestId(ids.progressStep('address'))).toHaveAttribute('aria-current', 'step');
    await waitFor(() => expect(canvas.getAllByRole('radio', { checked: true }).length).toBeGreaterThan(0));
    await userEvent.click(canvas.getByTestId(ids.continue));
    await findPanel(canvasElement, 'delivery');
    await userEvent.click(canvas.getByTestId(ids.continue));
    await expect(canvas.getByTestId(ids.stepProblem)).toHaveTextContent('Please choose a delivery date');
    await userEvent.click(await canvas.findByTestId(ids.deliveryDate(everySlotDate())));
    await userEvent.click(canvas.getByTestId(ids.continue));
    await expect(canvas.getByTestId(ids.stepProblem)).toHaveTextContent('Please choose a delivery slot');
    await userEvent.click(canvas.getByTestId(ids.deliverySlot('priority')));
    await waitFor(() => expect(canvas.getByTestId(ids.summaryDeliveryFee)).toHaveTextContent('₹99'));
    await userEvent.click(canvas.getByTestId(ids.continue));
    await findPanel(canvasElement, 'payment');
    await userEvent.click(canvas.getByTestId(ids.continue));
    await expect(canvas.getByTestId(ids.stepProblem)).toHaveTextContent('Please choose a payment method');
    await userEvent.click(canvas.getByTestId(ids.paymentMethod('upi')));
    await userEvent.type(canvas.getByTestId(ids.upiId), 'asha');
    await userEvent.click(canvas.getByTestId(ids.continue));
    await expect(canvas.getByTestId(ids.stepProblem)).toHaveTextContent('Enter a UPI ID like name@bank');
    // Back to the address through the bar keeps what was chosen.
    await userEvent.click(canvas.getByTestId(ids.progressStep('address')));
    await findPanel(canvasElement, 'address');
    await userEvent.click(canvas.getByTestId(ids.continue));
    await findPanel(canvasElement, 'delivery');
    await expect(canvas.getByTestId(ids.deliverySlot('priority'))).toBeChecked();
  },
};

/**
 * UPI within Karnataka: the evening slot's ₹49, CGST + SGST, the order placed and the cart
 * emptied. ₹21,999 + GST ₹3,960 + ₹49 = ₹26,008.
 */
export const UpiWithinKarnataka: Story = {
  beforeEach: signedInWith([LAVA], ['560034']),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await throughDelivery(canvasElement, 'evening');
    await payByUpi(canvasElement, 'success@shoplane');
    await expect(canvas.getByTestId(ids.reviewPayment)).toHaveTextContent('UPI: success@shoplane');
    await expect(canvas.getByTestId(ids.reviewAddress)).toHaveTextContent('Bengaluru, Karnataka 560034');
    await expect(canvas.getByTestId(ids.summaryDeliveryFee)).toHaveTextContent('₹49');
    await expect(canvas.getByTestId(ids.summaryTax)).toHaveTextContent('₹3,960');
    await expect(canvas.getByTestId(ids.summaryCgst)).toHaveTextContent('₹1,980');
    await expect(canvas.getByTestId(ids.summarySgst)).toHaveTextContent('₹1,980');
    await expect(canvas.queryByTestId(ids.summaryIgst)).not.toBeInTheDocument();
    await expect(canvas.getByTestId(ids.summaryTotal)).toHaveTextContent('₹26,008');
    await expect(canvas.getByTestId(ids.noCancellation)).toHaveTextContent(
      'Orders cannot be cancelled once placed (see the Terms & Conditions).',
    );
    await userEvent.click(canvas.getByTestId(ids.placeOrder));
    await expectNotice(canvasElement, 'Order placed');
    await expect(accountsState.checkout.orders).toHaveLength(1);
    await expect(accountsState.checkout.orders[0]?.totals.total).toBe(26_008);
    await expect(accountsState.carts.get(1)?.size ?? 0).toBe(0);
  },
};

/** Delivery to Delhi: IGST 18 % instead of CGST + SGST. */
export const InterStateIgst: Story = {
  beforeEach: signedInWith([LAVA], ['110001']),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await throughDelivery(canvasElement, 'standard');
    await payByUpi(canvasElement, 'success@shoplane');
    await expect(canvas.getByTestId(ids.summaryDeliveryFee)).toHaveTextContent('FREE');
    await expect(canvas.getByTestId(ids.summaryIgst)).toHaveTextContent('₹3,960');
    await expect(canvas.queryByTestId(ids.summaryCgst)).not.toBeInTheDocument();
    await expect(canvas.getByTestId(ids.summaryTotal)).toHaveTextContent('₹25,959');
  },
};

/** failure@shoplane: nothing is placed, the text says why and the cart stays. */
export const UpiFails: Story = {
  beforeEach: signedInWith([LAVA], ['560034']),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await throughDelivery(canvasElement, 'standard');
    await payByUpi(canvasElement, 'failure@shoplane');
    await userEvent.click(canvas.getByTestId(ids.placeOrder));
    await waitFor(() =>
      expect(canvas.getByTestId(ids.placeError)).toHaveTextContent(
        'The UPI payment failed. Please try again or choose another payment method.',
      ),
    );
    await expect(accountsState.checkout.orders).toHaveLength(0);
    await expect(accountsState.carts.get(1)?.size).toBe(1);
  },
};

/** ₹1,29,999: cash on delivery is offered up to ₹50,000 only. */
export const CashOnDeliveryOverTheLimit: Story = {
  beforeEach: signedInWith([SAMSUNG], ['560034']),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await throughDelivery(canvasElement, 'standard');
    await expect(canvas.getByTestId(ids.codProblem)).toHaveTextContent(
      'Cash on delivery is available for orders up to ₹50,000',
    );
  },
};

/** Port Blair: no cash on delivery there, whatever the total. */
export const CashOnDeliveryNotServed: Story = {
  beforeEach: signedInWith([LAVA], ['744101']),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await throughDelivery(canvasElement, 'standard');
    await expect(canvas.getByTestId(ids.codProblem)).toHaveTextContent(
      'Cash on delivery is not available for PIN code 744101',
    );
  },
};

/** Cash on delivery placed: the payment stays pending until the order arrives. */
export const CashOnDelivery: Story = {
  beforeEach: signedInWith([LAVA], ['560034']),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await throughDelivery(canvasElement, 'standard');
    await userEvent.click(canvas.getByTestId(ids.paymentMethod('cod')));
    await expect(canvas.getByTestId(ids.codNote)).toHaveTextContent(
      'Pay in cash or by UPI when the order arrives',
    );
    await userEvent.click(canvas.getByTestId(ids.continue));
    await findPanel(canvasElement, 'review');
    await expect(canvas.getByTestId(ids.reviewPayment)).toHaveTextContent('Cash on delivery');
    await userEvent.click(canvas.getByTestId(ids.placeOrder));
    await expectNotice(canvasElement, 'Order placed');
    await expect(accountsState.checkout.orders[0]).toMatchObject({
      paymentMethod: 'cod',
      paymentOutcome: 'pending',
    });
  },
};

/** The cart's promo code (kept for the tab) comes off before GST here too. */
export const PromoFromTheCart: Story = {
  beforeEach: () => {
    signedInWith([LAVA], ['560034'])();
    sessionStorage.setItem(CART_PROMO_SESSION_STORAGE_KEY, 'SAVE10');
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findPanel(canvasElement, 'address');
    await waitFor(() =>
      expect(canvas.getByTestId(ids.summaryPromoLabel)).toHaveTextContent('Promo (SAVE10)'),
    );
    // 10 % of ₹21,999 is capped at ₹2,000; GST on ₹19,999 is ₹3,600.
    await expect(canvas.getByTestId(ids.summaryPromo)).toHaveTextContent('₹2,000');
    await expect(canvas.getByTestId(ids.summaryTax)).toHaveTextContent('₹3,600');
    await expect(canvas.getByTestId(ids.summaryTotal)).toHaveTextContent('₹23,599');
  },
};

export const AddressesFailToLoad: Story = {
  beforeEach: signedInWith([LAVA]),
  parameters: { msw: { handlers: withScenarios('addresses.list.error') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId(ids.addressFetchError)).toHaveTextContent(
      'Failed to load your addresses',
    );
    await expect(canvas.getByTestId(ids.addressRetry)).toHaveTextContent('Retry');
  },
};

export const AddressesLoading: Story = {
  beforeEach: signedInWith([LAVA]),
  parameters: { msw: { handlers: withScenarios('addresses.list.loading') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId(ids.addressLoading)).toBeInTheDocument();
  },
};

export const DeliveryDatesFailToLoad: Story = {
  beforeEach: signedInWith([LAVA], ['560034']),
  parameters: { msw: { handlers: withScenarios('checkout.deliveryDates.error') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findPanel(canvasElement, 'address');
    await waitFor(() => expect(canvas.getAllByRole('radio', { checked: true }).length).toBeGreaterThan(0));
    await userEvent.click(canvas.getByTestId(ids.continue));
    await expect(await canvas.findByTestId(ids.deliveryFetchError)).toHaveTextContent(
      'Failed to load delivery dates',
    );
  },
};

/** No reply to the PIN lookup: the form says so (Save still checks the PIN against the rules). */
export const PinLookupFails: Story = {
  beforeEach: signedInWith([LAVA]),
  parameters: { msw: { handlers: withScenarios('checkout.lookupPin.network-down') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByTestId(ids.addressField('pin')), '560034');
    await waitFor(() =>
      expect(canvas.getByTestId(ids.pinLookup)).toHaveTextContent(
        'Could not look up the PIN code. Please try again.',
      ),
    );
  },
};
