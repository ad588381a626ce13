import {
  LOCAL_CART_LOCAL_STORAGE_KEY,
  PENDING_INTENT_SESSION_STORAGE_KEY,
  WELCOME_TOUR_SEEN_LOCAL_STORAGE_KEY,
} from '@shop/core';
import { WELCOME_TOUR_FINISH_LABEL, WELCOME_TOUR_PAGES, WELCOME_TOUR_TITLE } from '@shop/core/profile';
import { demoAccount } from '@shop/core/users';
import { findProduct } from '@shop/catalog';
import { accountsState } from '@shop/mocks';
import { testIds } from '@shop/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { AddToCartIntent } from '../../intents/pending-intent';
import { requireSignIn } from '../../features/users/stores/sign-in-intent-store';
import { expectNotice, restoredSession } from '../page-story-helpers';
import { loadPageScreen, PageStory } from '../PageStory';

const standard = demoAccount('standard');
/** A phone: only phones come in storages and colours (the mock API refuses them on anything else). */
const phone = findProduct(101)!;
const addPhone: AddToCartIntent = {
  type: 'addToCart',
  productId: phone.id,
  quantity: 1,
  options: { storage: '256GB', color: 'Natural Titanium' },
  product: {
    productname: phone.productname,
    brand: phone.brand,
    imageurl: phone.imageurl,
    price: phone.price,
  },
};
const localCart = () => JSON.parse(localStorage.getItem(LOCAL_CART_LOCAL_STORAGE_KEY) ?? '[]') as unknown[];
/** The standard demo user's lines in the mock API's cart. */
const accountCart = () =>
  [...(accountsState.carts.get(1)?.values() ?? [])].map(({ productId, quantity, storage, color }) => ({
    productId,
    quantity,
    storage,
    color,
  }));
const addedLine = { productId: phone.id, quantity: 1, storage: '256GB', color: 'Natural Titanium' };

const meta = {
  title: 'Pages/Overlays',
  component: PageStory,
  loaders: [loadPageScreen],
  args: { path: '/' },
} satisfies Meta<typeof PageStory>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Spec §4: add to cart while signed out asks to sign in, then adds — once. */
export const RunsThePendingAddToCartAfterSignIn: Story = {
  tags: ['interaction'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByTestId(testIds.home.screen);
    requireSignIn(addPhone);
    const dialog = await canvas.findByRole('dialog', { name: 'Sign In Required' });
    await expect(JSON.parse(sessionStorage.getItem(PENDING_INTENT_SESSION_STORAGE_KEY)!)).toEqual(addPhone);

    await expect(dialog).toHaveTextContent(
      'Please sign in to add items to your cart and access your saved items.',
    );
    await userEvent.click(within(dialog).getByTestId(testIds.signInRequired.submit));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Please enter both email and password',
    );

    await userEvent.type(within(dialog).getByTestId(testIds.signInRequired.email), standard.email);
    await userEvent.type(within(dialog).getByTestId(testIds.signInRequired.password), standard.password);
    await userEvent.click(within(dialog).getByTestId(testIds.signInRequired.submit));
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
    await expectNotice(canvasElement, 'Added to cart');
    await expect(canvas.getByTestId(testIds.header.signOutButton)).toBeVisible();
    // Signed in now, so the add reaches the account's cart (ARCHITECTURE.md "Cart"), once.
    await expect(accountCart()).toEqual([addedLine]);
    await expect(localCart()).toHaveLength(0);
    await waitFor(() => expect(canvas.getByTestId(testIds.header.cartCount)).toHaveTextContent('1'));
    await expect(sessionStorage.getItem(PENDING_INTENT_SESSION_STORAGE_KEY)).toBeNull();
  },
};

/**
 * The Google redirect fallback (§4) reloads the page: the action waiting in sessionStorage runs
 * once the app starts again signed in.
 */
export const RunsThePendingActionAfterAReload: Story = {
  beforeEach: () => {
    sessionStorage.setItem(PENDING_INTENT_SESSION_STORAGE_KEY, JSON.stringify(addPhone));
    restoredSession()();
  },
  play: async ({ canvasElement }) => {
    // The toast lives 2 s, but findBy watches the DOM and catches it the moment it shows; the
    // wait is the preview's because a cold page (the lazy route, the session, the cart) can
    // take longer than the toast's life to show it under load (it failed at 2 s in a busy run).
    const toast = await within(canvasElement).findByTestId(testIds.toastRegion.toast('success'));
    await expect(toast).toHaveTextContent('Added to cart');
    await expect(accountCart()).toEqual([addedLine]);
    await expect(localCart()).toHaveLength(0);
    await expect(sessionStorage.getItem(PENDING_INTENT_SESSION_STORAGE_KEY)).toBeNull();
  },
};

/** Closing the modal without signing in drops the waiting action: nothing is added later. */
export const DropsThePendingActionWhenDismissed: Story = {
  tags: ['interaction'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByTestId(testIds.home.screen);
    requireSignIn(addPhone);
    await canvas.findByRole('dialog', { name: 'Sign In Required' });
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(sessionStorage.getItem(PENDING_INTENT_SESSION_STORAGE_KEY)).toBeNull();
    await expect(localCart()).toHaveLength(0);
  },
};

/**
 * A first visit (§2 Overlays, §4): 'Welcome QA Automation Engineers!' opens about 1 s after the
 * page, pages with Previous/Next, and 'Get Started!' records it as seen.
 */
export const WelcomeTourOnAFirstVisit: Story = {
  tags: ['interaction'],
  beforeEach: () => localStorage.removeItem(WELCOME_TOUR_SEEN_LOCAL_STORAGE_KEY),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const ids = testIds.welcomeTour;
    const tour = await canvas.findByRole('dialog', { name: WELCOME_TOUR_TITLE });
    await expect(within(tour).getByTestId(ids.previous)).toBeDisabled();
    for (const page of WELCOME_TOUR_PAGES.slice(1)) {
      await userEvent.click(within(tour).getByTestId(ids.next));
      await expect(within(tour).getByTestId(ids.pageTitle)).toHaveTextContent(page.title);
    }
    await expect(localStorage.getItem(WELCOME_TOUR_SEEN_LOCAL_STORAGE_KEY)).toBeNull();
    const finish = within(tour).getByTestId(ids.finish);
    await expect(finish).toHaveTextContent(WELCOME_TOUR_FINISH_LABEL);
    await userEvent.click(finish);
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(localStorage.getItem(WELCOME_TOUR_SEEN_LOCAL_STORAGE_KEY)).not.toBeNull();
  },
};
