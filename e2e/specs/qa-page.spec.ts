import { callFailures } from '@shop/core';
import { exercises } from '@shop/core/qa';
import { expect, test } from '../fixtures';

test('the QA page switches a live scenario on for this browser only, and off again', async ({
  page,
  browser,
  healthPage,
}) => {
  await page.goto('/qa');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('QA tools');
  await expect(page.getByTestId('qa-sandbox-key')).toHaveText(/^[A-Za-z0-9_-]{16,64}$/);
  await expect(page.getByTestId('qa-scenarios-none')).toBeVisible();

  await page.getByTestId('qa-scenarios-add').fill('health.check.error');
  await page.getByTestId('qa-scenarios-submit').click();
  await expect(page).toHaveURL('/qa');
  await expect(page.getByTestId('qa-scenarios-on')).toContainText('health.check.error');

  await healthPage.open();
  await expect(healthPage.error).toHaveText(`Error: ${callFailures.health.fallback}`);

  // Another browser (another sandbox) is not affected.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await otherPage.goto('/health');
  await expect(otherPage.getByText('Error:')).toHaveCount(0);
  await other.close();

  await page.goto('/qa');
  await page.getByRole('button', { name: 'Turn off health.check.error' }).click();
  await expect(page.getByTestId('qa-scenarios-none')).toBeVisible();
  await healthPage.open();
  await expect(healthPage.error).toHaveCount(0);
});

test('the QA page fits a 390 px phone and lists the test ids by area, also as JSON', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/qa');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.getByTestId('qa-test-ids-header').locator('summary').click();
  await expect(page.getByTestId('qa-test-ids-header')).toContainText('header-logo');
  const json = await page.request.get('/api/v1/qa/test-ids');
  expect(((await json.json()) as { areas: { area: string }[] }).areas.map((area) => area.area)).toContain(
    'header',
  );
});

test('an exercise on the QA page turns solved once this browser has done it', async ({
  page,
  healthPage,
}) => {
  await page.goto('/qa');
  const exercise = page.getByTestId('qa-exercise-forced-error');
  await expect(exercise.getByRole('heading', { level: 3 })).toHaveText(
    'Make a call fail with its own error text',
  );
  await expect(page.getByTestId('qa-exercise-forced-error-state')).toHaveText('Open');
  await expect(page.getByTestId('qa-exercises-score')).toContainText('Score: 0 of');

  await page.getByTestId('qa-scenarios-add').fill('health.check.error');
  await page.getByTestId('qa-scenarios-submit').click();
  await healthPage.open();
  await expect(healthPage.error).toHaveText(`Error: ${callFailures.health.fallback}`);

  await page.goto('/qa');
  await expect(page.getByTestId('qa-exercise-forced-error-state')).toHaveText('Solved');
  const points = exercises.find((entry) => entry.id === 'forced-error')?.points;
  await expect(page.getByTestId('qa-exercises-score')).toContainText(`Score: ${points} of`);
  await expect(page.getByTestId('qa-exercises-score')).toContainText(`1 of ${exercises.length} solved`);
});
