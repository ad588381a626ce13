import { COMPARE_LOCAL_STORAGE_KEY } from '@shop/core';
import { compareItemFrom, type ComparableProduct, type Product } from '@shop/core/products';
import { productsOfCategory, sampleCatalogue } from '@shop/catalog';
import { testIds } from '@shop/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { loadPageScreen, PageStory } from '../../app/PageStory';

const meta = {
  title: 'Pages/Compare',
  component: PageStory,
  loaders: [loadPageScreen],
  args: { path: '/compare' },
} satisfies Meta<typeof PageStory>;
export default meta;

type Story = StoryObj<typeof meta>;

const phone = { viewport: { value: 'phone390', isRotated: false } };

/** A `beforeEach` that leaves `products` chosen for comparison in storage, as after a reload. */
const chosen =
  (...products: ComparableProduct[]) =>
  (): void =>
    localStorage.setItem(COMPARE_LOCAL_STORAGE_KEY, JSON.stringify(products.map(compareItemFrom)));

const mobiles = productsOfCategory(1);
const laptop = productsOfCategory(2)[0]!;
const [first, second, third, fourth] = mobiles as [Product, Product, Product, Product];

/* Design states: rendered as they are, nothing driven (assertions only). */

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No products to compare yet')).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Compare products · ShopLane'));
  },
};

export const EmptyMobile: Story = { ...Empty, globals: phone };

export const Two: Story = {
  beforeEach: chosen(first, second),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId(testIds.compare.productLink(first.id))).toHaveTextContent(
      first.productname,
    );
    await expect(canvas.getByTestId(testIds.compare.productLink(second.id))).toHaveAttribute(
      'href',
      `/product/${second.categoryid}/${second.id}`,
    );
  },
};

export const TwoMobile: Story = { ...Two, globals: phone };

export const Full: Story = {
  beforeEach: chosen(first, second, third, fourth),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId(testIds.compare.hint)).toHaveTextContent(
      'You can compare up to 4 products',
    );
  },
};

export const FullMobile: Story = { ...Full, globals: phone };

/** A phone, a laptop and a sample product (text id, as when the catalogue could not load). */
export const MixedCategories: Story = {
  beforeEach: chosen(first, laptop, sampleCatalogue()[0]!),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId(testIds.compare.product('prod-1001'))).toBeVisible();
  },
};

/** A stored list that is not one (an old release, a hand edit): the empty page, no crash. */
export const CorruptedStorage: Story = {
  beforeEach: () => localStorage.setItem(COMPARE_LOCAL_STORAGE_KEY, '{"not":"a list"'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No products to compare yet')).toBeVisible();
  },
};

/* Behaviour. */

export const RemovesAProduct: Story = {
  tags: ['interaction'],
  beforeEach: chosen(first, second, third),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByTestId(testIds.compare.remove(second.id)));
    await waitFor(() => expect(canvas.queryByTestId(testIds.compare.product(second.id))).toBeNull());
    const stored = JSON.parse(localStorage.getItem(COMPARE_LOCAL_STORAGE_KEY) ?? '[]') as { id: number }[];
    await expect(stored.map((item) => item.id)).toEqual([first.id, third.id]);
  },
};

export const ClearsAll: Story = {
  tags: ['interaction'],
  beforeEach: chosen(first, second),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Clear all' }));
    await expect(await canvas.findByText('No products to compare yet')).toBeVisible();
    await expect(localStorage.getItem(COMPARE_LOCAL_STORAGE_KEY)).toBeNull();
  },
};

export const BrowsesProducts: Story = {
  tags: ['interaction'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('link', { name: 'Browse products' }));
    await waitFor(() => expect(canvas.queryByTestId(testIds.compare.screen)).toBeNull());
  },
};
