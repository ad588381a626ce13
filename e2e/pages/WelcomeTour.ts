import type { Locator, Page } from '@playwright/test';
import { testIdParts, testIds } from '@shop/ui/test-ids';

const ids = testIds.welcomeTour;

/** 'Welcome QA Automation Engineers!' (§2 Overlays): seven pages, Previous/Next, 'Get Started!'. */
export class WelcomeTour {
  readonly dialog: Locator;
  readonly title: Locator;
  readonly close: Locator;
  readonly page: Locator;
  readonly pageTitle: Locator;
  /** 'Step N of 7'. */
  readonly progress: Locator;
  readonly previous: Locator;
  readonly next: Locator;
  readonly finish: Locator;

  constructor(page: Page) {
    const dialog = testIdParts.dialog(ids.dialog);
    this.dialog = page.getByTestId(dialog.root);
    this.title = page.getByTestId(dialog.title);
    this.close = page.getByTestId(dialog.close);
    this.page = page.getByTestId(ids.page);
    this.pageTitle = page.getByTestId(ids.pageTitle);
    this.progress = page.getByTestId(ids.progress);
    this.previous = page.getByTestId(ids.previous);
    this.next = page.getByTestId(ids.next);
    this.finish = page.getByTestId(ids.finish);
  }
}
