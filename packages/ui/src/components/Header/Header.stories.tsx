import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type MouseEvent } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { testIds } from '../../testIds';
import { Header, loadSearchSuggestions, type HeaderProps } from './Header';
import { searchCategories, type SearchCategory } from './header-data';
import type { CategorySuggestion, ProductSuggestion } from './search-suggestions';

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
  // The app fetches the suggestions panel when the search field takes focus, before anything is
  // typed; these stories show the header at a later moment, so the panel is fetched first.
  beforeEach: async () => {
    await loadSearchSuggestions();
  },
  argTypes: {
    searchCategory: { control: 'select', options: searchCategories.map((category) => category.value) },
    suggestionStatus: { control: 'select', options: ['idle', 'loading', 'ready', 'error'] },
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
    await expect(canvas.getByRole('combobox', { name: 'Search products' })).toHaveAttribute(
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

/* Suggestions (what typing 'sams' shows): the panel renders open, as it does while typing. */

const product = (
  id: number,
  name: string,
  price: number,
  oldPrice: number,
  discountPercent: number,
  categoryId = 1,
  brand = 'Samsung',
): ProductSuggestion => ({
  kind: 'product',
  id,
  name,
  brand,
  price,
  oldPrice,
  discountPercent,
  imageUrl: `/images/products/${id}.svg`,
  href: `/product/${categoryId}/${id}`,
});

const samsungRows: ProductSuggestion[] = [
  product(101, 'Samsung Galaxy S24 Ultra 5G (Titanium Gray, 12GB RAM, 256GB)', 129999, 131999, 2),
  product(110, 'Samsung Galaxy A55 5G (Awesome Iceblue, 8GB RAM, 128GB)', 39999, 46999, 15),
  product(111, 'Samsung Galaxy M34 5G (Midnight Blue, 6GB RAM, 128GB)', 16999, 18999, 11),
  product(113, 'Samsung Galaxy Z Flip5 5G (Mint, 8GB RAM, 256GB)', 99999, 99999, 0),
];

const category = (id: number, name: string, slug: string): CategorySuggestion => ({
  kind: 'category',
  id,
  name,
  href: `/products?categoryId=${id}&category=${slug}`,
});

const lapQuery = { searchQuery: 'lap' } as const;
const laptopsCategory = category(2, 'Laptops & Computers', 'laptops-computers');

/** What 'head' finds: headphones by name, then the Audio & Headphones category. */
const withSuggestions = {
  searchQuery: 'head',
  suggestionStatus: 'ready',
  suggestions: [
    product(403, 'Sony WH-1000XM5 Wireless Noise Cancelling Headphones', 29990, 34990, 14, 4, 'Sony'),
    product(405, 'Sony WH-CH520 Wireless On-Ear Headphones', 4490, 6799, 34, 4, 'Sony'),
    product(408, 'boAt Rockerz 450 Wireless On-Ear Headphones', 1499, 4999, 70, 4, 'boAt'),
    product(413, 'JBL Tune 770NC Wireless Over-Ear Headphones', 6999, 12999, 46, 4, 'JBL'),
    category(4, 'Audio & Headphones', 'audio-headphones'),
  ],
} as const;

/** The panel, its rows and the input's combobox state. */
async function expectPanel(canvasElement: HTMLElement, { withRows = true } = {}) {
  const canvas = within(canvasElement);
  const input = canvas.getByRole('combobox', { name: 'Search products' });
  // Expanded means the list shows: a status row alone (loading, nothing found) is not a list.
  await expect(input).toHaveAttribute('aria-expanded', String(withRows));
  const panel = canvas.getByTestId('header-search-suggestions');
  await expect(panel).toBeVisible();
  const options = () =>
    within(canvas.getByRole('listbox', { name: 'Search suggestions' })).getAllByRole('option');
  return { canvas, input, panel, options };
}

export const WithSuggestions: Story = {
  args: {
    searchQuery: 'smart',
    suggestionStatus: 'ready',
    suggestions: [
      product(301, 'Samsung 109.22 cm (43 inch) Crystal 4K Vivid Smart LED TV', 29990, 48999, 39, 3),
      product(
        302,
        'Samsung 139.7 cm (55 inch) Neo QLED 4K QN85C Smart Neo QLED (Mini LED) TV',
        104990,
        174999,
        40,
        3,
      ),
      product(303, 'LG 139.7 cm (55 inch) OLED evo C3 Smart OLED evo TV', 149990, 182999, 18, 3, 'LG'),
      category(11, 'Smartwatches', 'smartwatches'),
    ],
  },
  play: async ({ canvasElement }) => {
    const { canvas, input } = await expectPanel(canvasElement);
    const list = canvas.getByRole('listbox', { name: 'Search suggestions' });
    await expect(input).toHaveAttribute('aria-controls', list.id);
    await expect(within(list).getAllByRole('option')).toHaveLength(4);
    await expect(within(list).getByRole('group', { name: 'Products' })).toBeVisible();
    await expect(within(list).getByRole('group', { name: 'Categories' })).toBeVisible();

    // Positions run on across the groups; the keyed ids sit on the rows' links.
    const first = canvas.getByTestId('header-search-suggestion-0');
    await expect(first).toHaveAttribute('role', 'option');
    await expect(first).toHaveAttribute('aria-selected', 'false');
    await expect(within(first).getByTestId('header-search-suggestion-product-301')).toBeVisible();
    await expect(first.querySelector('mark')).toHaveTextContent('Smart');
    await expect(first).toHaveTextContent('₹29,990');
    const image = within(first).getByRole('presentation');
    await expect(image).toHaveAttribute('width', '48');
    await expect(image).toHaveAttribute('height', '48');
    await expect(
      within(canvas.getByTestId('header-search-suggestion-3')).getByTestId(
        'header-search-suggestion-category-11',
      ),
    ).toHaveTextContent('Smartwatches');
  },
};

export const SuggestionsLoading: Story = {
  args: { searchQuery: 'sams', suggestionStatus: 'loading', suggestions: [] },
  play: async ({ canvasElement }) => {
    const { canvas } = await expectPanel(canvasElement, { withRows: false });
    await expect(canvas.getByTestId('header-search-suggestions-loading')).toHaveTextContent(
      'Searching products…',
    );
    await expect(canvas.queryByRole('listbox')).toBeNull();
  },
};

/** The next words are on their way: the last rows stay (no flicker), marked busy. */
export const SuggestionsRefreshing: Story = {
  args: {
    searchQuery: 'samsu',
    suggestionQuery: 'sams',
    suggestionStatus: 'loading',
    suggestions: samsungRows,
  },
  play: async ({ canvasElement }) => {
    const { canvas, panel, options } = await expectPanel(canvasElement);
    await expect(panel).toHaveAttribute('aria-busy', 'true');
    await expect(options()).toHaveLength(4);
    await expect(canvas.queryByTestId('header-search-suggestions-loading')).toBeNull();
  },
};

/** No product matches, a category does: the empty row, then the category. */
export const SuggestionsCategoriesOnly: Story = {
  args: { ...lapQuery, suggestionStatus: 'ready', suggestions: [laptopsCategory] },
  play: async ({ canvasElement }) => {
    const { canvas } = await expectPanel(canvasElement);
    await expect(canvas.getByTestId('header-search-suggestions-empty')).toHaveTextContent(
      'No products match “lap”',
    );
    await expect(canvas.getByTestId('header-search-suggestions-heading-categories')).toHaveTextContent(
      'Categories',
    );
    await expect(canvas.queryByTestId('header-search-suggestions-heading-products')).toBeNull();
    await expect(canvas.getByTestId('header-search-suggestion-0')).toHaveTextContent('Laptops & Computers');
  },
};

export const SuggestionsEmpty: Story = {
  args: { searchQuery: 'zzqx', suggestionStatus: 'ready', suggestions: [] },
  play: async ({ canvasElement }) => {
    const { canvas } = await expectPanel(canvasElement, { withRows: false });
    await expect(canvas.getByTestId('header-search-suggestions-empty')).toHaveTextContent(
      'No products match “zzqx”',
    );
    await expect(canvas.queryByRole('listbox')).toBeNull();
  },
};

/** The search failed: its text in place of the products; the categories still help. */
export const SuggestionsError: Story = {
  args: {
    ...lapQuery,
    suggestionStatus: 'error',
    suggestionError: 'Failed to fetch products',
    suggestions: [laptopsCategory],
  },
  play: async ({ canvasElement }) => {
    const { canvas, options } = await expectPanel(canvasElement);
    await expect(canvas.getByTestId('header-search-suggestions-error')).toHaveTextContent(
      'Failed to fetch products',
    );
    await expect(options()).toHaveLength(1);
  },
};

/** Long names stop after two lines; the price keeps its place. */
export const SuggestionsLongNames: Story = {
  args: {
    searchQuery: 'ikigai maybelline',
    suggestionStatus: 'ready',
    suggestions: [
      product(
        803,
        'Ikigai: The Japanese Secret to a Long and Happy Life (Hardcover) by Héctor García & Francesc Miralles',
        499,
        799,
        38,
        8,
        'Penguin Random House',
      ),
      product(
        704,
        'Maybelline New York Fit Me Matte + Poreless Liquid Foundation, 128 Warm Nude, 30 ml',
        549,
        649,
        15,
        7,
        'Maybelline New York',
      ),
      product(101, 'Samsung Galaxy S24 Ultra 5G (Titanium Gray, 12GB RAM, 256GB)', 129999, 131999, 2),
    ],
  },
  play: async ({ canvasElement }) => {
    const { panel, options } = await expectPanel(canvasElement);
    await expect(panel.scrollWidth).toBeLessThanOrEqual(panel.clientWidth);
    for (const option of options()) {
      const price = within(option).getAllByTestId('price-tag-current')[0]!;
      await expect(price.getBoundingClientRect().right).toBeLessThanOrEqual(
        option.getBoundingClientRect().right,
      );
    }
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

/** On a phone the panel spans the screen under the search row, inside it on both sides. */
export const WithSuggestionsMobile: Story = {
  args: withSuggestions,
  globals: phone,
  play: async ({ canvasElement }) => {
    await expectWidth(390);
    const { panel } = await expectPanel(canvasElement);
    const box = panel.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(390);
    await expect(box.width).toBeGreaterThanOrEqual(360);
    await expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
    await expect(panel.scrollWidth).toBeLessThanOrEqual(panel.clientWidth);
    const input = within(canvasElement).getByRole('combobox', { name: 'Search products' });
    await expect(box.top).toBeGreaterThanOrEqual(input.getBoundingClientRect().bottom);
  },
};

export const SuggestionsLongNamesMobile: Story = { ...SuggestionsLongNames, globals: phone };

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
    const input = canvas.getByRole('combobox', { name: 'Search products' }) as HTMLInputElement;
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
  args: withSuggestions,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByTestId('header-search-suggestion-product-405'));
    await expect(args.onSuggestionSelect).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'product', id: 405, href: '/product/4/405' }),
    );
    await expect(canvas.getByRole('combobox', { name: 'Search products' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};

/** ↓ and ↑ move the active row (wrapping), Enter opens it, through the row's own link. */
export const OpensTheActiveRowWithEnter: Story = {
  tags: ['interaction'],
  args: withSuggestions,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Search products' });
    await userEvent.click(input);
    await expect(input).not.toHaveAttribute('aria-activedescendant');

    await userEvent.keyboard('{ArrowDown}');
    const first = canvas.getByTestId('header-search-suggestion-0');
    await expect(input).toHaveAttribute('aria-activedescendant', first.id);
    await expect(first).toHaveAttribute('aria-selected', 'true');

    await userEvent.keyboard('{ArrowUp}');
    const last = canvas.getByTestId('header-search-suggestion-4');
    await expect(input).toHaveAttribute('aria-activedescendant', last.id);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(input).toHaveAttribute(
      'aria-activedescendant',
      canvas.getByTestId('header-search-suggestion-1').id,
    );

    await userEvent.keyboard('{Enter}');
    await expect(args.onSuggestionSelect).toHaveBeenCalledTimes(1);
    await expect(args.onSuggestionSelect).toHaveBeenCalledWith(
      expect.objectContaining({ id: 405, href: '/product/4/405' }),
    );
    await expect(args.onSearchSubmit).not.toHaveBeenCalled();
    await expect(input).toHaveAttribute('aria-expanded', 'false');
  },
};

/** The mouse over a row shows it, but Enter still opens the keyboard's row. */
export const KeepsTheKeyboardRowUnderTheMouse: Story = {
  tags: ['interaction'],
  args: withSuggestions,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Search products' });
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.hover(canvas.getByTestId('header-search-suggestion-3'));
    await expect(input).toHaveAttribute(
      'aria-activedescendant',
      canvas.getByTestId('header-search-suggestion-0').id,
    );
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSuggestionSelect).toHaveBeenCalledWith(expect.objectContaining({ id: 403 }));
  },
};

/** Enter with no active row submits the form: the listing with the query. */
export const SubmitsWhenNoRowIsActive: Story = {
  tags: ['interaction'],
  args: withSuggestions,
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Search products' });
    await userEvent.click(input);
    await userEvent.keyboard('{Enter}');
    await expect(args.onSearchSubmit).toHaveBeenCalledWith({ query: 'head', category: 'all' });
    await expect(args.onSuggestionSelect).not.toHaveBeenCalled();
    await expect(input).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Escape closes the list; a second Escape clears what was typed. */
export const ClosesOnEscapeThenClears: Story = {
  tags: ['interaction'],
  args: withSuggestions,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Search products' });
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowDown}{Escape}');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(input).not.toHaveAttribute('aria-activedescendant');
    await expect(canvas.queryByTestId('header-search-suggestions')).toBeNull();
    await expect(input).toHaveValue('head');
    await expect(args.onSearchChange).not.toHaveBeenCalled();

    await userEvent.keyboard('{Escape}');
    await expect(args.onSearchChange).toHaveBeenCalledWith('');

    // ↓ opens the list again.
    await userEvent.keyboard('{ArrowDown}');
    await expect(input).toHaveAttribute('aria-expanded', 'true');
  },
};

/** Tab leaves the input for the Search button and closes the list; so does a click elsewhere. */
export const ClosesWhenFocusLeaves: Story = {
  tags: ['interaction'],
  args: withSuggestions,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Search products' });
    await userEvent.click(input);
    await userEvent.tab();
    await expect(canvas.getByTestId('header-search-submit')).toHaveFocus();
    await expect(input).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(input);
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(canvasElement.ownerDocument.body);
    await expect(input).toHaveAttribute('aria-expanded', 'false');
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
    const input = canvas.getByRole('combobox', { name: 'Search products' });
    await userEvent.type(input, 'gaming laptop');
    await expect(args.onSearchChange).toHaveBeenLastCalledWith('gaming laptop');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(args.onSearchSubmit).toHaveBeenCalledWith({ query: 'gaming laptop', category: 'laptops' });

    await userEvent.type(input, '{Enter}');
    await expect(args.onSearchSubmit).toHaveBeenCalledTimes(2);
    await expect(canvas.getByRole('search', { name: 'Product search' })).toBeVisible();
  },
};

/** Typing again drops the keyboard's row: Enter then submits what is typed. */
export const StartsOverWhenTyping: Story = {
  tags: ['interaction'],
  args: withSuggestions,
  render: (args) => <StatefulHeader {...args} />,
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Search products' });
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(input).toHaveAttribute('aria-activedescendant');
    await userEvent.keyboard('p');
    await expect(input).not.toHaveAttribute('aria-activedescendant');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSearchSubmit).toHaveBeenCalledWith({ query: 'headp', category: 'all' });
    await expect(args.onSuggestionSelect).not.toHaveBeenCalled();
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
