import { categories } from '@shop/catalog';
import { SELECTED_CATEGORY_ID_LOCAL_STORAGE_KEY, SELECTED_CATEGORY_SLUG_LOCAL_STORAGE_KEY } from '@shop/core';
import { withScenarios } from '@shop/mocks';
import { testIds } from '@shop/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PageStory } from '../../app/PageStory';

const meta = {
  title: 'Pages/Home',
  component: PageStory,
  args: { path: '/' },
} satisfies Meta<typeof PageStory>;
export default meta;

type Story = StoryObj<typeof meta>;

const cardPrefix = testIds.home.categoryCard('');
const cardSlugs = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll(`[data-testid^="${cardPrefix}"]`)].map((card) =>
    card.getAttribute('data-testid')!.replace(cardPrefix, ''),
  );

/** Only active categories, by display order (spec §9): the seed hides grocery and reorders. */
export const Categories: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByTestId(testIds.home.categoryCard('mobiles-tablets'));
    const expected = categories
      .filter((category) => category.isactive)
      .sort((a, b) => a.displayorder - b.displayorder)
      .map((category) => category.slug);
    await expect(cardSlugs(canvasElement)).toEqual(expected);
    await expect(cardSlugs(canvasElement)).not.toContain('grocery-gourmet');
    await expect(canvas.queryByTestId(testIds.home.categoriesFallback)).not.toBeInTheDocument();
  },
};

export const CategoriesLoading: Story = {
  parameters: { msw: { handlers: withScenarios('products.categories.loading') } },
  play: async ({ canvasElement }) => {
    const loading = await within(canvasElement).findByTestId(testIds.home.categoriesLoading);
    await expect(loading).toHaveAttribute('aria-busy', 'true');
  },
};

/** Spec §2/§8: the banner with Retry above the built-in list of 10 default categories. */
export const CategoriesFallback: Story = {
  parameters: { msw: { handlers: withScenarios('products.categories.error') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const banner = await canvas.findByTestId(testIds.home.categoriesFallback);
    await expect(banner).toHaveTextContent('Unable to load latest categories. Showing default categories.');
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(cardSlugs(canvasElement)).toHaveLength(10);
    await expect(cardSlugs(canvasElement)).not.toContain('grocery-gourmet');
  },
};

export const CategoriesNetworkDown: Story = {
  parameters: { msw: { handlers: withScenarios('products.categories.network-down') } },
  play: async ({ canvasElement }) => {
    const banner = await within(canvasElement).findByTestId(testIds.home.categoriesFallback);
    await expect(banner).toHaveTextContent('Unable to load latest categories. Showing default categories.');
  },
};

/** Spec §2: the card saves its id and slug, then opens the listing. */
export const ChoosingACategory: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByTestId(testIds.home.categoryCard('smartwatches')));
    await waitFor(() => expect(localStorage.getItem(SELECTED_CATEGORY_ID_LOCAL_STORAGE_KEY)).toBe('11'));
    await expect(localStorage.getItem(SELECTED_CATEGORY_SLUG_LOCAL_STORAGE_KEY)).toBe('smartwatches');
    await expect(await canvas.findByTestId(testIds.placeholder.screen)).toHaveTextContent('Products');
  },
};
