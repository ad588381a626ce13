import type { Download, Locator, Page } from '@playwright/test';
import { testIds } from '@shop/ui/test-ids';

const ids = testIds.order;
const help = testIds.helpWidget;

/**
 * The help widget `<shoplane-help>`: its parts live in an open shadow root. Playwright's CSS and
 * test-id locators pierce open shadow roots, so they are found through the host like any element.
 */
export class HelpWidget {
  readonly host: Locator;
  readonly toggle: Locator;
  readonly panel: Locator;
  readonly orderNumber: Locator;
  readonly contact: Locator;
  readonly close: Locator;

  constructor(page: Page) {
    this.host = page.locator('shoplane-help');
    this.toggle = this.host.getByTestId(help.toggle);
    this.panel = this.host.getByTestId(help.panel);
    this.orderNumber = this.host.getByTestId(help.orderNumber);
    this.contact = this.host.getByTestId(help.contact);
    this.close = this.host.getByTestId(help.close);
  }

  answer(topic: 'where' | 'cancel' | 'invoice'): Locator {
    return this.host.getByTestId(help.answer(topic));
  }
}

/** An order's page (/orders/:orderNumber). */
export class OrderPage {
  readonly heading: Locator;
  readonly status: Locator;
  readonly connection: Locator;
  readonly steps: Locator;
  readonly noCancellation: Locator;
  readonly invoice: Locator;
  readonly invoiceError: Locator;
  readonly total: Locator;
  readonly notFound: Locator;
  readonly help: HelpWidget;

  constructor(private readonly page: Page) {
    this.heading = page.getByTestId(ids.heading);
    this.status = page.getByTestId(ids.status);
    this.connection = page.getByTestId(ids.trackerConnection);
    this.steps = page.getByTestId(ids.trackerSteps).getByRole('listitem');
    this.noCancellation = page.getByTestId(ids.noCancellation);
    this.invoice = page.getByTestId(ids.invoice);
    this.invoiceError = page.getByTestId(ids.invoiceError);
    this.total = page.getByTestId(ids.total);
    this.notFound = page.getByTestId(ids.notFound);
    this.help = new HelpWidget(page);
  }

  async goto(orderNumber: string): Promise<void> {
    await this.page.goto(`/orders/${orderNumber}`);
  }

  step(status: 'placed' | 'packed' | 'shipped' | 'outForDelivery' | 'delivered'): Locator {
    return this.page.getByTestId(ids.trackerStep(status));
  }

  /** Clicks 'Download invoice' and hands back the download it starts. */
  async downloadInvoice(): Promise<Download> {
    const download = this.page.waitForEvent('download');
    await this.invoice.click();
    return download;
  }
}
