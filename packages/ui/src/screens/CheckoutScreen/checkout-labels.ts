/**
 * The checkout's own words (labels of the screen). The rules' texts (field errors, step problems,
 * COD and UPI messages, the empty cart) live in @shop/core's texts/checkout.ts; the step
 * names in CHECKOUT_STEP_LABELS and the payment methods in PAYMENT_METHOD_LABELS.
 */
export const checkoutScreenLabels = {
  heading: 'Checkout',
  backToCart: 'Back to Cart',
  retry: 'Retry',
  loading: 'Loading checkout',
  progress: 'Checkout steps',
  stepDone: 'completed',
  stepCurrent: 'current step',
  continue: 'Continue',

  // Address
  addressHeading: 'Delivery address',
  addressesLoading: 'Loading your addresses',
  savedAddresses: 'Saved addresses',
  addNew: 'Add new address',
  edit: 'Edit',
  delete: 'Delete',
  editName: (name: string) => `Edit address of ${name}`,
  deleteName: (name: string) => `Delete address of ${name}`,
  deleteTitle: 'Delete address?',
  deleteText: (name: string) => `The address of ${name} will be removed from your account.`,
  mobile: (mobile: string) => `Mobile ${mobile}`,
  newAddress: 'New address',
  editAddress: 'Edit address',
  fields: {
    fullName: 'Full name',
    mobile: 'Mobile number',
    line1: 'Flat, house no., street',
    line2: 'Area, locality (optional)',
    landmark: 'Landmark (optional)',
    pin: 'PIN code',
    type: 'Address type',
  },
  pinLooking: 'Looking up the PIN code…',
  pinFound: (city: string, state: string) => `${city}, ${state}`,
  pinNoCod: 'Cash on delivery not available here',
  save: 'Save address',
  cancel: 'Cancel',

  // Delivery
  deliveryHeading: 'Delivery date and slot',
  deliveryLoading: 'Loading delivery slots',
  deliveryDate: 'Delivery date',
  deliverySlot: (date: string) => `Delivery slot on ${date}`,
  free: 'FREE',
  slotUnavailable: 'Not available for this date',

  // Payment
  paymentHeading: 'Payment method',
  cardFrameTitle: 'Card payment',
  payingWith: (card: string) => `Paying with ${card}`,
  useAnotherCard: 'Use another card',
  upiId: 'UPI ID',
  upiPlaceholder: 'name@bank',
  upiHint: (ids: readonly string[]) => `Test IDs: ${ids.join(', ')}`,
  codNote: 'Pay in cash or by UPI when the order arrives',

  // Review
  reviewHeading: 'Review your order',
  items: 'Items',
  noImage: 'No image available',
  quantity: (quantity: number) => `Qty ${quantity}`,
  deliverTo: 'Deliver to',
  delivery: 'Delivery',
  payment: 'Payment',
  change: 'Change',
  changeName: {
    address: 'Change address',
    delivery: 'Change delivery',
    payment: 'Change payment',
    review: 'Change order',
  },
  placeOrder: 'Place Order',

  // Summary
  orderSummary: 'Order Summary',
  subtotal: (units: number) => `Subtotal (${units} ${units === 1 ? 'item' : 'items'})`,
  youSave: 'You Save',
  promo: (code: string) => `Promo (${code})`,
  deliveryFee: 'Delivery',
  chooseSlot: 'Choose a slot',
  gst: 'GST 18%',
  cgst: 'CGST 9%',
  sgst: 'SGST 9%',
  igst: 'IGST 18%',
  total: 'Total',
} as const;
