import { demoAccount, SESSION_USER_LOCAL_STORAGE_KEY } from '@shop/core';
import { withScenarios } from '@shop/mocks';
import { testIds } from '@shop/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectNotice, restoredSession } from '../../app/page-story-helpers';
import { PageStory } from '../../app/PageStory';

const standard = demoAccount('standard');

const meta = {
  title: 'Pages/Profile',
  component: PageStory,
  args: { path: '/profile' },
} satisfies Meta<typeof PageStory>;
export default meta;

type Story = StoryObj<typeof meta>;

/**
 * A restored session whose token the server revoked: the first bearer call answers 401, the
 * session ends, a notice says so and the sign-in modal offers to sign in again — never a
 * silent failure.
 */
export const SessionRevoked: Story = {
  beforeEach: restoredSession('revoked-token'),
  parameters: { msw: { handlers: withScenarios('users.getUser.revoked') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The route's code loads first (lazy routes).
    await canvas.findByRole('heading', { level: 1, name: 'Profile' }, { timeout: 5000 });
    await expectNotice(canvasElement, 'No session found - please try signing in again');
    await expect(canvas.getByTestId(testIds.toastRegion.toast('error'))).toBeVisible();
    await expect(await canvas.findByRole('dialog', { name: 'Sign In Required' })).toBeVisible();
    await expect(canvas.getByTestId(testIds.header.signInLink)).toBeVisible();
    await expect(localStorage.getItem(SESSION_USER_LOCAL_STORAGE_KEY)).toBeNull();
  },
};

/** Signing in again from that modal brings the user back, signed in, on the same page. */
export const SignsInAgainAfterRevocation: Story = {
  tags: ['interaction'],
  beforeEach: restoredSession('revoked-token'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await canvas.findByRole('dialog', { name: 'Sign In Required' }, { timeout: 5000 });
    await userEvent.type(within(dialog).getByTestId(testIds.signInRequired.email), standard.email);
    await userEvent.type(within(dialog).getByTestId(testIds.signInRequired.password), standard.password);
    await userEvent.click(within(dialog).getByTestId(testIds.signInRequired.submit));
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByTestId(testIds.header.signOutButton)).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  },
};

/** Spec §2 Header → §4: Profile, 'Sign In required', Sign In, signed in — and on to /profile, not /. */
export const SignInReturnsToProfile: Story = {
  tags: ['interaction'],
  args: { path: '/' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByTestId(testIds.header.profileLink, {}, { timeout: 5000 }));
    const guard = await canvas.findByRole('dialog', { name: 'Sign In required' });
    await userEvent.click(within(guard).getByRole('button', { name: 'Sign In' }));

    await userEvent.click(
      await canvas.findByTestId(testIds.demoAccounts.fill('standard'), {}, { timeout: 5000 }),
    );
    await userEvent.click(canvas.getByTestId(testIds.signIn.submit));
    await expectNotice(canvasElement, 'Signed in successfully');
    // After the spec's ~2.1 s redirect.
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Profile' }, { timeout: 4000 }),
    ).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Profile · ShopLane'));
  },
};
