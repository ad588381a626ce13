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

const phone = { viewport: { value: 'phone390', isRotated: false } };

/** The seed's active categories in display order (spec §9: grocery is hidden, smartwatches third). */
const shownInOrder = [
  'mobiles-tablets',
  'laptops-computers',
  'smartwatches',
  'audio-headphones',
  'tvs-appliances',
  'fashion-lifestyle',
  'beauty-personal-care',
  'home-kitchen',
  'sports-fitness',
  'books-media',
];

/* Design states: rendered as they are, nothing driven (assertions only). */

/** Only active categories, by display order (spec §9). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByTestId(testIds.home.categoryCard('mobiles-tablets'));
    await expect(cardSlugs(canvasElement)).toEqual(shownInOrder);
    await expect(canvas.queryByTestId(testIds.home.categoriesFallback)).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: withScenarios('products.categories.loading') } },
  play: async ({ canvasElement }) => {
    const loading = await within(canvasElement).findByTestId(testIds.home.categoriesLoading);
    await expect(loading).toHaveAttribute('aria-busy', 'true');
  },
};

/** Spec §2/§8: the banner with Retry above the built-in list of 10 default categories. */
export const Error: Story = {
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

export const NetworkDown: Story = {
  parameters: { msw: { handlers: withScenarios('products.categories.network-down') } },
  play: async ({ canvasElement }) => {
    const banner = await within(canvasElement).findByTestId(testIds.home.categoriesFallback);
    await expect(banner).toHaveTextContent('Unable to load latest categories. Showing default categories.');
  },
};

/* Mobile variants (390 px). */

export const DefaultMobile: Story = { ...Default, globals: phone };

export const ErrorMobile: Story = { ...Error, globals: phone };

/* Interaction tests: each drives one behaviour (tag 'interaction'). */

/** Spec §2: the card saves its id and slug, then opens the listing. */
export const OpensTheChosenCategory: Story = {
  tags: ['interaction'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByTestId(testIds.home.categoryCard('smartwatches')));
    await waitFor(() => expect(localStorage.getItem(SELECTED_CATEGORY_ID_LOCAL_STORAGE_KEY)).toBe('11'));
    await expect(localStorage.getItem(SELECTED_CATEGORY_SLUG_LOCAL_STORAGE_KEY)).toBe('smartwatches');
    await expect(await canvas.findByTestId(testIds.placeholder.screen)).toHaveTextContent('Products');
  },
};
