import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type MouseEvent } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { testIds } from '../../testIds';
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

const signedIn = { signedIn: true, userName: 'Kavya', cartCount: 3 } as const;
const phone = { viewport: { value: 'phone390', isRotated: false } };
const smallestPhone = { viewport: { value: 'phone320', isRotated: false } };

/** The header's controls in the order they are read, tabbed and shown. */
const readingOrder = (signedInUser: boolean) => [
  testIds.header.logo,
  testIds.header.searchCategory,
  testIds.header.searchInput,
  testIds.header.searchSubmit,
  testIds.header.compareLink,
  testIds.header.cartLink,
  testIds.header.profileLink,
  signedInUser ? testIds.header.signOutButton : testIds.header.signInLink,
  testIds.header.chip('mobiles'),
];

/** Every icon link and account control is a touch target of at least 44 × 44 px. */
async function expectTouchTargets(canvasElement: HTMLElement, ids: readonly string[]) {
  const canvas = within(canvasElement);
  for (const id of ids) {
    const box = canvas.getByTestId(id).getBoundingClientRect();
    await expect({ id, width: box.width >= 44, height: box.height >= 44 }).toEqual({
      id,
      width: true,
      height: true,
    });
  }
}

/** The links and the account control share one row (their vertical centres within 2 px). */
async function expectOneRowOfActions(canvasElement: HTMLElement, ids: readonly string[]) {
  const canvas = within(canvasElement);
  const centres = ids.map((id) => {
    const box = canvas.getByTestId(id).getBoundingClientRect();
    return box.top + box.height / 2;
  });
  await expect(Math.max(...centres) - Math.min(...centres)).toBeLessThanOrEqual(2);
}

/** The story really runs at the phone's width (the viewport global resizes the page). */
async function expectWidth(width: number) {
  await expect(document.documentElement.clientWidth).toBe(width);
}

/** Nothing of the header's top part sticks out of the viewport. */
async function expectNoOverflow(canvasElement: HTMLElement) {
  const header = within(canvasElement).getByTestId(testIds.header.root);
  const top = header.firstElementChild as HTMLElement;
  await expect(top.scrollWidth).toBeLessThanOrEqual(top.clientWidth);
}

/* Design states: rendered as they are, nothing driven (assertions only). */

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
    await expect(canvas.getByRole('searchbox', { name: 'Search products' })).toHaveAttribute(
      'placeholder',
      'Search products',
    );
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

export const SignedIn: Story = {
  args: signedIn,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Cart, 3 items' })).toBeVisible();
    await expect(canvas.getByTestId('header-cart-count')).toHaveTextContent('3');
    await expect(canvas.getByTestId('header-user-name')).toHaveTextContent('Hi, Kavya');
    await expect(canvas.getByTestId('header-user-name')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sign Out' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Sign In/Sign Up' })).toBeNull();
  },
};

export const OneItemInCart: Story = {
  args: { signedIn: true, cartCount: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  },
};

export const LongCartCount: Story = {
  args: { ...signedIn, cartCount: 120 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('header-cart-count')).toHaveTextContent('99+');
    await expect(canvas.getByRole('link', { name: 'Cart, 99+ items' })).toBeVisible();
  },
};

export const WithSuggestions: Story = {
  args: { searchQuery: 'lap', suggestions: ['Laptops & Computers', 'Audio & Headphones'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Search suggestions' });
    await expect(within(list).getAllByRole('button')).toHaveLength(2);
    await expect(canvas.getByRole('searchbox', { name: 'Search products' })).toHaveAttribute(
      'aria-controls',
      list.id,
    );
  },
};

/* Mobile variants (390 px, and the smallest phone at 320 px). */

export const SignedOutMobile: Story = {
  globals: phone,
  play: async ({ canvasElement }) => {
    await expectWidth(390);
    const actions = [
      testIds.header.compareLink,
      testIds.header.cartLink,
      testIds.header.profileLink,
      testIds.header.signInLink,
    ];
    await expectTouchTargets(canvasElement, actions);
    await expectOneRowOfActions(canvasElement, actions);
    await expectNoOverflow(canvasElement);
  },
};

/** Signed in on a phone: Compare, Cart, Profile and Sign Out are 44 px targets in one row with the greeting. */
async function expectSignedInActionsInOneRow(canvasElement: HTMLElement) {
  const actions = [
    testIds.header.compareLink,
    testIds.header.cartLink,
    testIds.header.profileLink,
    testIds.header.signOutButton,
  ];
  await expectTouchTargets(canvasElement, actions);
  await expectOneRowOfActions(canvasElement, [...actions, testIds.header.userName]);
}

export const SignedInMobile: Story = {
  args: signedIn,
  globals: phone,
  play: async ({ canvasElement }) => {
    await expectWidth(390);
    const canvas = within(canvasElement);
    await expectSignedInActionsInOneRow(canvasElement);
    await expect(canvas.getByTestId('header-user-name')).toBeVisible();
    await expect(canvas.getByTestId('header-user-name')).toHaveTextContent('Hi, Kavya');
    // The words are hidden on phones; the accessible names stay.
    await expect(canvas.getByRole('link', { name: 'Cart, 3 items' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Compare' })).toBeVisible();
    await expectNoOverflow(canvasElement);
  },
};

/** 320 px, the narrowest phone: still one row of actions, the greeting and the placeholder whole. */
export const SignedInMobileSmallest: Story = {
  args: signedIn,
  globals: smallestPhone,
  play: async ({ canvasElement }) => {
    await expectWidth(320);
    const canvas = within(canvasElement);
    await expectSignedInActionsInOneRow(canvasElement);
    const name = canvas.getByTestId('header-user-name');
    await expect(name).toBeVisible();
    await expect(name.scrollWidth).toBeLessThanOrEqual(name.clientWidth);
    await expectNoOverflow(canvasElement);

    // The placeholder fits the input (measured in the input's own font).
    const input = canvas.getByRole('searchbox', { name: 'Search products' }) as HTMLInputElement;
    const style = getComputedStyle(input);
    const context = document.createElement('canvas').getContext('2d');
    if (!context) throw new Error('no 2d canvas');
    context.font = `${style.fontSize} ${style.fontFamily}`;
    const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    await expect(context.measureText(input.placeholder).width).toBeLessThanOrEqual(room);
  },
};

/* Interaction tests: each drives one behaviour (tag 'interaction'). */

export const SignsOut: Story = {
  tags: ['interaction'],
  args: signedIn,
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Sign Out' }));
    await expect(args.onSignOut).toHaveBeenCalledTimes(1);
  },
};

export const SelectsASuggestion: Story = {
  tags: ['interaction'],
  args: WithSuggestions.args,
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByTestId('header-search-suggestion-1'));
    await expect(args.onSuggestionSelect).toHaveBeenCalledWith('Audio & Headphones');
  },
};

/** Clicking Profile reaches the caller first, who may stop the navigation (spec §2). */
export const LetsTheCallerStopProfile: Story = {
  tags: ['interaction'],
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

export const SubmitsSearch: Story = {
  tags: ['interaction'],
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

/**
 * Tab walks the header in reading order, and each stop is at or after the previous one on screen
 * (same row further right, or a lower row): focus never jumps back up.
 */
async function tabsInReadingOrder(canvasElement: HTMLElement, signedInUser: boolean) {
  const canvas = within(canvasElement);
  const expected = readingOrder(signedInUser);
  const reached: string[] = [];
  const boxes: DOMRect[] = [];
  canvas.getByTestId(testIds.header.logo).focus();
  for (let step = 0; step < expected.length; step += 1) {
    const active = document.activeElement as HTMLElement;
    reached.push(active.dataset.testid ?? active.tagName);
    boxes.push(active.getBoundingClientRect());
    await userEvent.tab();
  }
  await expect(reached).toEqual(expected);
  const backwards = boxes.flatMap((box, index) => {
    const previous = boxes[index - 1];
    if (!previous) return [];
    const sameRow = box.top < previous.bottom && previous.top < box.bottom;
    const forward = sameRow ? box.left >= previous.right - 1 : box.top >= previous.bottom - 1;
    return forward ? [] : [`${reached[index - 1]} → ${reached[index]}`];
  });
  await expect(backwards).toEqual([]);
}

export const TabsInReadingOrder: Story = {
  tags: ['interaction'],
  args: signedIn,
  play: async ({ canvasElement }) => tabsInReadingOrder(canvasElement, true),
};

export const TabsInReadingOrderMobile: Story = {
  tags: ['interaction'],
  args: signedIn,
  globals: phone,
  play: async ({ canvasElement }) => {
    await expectWidth(390);
    await tabsInReadingOrder(canvasElement, true);
  },
};

export const TabsInReadingOrderSignedOutMobile: Story = {
  tags: ['interaction'],
  globals: smallestPhone,
  play: async ({ canvasElement }) => {
    await expectWidth(320);
    await tabsInReadingOrder(canvasElement, false);
  },
};
