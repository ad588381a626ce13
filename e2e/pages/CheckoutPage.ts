import type { FrameLocator, Locator, Page } from '@playwright/test';
import type { DeliverySlotKind, PaymentMethod } from '@shop/core/checkout';
import { testIds } from '@shop/ui/test-ids';

const ids = testIds.checkout;
const frameIds = testIds.cardFrame;

/** The card form inside the checkout's payment iframe (/checkout/card-frame). */
export class CardFrame {
  readonly root: Locator;
  readonly number: Locator;
  readonly numberError: Locator;
  readonly expiry: Locator;
  readonly cvv: Locator;
  readonly name: Locator;
  readonly submit: Locator;
  readonly error: Locator;
  readonly codeSent: Locator;
  readonly code: Locator;
  readonly codeError: Locator;
  readonly codeSubmit: Locator;

  constructor(frame: FrameLocator) {
    this.root = frame.getByTestId(frameIds.root);
    this.number = frame.getByTestId(frameIds.number);
    this.numberError = frame.getByTestId(frameIds.numberError);
    this.expiry = frame.getByTestId(frameIds.expiry);
    this.cvv = frame.getByTestId(frameIds.cvv);
    this.name = frame.getByTestId(frameIds.name);
    this.submit = frame.getByTestId(frameIds.submit);
    this.error = frame.getByTestId(frameIds.error);
    this.codeSent = frame.getByTestId(frameIds.codeSent);
    this.code = frame.getByTestId(frameIds.code);
    this.codeError = frame.getByTestId(frameIds.codeError);
    this.codeSubmit = frame.getByTestId(frameIds.codeSubmit);
  }

  /** Types a card as a shopper would and hands it to the checkout. */
  async useCard(card: { number: string; expiry?: string; cvv?: string; name?: string }): Promise<void> {
    await this.number.fill(card.number);
    await this.expiry.fill(card.expiry ?? '12/39');
    await this.cvv.fill(card.cvv ?? '123');
    await this.name.fill(card.name ?? 'Meera Nair');
    await this.submit.click();
  }
}

/** /checkout: the progress bar, the four steps and the Order Summary. */
export class CheckoutPage {
  readonly heading: Locator;
  readonly empty: Locator;
  readonly continueButton: Locator;
  readonly stepProblem: Locator;
  readonly addressForm: Locator;
  readonly addressFormError: Locator;
  readonly addressSave: Locator;
  readonly addressNew: Locator;
  readonly pinLookup: Locator;
  readonly pinLookupCod: Locator;
  readonly cardFrameElement: Locator;
  readonly cardFrame: CardFrame;
  readonly cardChosen: Locator;
  readonly cardChange: Locator;
  readonly upiId: Locator;
  readonly codProblem: Locator;
  readonly reviewAddress: Locator;
  readonly reviewDelivery: Locator;
  readonly reviewPayment: Locator;
  readonly placeOrder: Locator;
  readonly placeError: Locator;
  readonly noCancellation: Locator;
  readonly summary: {
    readonly subtotal: Locator;
    readonly deliveryFee: Locator;
    readonly tax: Locator;
    readonly cgst: Locator;
    readonly sgst: Locator;
    readonly igst: Locator;
    readonly total: Locator;
  };

  constructor(readonly page: Page) {
    this.heading = page.getByTestId(ids.heading);
    this.empty = page.getByTestId(ids.empty);
    this.continueButton = page.getByTestId(ids.continue);
    this.stepProblem = page.getByTestId(ids.stepProblem);
    this.addressForm = page.getByTestId(ids.addressForm);
    this.addressFormError = page.getByTestId(ids.addressFormError);
    this.addressSave = page.getByTestId(ids.addressSave);
    this.addressNew = page.getByTestId(ids.addressNew);
    this.pinLookup = page.getByTestId(ids.pinLookup);
    this.pinLookupCod = page.getByTestId(ids.pinLookupCod);
    this.cardFrameElement = page.getByTestId(ids.cardFrame);
    this.cardFrame = new CardFrame(page.frameLocator(`[data-testid="${ids.cardFrame}"]`));
    this.cardChosen = page.getByTestId(ids.cardChosen);
    this.cardChange = page.getByTestId(ids.cardChange);
    this.upiId = page.getByTestId(ids.upiId);
    this.codProblem = page.getByTestId(ids.codProblem);
    this.reviewAddress = page.getByTestId(ids.reviewAddress);
    this.reviewDelivery = page.getByTestId(ids.reviewDelivery);
    this.reviewPayment = page.getByTestId(ids.reviewPayment);
    this.placeOrder = page.getByTestId(ids.placeOrder);
    this.placeError = page.getByTestId(ids.placeError);
    this.noCancellation = page.getByTestId(ids.noCancellation);
    this.summary = {
      subtotal: page.getByTestId(ids.summarySubtotal),
      deliveryFee: page.getByTestId(ids.summaryDeliveryFee),
      tax: page.getByTestId(ids.summaryTax),
      cgst: page.getByTestId(ids.summaryCgst),
      sgst: page.getByTestId(ids.summarySgst),
      igst: page.getByTestId(ids.summaryIgst),
      total: page.getByTestId(ids.summaryTotal),
    };
  }

  async open(): Promise<void> {
    await this.page.goto('/checkout');
  }

  /** Every radio of a group whose test ids start with `prefix` (the dates, the slots, the methods). */
  private radios(prefix: string): Locator {
    return this.page.getByRole('radio').and(this.page.locator(`[data-testid^="${prefix}"]`));
  }

  /** The date chips of the Delivery step, in order. */
  deliveryDates(): Locator {
    return this.radios(ids.deliveryDate(''));
  }

  /** The slot cards of the chosen date, in order. */
  deliverySlots(): Locator {
    return this.radios(ids.deliverySlot(''));
  }

  /** The payment methods, in order. */
  paymentMethods(): Locator {
    return this.radios(ids.paymentMethod(''));
  }

  panel(step: 'address' | 'delivery' | 'payment' | 'review'): Locator {
    return this.page.getByTestId(ids.panel(step));
  }

  progressStep(step: 'address' | 'delivery' | 'payment' | 'review'): Locator {
    return this.page.getByTestId(ids.progressStep(step));
  }

  addressField(field: 'fullName' | 'mobile' | 'line1' | 'line2' | 'landmark' | 'pin'): Locator {
    return this.page.getByTestId(ids.addressField(field));
  }

  addressError(field: string): Locator {
    return this.page.getByTestId(ids.addressError(field));
  }

  savedAddress(id: number): Locator {
    return this.page.getByTestId(ids.address(String(id)));
  }

  deliveryDate(date: string): Locator {
    return this.page.getByTestId(ids.deliveryDate(date));
  }

  deliverySlot(kind: DeliverySlotKind): Locator {
    return this.page.getByTestId(ids.deliverySlot(kind));
  }

  paymentMethod(method: PaymentMethod): Locator {
    return this.page.getByTestId(ids.paymentMethod(method));
  }

  /** From the open Address step (an address chosen) to the Payment step, with `slot` on `date`. */
  async chooseDelivery(date: string, slot: DeliverySlotKind): Promise<void> {
    await this.continueButton.click();
    await this.deliveryDate(date).click();
    await this.deliverySlot(slot).click();
    await this.continueButton.click();
  }
}
