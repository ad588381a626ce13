import { api, SESSION_USER_LOCAL_STORAGE_KEY } from '@shop/core';
import { apiUrl, handlersByArea, withScenarios } from '@shop/mocks';
import { testIds } from '@shop/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expectNotice, restoredSession } from '../page-story-helpers';
import { localLine, presetCart, signedInWithServerCart } from '../cart-story-helpers';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PageStory } from '../PageStory';

const signedInAs = restoredSession();

const meta = {
  title: 'Pages/Header and overlays',
  component: PageStory,
  args: { path: '/' },
} satisfies Meta<typeof PageStory>;
export default meta;

type Story = StoryObj<typeof meta>;

const phone = { viewport: { value: 'phone390', isRotated: false } };

/* Design states: rendered as they are, nothing driven (assertions only). */

export const SignedOut: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId(testIds.header.signInLink)).toBeVisible();
    await expect(canvas.queryByTestId(testIds.header.userName)).not.toBeInTheDocument();
  },
};

export const SignedIn: Story = {
  beforeEach: signedInAs,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId(testIds.header.userName)).toHaveTextContent('Asha');
    await expect(canvas.getByTestId(testIds.header.signOutButton)).toBeVisible();
    await expect(canvas.queryByTestId(testIds.header.signInLink)).not.toBeInTheDocument();
  },
};

/** A guest's cart ('demo.cart.items', read at start, §4): the badge counts its units, 1 + 2. */
export const GuestCartBadge: Story = {
  beforeEach: () => presetCart('device', [localLine(101), localLine(125, { qty: 2 })]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId(testIds.header.cartCount)).toHaveTextContent('3');
    await expect(canvas.getByRole('link', { name: 'Cart, 3 items' })).toBeVisible();
  },
};

/** Signed in: the account's cart is fetched as the header shows (§4); 2 + 3 units. */
export const ServerCartBadge: Story = {
  beforeEach: signedInWithServerCart([
    { productId: 102, quantity: 2 },
    { productId: 106, quantity: 3 },
  ]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByTestId(testIds.header.cartCount)).toHaveTextContent('5'));
    await expect(canvas.getByRole('link', { name: 'Cart, 5 items' })).toBeVisible();
    await expect(canvas.getByTestId(testIds.header.userName)).toHaveTextContent('Asha');
  },
};

/* Mobile variants (390 px). */

export const SignedOutMobile: Story = { ...SignedOut, globals: phone };

export const SignedInMobile: Story = { ...SignedIn, globals: phone };

/* Interaction tests: each drives one behaviour (tag 'interaction'). */

/** Spec §2: Profile while signed out asks to sign in; its Sign In goes to /login. */
export const AsksToSignInForProfile: Story = {
  tags: ['interaction'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByTestId(testIds.header.profileLink));
    const dialog = await canvas.findByRole('dialog', { name: 'Sign In required' });
    await expect(dialog).toHaveTextContent('Please Sign In to access your profile.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign In' }));
    await expect(await canvas.findByTestId(testIds.auth.screen)).toBeVisible();
  },
};

export const CancelsTheProfileGuard: Story = {
  tags: ['interaction'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByTestId(testIds.header.profileLink));
    await userEvent.click(await canvas.findByRole('button', { name: 'Cancel' }));
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(canvas.getByTestId(testIds.home.screen)).toBeVisible();
  },
};

/** Spec §4: whatever the server says, signed out locally, message shown, on /login. */
export const SignsOutWhenTheServerFails: Story = {
  tags: ['interaction'],
  beforeEach: signedInAs,
  parameters: { msw: { handlers: withScenarios('users.signOut.error') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByTestId(testIds.header.signOutButton));
    await expectNotice(canvasElement, 'Failed to sign out');
    await expect(await canvas.findByTestId(testIds.auth.screen)).toBeVisible();
    await expect(canvas.getByTestId(testIds.header.signInLink)).toBeVisible();
    await expect(localStorage.getItem(SESSION_USER_LOCAL_STORAGE_KEY)).toBeNull();
  },
};

/* Header search: the suggestions against the mock catalogue (debounced, so rows come a moment
   after typing stops; findBy… waits for them). */

async function typeInSearch(canvasElement: HTMLElement, text: string) {
  const canvas = within(canvasElement);
  const input = await canvas.findByTestId(testIds.header.searchInput);
  await userEvent.type(input, text);
  return { canvas, input };
}

/** 'sams' finds Samsung products by name, the first with 'Sams' marked and its rupee price. */
export const SuggestsProductsAsYouType: Story = {
  tags: ['interaction'],
  play: async ({ canvasElement }) => {
    const { canvas, input } = await typeInSearch(canvasElement, 'sams');
    const first = await canvas.findByTestId(testIds.header.suggestionProduct(101));
    await expect(first).toHaveTextContent('Samsung Galaxy S24 Ultra 5G');
    await expect(first.querySelector('mark')).toHaveTextContent('Sams');
    await expect(first).toHaveTextContent('₹1,29,999');
    await expect(canvas.getByTestId(testIds.header.suggestion(0))).toContainElement(first);
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    const options = within(canvas.getByRole('listbox', { name: 'Search suggestions' })).getAllByRole(
      'option',
    );
    await expect(options).toHaveLength(8);
  },
};

export const SuggestsProductsAsYouTypeMobile: Story = { ...SuggestsProductsAsYouType, globals: phone };

/** ↓ then Enter opens the first product's details (/product/1/101) and clears the search. */
export const OpensAProductWithTheKeyboard: Story = {
  tags: ['interaction'],
  play: async ({ canvasElement }) => {
    const { canvas, input } = await typeInSearch(canvasElement, 'sams');
    await canvas.findByTestId(testIds.header.suggestionProduct(101));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(await canvas.findByTestId(testIds.details.name)).toHaveTextContent(
      'Samsung Galaxy S24 Ultra 5G',
    );
    await expect(input).toHaveValue('');
    await expect(canvas.queryByTestId(testIds.header.suggestions)).not.toBeInTheDocument();
  },
};

/** Escape closes the suggestions and keeps the words; a second Escape clears them. */
export const ClosesSuggestionsOnEscape: Story = {
  tags: ['interaction'],
  play: async ({ canvasElement }) => {
    const { canvas, input } = await typeInSearch(canvasElement, 'sams');
    await canvas.findByTestId(testIds.header.suggestionProduct(101));
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByTestId(testIds.header.suggestions)).not.toBeInTheDocument();
    await expect(input).toHaveValue('sams');
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('');
  },
};

/** The category selector narrows the call (categoryId=2) and so the rows: Samsung laptops only. */
const searchedCategoryIds: string[] = [];
export const NarrowsSuggestionsByCategory: Story = {
  tags: ['interaction'],
  beforeEach: () => {
    searchedCategoryIds.length = 0;
  },
  parameters: {
    msw: {
      handlers: {
        products: [
          // Notes what was asked, then lets the usual handler answer.
          http.get(apiUrl(api.products.search), ({ request }) => {
            searchedCategoryIds.push(new URL(request.url).searchParams.get('categoryId') ?? '');
          }),
          ...handlersByArea.products,
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(await canvas.findByTestId(testIds.header.searchCategory), 'Laptops');
    await typeInSearch(canvasElement, 'sams');
    await canvas.findByTestId(testIds.header.suggestionProduct(222));
    await expect(canvas.queryByTestId(testIds.header.suggestionProduct(101))).not.toBeInTheDocument();
    await expect(searchedCategoryIds).toEqual(['2']);

    await userEvent.selectOptions(canvas.getByTestId(testIds.header.searchCategory), 'All');
    await userEvent.click(canvas.getByTestId(testIds.header.searchInput));
    await canvas.findByTestId(testIds.header.suggestionProduct(101));
    await expect(searchedCategoryIds).toEqual(['2', '0']);
  },
};

/** Submitting (Enter with no row chosen) opens the listing with the words. */
export const SubmitsTheSearchToTheListing: Story = {
  tags: ['interaction'],
  play: async ({ canvasElement }) => {
    const { canvas } = await typeInSearch(canvasElement, 'galaxy{Enter}');
    await expect(await canvas.findByTestId(testIds.listing.screen)).toBeVisible();
    await expect(canvas.queryByTestId(testIds.header.suggestions)).not.toBeInTheDocument();
  },
};

export const ShowsLoadingWhileSearching: Story = {
  tags: ['interaction'],
  parameters: { msw: { handlers: withScenarios('products.search.slow') } },
  play: async ({ canvasElement }) => {
    const { canvas, input } = await typeInSearch(canvasElement, 'sams');
    await expect(await canvas.findByTestId(testIds.header.suggestionsLoading)).toHaveTextContent(
      'Searching products…',
    );
    await expect(input).toHaveAttribute('aria-expanded', 'false');
  },
};

/** The search fails: its §8 text in the list, and typing goes on undisturbed. */
export const ShowsTheSearchFailure: Story = {
  tags: ['interaction'],
  parameters: { msw: { handlers: withScenarios('products.search.error') } },
  play: async ({ canvasElement }) => {
    const { canvas, input } = await typeInSearch(canvasElement, 'sams');
    await expect(await canvas.findByTestId(testIds.header.suggestionsError)).toHaveTextContent(
      'Failed to fetch products',
    );
    await userEvent.type(input, 'ung');
    await expect(input).toHaveValue('samsung');
    await expect(input).toHaveFocus();
  },
};

export const ShowsNoMatches: Story = {
  tags: ['interaction'],
  parameters: { msw: { handlers: withScenarios('products.search.empty') } },
  play: async ({ canvasElement }) => {
    const { canvas } = await typeInSearch(canvasElement, 'sams');
    await expect(await canvas.findByTestId(testIds.header.suggestionsEmpty)).toHaveTextContent(
      'No products match “sams”',
    );
    await waitFor(() => expect(canvas.queryByRole('listbox')).not.toBeInTheDocument());
  },
};
