import { SESSION_USER_LOCAL_STORAGE_KEY } from '@shop/core';
import { demoAccount } from '@shop/core/users';
import { type ScenarioName, withScenarios } from '@shop/mocks';
import { testIdParts, testIds } from '@shop/ui';
import { type ProfileRowName } from '@shop/ui/profile';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectNotice, restoredSession } from '../../app/page-story-helpers';
import { loadPageScreen, PageStory } from '../../app/PageStory';

const standard = demoAccount('standard');

const meta = {
  title: 'Pages/Profile',
  component: PageStory,
  loaders: [loadPageScreen],
  args: { path: '/profile' },
} satisfies Meta<typeof PageStory>;
export default meta;

type Story = StoryObj<typeof meta>;

const ids = testIds.profile;
const ROWS: readonly ProfileRowName[] = ['department', 'height-weight', 'age-group', 'fit', 'shoes'];

/** The standard demo user signed in, the profile area on `scenario`. */
const signedInOn = (scenario: ScenarioName): Pick<Story, 'beforeEach' | 'parameters'> => ({
  beforeEach: restoredSession(),
  parameters: { msw: { handlers: withScenarios(scenario) } },
});

async function findScreen(canvasElement: HTMLElement) {
  return within(canvasElement).findByTestId(ids.screen);
}

/** Each row's value as shown, once every row has been read. */
async function rowValues(canvasElement: HTMLElement): Promise<Record<string, string | null>> {
  const canvas = within(canvasElement);
  await waitFor(() => {
    for (const row of ROWS) expect(canvas.getByTestId(ids.rowValue(row))).toBeVisible();
  });
  return Object.fromEntries(ROWS.map((row) => [row, canvas.getByTestId(ids.rowValue(row)).textContent]));
}

/** Every row saved (the mocks' 'profile.filled'): values, Update, Clear, the Last updated dates. */
export const Filled: Story = {
  ...signedInOn('profile.filled'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findScreen(canvasElement);
    expect(await rowValues(canvasElement)).toEqual({
      department: "Women's",
      'height-weight': '170 cm, 65 kg',
      'age-group': '25-29',
      fit: 'Shoulder: Wide, Waist: Average, Thighs: Average, Hips: Narrow',
      shoes: '8, Standard',
    });
    for (const row of ['fit', 'shoes'] as const) {
      await expect(canvas.getByTestId(ids.rowUpdated(row))).toHaveTextContent('Last updated on Nov 5, 2026');
    }
    for (const row of ROWS) {
      await expect(canvas.getByTestId(ids.rowEdit(row))).toHaveTextContent('Update');
      await expect(canvas.getByTestId(ids.rowClear(row))).toBeEnabled();
    }
    await expect(canvas.getByTestId(ids.email)).toHaveTextContent(standard.email);
  },
};

/** Nothing saved (404s and `stats: null`): every row '--', Add, Clear disabled. */
export const NothingSaved: Story = {
  ...signedInOn('profile.none'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findScreen(canvasElement);
    const values = await rowValues(canvasElement);
    expect(Object.values(values)).toEqual(ROWS.map(() => '--'));
    for (const row of ROWS) {
      await expect(canvas.getByTestId(ids.rowEdit(row))).toHaveTextContent('Add');
      await expect(canvas.getByTestId(ids.rowClear(row))).toBeDisabled();
    }
  },
};

/** A row whose read fails shows its §8 text with Retry; the other rows are unaffected. */
const rowError = (scenario: ScenarioName, row: ProfileRowName, text: string): Story => ({
  ...signedInOn(scenario),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findScreen(canvasElement);
    await expect(await canvas.findByTestId(ids.rowError(row))).toHaveTextContent(text);
    await expect(canvas.getByTestId(ids.rowRetry(row))).toBeVisible();
    for (const other of ROWS.filter((name) => name !== row)) {
      await waitFor(() => expect(canvas.getByTestId(ids.rowValue(other))).toBeVisible());
    }
  },
});

export const DepartmentReadFails = rowError(
  'profile.department.error',
  'department',
  'Failed to fetch preferred department',
);
export const HeightWeightReadFails = rowError(
  'profile.stats.error',
  'height-weight',
  'Failed to fetch physical stats',
);
export const AgeGroupReadFails = rowError(
  'profile.ageGroup.error',
  'age-group',
  'Failed to fetch user age group',
);
export const FitReadFails = rowError('profile.fit.error', 'fit', 'Failed to fetch user fit attributes');
export const ShoeSizeReadFails = rowError(
  'profile.shoeSize.error',
  'shoes',
  'Failed to fetch user shoe size',
);

/** The header's user cannot be read: 'Failed to fetch user', the session's name and e-mail. */
export const UserReadFails: Story = {
  ...signedInOn('profile.user.error'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findScreen(canvasElement);
    await expect(await canvas.findByTestId(ids.userError)).toHaveTextContent('Failed to fetch user');
    await expect(canvas.getByTestId(ids.email)).toHaveTextContent(standard.email);
  },
};

/** Every read 1.5 s late: the rows show that they are loading, then their values. */
export const Slow: Story = {
  ...signedInOn('profile.filled.slow'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findScreen(canvasElement);
    for (const row of ROWS) await expect(canvas.getByTestId(ids.rowLoading(row))).toBeVisible();
    await waitFor(() => expect(canvas.getByTestId(ids.rowValue('age-group'))).toHaveTextContent('25-29'));
  },
};

/** The filled profile's age group (25-29) is on screen; its modal opens. */
async function openSavedAgeGroup(canvasElement: HTMLElement): Promise<HTMLElement> {
  const canvas = within(canvasElement);
  await findScreen(canvasElement);
  await waitFor(() => expect(canvas.getByTestId(ids.rowValue('age-group'))).toHaveTextContent('25-29'));
  await userEvent.click(canvas.getByTestId(ids.rowEdit('age-group')));
  return canvas.findByTestId(ids.ageGroupDialog);
}

/** Update → a different age group → Save: the toast, the row's new value, the modal gone. */
export const SavesAnAgeGroup: Story = {
  tags: ['interaction'],
  ...signedInOn('profile.filled'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await openSavedAgeGroup(canvasElement);
    const save = await within(dialog).findByTestId(ids.ageGroupSave);
    await expect(save).toBeDisabled();
    // Age groups are ids 1–11 in order: 4 is 30-34.
    await userEvent.click(await within(dialog).findByTestId(ids.ageGroupOption(4)));
    await expect(save).toBeEnabled();
    await userEvent.click(save);
    await expectNotice(canvasElement, 'Age group saved successfully');
    await waitFor(() => expect(canvas.queryByTestId(ids.ageGroupDialog)).not.toBeInTheDocument());
    await expect(canvas.getByTestId(ids.rowValue('age-group'))).toHaveTextContent('30-34');
  },
};

/** Every save answers 500: the modal stays open with 'Failed to save age group' in its red box. */
export const SaveFails: Story = {
  tags: ['interaction'],
  ...signedInOn('profile.save.error'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await openSavedAgeGroup(canvasElement);
    await userEvent.click(await within(dialog).findByTestId(ids.ageGroupOption(2)));
    await userEvent.click(within(dialog).getByTestId(ids.ageGroupSave));
    await expect(await within(dialog).findByTestId(ids.ageGroupError)).toHaveTextContent(
      'Failed to save age group',
    );
    await expect(dialog).toBeVisible();
    await expect(canvas.getByTestId(ids.rowValue('age-group'))).toHaveTextContent('25-29');
  },
};

/** Clear → confirm: the row's toast, then '--' and Add. */
export const ClearsShoeSize: Story = {
  tags: ['interaction'],
  ...signedInOn('profile.filled'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findScreen(canvasElement);
    await waitFor(() => expect(canvas.getByTestId(ids.rowValue('shoes'))).toHaveTextContent('8, Standard'));
    await userEvent.click(canvas.getByTestId(ids.rowClear('shoes')));
    const confirm = testIdParts.confirmDialog(ids.clearDialog);
    await userEvent.click(await canvas.findByTestId(confirm.confirm));
    await expectNotice(canvasElement, 'Shoe size removed successfully');
    await waitFor(() => expect(canvas.getByTestId(ids.rowValue('shoes'))).toHaveTextContent('--'));
    await expect(canvas.getByTestId(ids.rowEdit('shoes'))).toHaveTextContent('Add');
  },
};

/** Signed out at /profile (§2): 'Sign In required'; Cancel goes home. */
export const SignedOutCancelGoesHome: Story = {
  tags: ['interaction'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const guard = await canvas.findByRole('dialog', { name: 'Sign In required' });
    await expect(guard).toHaveTextContent('Please Sign In to access your profile.');
    await userEvent.click(within(guard).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(await canvas.findByTestId(testIds.home.screen)).toBeVisible();
  },
};

/**
 * A restored session whose token the server revoked: the first bearer call answers 401, the
 * session ends, a notice says so and the sign-in modal offers to sign in again — never a
 * silent failure (and never the 'Sign In required' question on top of it).
 */
export const SessionRevoked: Story = {
  beforeEach: restoredSession('revoked-token'),
  parameters: { msw: { handlers: withScenarios('users.getUser.revoked') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectNotice(canvasElement, 'No session found - please try signing in again');
    await expect(canvas.getByTestId(testIds.toastRegion.toast('error'))).toBeVisible();
    await expect(await canvas.findByRole('dialog', { name: 'Sign In Required' })).toBeVisible();
    await expect(canvas.queryByRole('dialog', { name: 'Sign In required' })).not.toBeInTheDocument();
    await expect(canvas.getByTestId(testIds.header.signInLink)).toBeVisible();
    await expect(localStorage.getItem(SESSION_USER_LOCAL_STORAGE_KEY)).toBeNull();
  },
};

/** Signing in again from that modal brings the user back, signed in, to the profile. */
export const SignsInAgainAfterRevocation: Story = {
  tags: ['interaction'],
  beforeEach: restoredSession('revoked-token'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await canvas.findByRole('dialog', { name: 'Sign In Required' });
    await userEvent.type(within(dialog).getByTestId(testIds.signInRequired.email), standard.email);
    await userEvent.type(within(dialog).getByTestId(testIds.signInRequired.password), standard.password);
    await userEvent.click(within(dialog).getByTestId(testIds.signInRequired.submit));
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByTestId(testIds.header.signOutButton)).toBeVisible();
    await expect(await findScreen(canvasElement)).toBeVisible();
  },
};

/** Spec §2 Header → §4: Profile, 'Sign In required', Sign In, signed in — and on to /profile, not /. */
export const SignInReturnsToProfile: Story = {
  tags: ['interaction'],
  args: { path: '/' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByTestId(testIds.header.profileLink));
    const guard = await canvas.findByRole('dialog', { name: 'Sign In required' });
    await userEvent.click(within(guard).getByRole('button', { name: 'Sign In' }));

    await userEvent.click(await canvas.findByTestId(testIds.demoAccounts.fill('standard')));
    await userEvent.click(canvas.getByTestId(testIds.signIn.submit));
    await expectNotice(canvasElement, 'Signed in successfully');
    // After the spec's ~2.1 s redirect, and the route's code on a loaded machine (a ceiling only).
    await expect(await canvas.findByTestId(ids.screen)).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Profile · ShopLane'));
  },
};
