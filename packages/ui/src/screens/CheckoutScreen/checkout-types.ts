import type { AddressField } from '@shop/core/addresses';
import type {
  AddressType,
  CheckoutStep,
  DeliverySlotKind,
  GstSplit,
  PaymentMethod,
} from '@shop/core/checkout';
import type { Ref } from 'react';
import type { CartPromoState } from '../CartScreen/cart-types';

/**
 * What the checkout (/checkout, README "Checkout") shows, already worked out by the storefront:
 * the step rules come from @shop/core's checkout-flow.ts, the money from its orderTotals, every
 * text from texts/checkout.ts. The screen only lays them out and reports what is done.
 */

/** One step of the progress bar: Address → Delivery → Payment → Review & Place Order. */
export interface CheckoutStepState {
  step: CheckoutStep;
  label: string;
  /** done: complete and not open; current: open now; upcoming: not reached yet. */
  state: 'done' | 'current' | 'upcoming';
  /** Whether the bar's step may be clicked (every step before it complete). */
  canOpen: boolean;
}

// Address ------------------------------------------------------------------------------------

/** A saved address as the step lists it. */
export interface CheckoutAddress {
  id: number;
  fullName: string;
  mobile: string;
  line1: string;
  line2: string;
  landmark: string;
  pin: string;
  city: string;
  state: string;
  type: AddressType;
}

export type AddressFormValues = Record<AddressField, string>;

/** What the PIN code field has found so far (city and state are filled from it, never typed). */
export type PinLookupState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'found'; city: string; state: string; cod: boolean }
  /** 'We do not deliver to PIN code 999999 yet', or the lookup failed ('Could not look up …'). */
  | { status: 'problem'; message: string };

export interface AddressFormState {
  mode: 'new' | 'edit';
  values: AddressFormValues;
  /** Each field's first broken rule, shown under it once touched or after Save. */
  errors: Partial<Record<AddressField, string>>;
  pinLookup: PinLookupState;
  /** The form's own message: 'Please correct the highlighted fields', or the server's. */
  formError?: string;
  saving: boolean;
  onChange: (field: AddressField, value: string) => void;
  onBlur: (field: AddressField) => void;
  onSubmit: () => void;
  onCancel: () => void;
}

export interface CheckoutAddressStepProps {
  status: 'loading' | 'error' | 'ready';
  /** With `error`: 'Failed to load your addresses', and Retry. */
  fetchError?: string;
  onRetry: () => void;
  addresses: readonly CheckoutAddress[];
  selectedId: number | null;
  onSelect: (addressId: number) => void;
  /** The new or edited address, or null when the form is closed. */
  form: AddressFormState | null;
  onAddNew: () => void;
  onEdit: (address: CheckoutAddress) => void;
  /** Called after the shopper confirms the delete in the screen's confirmation dialog. */
  onDelete: (address: CheckoutAddress) => void;
  /** Set when no more can be saved: 'You can save up to 10 addresses' (Add new is disabled). */
  limitText?: string;
  /** A failed delete, shown above the list. */
  listError?: string;
}

// Delivery ------------------------------------------------------------------------------------

export interface CheckoutDeliverySlot {
  kind: DeliverySlotKind;
  label: string;
  /** Whole rupees; 'FREE' at 0. */
  fee: number;
  /** '9 AM – 9 PM' (IST). */
  window: string;
  /** False when it can no longer be chosen for that date (shown disabled). */
  available: boolean;
}

export interface CheckoutDeliveryDate {
  /** YYYY-MM-DD (IST). */
  date: string;
  /** 'Sat, 28 Nov'. */
  label: string;
  slots: readonly CheckoutDeliverySlot[];
}

export interface CheckoutDeliveryStepProps {
  status: 'loading' | 'error' | 'ready';
  fetchError?: string;
  onRetry: () => void;
  /** The date picker: the next 7 days. */
  dates: readonly CheckoutDeliveryDate[];
  selectedDate: string | null;
  selectedSlot: DeliverySlotKind | null;
  onSelectDate: (date: string) => void;
  onSelectSlot: (slot: DeliverySlotKind) => void;
}

// Payment -------------------------------------------------------------------------------------

export interface CheckoutCardPayment {
  /** The card frame's address (paths.cardFrame()): the form lives in that iframe. */
  frameSrc: string;
  /** The frame's content height as it reports it, so it shows without a scrollbar. */
  frameHeight: number;
  /** The checkout listens to its frame's window only: the container reads the element here. */
  frameRef: Ref<HTMLIFrameElement>;
  /** 'Visa •••• 1111' once the frame handed over a card; then the frame is hidden. */
  chosenCard: string | null;
  /** Back to the frame to enter another card. */
  onUseAnotherCard: () => void;
}

export interface CheckoutUpiPayment {
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  /** 'Enter a UPI ID like name@bank' … */
  error?: string;
}

export interface CheckoutCodPayment {
  /** Why cash on delivery cannot be chosen (COD limit, a PIN without it); the choice is disabled. */
  problem?: string;
}

export interface CheckoutPaymentStepProps {
  method: PaymentMethod | null;
  onSelectMethod: (method: PaymentMethod) => void;
  card: CheckoutCardPayment;
  upi: CheckoutUpiPayment;
  cod: CheckoutCodPayment;
}

// Review and the order summary ------------------------------------------------------------------

export interface CheckoutItem {
  key: string;
  productId: number;
  name: string;
  brand: string;
  /** '' shows the placeholder. */
  image: string;
  /** 'Storage: 256GB · Color: Black'. */
  options?: string;
  quantity: number;
  /** Whole rupees: price × quantity. */
  total: number;
}

/** The money, by the cart's rules (core orderTotals): whole rupees, the GST split in paise. */
export interface CheckoutTotals {
  itemCount: number;
  subtotal: number;
  youSave: number;
  promoCode: string | null;
  discount: number;
  /** The chosen slot's fee; null before a slot is chosen ('Choose a slot'). */
  deliveryFee: number | null;
  tax: number;
  /** Null until the address says which state (CGST + SGST within Karnataka, IGST elsewhere). */
  gst: GstSplit | null;
  total: number;
}

export interface CheckoutReviewProps {
  items: readonly CheckoutItem[];
  /** The chosen address in lines ('Asha Rao', '12 MG Road, …', 'Bengaluru, Karnataka 560001', 'Mobile 98450 12345'). */
  address: readonly string[];
  /** 'Sat, 28 Nov · Evening (6 PM – 10 PM)'. */
  delivery: string;
  /** 'Visa •••• 1111', 'UPI: success@shoplane', 'Cash on delivery'. */
  payment: string;
  placing: boolean;
  /** The server's refusal (402 declined card, 409 out of stock or changed price…), with a way back. */
  placeError?: string;
  onPlaceOrder: () => void;
}

export type CheckoutScreenStatus = 'loading' | 'error' | 'emptyCart' | 'ready';

export interface CheckoutScreenProps {
  status: CheckoutScreenStatus;
  /** With `error`: 'Failed to fetch cart' (or the server's text) and Retry. */
  fetchError?: string;
  onRetryFetch: () => void;
  steps: readonly CheckoutStepState[];
  /** The open step; its panel shows below the bar. */
  step: CheckoutStep;
  onOpenStep: (step: CheckoutStep) => void;
  /** Continue under the open step (not on Review). */
  onContinue: () => void;
  /** Why the open step cannot be left yet (core stepProblem), shown after a Continue. */
  stepProblem?: string;
  address: CheckoutAddressStepProps;
  delivery: CheckoutDeliveryStepProps;
  payment: CheckoutPaymentStepProps;
  review: CheckoutReviewProps;
  /** The summary beside the steps (below them on a phone), with the cart's promo form. */
  totals: CheckoutTotals;
  promo: CartPromoState;
  /** 'Back to Cart'. */
  onBackToCart: () => void;
}
