/** The card form inside the checkout's payment frame (/checkout/card-frame). */
export const cardFrameTestIds = {
  /** The frame page's root; `data-phase` says card, code or accepted. */
  root: 'card-frame',
  form: 'card-frame-form',
  number: 'card-frame-number',
  numberError: 'card-frame-number-error',
  /** The brand as it is recognised from the number ('Visa card'). */
  brand: 'card-frame-brand',
  expiry: 'card-frame-expiry',
  expiryError: 'card-frame-expiry-error',
  cvv: 'card-frame-cvv',
  cvvError: 'card-frame-cvv-error',
  name: 'card-frame-name',
  nameError: 'card-frame-name-error',
  submit: 'card-frame-submit',
  /** The form's red box: a refusal about no field (429, network, an expired or locked code). */
  error: 'card-frame-error',
  /** The line saying where card details go. */
  note: 'card-frame-note',
  /** The code phase: 'We sent a one-time code …'. */
  codeSent: 'card-frame-code-sent',
  /** The card the code is for ('Visa •••• 3220'). */
  card: 'card-frame-card',
  code: 'card-frame-code',
  codeError: 'card-frame-code-error',
  codeSubmit: 'card-frame-code-submit',
  anotherCard: 'card-frame-another-card',
  /** The card handed to the checkout ('Visa •••• 1111 will pay for this order'). */
  accepted: 'card-frame-accepted',
  /** The page opened outside the checkout's frame: a note and a link to /checkout. */
  outside: 'card-frame-outside',
  checkoutLink: 'card-frame-checkout-link',
  /** The page opened signed out (the calls answer 401). */
  signedOut: 'card-frame-signed-out',
} as const;
