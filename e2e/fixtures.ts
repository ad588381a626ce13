import { test as base } from '@playwright/test';
import { HealthPage } from './pages/HealthPage';
import { HomePage } from './pages/HomePage';

interface Pages {
  homePage: HomePage;
  healthPage: HealthPage;
}

/** Journeys get their page objects from here; `expect` is re-exported so specs import one module. */
export const test = base.extend<Pages>({
  homePage: async ({ page }, use) => use(new HomePage(page)),
  healthPage: async ({ page }, use) => use(new HealthPage(page)),
});

export { expect } from '@playwright/test';
