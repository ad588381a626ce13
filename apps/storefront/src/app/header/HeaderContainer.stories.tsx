import { SESSION_USER_LOCAL_STORAGE_KEY } from '@shop/core';
import { withScenarios } from '@shop/mocks';
import { testIds } from '@shop/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expectNotice, restoredSession } from '../page-story-helpers';
import { localLine, presetCart, signedInWithServerCart } from '../cart-story-helpers';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { loadPageScreen, PageStory } from '../PageStory';

const signedInAs = restoredSession();

const meta = {
  title: 'Pages/Header and overlays',
  component: PageStory,
  loaders: [loadPageScreen],
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
