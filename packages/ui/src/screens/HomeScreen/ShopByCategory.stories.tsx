import type { Category } from '@shop/core/products';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { MouseEvent } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fallbackCategories, sampleCategories } from './category-fixtures';
import { ShopByCategory, homeSectionStatuses } from './ShopByCategory';

const meta = {
  title: 'Screens/HomeScreen/ShopByCategory',
  component: ShopByCategory,
  args: {
    categories: sampleCategories,
    status: 'ready',
    onRetry: fn(),
    // The story stays put: the navigation that follows a click is the app's.
    onCategorySelect: fn((_category: Category, event: MouseEvent<HTMLAnchorElement>) => {
      event.preventDefault();
    }),
  },
  argTypes: { status: { control: 'select', options: homeSectionStatuses } },
} satisfies Meta<typeof ShopByCategory>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = canvas.getByRole('region', { name: 'Shop by Category' });
    const cards = within(section).getAllByRole('link');
    await expect(cards).toHaveLength(sampleCategories.length);

    const mobiles = canvas.getByTestId('home-category-card-mobiles-tablets');
    await expect(mobiles).toHaveAttribute('href', '/products?categoryId=1&category=mobiles-tablets');
    await expect(mobiles).toHaveAccessibleName(/Mobiles & Tablets Up to 40% off$/);
    await expect(within(mobiles).getByText('Mobiles & Tablets')).toBeVisible();
    const image = within(mobiles).getByRole('img', { name: 'Mobiles & Tablets category' });
    await expect(image).toHaveAttribute('src', '/images/categories/mobiles-tablets.svg');
    // The first row is above the fold: loaded at once, the first image before any other.
    await expect(image).toHaveAttribute('loading', 'eager');
    await expect(image).toHaveAttribute('fetchpriority', 'high');
    await expect(image).toHaveAttribute('width', '240');
    await expect(image).toHaveAttribute('height', '180');
    const fourth = within(canvas.getByTestId('home-category-card-audio-headphones')).getByRole('img');
    await expect(fourth).toHaveAttribute('loading', 'eager');
    await expect(fourth).not.toHaveAttribute('fetchpriority');
    const fifth = within(canvas.getByTestId('home-category-card-smartwatches')).getByRole('img');
    await expect(fifth).toHaveAttribute('loading', 'lazy');

    // A category without a badge shows no pill.
    const televisions = canvas.getByTestId('home-category-card-tvs-appliances');
    await expect(televisions).toHaveAccessibleName(/TVs & Appliances$/);
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

export const Loading: Story = {
  args: { status: 'loading', categories: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const loading = canvas.getByTestId('home-categories-loading');
    await expect(loading).toHaveAttribute('aria-busy', 'true');
    await expect(loading).toHaveTextContent('Loading categories');
    await expect(canvas.queryAllByRole('link')).toHaveLength(0);
  },
};

export const Fallback: Story = {
  args: { status: 'fallback', categories: fallbackCategories },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const banner = canvas.getByTestId('home-categories-fallback');
    await expect(banner).toHaveTextContent('Unable to load latest categories. Showing default categories.');
    await expect(canvas.getAllByTestId(/^home-category-card-/)).toHaveLength(fallbackCategories.length);
    // The banner sits above the cards.
    const grid = canvas.getByTestId('home-category-grid');
    await expect(banner.compareDocumentPosition(grid) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    const retry = canvas.getByRole('button', { name: 'Retry' });
    await expect(retry).toHaveAttribute('data-testid', 'home-categories-retry');
  },
};

/** Ready shows no fallback banner and no Retry. */
export const ReadyWithoutBanner: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.queryByText('Unable to load latest categories. Showing default categories.'),
    ).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Retry' })).toBeNull();
  },
};

export const FallbackMobile: Story = {
  args: { status: 'fallback', categories: fallbackCategories },
  globals: { viewport: { value: 'phone390', isRotated: false } },
};

export const SelectsACategory: Story = {
  tags: ['interaction'],
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByTestId('home-category-card-mobiles-tablets'));
    await expect(args.onCategorySelect).toHaveBeenCalledTimes(1);
    await expect(args.onCategorySelect).toHaveBeenCalledWith(sampleCategories[0], expect.anything());
  },
};

export const RetriesFromTheBanner: Story = {
  tags: ['interaction'],
  args: { status: 'fallback', categories: fallbackCategories },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
