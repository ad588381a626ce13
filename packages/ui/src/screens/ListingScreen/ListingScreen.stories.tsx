import { LISTING_PAGE_SIZE } from '@shop/core';
import {
  buildListingView,
  brandOptions,
  INITIAL_LISTING_STATE,
  listingReducer,
  type ListingState,
} from '@shop/core/products';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useReducer, useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { ProductCardLayout } from '../../components/ProductCard/ProductCard';
import { fixtureProducts, type FixtureProduct } from '../../components/ProductCard/product-fixtures';
import { ListingScreen, type ListingScreenProps } from './ListingScreen';

const products = fixtureProducts(30);
const brands = brandOptions(products);

/** The screen's props for a listing state, as the storefront derives them. */
function propsFor(state: ListingState, source: readonly FixtureProduct[] = products) {
  const view = buildListingView(source, state, LISTING_PAGE_SIZE);
  return {
    items: view.items,
    total: view.total,
    found: view.found,
    filtered: view.filtered,
    page: view.page,
    pageCount: view.pageCount,
    filters: state.filters,
    sort: state.sort,
    brands: brandOptions(source),
  };
}

const meta = {
  title: 'Screens/ListingScreen',
  component: ListingScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    status: 'ready',
    title: 'Mobiles & Tablets',
    layout: 'grid',
    onAction: fn(),
    onLayoutChange: fn(),
    onWishlistChange: fn(),
    ...propsFor(INITIAL_LISTING_STATE),
  },
} satisfies Meta<typeof ListingScreen>;
export default meta;

type Story = StoryObj<typeof meta>;

const phone = { viewport: { value: 'phone390', isRotated: false } };

/** 30 products, page 1 of 3 (12 per page, §9). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('listing-heading')).toHaveTextContent('Mobiles & Tablets');
    await expect(canvas.getByTestId('listing-breadcrumb')).toHaveTextContent('Home›Mobiles & Tablets');
    await expect(canvas.getByTestId('listing-count')).toHaveTextContent('30 product(s) found');
    await expect(canvas.queryByTestId('listing-count-filtered')).toBeNull();
    await expect(canvas.getAllByRole('article')).toHaveLength(12);
    await expect(canvas.getByTestId('product-card-link-101')).toHaveAttribute('href', '/product/1/101');
    // The first screenful's images load at once, the first (a phone's largest paint) before any other.
    const images = Array.from(canvasElement.querySelectorAll('article img'), (image) => [
      image.getAttribute('loading'),
      image.getAttribute('fetchpriority'),
    ]);
    await expect(images).toEqual([
      ['eager', 'high'],
      ...Array.from({ length: 3 }, () => ['eager', null]),
      ...Array.from({ length: 8 }, () => ['lazy', null]),
    ]);
    const sort = canvas.getByRole('combobox', { name: 'Sort by' });
    await expect(Array.from((sort as HTMLSelectElement).options, (option) => option.text)).toEqual([
      'Relevance',
      'Top Rated',
      'Price: Low to High',
      'Price: High to Low',
    ]);
    await expect(canvas.getByTestId('listing-pagination-page-3')).toBeVisible();
  },
};

export const List: Story = { args: { layout: 'list' } };

/** Filters narrow the list: '(filtered from 30 total)'. */
export const Filtered: Story = {
  args: propsFor({
    ...INITIAL_LISTING_STATE,
    filters: { ...INITIAL_LISTING_STATE.filters, brands: ['Samsung', 'Apple'] },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('listing-count')).toHaveTextContent(
      '12 product(s) found (filtered from 30 total)',
    );
  },
};

/** The skeleton grid; no count and no pagination yet. */
export const Loading: Story = {
  args: { status: 'loading', items: [], brands: [], total: 0, found: 0, pageCount: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('listing-loading')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByTestId('listing-count')).toBeNull();
    await expect(canvas.queryByTestId('listing-empty')).toBeNull();
    await expect(canvas.getByTestId('listing-filters')).toHaveTextContent('Loading brands…');
  },
};

/** Loading failed: the notice over the built-in sample products (§2, §8). */
export const SampleProducts: Story = {
  args: { showingSample: true, title: 'All Products' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('listing-notice-sample')).toHaveTextContent(
      'Unable to load latest products. Showing sample products.',
    );
  },
};

/** The category has no products: 'No Products Available' and a way home. */
export const Empty: Story = {
  args: propsFor(INITIAL_LISTING_STATE, []),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('listing-empty')).toHaveTextContent('No Products Available');
    await expect(canvas.getByRole('link', { name: 'Browse Other Categories' })).toHaveAttribute('href', '/');
    await expect(canvas.getByTestId('listing-count')).toHaveTextContent('0 product(s) found');
  },
};

/** The filters keep nothing: 'No Products Match Your Filters' with Clear All Filters. */
export const NoMatches: Story = {
  args: propsFor({
    ...INITIAL_LISTING_STATE,
    filters: { ...INITIAL_LISTING_STATE.filters, search: 'no such phone' },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('listing-no-matches')).toHaveTextContent(
      'No Products Match Your Filters',
    );
    await expect(canvas.getByTestId('listing-no-matches-clear')).toHaveTextContent('Clear All Filters');
    await expect(canvas.getByTestId('listing-count')).toHaveTextContent(
      '0 product(s) found (filtered from 30 total)',
    );
  },
};

/** Many pages: ellipsis windows around the current page (§9). */
export const ManyPages: Story = {
  args: propsFor({ ...INITIAL_LISTING_STATE, page: 5 }, fixtureProducts(120)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('listing-pagination-ellipsis-start')).toBeInTheDocument();
    await expect(canvas.getByTestId('listing-pagination-ellipsis-end')).toBeInTheDocument();
    await expect(canvas.getByTestId('listing-pagination-page-5')).toHaveAttribute('aria-current', 'page');
  },
};

/** Nothing on a phone may scroll the page sideways. */
async function expectNoSidewaysScroll(canvasElement: HTMLElement) {
  const root = canvasElement.ownerDocument.documentElement;
  await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
}

export const DefaultMobile: Story = {
  globals: phone,
  play: async ({ canvasElement }) => expectNoSidewaysScroll(canvasElement),
};
export const ListMobile: Story = {
  args: { layout: 'list' },
  globals: phone,
  play: async ({ canvasElement }) => expectNoSidewaysScroll(canvasElement),
};
export const LoadingMobile: Story = { ...Loading, globals: phone };
export const SampleProductsMobile: Story = { ...SampleProducts, globals: phone };
export const EmptyMobile: Story = { ...Empty, globals: phone };
export const NoMatchesMobile: Story = { ...NoMatches, globals: phone };
export const ManyPagesMobile: Story = {
  args: ManyPages.args,
  globals: phone,
  play: async ({ canvasElement }) => expectNoSidewaysScroll(canvasElement),
};

/** The screen with core's reducer and view, as the storefront runs it (without the URL). */
function Controlled(args: ListingScreenProps) {
  const [state, dispatch] = useReducer(listingReducer, INITIAL_LISTING_STATE);
  const [layout, setLayout] = useState<ProductCardLayout>('grid');
  return (
    <ListingScreen
      {...args}
      {...propsFor(state)}
      brands={brands}
      layout={layout}
      onLayoutChange={setLayout}
      onAction={(action) => {
        args.onAction(action);
        dispatch(action);
      }}
    />
  );
}

const priceOf = (card: HTMLElement) =>
  Number((within(card).getByTestId(/-current$/).textContent ?? '').replace(/[^\d]/g, ''));

export const FiltersByBrand: Story = {
  tags: ['interaction'],
  render: (args) => <Controlled {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Apple' }));
    await expect(canvas.getByTestId('listing-count')).toHaveTextContent(
      '6 product(s) found (filtered from 30 total)',
    );
    for (const card of canvas.getAllByRole('article')) {
      await expect(within(card).getByTestId(/^product-card-brand-/)).toHaveTextContent('Apple');
    }
  },
};

/** A filter on page 2 goes back to page 1 (§4). */
export const FilterGoesToPageOne: Story = {
  tags: ['interaction'],
  render: (args) => <Controlled {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByTestId('listing-pagination-page-2'));
    await expect(canvas.getByTestId('listing-pagination-page-2')).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByTestId('listing-filter-in-stock'));
    await expect(canvas.getByTestId('listing-pagination-page-1')).toHaveAttribute('aria-current', 'page');
  },
};

export const ClearsAllFilters: Story = {
  tags: ['interaction'],
  render: (args) => <Controlled {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByTestId('listing-filter-search'), 'zzz');
    await expect(canvas.getByTestId('listing-no-matches')).toBeVisible();
    await userEvent.click(canvas.getByTestId('listing-no-matches-clear'));
    await expect(canvas.getByTestId('listing-count')).toHaveTextContent('30 product(s) found');
    await expect(canvas.getByTestId('listing-filter-search')).toHaveValue('');
  },
};

export const SortsByPrice: Story = {
  tags: ['interaction'],
  render: (args) => <Controlled {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByTestId('listing-sort'), 'Price: Low to High');
    const ascending = canvas.getAllByRole('article').map(priceOf);
    await expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    await userEvent.selectOptions(canvas.getByTestId('listing-sort'), 'Price: High to Low');
    const descending = canvas.getAllByRole('article').map(priceOf);
    await expect(descending).toEqual([...descending].sort((a, b) => b - a));
    await expect(descending[0]).toBe(Math.max(...products.map((product) => product.price)));
  },
};

export const SwitchesToList: Story = {
  tags: ['interaction'],
  render: (args) => <Controlled {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'List' }));
    await expect(canvas.getByTestId('listing-view-list')).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByTestId('listing-view-grid')).toHaveAttribute('aria-pressed', 'false');
  },
};

/** With `onAddToCart`: every card has Add to Cart for its own product; out of stock it is disabled. */
export const AddsToCart: Story = {
  tags: ['interaction'],
  args: { onAddToCart: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const first = products[0]!;
    const button = canvas.getByTestId(`product-card-add-to-cart-${first.id}`);
    await expect(button).toHaveAccessibleName(`Add to Cart: ${first.productname}`);
    await userEvent.click(button);
    await expect(args.onAddToCart).toHaveBeenCalledTimes(1);
    await expect(args.onAddToCart).toHaveBeenCalledWith(first);
    const soldOut = products.find((product) => product.stock === 0)!;
    await expect(canvas.getByTestId(`product-card-add-to-cart-${soldOut.id}`)).toBeDisabled();
  },
};

export const AddsToCartMobile: Story = { args: { onAddToCart: fn() }, globals: phone };

/**
 * A search of every category lists every brand of the catalogue (over two hundred checkboxes)
 * before the first product: from the breadcrumb, one link takes the keyboard past the filters to
 * the products, and the next Tab reaches the toolbar above the cards.
 */
export const KeyboardSkipsTheFilters: Story = {
  args: { brands: Array.from({ length: 200 }, (_, index) => `Brand ${index + 1}`) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByTestId('listing-breadcrumb-home')).toHaveFocus();
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Skip to products' });
    await expect(skip).toHaveFocus();
    await expect(skip).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByTestId('listing-results')).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByTestId('listing-view-grid')).toHaveFocus();
  },
};
