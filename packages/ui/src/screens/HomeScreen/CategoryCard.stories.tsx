import type { Category } from '@shop/core/products';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { MouseEvent } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CategoryCard } from './CategoryCard';
import { sampleCategories } from './category-fixtures';

const [mobiles, , televisions] = sampleCategories as [Category, Category, Category];

const meta = {
  title: 'Screens/HomeScreen/CategoryCard',
  component: CategoryCard,
  args: {
    category: mobiles,
    onSelect: fn((_category: Category, event: MouseEvent<HTMLAnchorElement>) => {
      event.preventDefault();
    }),
  },
  decorators: [
    (Story) => (
      <ul aria-label="Categories">
        <li>
          <Story />
        </li>
      </ul>
    ),
  ],
} satisfies Meta<typeof CategoryCard>;
export default meta;

type Story = StoryObj<typeof meta>;

export const WithBadge: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByTestId('home-category-card-mobiles-tablets');
    await expect(card).toHaveAttribute('href', '/products?categoryId=1&category=mobiles-tablets');
    await expect(card).toHaveAccessibleName(/Mobiles & Tablets Up to 40% off$/);
    await expect(within(card).getByAltText('Mobiles & Tablets category')).toBeInTheDocument();
    await expect(within(card).getByText('Up to 40% off')).toBeVisible();
  },
};

export const WithoutBadge: Story = {
  args: { category: televisions },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('link', { name: /TVs & Appliances$/ });
    await expect(card).toHaveAttribute('href', '/products?categoryId=3&category=tvs-appliances');
    await expect(within(card).queryByText('Up to 40% off')).toBeNull();
  },
};

export const SelectsTheCategory: Story = {
  tags: ['interaction'],
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByTestId('home-category-card-mobiles-tablets'));
    await expect(args.onSelect).toHaveBeenCalledWith(mobiles, expect.anything());
  },
};
