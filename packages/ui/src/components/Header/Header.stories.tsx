import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type MouseEvent } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Header, type HeaderProps } from './Header';
import { searchCategories, type SearchCategory } from './header-data';

const meta = {
  title: 'Components/Header',
  component: Header,
  args: {
    signedIn: false,
    cartCount: 0,
    searchQuery: '',
    searchCategory: 'all',
    suggestions: [],
    onSearchChange: fn(),
    onSearchCategoryChange: fn(),
    onSearchSubmit: fn(),
    onSuggestionSelect: fn(),
    onProfileClick: fn(),
    onSignOut: fn(),
  },
  argTypes: {
    searchCategory: { control: 'select', options: searchCategories.map((category) => category.value) },
  },
} satisfies Meta<typeof Header>;
export default meta;

type Story = StoryObj<typeof meta>;

export const SignedOut: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: /ShopLane/ })).toHaveAttribute('href', '/');
    await expect(canvas.getByText('Everything you love, delivered')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Compare' })).toHaveAttribute('href', '/compare');
    await expect(canvas.getByRole('link', { name: 'Cart, 0 items' })).toHaveAttribute('href', '/cart');
    await expect(canvas.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    await expect(canvas.getByRole('link', { name: 'Sign In/Sign Up' })).toHaveAttribute('href', '/login');
    await expect(canvas.queryByRole('button', { name: 'Sign Out' })).toBeNull();

    const select = canvas.getByRole('combobox', { name: 'Search category' });
    const options = within(select).getAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual([
      'All',
      'Mobiles',
      'Laptops',
      'Audio',
      'Accessories',
    ]);
    await expect(canvas.queryByTestId('header-search-suggestions')).toBeNull();

    const chips = within(canvas.getByRole('navigation', { name: 'Popular categories' })).getAllByRole('link');
    await expect(chips.map((chip) => chip.textContent)).toEqual([
      'Mobiles',
      'Laptops',
      'Television',
      'Appliances',
      'Accessories',
    ]);
    await expect(canvas.getByTestId('header-chip-mobiles')).toHaveAttribute(
      'href',
      '/products?categoryId=1&category=mobiles-tablets',
    );
    await expect(canvas.getByTestId('header-chip-accessories')).toHaveAttribute(
      'href',
      '/products?categoryId=4&category=audio-headphones',
    );
  },
};

export const SignedInWithCart: Story = {
  args: { signedIn: true, userName: 'Asha', cartCount: 3 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Cart, 3 items' })).toBeVisible();
    await expect(canvas.getByTestId('header-cart-count')).toHaveTextContent('3');
    await expect(canvas.getByText('Hi, Asha')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Sign In/Sign Up' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Out' }));
    await expect(args.onSignOut).toHaveBeenCalledTimes(1);
  },
};

export const OneItemInCart: Story = {
  args: { signedIn: true, cartCount: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  },
};

export const LongCartCount: Story = {
  args: { signedIn: true, userName: 'Asha', cartCount: 120 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('header-cart-count')).toHaveTextContent('99+');
    await expect(canvas.getByRole('link', { name: 'Cart, 99+ items' })).toBeVisible();
  },
};

export const WithSuggestions: Story = {
  args: { searchQuery: 'iph', suggestions: ['iPhone 15 Pro', 'iPhone 15', 'iPhone case'] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Search suggestions' });
    await expect(within(list).getAllByRole('button')).toHaveLength(3);
    await expect(canvas.getByRole('searchbox', { name: 'Search products' })).toHaveAttribute(
      'aria-controls',
      list.id,
    );
    await userEvent.click(canvas.getByTestId('header-search-suggestion-1'));
    await expect(args.onSuggestionSelect).toHaveBeenCalledWith('iPhone 15');
  },
};

/** Clicking Profile reaches the caller first, who may stop the navigation (spec §2). */
export const ProfileIntercepted: Story = {
  args: {
    onProfileClick: fn((event: MouseEvent<HTMLAnchorElement>) => {
      event.preventDefault();
    }),
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('link', { name: 'Profile' }));
    await expect(args.onProfileClick).toHaveBeenCalledTimes(1);
    // The story is still here: the navigation to /profile was prevented.
    await expect(within(canvasElement).getByRole('link', { name: 'Profile' })).toBeVisible();
  },
};

/** The search inputs are controlled: this story keeps their state, as the storefront does. */
function StatefulHeader(args: HeaderProps) {
  const [query, setQuery] = useState(args.searchQuery);
  const [category, setCategory] = useState<SearchCategory>(args.searchCategory);
  return (
    <Header
      {...args}
      searchQuery={query}
      searchCategory={category}
      onSearchChange={(value) => {
        setQuery(value);
        args.onSearchChange(value);
      }}
      onSearchCategoryChange={(value) => {
        setCategory(value);
        args.onSearchCategoryChange(value);
      }}
    />
  );
}

export const SearchSubmits: Story = {
  render: (args) => <StatefulHeader {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Search category' }), 'Laptops');
    await expect(args.onSearchCategoryChange).toHaveBeenLastCalledWith('laptops');
    const input = canvas.getByRole('searchbox', { name: 'Search products' });
    await userEvent.type(input, 'gaming laptop');
    await expect(args.onSearchChange).toHaveBeenLastCalledWith('gaming laptop');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(args.onSearchSubmit).toHaveBeenCalledWith({ query: 'gaming laptop', category: 'laptops' });

    await userEvent.type(input, '{Enter}');
    await expect(args.onSearchSubmit).toHaveBeenCalledTimes(2);
    await expect(canvas.getByRole('search', { name: 'Product search' })).toBeVisible();
  },
};

export const NarrowViewport: Story = {
  args: { signedIn: true, userName: 'Asha', cartCount: 5 },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Words may be visually hidden on small screens; the accessible names stay.
    await expect(canvas.getByRole('link', { name: 'Cart, 5 items' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Compare' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
  },
};
