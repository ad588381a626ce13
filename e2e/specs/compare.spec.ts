import { productsOfCategory, sampleCatalogue } from '@shop/catalog';
import { COMPARE_LOCAL_STORAGE_KEY, formatRupees, paths } from '@shop/core';
import { type Product } from '@shop/core/products';
import { testIds } from '@shop/ui/test-ids';
import { expect, test } from '../fixtures';
import { ComparePage } from '../pages/ComparePage';

// Real catalogue products (the server seeds from @shop/catalog), so names and prices are exact.
const [phoneA, phoneB, phoneC, phoneD] = productsOfCategory(1) as [Product, Product, Product, Product];
const laptop = productsOfCategory(2)[0]!;

test.describe('compare', () => {
  test('an empty list says so and leads to the products', async ({ page }) => {
    const compare = new ComparePage(page);
    await compare.open();
    await expect(page).toHaveTitle('Compare products · ShopLane');
    await expect(compare.heading).toHaveText('Compare products');
    await expect(compare.emptyState).toContainText('No products to compare yet');
    await expect(compare.emptyState).toContainText('Add up to 4 products from the listing or a product page');
    await compare.browseLink.click();
    await expect(page).toHaveURL('/products?category=all');
  });

  test('shows the chosen products side by side: names, rupee prices and specifications', async ({ page }) => {
    const compare = new ComparePage(page);
    await compare.seed([phoneA, laptop]);
    await compare.open();

    await expect(compare.count).toHaveText('2 of 4 products');
    await expect(compare.hint).toHaveText('Add up to 4 products from the listing or a product page');
    await expect.poll(() => compare.productIds()).toEqual([String(phoneA.id), String(laptop.id)]);
    for (const product of [phoneA, laptop]) {
      await expect(compare.productLink(product.id)).toHaveText(product.productname);
      await expect(compare.price(product.id)).toHaveText(formatRupees(product.price));
      if (product.oldprice > product.price) {
        await expect(compare.oldPrice(product.id)).toContainText(formatRupees(product.oldprice));
      }
    }
    const os = compare.specRow('Operating system');
    await expect(os).toBeVisible();
    const phoneOs = phoneA.specifications[0]!.operating_system;
    await expect(compare.specValue('operating_system', phoneA.id)).toHaveText(
      phoneOs === 'Not applicable' ? '—' : phoneOs,
    );

    await compare.productLink(laptop.id).click();
    await expect(page).toHaveURL(`/product/${laptop.categoryid}/${laptop.id}`);
  });

  test('four is the limit, and the page says so', async ({ page }) => {
    const compare = new ComparePage(page);
    await compare.seed([phoneA, phoneB, phoneC, phoneD]);
    await compare.open();
    await expect(compare.productColumns).toHaveCount(4);
    await expect(compare.hint).toHaveText('You can compare up to 4 products');
  });

  test('remove one, then clear all; a reload keeps what is left', async ({ page }) => {
    const compare = new ComparePage(page);
    const sample = sampleCatalogue()[0]!;
    await compare.seed([phoneA, phoneB, sample]);
    await compare.open();
    await expect(compare.productColumns).toHaveCount(3);

    await compare.removeButton(phoneB.id).click();
    await expect(compare.productColumns).toHaveCount(2);
    await expect(compare.count).toHaveText('2 of 4 products');

    await page.reload();
    await expect.poll(() => compare.productIds()).toEqual([String(phoneA.id), sample.id]);
    await expect(compare.productLink(sample.id)).toHaveText(sample.productname);

    await compare.clearAllButton.click();
    await expect(compare.emptyState).toContainText('No products to compare yet');
    await expect(compare.table).toHaveCount(0);
    expect(await page.evaluate((key) => localStorage.getItem(key), COMPARE_LOCAL_STORAGE_KEY)).toBeNull();

    await page.reload();
    await expect(compare.emptyState).toBeVisible();
  });

  test('a stored list that is not one shows the empty page', async ({ page }) => {
    await page.addInitScript((key) => localStorage.setItem(key, '[{"id":'), COMPARE_LOCAL_STORAGE_KEY);
    const compare = new ComparePage(page);
    await compare.open();
    await expect(compare.emptyState).toBeVisible();
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the table scrolls in its own box with the labels in place; the page never scrolls sideways', async ({
      page,
    }) => {
      const compare = new ComparePage(page);
      await compare.seed([phoneA, phoneB, phoneC, phoneD]);
      await compare.open();
      await expect(compare.productColumns).toHaveCount(4);

      const pageWidths = await page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        client: document.documentElement.clientWidth,
      }));
      expect(pageWidths.scroll).toBeLessThanOrEqual(pageWidths.client);
      const box = await compare.tableScroller.evaluate((el) => ({
        scroll: el.scrollWidth,
        client: el.clientWidth,
      }));
      expect(box.scroll).toBeGreaterThan(box.client);

      const label = compare.specRow('Operating system').getByRole('rowheader');
      const before = await label.boundingBox();
      await compare.tableScroller.evaluate((el) => el.scrollBy({ left: 400 }));
      await expect.poll(async () => (await label.boundingBox())?.x).toBe(before?.x);
      await expect(compare.productLink(phoneA.id)).not.toBeInViewport();
    });
  });
});

test.describe('adding from a product page', () => {
  test('the details page adds to the list, and the compare page shows it', async ({ page }) => {
    const compare = new ComparePage(page);
    await page.goto(`/product/${phoneA.categoryid}/${phoneA.id}`);
    const toggle = compare.toggleFor(phoneA.productname);
    await expect(toggle).toHaveText('Add to compare');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(toggle).toHaveText('Added to compare');

    await page.getByTestId(testIds.header.compareLink).click();
    await expect(page).toHaveURL('/compare');
    await expect.poll(() => compare.productIds()).toEqual([String(phoneA.id)]);
    await expect(compare.price(phoneA.id)).toHaveText(formatRupees(phoneA.price));
  });

  test('with 4 chosen, a fifth product says why it cannot be added', async ({ page }) => {
    const compare = new ComparePage(page);
    await compare.seed([phoneA, phoneB, phoneC, phoneD]);
    await page.goto(`/product/${laptop.categoryid}/${laptop.id}`);
    const toggle = compare.toggleFor(laptop.productname);
    await expect(toggle).toHaveAttribute('aria-disabled', 'true');
    await expect(toggle).toHaveAccessibleDescription('You can compare up to 4 products');
    await expect(page.getByRole('main').getByText('You can compare up to 4 products')).toBeVisible();
    await toggle.click({ force: true });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');

    await compare.open();
    await expect(compare.productColumns).toHaveCount(4);
    await expect(compare.productLink(laptop.id)).toHaveCount(0);
  });
});

test.describe('adding from the listing', () => {
  test('cards add up to 4; a fifth says why; the compare page shows the chosen ones in order', async ({
    page,
  }) => {
    const compare = new ComparePage(page);
    await page.goto(paths.products({ categoryId: phoneA.categoryid, category: phoneA.categories.slug }));
    const toggles = page.getByRole('main').locator(`[data-testid^="${testIds.compare.toggle('')}"]`);
    await expect(toggles.nth(4)).toBeVisible();
    const prefix = testIds.compare.toggle('');
    const chosen: string[] = [];
    for (let index = 0; index < 4; index += 1) {
      const toggle = toggles.nth(index);
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-pressed', 'true');
      chosen.push(((await toggle.getAttribute('data-testid')) ?? '').slice(prefix.length));
    }
    const fifth = toggles.nth(4);
    await expect(fifth).toHaveAttribute('aria-disabled', 'true');
    await expect(fifth).toHaveAccessibleDescription('You can compare up to 4 products');

    const names = await Promise.all(
      chosen.map((id) => page.getByTestId(testIds.productCard.link(id)).textContent()),
    );
    await page.getByTestId(testIds.header.compareLink).click();
    await expect(page).toHaveURL('/compare');
    await expect.poll(() => compare.productIds()).toEqual(chosen);
    for (const [index, id] of chosen.entries()) {
      await expect(compare.productLink(id)).toHaveText(names[index] ?? '');
    }
  });
});
