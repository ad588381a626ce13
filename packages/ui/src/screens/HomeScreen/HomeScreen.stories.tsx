import { heroSlides, homeMessages, type Category } from '@shop/core/products';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { MouseEvent } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fallbackCategories, sampleCategories } from './category-fixtures';
import { sampleDeals, sampleFallbackDeals, sampleFallbackFeatured, sampleFreshPicks } from './home-fixtures';
import { HomeScreen, type HomeScreenProps } from './HomeScreen';

const onRetry = fn();
const onRetryDeals = fn();
const onRetryFreshPicks = fn();
const onSignOut = fn();
const onAddToCart = fn();
const onCategorySelect = fn((_category: Category, event: MouseEvent<HTMLAnchorElement>) => {
  event.preventDefault();
});

const ready: HomeScreenProps = {
  // Design states stand still: the slider's advance has its own stories.
  hero: { reducedMotion: true },
  shopByCategory: { categories: sampleCategories, status: 'ready', onRetry, onCategorySelect },
  deals: {
    status: 'ready',
    products: sampleDeals,
    fallbackItems: sampleFallbackDeals,
    onRetry: onRetryDeals,
  },
  freshPicks: {
    status: 'ready',
    products: sampleFreshPicks,
    fallbackItems: sampleFallbackFeatured,
    onRetry: onRetryFreshPicks,
  },
  footerCta: { signedIn: false, onSignOut },
};

const meta = {
  title: 'Screens/HomeScreen',
  component: HomeScreen,
  args: ready,
  beforeEach: () => {
    for (const mock of [onRetry, onRetryDeals, onRetryFreshPicks, onSignOut, onCategorySelect, onAddToCart])
      mock.mockClear();
  },
} satisfies Meta<typeof HomeScreen>;
export default meta;

type Story = StoryObj<typeof meta>;

const mobile = { viewport: { value: 'phone390', isRotated: false } };
const categoriesFallback = {
  shopByCategory: { categories: fallbackCategories, status: 'fallback', onRetry, onCategorySelect },
} as const;
const dealsFallback = { deals: { ...ready.deals, status: 'fallback' } } as const;
const freshPicksFallback = { freshPicks: { ...ready.freshPicks, status: 'fallback' } } as const;
const allLoading = {
  shopByCategory: { ...ready.shopByCategory, categories: [], status: 'loading' },
  deals: { ...ready.deals, status: 'loading', products: [] },
  freshPicks: { ...ready.freshPicks, status: 'loading', products: [] },
} as const;

/* Design states (assertions only). */

/** Every section of spec §2 in page order. */
export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('ShopLane');
    const headings = canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    await expect(headings).toEqual([
      heroSlides[0]!.title,
      'Shop by Category',
      'Seasonal spotlights',
      'Deals of the day',
      'Curated for you',
      'Fresh picks for you',
      'Why ShopLane',
      'Ready to find your next favourite?',
    ]);
    await expect(canvas.getAllByTestId(/^home-category-card-/)).toHaveLength(sampleCategories.length);
    await expect(canvas.getAllByTestId(/^home-spotlight-card-/)).toHaveLength(3);
    await expect(canvas.getAllByTestId(/^home-deal-card-/)).toHaveLength(4);
    await expect(canvas.getAllByTestId(/^home-curated-card-/)).toHaveLength(4);
    await expect(canvas.getAllByTestId(/^home-fresh-pick-card-/)).toHaveLength(4);
    await expect(canvas.getAllByTestId(/^home-why-point-/)).toHaveLength(4);

    const deal = sampleDeals[0]!;
    const dealCard = canvas.getByTestId(`home-deal-card-${deal.id}`);
    await expect(within(dealCard).getByRole('link', { name: deal.productname })).toHaveAttribute(
      'href',
      `/product/${deal.categoryid}/${deal.id}`,
    );
    const pick = sampleFreshPicks[0]!;
    await expect(canvas.getByTestId(`home-fresh-pick-view-details-${pick.id}`)).toHaveAttribute(
      'href',
      `/products/${pick.categoryid}/${pick.id}`,
    );
    await expect(canvas.getByTestId(`home-fresh-pick-view-details-${pick.id}`)).toHaveAccessibleName(
      `View details: ${pick.productname}`,
    );
    await expect(canvas.getByTestId('home-footer-cta-sign-in')).toHaveAttribute('href', '/login');
    await expect(canvas.getByTestId('home-footer-cta-start-exploring')).toHaveAttribute(
      'href',
      '/products?category=all',
    );
    await expect(canvas.queryByTestId('home-footer-cta-sign-out')).toBeNull();
  },
};

export const ReadyMobile: Story = { globals: mobile };

export const AllLoading: Story = {
  args: allLoading,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const id of ['home-categories-loading', 'home-deals-loading', 'home-fresh-picks-loading']) {
      await expect(canvas.getByTestId(id)).toHaveAttribute('aria-busy', 'true');
    }
  },
};

export const AllLoadingMobile: Story = { ...AllLoading, globals: mobile };

export const CategoriesFallback: Story = {
  args: categoriesFallback,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(homeMessages.categoriesFallback)).toBeVisible();
    await expect(canvas.getByTestId('home-categories-retry')).toHaveAccessibleName('Retry');
  },
};

export const CategoriesFallbackMobile: Story = { ...CategoriesFallback, globals: mobile };

/** Spec §8: the deals banner with Retry above the built-in deals (title, description, price label, tag). */
export const DealsFallback: Story = {
  args: dealsFallback,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('home-deals-fallback')).toHaveTextContent(
      'Unable to load latest deals. Showing default deals.',
    );
    const item = sampleFallbackDeals[0]!;
    const card = canvas.getByTestId(`home-deal-fallback-card-${item.id}`);
    for (const text of [item.title, item.description, item.priceLabel, item.tag]) {
      await expect(card).toHaveTextContent(text);
    }
    await expect(canvas.queryAllByTestId(/^home-deal-card-/)).toHaveLength(0);
    // The other sections are untouched.
    await expect(canvas.getAllByTestId(/^home-fresh-pick-card-/)).toHaveLength(4);
  },
};

export const DealsFallbackMobile: Story = { ...DealsFallback, globals: mobile };

export const FreshPicksFallback: Story = {
  args: freshPicksFallback,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('home-fresh-picks-fallback')).toHaveTextContent(
      'Unable to load latest fresh picks. Showing default recommendations.',
    );
    await expect(canvas.getAllByTestId(/^home-fresh-pick-fallback-card-/)).toHaveLength(4);
    await expect(canvas.getAllByTestId(/^home-deal-card-/)).toHaveLength(4);
  },
};

export const FreshPicksFallbackMobile: Story = { ...FreshPicksFallback, globals: mobile };

export const SignedIn: Story = {
  args: { footerCta: { signedIn: true, onSignOut } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('home-footer-cta-sign-out')).toHaveAccessibleName('Sign Out');
    await expect(canvas.queryByTestId('home-footer-cta-sign-in')).toBeNull();
  },
};

export const SignedInMobile: Story = { ...SignedIn, globals: mobile };

/* Interaction tests. */

export const SelectsACategory: Story = {
  tags: ['interaction'],
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByTestId('home-category-card-laptops-computers'));
    await expect(onCategorySelect).toHaveBeenCalledWith(sampleCategories[1], expect.anything());
  },
};

export const RetriesCategories: Story = {
  tags: ['interaction'],
  args: categoriesFallback,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByTestId('home-categories-retry'));
    await expect(onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Each Retry asks for its own section only. */
export const RetriesEachSectionOnItsOwn: Story = {
  tags: ['interaction'],
  args: { ...dealsFallback, ...freshPicksFallback },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByTestId('home-deals-retry'));
    await expect(onRetryDeals).toHaveBeenCalledTimes(1);
    await expect(onRetryFreshPicks).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByTestId('home-fresh-picks-retry'));
    await expect(onRetryFreshPicks).toHaveBeenCalledTimes(1);
    await expect(onRetry).not.toHaveBeenCalled();
  },
};

export const SignsOutFromTheFooter: Story = {
  tags: ['interaction'],
  args: { footerCta: { signedIn: true, onSignOut } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Sign Out' }));
    await expect(onSignOut).toHaveBeenCalledTimes(1);
  },
};

/** With `onAddToCart`: Deals of the day and Fresh picks cards add their own product. */
export const AddsToCart: Story = {
  tags: ['interaction'],
  args: { onAddToCart },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const deal = sampleDeals[0]!;
    const pick = sampleFreshPicks[0]!;
    const dealButton = within(canvas.getByTestId('home-deals')).getByTestId(
      `product-card-add-to-cart-${deal.id}`,
    );
    await expect(dealButton).toHaveAccessibleName(`Add to Cart: ${deal.productname}`);
    await userEvent.click(dealButton);
    await expect(onAddToCart).toHaveBeenLastCalledWith(deal);
    await userEvent.click(
      within(canvas.getByTestId('home-fresh-picks')).getByRole('button', {
        name: `Add to Cart: ${pick.productname}`,
      }),
    );
    await expect(onAddToCart).toHaveBeenLastCalledWith(pick);
    await expect(onAddToCart).toHaveBeenCalledTimes(2);
  },
};

export const AddsToCartMobile: Story = { args: { onAddToCart }, globals: mobile };
