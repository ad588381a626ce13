import { ADDRESS_LIMIT, COD_LIMIT } from '@shop/core';
import {
  addressLimitText,
  addressMessages,
  checkoutMessages,
  codLimitText,
  codNotServedText,
  deliveryMessages,
  notEnoughStockText,
  pinNotServedText,
  upiMessages,
} from '@shop/core/checkout';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  emptyAddressValues,
  filledAddressValues,
  fixtureDates,
  fixtureItems,
  dayAfter,
  homeAddress,
  KARNATAKA,
  MAHARASHTRA,
  portBlairAddress,
  savedAddresses,
  stepsAt,
  tenAddresses,
  tomorrow,
  totalsOf,
  workAddress,
} from './checkout-fixtures';
import { CheckoutScreen } from './CheckoutScreen';
import type {
  AddressFormState,
  CheckoutAddressStepProps,
  CheckoutDeliveryStepProps,
  CheckoutPaymentStepProps,
  CheckoutReviewProps,
  CheckoutScreenProps,
} from './checkout-types';

const onRetryFetch = fn();
const onOpenStep = fn();
const onContinue = fn();
const onBackToCart = fn();
const onAddressRetry = fn();
const onSelectAddress = fn();
const onAddNew = fn();
const onEdit = fn();
const onDelete = fn();
const onFieldChange = fn();
const onFieldBlur = fn();
const onSave = fn();
const onCancelForm = fn();
const onDeliveryRetry = fn();
const onSelectDate = fn();
const onSelectSlot = fn();
const onSelectMethod = fn();
const onUseAnotherCard = fn();
const onUpiChange = fn();
const onUpiBlur = fn();
const onPlaceOrder = fn();
const onPromoChange = fn();
const onPromoApply = fn();
const onPromoRemove = fn();
const spies = [
  onRetryFetch,
  onOpenStep,
  onContinue,
  onBackToCart,
  onAddressRetry,
  onSelectAddress,
  onAddNew,
  onEdit,
  onDelete,
  onFieldChange,
  onFieldBlur,
  onSave,
  onCancelForm,
  onDeliveryRetry,
  onSelectDate,
  onSelectSlot,
  onSelectMethod,
  onUseAnotherCard,
  onUpiChange,
  onUpiBlur,
  onPlaceOrder,
  onPromoChange,
  onPromoApply,
  onPromoRemove,
];

const address = (props: Partial<CheckoutAddressStepProps> = {}): CheckoutAddressStepProps => ({
  status: 'ready',
  onRetry: onAddressRetry,
  addresses: savedAddresses,
  selectedId: homeAddress.id,
  onSelect: onSelectAddress,
  form: null,
  onAddNew,
  onEdit,
  onDelete,
  ...props,
});

const form = (props: Partial<AddressFormState> = {}): AddressFormState => ({
  mode: 'new',
  values: emptyAddressValues,
  errors: {},
  pinLookup: { status: 'idle' },
  saving: false,
  onChange: onFieldChange,
  onBlur: onFieldBlur,
  onSubmit: onSave,
  onCancel: onCancelForm,
  ...props,
});

const delivery = (props: Partial<CheckoutDeliveryStepProps> = {}): CheckoutDeliveryStepProps => ({
  status: 'ready',
  onRetry: onDeliveryRetry,
  dates: fixtureDates,
  selectedDate: null,
  selectedSlot: null,
  onSelectDate,
  onSelectSlot,
  ...props,
});

/** A same-origin page with no content: the real card form is the storefront's /checkout/card-frame. */
const FRAME_SRC = 'about:blank';

const payment = (props: Partial<CheckoutPaymentStepProps> = {}): CheckoutPaymentStepProps => ({
  method: null,
  onSelectMethod,
  card: {
    frameSrc: FRAME_SRC,
    frameHeight: 320,
    // A callback, not a ref object: an object holding the frame element would be a cyclic arg.
    frameRef: () => undefined,
    chosenCard: null,
    onUseAnotherCard,
  },
  upi: { value: '', onChange: onUpiChange, onBlur: onUpiBlur },
  cod: {},
  ...props,
});

const review = (props: Partial<CheckoutReviewProps> = {}): CheckoutReviewProps => ({
  items: fixtureItems,
  address: [
    homeAddress.fullName,
    `${homeAddress.line1}, ${homeAddress.line2}`,
    `${homeAddress.city}, ${homeAddress.state} ${homeAddress.pin}`,
    `Mobile ${homeAddress.mobile}`,
  ],
  delivery: `${dayAfter.label} · Standard delivery (9 AM – 9 PM)`,
  payment: 'Visa •••• 1111',
  placing: false,
  onPlaceOrder,
  ...props,
});

const meta = {
  title: 'Screens/CheckoutScreen',
  component: CheckoutScreen,
  args: {
    status: 'ready',
    onRetryFetch,
    steps: stepsAt('address'),
    step: 'address',
    onOpenStep,
    onContinue,
    address: address(),
    delivery: delivery(),
    payment: payment(),
    review: review(),
    totals: totalsOf(fixtureItems),
    promo: { value: '', onChange: onPromoChange, onApply: onPromoApply, onRemove: onPromoRemove },
    onBackToCart,
  } satisfies CheckoutScreenProps,
  beforeEach: () => {
    for (const spy of spies) spy.mockClear();
  },
} satisfies Meta<typeof CheckoutScreen>;
export default meta;

type Story = StoryObj<typeof meta>;

const phone = { viewport: { value: 'phone390', isRotated: false } };

/** Nothing on the page is wider than the screen (a phone must not scroll sideways). */
async function expectNoOverflow(canvasElement: HTMLElement) {
  const root = canvasElement.ownerDocument.documentElement;
  await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
}

// The screen's states -----------------------------------------------------------------------------

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Checkout');
    const loading = canvas.getByTestId('checkout-loading');
    await expect(loading).toHaveAttribute('aria-busy', 'true');
    await expect(loading).toHaveTextContent('Loading checkout');
    await expect(canvas.queryByTestId('checkout-progress')).toBeNull();
    await expect(canvas.queryByTestId('checkout-summary')).toBeNull();
  },
};

export const FetchError: Story = {
  args: { status: 'error', fetchError: 'Failed to fetch cart' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('checkout-fetch-error')).toHaveTextContent('Failed to fetch cart');
    await expect(canvas.queryByTestId('checkout-progress')).toBeNull();
    await userEvent.click(canvas.getByTestId('checkout-fetch-retry'));
    await expect(onRetryFetch).toHaveBeenCalledTimes(1);
  },
};

export const EmptyCart: Story = {
  args: { status: 'emptyCart' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('checkout-empty')).toHaveTextContent(checkoutMessages.emptyCart);
    await expect(canvas.getByTestId('checkout-empty-back-to-cart')).toHaveAttribute('href', '/cart');
    await expect(canvas.queryByTestId('checkout-progress')).toBeNull();
    await userEvent.click(canvas.getByTestId('checkout-back'));
    await expect(onBackToCart).toHaveBeenCalledTimes(1);
  },
};

// Address ------------------------------------------------------------------------------------------

export const AddressSaved: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Checkout steps' });
    await expect(within(nav).getAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.getByTestId('checkout-progress-step-address')).toHaveAttribute(
      'aria-current',
      'step',
    );
    await expect(canvas.getByTestId('checkout-progress-step-address')).toHaveTextContent('1Address');
    // Not reached yet: plain text, not a button.
    await expect(canvas.getByTestId('checkout-progress-step-review').tagName).toBe('SPAN');
    await expect(canvas.getByTestId('checkout-progress-step-review')).toHaveTextContent(
      '4Review & Place Order',
    );

    await expect(canvas.getByRole('heading', { level: 2, name: 'Address' })).toBeVisible();
    const group = canvas.getByRole('radiogroup', { name: 'Saved addresses' });
    await expect(within(group).getAllByRole('radio')).toHaveLength(2);
    await expect(canvas.getByTestId('checkout-address-7')).toBeChecked();
    await expect(canvas.getByTestId('checkout-address-card-7')).toHaveTextContent(
      'Asha RaoHome12 MG Road, Flat 4B, Ashok NagarOpposite the metro stationBengaluru, Karnataka 560001Mobile 98450 12345',
    );
    await expect(canvas.getByTestId('checkout-address-type-8')).toHaveTextContent('Work');
    await userEvent.click(canvas.getByTestId('checkout-address-8'));
    await expect(onSelectAddress).toHaveBeenCalledWith(8);
    await expect(canvas.getByTestId('checkout-address-edit-7')).toHaveAccessibleName(
      'Edit address of Asha Rao',
    );
    await userEvent.click(canvas.getByTestId('checkout-address-edit-7'));
    await expect(onEdit).toHaveBeenCalledWith(homeAddress);
    await expect(canvas.getByTestId('checkout-address-new')).toBeEnabled();
    await userEvent.click(canvas.getByTestId('checkout-address-new'));
    await expect(onAddNew).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByTestId('checkout-continue'));
    await expect(onContinue).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByTestId('checkout-step-problem')).toBeNull();
  },
};

export const DeletesAddressAfterConfirmation: Story = {
  tags: ['interaction'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByTestId('checkout-address-delete-8'));
    const dialog = await page.findByTestId('checkout-address-delete-dialog');
    await expect(within(dialog).getByRole('heading')).toHaveTextContent('Delete address?');
    await expect(page.getByTestId('checkout-address-delete-dialog-message')).toHaveTextContent(
      'The address of Asha Rao will be removed from your account.',
    );
    await userEvent.click(page.getByTestId('checkout-address-delete-dialog-cancel'));
    await expect(onDelete).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByTestId('checkout-address-delete-8'));
    await userEvent.click(await page.findByTestId('checkout-address-delete-dialog-confirm'));
    await expect(onDelete).toHaveBeenCalledWith(workAddress);
  },
};

export const AddressDeleteFailed: Story = {
  args: { address: address({ listError: addressMessages.deleteFailed }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('checkout-address-list-error')).toHaveTextContent(
      'Failed to delete the address',
    );
  },
};

export const AddressLoading: Story = {
  args: { address: address({ status: 'loading', addresses: [] }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('checkout-address-loading')).toHaveTextContent('Loading your addresses');
    // A Continue before the list arrives would say no address is chosen when one may be.
    await expect(canvas.getByTestId('checkout-continue')).toBeDisabled();
  },
};

export const AddressFetchError: Story = {
  args: { address: address({ status: 'error', fetchError: addressMessages.fetchFailed, addresses: [] }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('checkout-address-fetch-error')).toHaveTextContent(
      'Failed to load your addresses',
    );
    await userEvent.click(canvas.getByTestId('checkout-address-retry'));
    await expect(onAddressRetry).toHaveBeenCalledTimes(1);
  },
};

/** No saved address yet: the form is open at once. */
export const AddressNone: Story = {
  args: { address: address({ addresses: [], selectedId: null, form: form() }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('radiogroup', { name: 'Saved addresses' })).toBeNull();
    await expect(canvas.queryByTestId('checkout-address-new')).toBeNull();
    const formEl = canvas.getByTestId('checkout-address-form');
    await expect(within(formEl).getByRole('heading', { level: 3 })).toHaveTextContent('New address');
    await expect(canvas.getByLabelText('Full name')).toHaveValue('');
    await expect(canvas.getByLabelText('Mobile number')).toHaveAttribute('inputmode', 'tel');
    await expect(canvas.getByLabelText('Flat, house no., street')).toBeVisible();
    await expect(canvas.getByLabelText('Area, locality (optional)')).toBeVisible();
    await expect(canvas.getByLabelText('Landmark (optional)')).toBeVisible();
    const pin = canvas.getByLabelText('PIN code');
    await expect(pin).toHaveAttribute('inputmode', 'numeric');
    await expect(pin).toHaveAttribute('maxlength', '6');
    await expect(canvas.getByTestId('checkout-address-type-option-Home')).toBeChecked();
    await userEvent.type(canvas.getByTestId('checkout-address-field-fullName'), 'A');
    await expect(onFieldChange).toHaveBeenLastCalledWith('fullName', 'A');
    await userEvent.tab();
    await expect(onFieldBlur).toHaveBeenCalledWith('fullName');
    await userEvent.click(canvas.getByTestId('checkout-address-type-option-Work'));
    await expect(onFieldChange).toHaveBeenLastCalledWith('type', 'Work');
    await userEvent.click(canvas.getByTestId('checkout-address-save'));
    await expect(onSave).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByTestId('checkout-address-cancel'));
    await expect(onCancelForm).toHaveBeenCalledTimes(1);
  },
};

export const AddressFieldErrors: Story = {
  args: {
    address: address({
      addresses: [],
      selectedId: null,
      form: form({
        values: {
          ...emptyAddressValues,
          mobile: '12345',
          line2: 'x'.repeat(101),
          landmark: 'y'.repeat(101),
          pin: '56',
          type: '',
        },
        errors: {
          fullName: addressMessages.fullNameEmpty,
          mobile: addressMessages.mobileInvalid,
          line1: addressMessages.line1Empty,
          line2: addressMessages.tooLong,
          landmark: addressMessages.tooLong,
          pin: addressMessages.pinInvalid,
          type: addressMessages.typeInvalid,
        },
        formError: addressMessages.fixFields,
      }),
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('checkout-address-form-error')).toHaveTextContent(
      'Please correct the highlighted fields',
    );
    const expected = {
      fullName: 'Please enter the full name',
      mobile: 'Enter a 10-digit mobile number starting with 6, 7, 8 or 9',
      line1: 'Please enter the flat, house number and street',
      line2: 'Use at most 100 characters',
      landmark: 'Use at most 100 characters',
      pin: 'Enter a 6-digit PIN code',
    };
    for (const [field, text] of Object.entries(expected)) {
      const input = canvas.getByTestId(`checkout-address-field-${field}`);
      const error = canvas.getByTestId(`checkout-address-error-${field}`);
      await expect(error).toHaveTextContent(text);
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      await expect(input).toHaveAccessibleDescription(expect.stringContaining(text));
    }
    await expect(canvas.getByTestId('checkout-address-error-type')).toHaveTextContent('Choose Home or Work');
    await expect(canvas.getByRole('radiogroup', { name: 'Address type' })).toHaveAccessibleDescription(
      'Choose Home or Work',
    );
  },
};

export const AddressFieldErrorsMobile: Story = {
  ...AddressFieldErrors,
  globals: phone,
  play: async (context) => {
    await AddressFieldErrors.play?.(context);
    await expectNoOverflow(context.canvasElement);
  },
};

const pinForm = (pinLookup: AddressFormState['pinLookup'], pin = '560034') =>
  address({ form: form({ values: { ...filledAddressValues, pin }, pinLookup }) });

export const PinLookupLoading: Story = {
  args: { address: pinForm({ status: 'loading' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('checkout-pin-lookup')).toHaveTextContent('Looking up the PIN code…');
    await expect(canvas.getByLabelText('PIN code')).toHaveAccessibleDescription('Looking up the PIN code…');
  },
};

export const PinLookupFound: Story = {
  args: { address: pinForm({ status: 'found', city: 'Bengaluru', state: 'Karnataka', cod: true }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('checkout-pin-lookup')).toHaveTextContent(/^Bengaluru, Karnataka$/);
    await expect(canvas.queryByTestId('checkout-pin-lookup-cod')).toBeNull();
    await expect(canvas.getByTestId('checkout-address-field-pin')).not.toHaveAttribute('aria-invalid');
  },
};

export const PinNotServed: Story = {
  args: { address: pinForm({ status: 'problem', message: pinNotServedText('999999') }, '999999') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('checkout-pin-lookup')).toHaveTextContent(
      'We do not deliver to PIN code 999999 yet',
    );
  },
};

export const PinLookupFailed: Story = {
  args: { address: pinForm({ status: 'problem', message: addressMessages.pinLookupFailed }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('checkout-pin-lookup')).toHaveTextContent(
      'Could not look up the PIN code. Please try again.',
    );
  },
};

export const PinWithoutCod: Story = {
  args: {
    address: pinForm(
      { status: 'found', city: 'Port Blair', state: 'Andaman and Nicobar Islands', cod: false },
      '744101',
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('checkout-pin-lookup')).toHaveTextContent(
      'Port Blair, Andaman and Nicobar IslandsCash on delivery not available here',
    );
    await expect(canvas.getByTestId('checkout-pin-lookup-cod')).toHaveTextContent(
      'Cash on delivery not available here',
    );
  },
};

export const AddressSaving: Story = {
  args: {
    address: address({
      form: form({
        mode: 'edit',
        values: filledAddressValues,
        pinLookup: { status: 'found', city: 'Bengaluru', state: 'Karnataka', cod: true },
        saving: true,
      }),
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(within(canvas.getByTestId('checkout-address-form')).getByRole('heading')).toHaveTextContent(
      'Edit address',
    );
    await expect(canvas.getByTestId('checkout-address-save')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByTestId('checkout-address-save')).toBeDisabled();
    await expect(canvas.getByTestId('checkout-address-cancel')).toBeDisabled();
  },
};

export const AddressLimitReached: Story = {
  args: {
    address: address({
      addresses: tenAddresses,
      selectedId: 100,
      limitText: addressLimitText(ADDRESS_LIMIT),
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('radio')).toHaveLength(10);
    const addNew = canvas.getByTestId('checkout-address-new');
    await expect(addNew).toBeDisabled();
    await expect(addNew).toHaveAccessibleDescription('You can save up to 10 addresses');
    await expect(canvas.getByTestId('checkout-address-limit')).toHaveTextContent(
      'You can save up to 10 addresses',
    );
  },
};

export const AddressSavedMobile: Story = {
  ...AddressSaved,
  globals: phone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const panel = canvas.getByTestId('checkout-panel-address');
    const summary = canvas.getByTestId('checkout-summary');
    // The summary sits below the steps on a phone.
    await expect(summary.getBoundingClientRect().top).toBeGreaterThan(panel.getBoundingClientRect().bottom);
    await expectNoOverflow(canvasElement);
  },
};

// Delivery -----------------------------------------------------------------------------------------

/** Tomorrow chosen: standard delivery starts the day after, so it is disabled with the reason. */
export const Delivery: Story = {
  args: {
    steps: stepsAt('delivery'),
    step: 'delivery',
    delivery: delivery({ selectedDate: tomorrow.date }),
    totals: totalsOf(fixtureItems, { stateCode: KARNATAKA }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('checkout-progress-step-address')).toHaveTextContent(
      'Address(completed)',
    );
    await expect(canvas.getByTestId('checkout-progress-step-address').tagName).toBe('BUTTON');
    await expect(canvas.getByTestId('checkout-progress-step-delivery')).toHaveAttribute(
      'aria-current',
      'step',
    );
    const dates = canvas.getByRole('radiogroup', { name: 'Delivery date' });
    await expect(within(dates).getAllByRole('radio')).toHaveLength(7);
    await expect(canvas.getByTestId('checkout-delivery-date-2026-11-28')).toBeChecked();
    await expect(canvas.getByTestId('checkout-delivery-date-2026-11-28').closest('label')).toHaveTextContent(
      'Sat, 28 Nov',
    );
    await expect(canvas.getByTestId('checkout-delivery-date-2026-12-04').closest('label')).toHaveTextContent(
      'Fri, 4 Dec',
    );
    const slots = canvas.getByRole('radiogroup', { name: 'Delivery slot on Sat, 28 Nov' });
    await expect(within(slots).getAllByRole('radio')).toHaveLength(3);
    const standard = canvas.getByTestId('checkout-delivery-slot-standard');
    await expect(standard).toBeDisabled();
    await expect(standard).toHaveAccessibleDescription('Not available for this date');
    await expect(standard.closest('label')).toHaveTextContent(
      'Standard deliveryFREE9 AM – 9 PMNot available for this date',
    );
    await expect(canvas.getByTestId('checkout-delivery-slot-fee-evening')).toHaveTextContent('₹49');
    await expect(canvas.getByTestId('checkout-delivery-slot-evening').closest('label')).toHaveTextContent(
      'Evening delivery₹496 PM – 10 PM',
    );
    await expect(canvas.getByTestId('checkout-delivery-slot-fee-priority')).toHaveTextContent('₹99');
    await expect(canvas.getByTestId('checkout-summary-delivery-fee')).toHaveTextContent('Choose a slot');
    await userEvent.click(canvas.getByTestId('checkout-delivery-slot-evening'));
    await expect(onSelectSlot).toHaveBeenCalledWith('evening');
    await userEvent.click(canvas.getByTestId('checkout-delivery-date-2026-11-29'));
    await expect(onSelectDate).toHaveBeenCalledWith('2026-11-29');
    await userEvent.click(canvas.getByTestId('checkout-progress-step-address'));
    await expect(onOpenStep).toHaveBeenCalledWith('address');
  },
};

export const DeliveryChosen: Story = {
  args: {
    steps: stepsAt('delivery'),
    step: 'delivery',
    delivery: delivery({ selectedDate: dayAfter.date, selectedSlot: 'standard' }),
    totals: totalsOf(fixtureItems, { stateCode: KARNATAKA, deliveryFee: 0 }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('checkout-delivery-date-2026-11-29')).toBeChecked();
    await expect(canvas.getByTestId('checkout-delivery-slot-standard')).toBeChecked();
    await expect(canvas.getByTestId('checkout-delivery-slot-standard')).toBeEnabled();
    await expect(canvas.queryByTestId('checkout-delivery-slot-reason-standard')).toBeNull();
    await expect(canvas.getByTestId('checkout-summary-delivery-fee')).toHaveTextContent('FREE');
  },
};

/** Continue without a slot: why not, under Continue. */
export const DeliveryStepProblem: Story = {
  args: {
    steps: stepsAt('delivery'),
    step: 'delivery',
    delivery: delivery({ selectedDate: dayAfter.date }),
    stepProblem: deliveryMessages.chooseSlot,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('checkout-step-problem')).toHaveTextContent(
      'Please choose a delivery slot',
    );
    await expect(canvas.getByTestId('checkout-continue')).toHaveAccessibleDescription(
      'Please choose a delivery slot',
    );
  },
};

export const DeliveryLoading: Story = {
  args: {
    steps: stepsAt('delivery'),
    step: 'delivery',
    delivery: delivery({ status: 'loading', dates: [] }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('checkout-delivery-loading')).toHaveTextContent('Loading delivery slots');
    await expect(canvas.getByTestId('checkout-continue')).toBeDisabled();
  },
};

export const DeliveryFetchError: Story = {
  args: {
    steps: stepsAt('delivery'),
    step: 'delivery',
    delivery: delivery({ status: 'error', fetchError: deliveryMessages.fetchFailed, dates: [] }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('checkout-delivery-fetch-error')).toHaveTextContent(
      deliveryMessages.fetchFailed,
    );
    await userEvent.click(canvas.getByTestId('checkout-delivery-retry'));
    await expect(onDeliveryRetry).toHaveBeenCalledTimes(1);
  },
};

export const DeliveryMobile: Story = {
  ...Delivery,
  globals: phone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The seven chips scroll inside their row; the page itself does not.
    const dates = canvas.getByRole('radiogroup', { name: 'Delivery date' });
    await expect(dates.scrollWidth).toBeGreaterThan(dates.clientWidth);
    await expectNoOverflow(canvasElement);
  },
};

// Payment ------------------------------------------------------------------------------------------

const paymentArgs = {
  steps: stepsAt('payment'),
  step: 'payment' as const,
  totals: totalsOf(fixtureItems, { stateCode: KARNATAKA, deliveryFee: 0 }),
};

export const PaymentMethods: Story = {
  args: { ...paymentArgs },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup', { name: 'Payment method' });
    await expect(within(group).getAllByRole('radio')).toHaveLength(3);
    await expect(canvas.getByRole('radio', { name: 'Credit or debit card' })).not.toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'UPI' })).toBeVisible();
    const cod = canvas.getByTestId('checkout-payment-method-cod');
    await expect(cod).toBeEnabled();
    await expect(cod).toHaveAccessibleDescription('Pay in cash or by UPI when the order arrives');
    await expect(canvas.queryByTestId('checkout-card-frame')).toBeNull();
    await userEvent.click(canvas.getByTestId('checkout-payment-method-upi'));
    await expect(onSelectMethod).toHaveBeenCalledWith('upi');
  },
};

export const PaymentCard: Story = {
  args: { ...paymentArgs, payment: payment({ method: 'card' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('checkout-payment-method-card')).toBeChecked();
    const frame = canvas.getByTitle('Card payment');
    await expect(frame).toHaveAttribute('data-testid', 'checkout-card-frame');
    await expect(frame).toHaveAttribute('src', 'about:blank');
    await expect(frame).toHaveAttribute('height', '320');
    await expect(frame).toBeVisible();
    await expect(canvas.queryByTestId('checkout-card-chosen')).toBeNull();
  },
};

export const PaymentCardMobile: Story = {
  ...PaymentCard,
  globals: phone,
  play: async (context) => {
    await PaymentCard.play?.(context);
    const frame = within(context.canvasElement).getByTestId('checkout-card-frame');
    const panel = within(context.canvasElement).getByTestId('checkout-panel-payment');
    await expect(frame.getBoundingClientRect().right).toBeLessThanOrEqual(
      panel.getBoundingClientRect().right,
    );
    await expectNoOverflow(context.canvasElement);
  },
};

export const PaymentCardChosen: Story = {
  args: {
    ...paymentArgs,
    payment: payment({ method: 'card', card: { ...payment().card, chosenCard: 'Visa •••• 1111' } }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('checkout-card-chosen')).toHaveTextContent('Paying with Visa •••• 1111');
    // Kept in the page (its window stays the same) but hidden.
    await expect(canvas.getByTestId('checkout-card-frame')).not.toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Use another card' }));
    await expect(onUseAnotherCard).toHaveBeenCalledTimes(1);
  },
};

export const PaymentUpiError: Story = {
  args: {
    ...paymentArgs,
    payment: payment({
      method: 'upi',
      upi: { value: 'asha@', onChange: onUpiChange, onBlur: onUpiBlur, error: upiMessages.idInvalid },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('UPI ID');
    await expect(input).toHaveAttribute('data-testid', 'checkout-upi-id');
    await expect(input).toHaveAttribute('placeholder', 'name@bank');
    await expect(input).toHaveValue('asha@');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByTestId('checkout-upi-error')).toHaveTextContent('Enter a UPI ID like name@bank');
    await expect(canvas.getByTestId('checkout-upi-hint')).toHaveTextContent(
      'Test IDs: success@shoplane, pending@shoplane, failure@shoplane',
    );
    await userEvent.type(input, 'x');
    await expect(onUpiChange).toHaveBeenLastCalledWith('asha@x');
    await userEvent.tab();
    await expect(onUpiBlur).toHaveBeenCalled();
    await expect(canvas.queryByTestId('checkout-card-frame')).toBeNull();
  },
};

export const PaymentCodOverLimit: Story = {
  args: {
    ...paymentArgs,
    payment: payment({ method: 'card', cod: { problem: codLimitText(COD_LIMIT) } }),
    stepProblem: checkoutMessages.enterCard,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cod = canvas.getByTestId('checkout-payment-method-cod');
    await expect(cod).toBeDisabled();
    await expect(canvas.getByTestId('checkout-cod-problem')).toHaveTextContent(
      'Cash on delivery is available for orders up to ₹50,000',
    );
    await expect(cod).toHaveAccessibleDescription('Cash on delivery is available for orders up to ₹50,000');
    await expect(canvas.getByTestId('checkout-step-problem')).toHaveTextContent(
      'Please enter your card details',
    );
  },
};

export const PaymentCodNotAtPin: Story = {
  args: {
    ...paymentArgs,
    payment: payment({ cod: { problem: codNotServedText(portBlairAddress.pin) } }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('checkout-payment-method-cod')).toBeDisabled();
    await expect(canvas.getByTestId('checkout-cod-problem')).toHaveTextContent(
      'Cash on delivery is not available for PIN code 744101',
    );
  },
};

export const PaymentCod: Story = {
  args: { ...paymentArgs, payment: payment({ method: 'cod' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('checkout-payment-method-cod')).toBeChecked();
    await expect(canvas.getByTestId('checkout-cod-note')).toHaveTextContent(
      'Pay in cash or by UPI when the order arrives',
    );
    await expect(canvas.queryByTestId('checkout-card-frame')).toBeNull();
    await expect(canvas.queryByTestId('checkout-upi-id')).toBeNull();
  },
};

// Review -------------------------------------------------------------------------------------------

const reviewArgs = { steps: stepsAt('review'), step: 'review' as const };

/** Within Karnataka: GST as CGST + SGST, half each to the paisa. */
export const ReviewIntraState: Story = {
  args: { ...reviewArgs, totals: totalsOf(fixtureItems, { stateCode: KARNATAKA, deliveryFee: 0 }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('checkout-progress-step-review')).toHaveAttribute('aria-current', 'step');
    await expect(canvas.queryByTestId('checkout-continue')).toBeNull();
    await expect(canvas.getByTestId('checkout-review-item-name-101')).toHaveTextContent(
      'Samsung Galaxy S24 Ultra',
    );
    await expect(canvas.getByTestId('checkout-review-item-brand-101')).toHaveTextContent('Samsung');
    await expect(canvas.getByTestId('checkout-review-item-options-101')).toHaveTextContent(
      'Storage: 256GB · Color: Titanium Black',
    );
    await expect(canvas.getByTestId('checkout-review-item-quantity-101')).toHaveTextContent('Qty 1');
    await expect(canvas.getByTestId('checkout-review-item-total-101')).toHaveTextContent('₹1,29,999');
    await expect(canvas.getByTestId('checkout-review-item-image-101')).toBeVisible();
    await expect(canvas.getByTestId('checkout-review-item-image-placeholder-104')).toHaveAccessibleName(
      'No image available',
    );
    await expect(canvas.getByTestId('checkout-review-item-quantity-104')).toHaveTextContent('Qty 3');
    await expect(canvas.getByTestId('checkout-review-item-total-104')).toHaveTextContent('₹2,997');
    await expect(canvas.getByTestId('checkout-review-address')).toHaveTextContent(
      'Asha Rao12 MG Road, Flat 4B, Ashok NagarBengaluru, Karnataka 560001Mobile 98450 12345',
    );
    await expect(canvas.getByTestId('checkout-review-delivery')).toHaveTextContent(
      'Sun, 29 Nov · Standard delivery (9 AM – 9 PM)',
    );
    await expect(canvas.getByTestId('checkout-review-payment')).toHaveTextContent('Visa •••• 1111');

    await expect(canvas.getByTestId('checkout-summary-subtotal-label')).toHaveTextContent(
      'Subtotal (4 items)',
    );
    await expect(canvas.getByTestId('checkout-summary-subtotal')).toHaveTextContent('₹1,32,996');
    await expect(canvas.getByTestId('checkout-summary-you-save')).toHaveTextContent('−₹15,000');
    await expect(canvas.queryByTestId('checkout-summary-promo')).toBeNull();
    await expect(canvas.getByTestId('checkout-summary-delivery-fee')).toHaveTextContent('FREE');
    await expect(canvas.getByTestId('checkout-summary-tax')).toHaveTextContent('₹23,939');
    await expect(canvas.getByTestId('checkout-summary-cgst')).toHaveTextContent('₹11,969.50');
    await expect(canvas.getByTestId('checkout-summary-sgst')).toHaveTextContent('₹11,969.50');
    await expect(canvas.queryByTestId('checkout-summary-igst')).toBeNull();
    await expect(canvas.getByTestId('checkout-summary-total')).toHaveTextContent('₹1,56,935');
    await expect(canvas.getByTestId('checkout-summary')).toHaveTextContent(
      'Order SummarySubtotal (4 items)₹1,32,996You Save−₹15,000DeliveryFREEGST 18%₹23,939CGST 9%₹11,969.50SGST 9%₹11,969.50Total₹1,56,935',
    );

    await expect(canvas.getByTestId('checkout-no-cancellation')).toHaveTextContent(
      'Orders cannot be cancelled once placed (see the Terms & Conditions).',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Change address' }));
    await expect(onOpenStep).toHaveBeenLastCalledWith('address');
    await userEvent.click(canvas.getByTestId('checkout-review-change-delivery'));
    await expect(onOpenStep).toHaveBeenLastCalledWith('delivery');
    await userEvent.click(canvas.getByTestId('checkout-review-change-payment'));
    await expect(onOpenStep).toHaveBeenLastCalledWith('payment');
    await userEvent.click(canvas.getByTestId('checkout-place-order'));
    await expect(onPlaceOrder).toHaveBeenCalledTimes(1);
  },
};

/** Another state, with a promo code: GST as IGST on what is left after the discount. */
export const ReviewInterStateWithPromo: Story = {
  args: {
    ...reviewArgs,
    review: review({
      address: [
        workAddress.fullName,
        workAddress.line1,
        `${workAddress.city}, ${workAddress.state} ${workAddress.pin}`,
        `Mobile ${workAddress.mobile}`,
      ],
      delivery: `${tomorrow.label} · Evening delivery (6 PM – 10 PM)`,
      payment: 'UPI: success@shoplane',
    }),
    totals: totalsOf(fixtureItems, { stateCode: MAHARASHTRA, deliveryFee: 49, promoCode: 'SAVE10' }),
    promo: {
      value: '',
      onChange: onPromoChange,
      onApply: onPromoApply,
      onRemove: onPromoRemove,
      message: { tone: 'success', text: 'SAVE10 applied' },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('checkout-review-address')).toHaveTextContent(
      'Asha RaoNariman Point, Tower 2, 14th floorMumbai, Maharashtra 400001Mobile 98450 12345',
    );
    await expect(canvas.getByTestId('checkout-review-payment')).toHaveTextContent('UPI: success@shoplane');
    await expect(canvas.getByTestId('checkout-summary-promo-label')).toHaveTextContent('Promo (SAVE10)');
    await expect(canvas.getByTestId('checkout-summary-promo')).toHaveTextContent('−₹2,000');
    await expect(canvas.getByTestId('checkout-summary-delivery-fee')).toHaveTextContent('₹49');
    await expect(canvas.getByTestId('checkout-summary-tax')).toHaveTextContent('₹23,579');
    await expect(canvas.getByTestId('checkout-summary-igst')).toHaveTextContent('₹23,579');
    await expect(canvas.queryByTestId('checkout-summary-cgst')).toBeNull();
    await expect(canvas.getByTestId('checkout-summary-total')).toHaveTextContent('₹1,54,624');
    await expect(canvas.getByText('Code SAVE10 applied')).toBeVisible();
    await userEvent.click(canvas.getByTestId('checkout-promo-remove'));
    await expect(onPromoRemove).toHaveBeenCalledTimes(1);
    await userEvent.type(canvas.getByTestId('checkout-promo-input'), 'F');
    await expect(onPromoChange).toHaveBeenLastCalledWith('F');
    await userEvent.click(canvas.getByTestId('checkout-promo-apply'));
    await expect(onPromoApply).toHaveBeenCalledTimes(1);
  },
};

export const ReviewMobile: Story = {
  ...ReviewInterStateWithPromo,
  globals: phone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const panel = canvas.getByTestId('checkout-panel-review');
    await expect(canvas.getByTestId('checkout-summary').getBoundingClientRect().top).toBeGreaterThan(
      panel.getBoundingClientRect().bottom,
    );
    await expectNoOverflow(canvasElement);
  },
};

export const Placing: Story = {
  args: {
    ...reviewArgs,
    review: review({ placing: true }),
    totals: totalsOf(fixtureItems, { stateCode: KARNATAKA, deliveryFee: 0 }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const place = canvas.getByTestId('checkout-place-order');
    await expect(place).toHaveTextContent('Place Order');
    await expect(place).toBeDisabled();
    await expect(place).toHaveAttribute('aria-busy', 'true');
  },
};

export const PlaceError: Story = {
  args: {
    ...reviewArgs,
    review: review({ placeError: notEnoughStockText('Samsung Galaxy S24 Ultra', 0) }),
    totals: totalsOf(fixtureItems, { stateCode: KARNATAKA, deliveryFee: 0 }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByTestId('checkout-place-error');
    await expect(alert).toHaveAttribute('role', 'alert');
    await expect(alert).toHaveTextContent('Samsung Galaxy S24 Ultra is out of stock');
    await expect(canvas.getByTestId('checkout-place-order')).toBeEnabled();
  },
};

export const PlaceErrorPriceChanged: Story = {
  args: {
    ...reviewArgs,
    review: review({ placeError: checkoutMessages.priceChanged }),
    totals: totalsOf(fixtureItems, { stateCode: KARNATAKA, deliveryFee: 0 }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Prices in your cart have changed. Please review your order.',
    );
  },
};
