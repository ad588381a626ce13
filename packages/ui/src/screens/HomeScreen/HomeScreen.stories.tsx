import type { Category } from '@shop/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { MouseEvent } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fallbackCategories, sampleCategories } from './category-fixtures';
import { HomeScreen } from './HomeScreen';

const onRetry = fn();
const onCategorySelect = fn((_category: Category, event: MouseEvent<HTMLAnchorElement>) => {
  event.preventDefault();
});

const meta = {
  title: 'Screens/HomeScreen',
  component: HomeScreen,
  args: {
    shopByCategory: { categories: sampleCategories, status: 'ready', onRetry, onCategorySelect },
  },
  beforeEach: () => {
    onRetry.mockClear();
    onCategorySelect.mockClear();
  },
} satisfies Meta<typeof HomeScreen>;
export default meta;

type Story = StoryObj<typeof meta>;

const mobile = { viewport: { value: 'phone390', isRotated: false } };
const fallback = {
  shopByCategory: { categories: fallbackCategories, status: 'fallback', onRetry, onCategorySelect },
} as const;

export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('ShopLane');
    await expect(canvas.getByRole('heading', { level: 2, name: 'Shop by Category' })).toBeVisible();
    await expect(canvas.getAllByTestId(/^home-category-card-/)).toHaveLength(sampleCategories.length);
  },
};

export const ReadyMobile: Story = { globals: mobile };

export const CategoriesLoading: Story = {
  args: { shopByCategory: { categories: [], status: 'loading', onRetry, onCategorySelect } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('home-categories-loading')).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const CategoriesFallback: Story = {
  args: fallback,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('Unable to load latest categories. Showing default categories.'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

export const CategoriesFallbackMobile: Story = { args: fallback, globals: mobile };

export const SelectsACategory: Story = {
  tags: ['interaction'],
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByTestId('home-category-card-laptops-computers'));
    await expect(onCategorySelect).toHaveBeenCalledWith(sampleCategories[1], expect.anything());
  },
};

export const RetriesCategories: Story = {
  tags: ['interaction'],
  args: fallback,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Retry' }));
    await expect(onRetry).toHaveBeenCalledTimes(1);
  },
};
