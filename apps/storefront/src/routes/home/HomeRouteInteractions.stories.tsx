import {
  FRESH_PICKS_CATEGORY_IDS,
  DEALS_CATEGORY_IDS,
  SELECTED_CATEGORY_ID_LOCAL_STORAGE_KEY,
  SELECTED_CATEGORY_SLUG_LOCAL_STORAGE_KEY,
} from '@shop/core';
import { accountsState, withScenarios } from '@shop/mocks';
import { testIds } from '@shop/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { loadPageScreen, PageStory } from '../../app/PageStory';
import { storedCart } from '../../app/cart-story-helpers';
import { expectNotice, restoredSession } from '../../app/page-story-helpers';
import { firstInStock } from './home-story-helpers';

/** The home page driven: each story one behaviour (tag 'interaction'); its states are in HomeRoute.stories.tsx. */
const meta = {
  title: 'Pages/Home interactions',
  component: PageStory,
  loaders: [loadPageScreen],
  // The same fixed shuffle seed as the states, so the cards a story presses are known.
  args: { path: '/?shuffleSeed=storybook' },
} satisfies Meta<typeof PageStory>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Spec §2: the card saves its id and slug, then opens the listing. */
export const OpensTheChosenCategory: Story = {
  tags: ['interaction'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByTestId(testIds.home.categoryCard('smartwatches')));
    await waitFor(() => expect(localStorage.getItem(SELECTED_CATEGORY_ID_LOCAL_STORAGE_KEY)).toBe('11'));
    await expect(localStorage.getItem(SELECTED_CATEGORY_SLUG_LOCAL_STORAGE_KEY)).toBe('smartwatches');
    await expect(await canvas.findByTestId(testIds.listing.screen)).toBeVisible();
  },
};

/** Retry asks again for the deals only: the latest deals replace the built-in ones. */
export const RetriesTheDeals: Story = {
  tags: ['interaction'],
  parameters: { msw: { handlers: withScenarios('products.home.deals.recovers') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByTestId(testIds.home.dealsFallback);
    await userEvent.click(canvas.getByTestId(testIds.home.dealsRetry));
    await waitFor(() => expect(canvas.getAllByTestId(/^home-deal-card-/)).toHaveLength(4));
    await expect(canvas.queryByTestId(testIds.home.dealsFallback)).toBeNull();
  },
};

/** The footer's Sign Out ends the session and opens the sign-in screen (spec §4). */
export const SignsOutFromTheFooter: Story = {
  tags: ['interaction'],
  beforeEach: restoredSession(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByTestId(testIds.home.footerCtaSignOut));
    await waitFor(() => expect(localStorage.getItem('demo.auth.user')).toBeNull());
    await expect(await canvas.findByTestId(testIds.auth.signInTab)).toBeVisible();
  },
};

/** Signed out, a Deals of the day card's Add to Cart opens 'Sign In Required' (§2, §4); closing it adds nothing. */
export const DealAddAsksToSignIn: Story = {
  tags: ['interaction'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dealId = firstInStock(DEALS_CATEGORY_IDS, 'deals');
    await userEvent.click(await canvas.findByTestId(testIds.productCard.addToCart(dealId)));
    const dialog = await canvas.findByRole('dialog', { name: 'Sign In Required' });
    await expect(dialog).toHaveTextContent(
      'Please sign in to add items to your cart and access your saved items.',
    );
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(storedCart('device')).toEqual([]);
    await expect(canvas.getByTestId(testIds.header.cartCount)).toHaveTextContent('0');
  },
};

/** Signed in, a Fresh picks card adds straight to the account's cart: the toast and the badge. */
export const SignedInFreshPickAdds: Story = {
  tags: ['interaction'],
  beforeEach: restoredSession(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pickId = firstInStock(FRESH_PICKS_CATEGORY_IDS, 'freshPicks');
    await userEvent.click(await canvas.findByTestId(testIds.productCard.addToCart(pickId)));
    await expectNotice(canvasElement, 'Added to cart');
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(canvas.getByTestId(testIds.header.cartCount)).toHaveTextContent('1'));
    const accountCart = [...(accountsState.carts.get(1)?.values() ?? [])];
    await expect(accountCart.map(({ productId, quantity }) => ({ productId, quantity }))).toEqual([
      { productId: pickId, quantity: 1 },
    ]);
  },
};
