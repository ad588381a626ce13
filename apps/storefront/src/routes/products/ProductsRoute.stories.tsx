import { productsOfCategory, sampleCatalogue } from '@shop/catalog';
import { SELECTED_CATEGORY_ID_LOCAL_STORAGE_KEY, SELECTED_CATEGORY_SLUG_LOCAL_STORAGE_KEY } from '@shop/core';
import { demoAccount } from '@shop/core/users';
import { accountsState, withScenarios } from '@shop/mocks';
import { testIds } from '@shop/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storedCart } from '../../app/cart-story-helpers';
import { expectNotice } from '../../app/page-story-helpers';
import { loadPageScreen, PageStory } from '../../app/PageStory';

const meta = {
  title: 'Pages/Products',
  component: PageStory,
  loaders: [loadPageScreen],
  args: { path: '/products?categoryId=1&category=mobiles-tablets' },
} satisfies Meta<typeof PageStory>;
export default meta;

type Story = StoryObj<typeof meta>;

const phone = { viewport: { value: 'phone390', isRotated: false } };
const ids = testIds.listing;
const mobiles = productsOfCategory(1);
const everything = productsOfCategory(0);
const samsungPhones = mobiles.filter((product) => product.brand === 'Samsung');

// The first story of a cold run waits for the route's code as well as the data.
const countText = (canvasElement: HTMLElement) => within(canvasElement).findByTestId(ids.count);

/* Design states: rendered as they are, nothing driven (assertions only). */

/** A category from the home card's link: its title, every one of its products, 12 a page. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await countText(canvasElement)).toHaveTextContent(`${mobiles.length} product(s) found`);
    await expect(canvas.getByTestId(ids.heading)).toHaveTextContent('Mobiles & Tablets');
    await expect(canvas.getAllByRole('article')).toHaveLength(12);
    const first = mobiles[0]!;
    await expect(canvas.getByTestId(testIds.productCard.link(first.id))).toHaveAttribute(
      'href',
      `/product/1/${first.id}`,
    );
    await waitFor(() => expect(document.title).toBe('Mobiles & Tablets · ShopLane'));
    await expect(localStorage.getItem(SELECTED_CATEGORY_ID_LOCAL_STORAGE_KEY)).toBe('1');
    await expect(localStorage.getItem(SELECTED_CATEGORY_SLUG_LOCAL_STORAGE_KEY)).toBe('mobiles-tablets');
  },
};

/** `category=all` (id 0): every product of the catalogue. */
export const AllProducts: Story = {
  args: { path: '/products?category=all' },
  play: async ({ canvasElement }) => {
    await expect(await countText(canvasElement)).toHaveTextContent(`${everything.length} product(s) found`);
    await expect(within(canvasElement).getByTestId(ids.heading)).toHaveTextContent('All Products');
  },
};

/** A shared link with filters, sort, page and view: the list comes back exactly so. */
export const Filtered: Story = {
  args: {
    path: '/products?categoryId=1&category=mobiles-tablets&brands=Samsung&sort=price-desc&view=list',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await countText(canvasElement)).toHaveTextContent(
      `${samsungPhones.length} product(s) found (filtered from ${mobiles.length} total)`,
    );
    await expect(canvas.getByTestId(ids.filterBrand('Samsung'))).toBeChecked();
    await expect(canvas.getByTestId(ids.sort)).toHaveValue('price-desc');
    await expect(canvas.getByTestId(ids.viewList)).toHaveAttribute('aria-pressed', 'true');
  },
};

/** The header's search submit: the query fills the search filter. */
export const FromHeaderSearch: Story = {
  args: { path: '/products?category=all&search=samsung' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await countText(canvasElement);
    await expect(canvas.getByTestId(ids.filterSearch)).toHaveValue('samsung');
    await expect(canvas.getByTestId(ids.countFiltered)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: withScenarios('products.listing.loading') } },
  play: async ({ canvasElement }) => {
    const loading = await within(canvasElement).findByTestId(ids.loading);
    await expect(loading).toHaveAttribute('aria-busy', 'true');
  },
};

/** Spec §2/§8: the call fails, the 90 built-in sample products show under the notice. */
export const Error: Story = {
  args: { path: '/products?category=all' },
  parameters: { msw: { handlers: withScenarios('products.listing.error') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId(ids.noticeSample)).toHaveTextContent(
      'Unable to load latest products. Showing sample products.',
    );
    await expect(canvas.getByTestId(ids.count)).toHaveTextContent(
      `${sampleCatalogue().length} product(s) found`,
    );
    await expect(canvas.getByTestId(testIds.productCard.card('prod-1001'))).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: withScenarios('products.listing.empty') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId(ids.empty)).toHaveTextContent('No Products Available');
    await expect(canvas.getByRole('link', { name: 'Browse Other Categories' })).toHaveAttribute('href', '/');
  },
};

/** The filters keep nothing: 'No Products Match Your Filters' with Clear All Filters. */
export const FilteredEmpty: Story = {
  args: { path: '/products?categoryId=1&category=mobiles-tablets&search=no-such-phone' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId(ids.noMatches)).toHaveTextContent(
      'No Products Match Your Filters',
    );
  },
};

export const DefaultMobile: Story = { ...Default, globals: phone };
export const LoadingMobile: Story = { ...Loading, globals: phone };
export const ErrorMobile: Story = { ...Error, globals: phone };
export const EmptyMobile: Story = { ...Empty, globals: phone };
export const FilteredEmptyMobile: Story = { ...FilteredEmpty, globals: phone };

/* Interaction tests. */

export const FiltersByBrand: Story = {
  tags: ['interaction'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await countText(canvasElement);
    await userEvent.click(canvas.getByTestId(ids.filterBrand('Samsung')));
    await expect(canvas.getByTestId(ids.count)).toHaveTextContent(
      `${samsungPhones.length} product(s) found (filtered from ${mobiles.length} total)`,
    );
  },
};

/** Page 2, then a filter: back on page 1 (§4); Clear All Filters brings every product back. */
export const ClearsAllFilters: Story = {
  tags: ['interaction'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await countText(canvasElement);
    // The page lives in the URL: React Router commits a navigation in a transition, so the new
    // page shows a moment after the click (under load, after the click has returned).
    await userEvent.click(canvas.getByTestId(ids.paginationPage(2)));
    await waitFor(() =>
      expect(canvas.getByTestId(ids.paginationPage(2))).toHaveAttribute('aria-current', 'page'),
    );
    await userEvent.click(canvas.getByTestId(ids.filterInStock));
    await waitFor(() =>
      expect(canvas.getByTestId(ids.paginationPage(1))).toHaveAttribute('aria-current', 'page'),
    );
    await userEvent.click(canvas.getByTestId(ids.filterRating(4)));
    await userEvent.click(canvas.getByTestId(ids.filterClear));
    await waitFor(() =>
      expect(canvas.getByTestId(ids.count)).toHaveTextContent(`${mobiles.length} product(s) found`),
    );
    await expect(canvas.queryByTestId(ids.countFiltered)).toBeNull();
  },
};

export const SortsByPrice: Story = {
  tags: ['interaction'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await countText(canvasElement);
    await userEvent.selectOptions(canvas.getByTestId(ids.sort), 'Price: Low to High');
    const cheapest = [...mobiles].sort((a, b) => a.price - b.price)[0]!;
    // The sort order lives in the URL too (see ClearsAllFilters).
    await waitFor(() =>
      expect(canvas.getAllByRole('article')[0]).toHaveAttribute(
        'data-testid',
        testIds.productCard.card(cheapest.id),
      ),
    );
  },
};

/**
 * A card's Add to Cart needs sign-in (§4): the 'Sign In Required' modal; once signed in there, the
 * add runs once, into the account's cart, and the badge shows it.
 */
export const CardAddAsksToSignInThenAdds: Story = {
  tags: ['interaction'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await countText(canvasElement);
    const first = mobiles[0]!;
    await userEvent.click(canvas.getByTestId(testIds.productCard.addToCart(first.id)));
    const dialog = await canvas.findByRole('dialog', { name: 'Sign In Required' });
    await expect(dialog).toHaveTextContent(
      'Please sign in to add items to your cart and access your saved items.',
    );
    const standard = demoAccount('standard');
    await userEvent.type(within(dialog).getByTestId(testIds.signInRequired.email), standard.email);
    await userEvent.type(within(dialog).getByTestId(testIds.signInRequired.password), standard.password);
    await userEvent.click(within(dialog).getByTestId(testIds.signInRequired.submit));
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
    await expectNotice(canvasElement, 'Added to cart');
    await waitFor(() => expect(canvas.getByTestId(testIds.header.cartCount)).toHaveTextContent('1'));
    const accountCart = [...(accountsState.carts.get(1)?.values() ?? [])];
    await expect(accountCart.map(({ productId, quantity }) => ({ productId, quantity }))).toEqual([
      { productId: first.id, quantity: 1 },
    ]);
    await expect(storedCart('device')).toEqual([]);
  },
};
