import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fitSummary, profileMessages } from '@shop/core/profile';
import { testIdParts, testIds } from '../../testIds';
import {
  emptyRows,
  errorRows,
  filledRows,
  loadingRows,
  ROW_FETCH_ERRORS,
  withRows,
} from './profile-fixtures';
import { PROFILE_ROWS, type ProfileInterestsState } from './profile-types';
import { ProfileScreen } from './ProfileScreen';

const ids = testIds.profile;
const clearIds = testIdParts.confirmDialog(ids.clearDialog);

const onToggleRow = fn();
const onEditRow = fn();
const onClearRow = fn();
const onRetryRow = fn();
const onConfirmClear = fn();
const onCancelClear = fn();
const onToggleInterest = fn();
const onSaveInterests = fn();
const spies = [
  onToggleRow,
  onEditRow,
  onClearRow,
  onRetryRow,
  onConfirmClear,
  onCancelClear,
  onToggleInterest,
  onSaveInterests,
];

const noInterests: ProfileInterestsState = {
  selected: [],
  onToggle: onToggleInterest,
  canSave: false,
  onSave: onSaveInterests,
};

const TITLES = {
  department: 'Preferred department',
  'height-weight': 'Height and weight',
  'age-group': 'Age group',
  fit: 'Fit attributes for womens',
  shoes: 'Shoes',
} as const;

const meta = {
  title: 'Screens/ProfileScreen',
  component: ProfileScreen,
  args: {
    user: { status: 'ready', name: 'Asha Rao', email: 'asha.rao@example.com' },
    rows: emptyRows,
    onToggleRow,
    onEditRow,
    onClearRow,
    onRetryRow,
    clearing: null,
    onConfirmClear,
    onCancelClear,
    interests: noInterests,
  },
  beforeEach: () => {
    for (const spy of spies) spy.mockClear();
  },
} satisfies Meta<typeof ProfileScreen>;
export default meta;

type Story = StoryObj<typeof meta>;

const phone = { viewport: { value: 'phone390', isRotated: false } };

/** Nothing saved: every row '--', Add, Clear disabled; the page's fixed texts of §2. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId(ids.name)).toHaveTextContent('Asha Rao');
    await expect(canvas.getByTestId(ids.email)).toHaveTextContent('asha.rao@example.com');
    await expect(canvas.getByTestId(ids.ordersLink)).toHaveAttribute('href', '/orders');
    await expect(canvas.getByTestId(ids.ordersLink)).toHaveTextContent('My Orders');
    await expect(canvas.getByTestId(ids.avatar)).toBeVisible();
    await expect(canvas.getByRole('tab', { selected: true })).toHaveTextContent('Clothing and Shoes');
    await expect(canvas.getByTestId(ids.tabSubtitle)).toHaveTextContent('Size, fit and price');
    await expect(canvas.getByTestId(ids.aboutYou)).toHaveTextContent('About you');
    await expect(canvas.getByTestId(ids.departmentPreferences)).toHaveTextContent('Department preferences');
    await expect(canvas.getByTestId(ids.departmentIntro)).toHaveTextContent(
      'Share preferences for each department to get improved recommendations when you shop there.',
    );
    for (const row of PROFILE_ROWS) {
      await expect(canvas.getByTestId(ids.rowTitle(row))).toHaveTextContent(TITLES[row]);
      await expect(canvas.getByTestId(ids.rowValue(row))).toHaveTextContent(/^--$/);
      await expect(canvas.getByTestId(ids.rowEdit(row))).toHaveTextContent(/^Add$/);
      await expect(canvas.getByTestId(ids.rowClear(row))).toBeDisabled();
      await expect(canvas.queryByTestId(ids.rowUpdated(row))).toBeNull();
      await expect(canvas.getByTestId(ids.rowToggle(row))).toHaveAttribute('aria-expanded', 'false');
      await expect(canvas.getByTestId(ids.rowDetails(row))).not.toBeVisible();
    }
    // About you holds three rows in §2's order, Department preferences the other two.
    const about = within(canvas.getByTestId(ids.aboutYou));
    await expect(about.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Preferred department',
      'Height and weight',
      'Age group',
    ]);
    const departments = within(canvas.getByTestId(ids.departmentPreferences));
    await expect(departments.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Fit attributes for womens',
      'Shoes',
    ]);
    await userEvent.click(canvas.getByRole('button', { name: 'Add Height and weight' }));
    await expect(onEditRow).toHaveBeenCalledWith('height-weight');
    await userEvent.click(canvas.getByTestId(ids.rowClear('age-group')));
    await expect(onClearRow).not.toHaveBeenCalled();
    await expect(canvas.getByTestId(ids.interestsSave)).toBeDisabled();
  },
};

/** Every row saved: values, Update, Clear enabled, 'Last updated on …' on fit and shoes. */
export const Filled: Story = {
  args: { rows: filledRows },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId(ids.rowValue('department'))).toHaveTextContent("Women's");
    await expect(canvas.getByTestId(ids.rowValue('height-weight'))).toHaveTextContent('170 cm, 65 kg');
    await expect(canvas.getByTestId(ids.rowValue('age-group'))).toHaveTextContent('25-29');
    await expect(canvas.getByTestId(ids.rowValue('fit'))).toHaveTextContent(
      'Shoulder: Wide, Waist: Average, Thighs: Average, Hips: Narrow',
    );
    await expect(canvas.getByTestId(ids.rowValue('shoes'))).toHaveTextContent('8, Standard');
    await expect(canvas.getByTestId(ids.rowUpdated('fit'))).toHaveTextContent('Last updated on Nov 5, 2026');
    await expect(canvas.getByTestId(ids.rowUpdated('shoes'))).toHaveTextContent(
      'Last updated on Nov 5, 2026',
    );
    await expect(canvas.queryByTestId(ids.rowUpdated('age-group'))).toBeNull();
    for (const row of PROFILE_ROWS) {
      await expect(canvas.getByTestId(ids.rowEdit(row))).toHaveTextContent(/^Update$/);
      await expect(canvas.getByTestId(ids.rowClear(row))).toBeEnabled();
    }
    await userEvent.click(canvas.getByRole('button', { name: 'Update Shoes' }));
    await expect(onEditRow).toHaveBeenCalledWith('shoes');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear Age group' }));
    await expect(onClearRow).toHaveBeenCalledWith('age-group');
    await userEvent.click(canvas.getByRole('button', { name: 'Fit attributes for womens details' }));
    await expect(onToggleRow).toHaveBeenCalledWith('fit');
  },
};

export const FilledMobile: Story = {
  ...Filled,
  globals: phone,
  play: async (context) => {
    await Filled.play?.(context);
    const root = context.canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

const LONG_FIT = 'Shoulder: Wide, Waist: Average, Thighs: Average, Hips: Narrow,';

/** The fit summary as the storefront cuts it (§2: 77 characters and '...'). */
export const LongFitSummary: Story = {
  args: {
    rows: withRows(filledRows, {
      fit: { value: fitSummary(`${LONG_FIT} ${LONG_FIT}`) },
    }),
  },
  globals: phone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const value = canvas.getByTestId(ids.rowValue('fit')).textContent ?? '';
    await expect(value).toHaveLength(80);
    await expect(value.endsWith('...')).toBe(true);
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

/** Every read on its way: the header's placeholders and 'Loading…' in each row; nothing to act on. */
export const Loading: Story = {
  args: { user: { status: 'loading', name: '', email: '' }, rows: loadingRows },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId(ids.userLoading)).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByTestId(ids.name)).toBeNull();
    for (const row of PROFILE_ROWS) {
      await expect(canvas.getByTestId(ids.rowLoading(row))).toHaveTextContent('Loading…');
      await expect(canvas.queryByTestId(ids.rowValue(row))).toBeNull();
      await expect(canvas.getByTestId(ids.rowEdit(row))).toBeDisabled();
      await expect(canvas.getByTestId(ids.rowClear(row))).toBeDisabled();
    }
  },
};

/** Every read failed: each row's §8 text with Retry; the header falls back to 'User'. */
export const FetchErrors: Story = {
  args: {
    user: {
      status: 'error',
      name: 'User',
      email: 'asha.rao@example.com',
      error: profileMessages.fetchUserFailed,
    },
    rows: errorRows,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId(ids.name)).toHaveTextContent(/^User$/);
    await expect(canvas.getByTestId(ids.userError)).toHaveTextContent('Failed to fetch user');
    await expect(canvas.getByTestId(ids.rowError('department'))).toHaveTextContent(
      'Failed to fetch preferred department',
    );
    await expect(canvas.getByTestId(ids.rowError('height-weight'))).toHaveTextContent(
      'Failed to fetch physical stats',
    );
    await expect(canvas.getByTestId(ids.rowError('age-group'))).toHaveTextContent(
      'Failed to fetch user age group',
    );
    await expect(canvas.getByTestId(ids.rowError('fit'))).toHaveTextContent(
      'Failed to fetch user fit attributes',
    );
    await expect(canvas.getByTestId(ids.rowError('shoes'))).toHaveTextContent(
      'Failed to fetch user shoe size',
    );
    for (const row of PROFILE_ROWS) {
      await expect(canvas.queryByTestId(ids.rowValue(row))).toBeNull();
      await expect(canvas.getByTestId(ids.rowClear(row))).toBeDisabled();
      await userEvent.click(canvas.getByTestId(ids.rowRetry(row)));
      await expect(onRetryRow).toHaveBeenLastCalledWith(row);
    }
    await expect(onRetryRow).toHaveBeenCalledTimes(PROFILE_ROWS.length);
  },
};

export const FetchErrorsMobile: Story = { ...FetchErrors, globals: phone };

/** One failed read among saved rows (the 'profile.ageGroup.error' scenario). */
export const AgeGroupFetchError: Story = {
  args: {
    rows: withRows(filledRows, {
      'age-group': { status: 'error', value: null, error: ROW_FETCH_ERRORS['age-group'] },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId(ids.rowError('age-group'))).toHaveTextContent(
      'Failed to fetch user age group',
    );
    await expect(canvas.getByTestId(ids.rowValue('height-weight'))).toHaveTextContent('170 cm, 65 kg');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry Age group' }));
    await expect(onRetryRow).toHaveBeenCalledWith('age-group');
  },
};

/** Expanded rows: what the row is for, and its details (one line per fit attribute). */
export const Expanded: Story = {
  args: {
    rows: withRows(filledRows, { fit: { expanded: true }, 'height-weight': { expanded: true } }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Fit attributes for womens details' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const details = canvas.getByTestId(ids.rowDetails('fit'));
    await expect(details).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-controls', details.id);
    await expect(details).toHaveTextContent(
      'How clothes usually fit you at the shoulders, waist, thighs and hips: narrow, average or wide.',
    );
    await expect(
      within(details)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Shoulder: Wide', 'Waist: Average', 'Thighs: Average', 'Hips: Narrow']);
    await expect(canvas.getByTestId(ids.rowDetails('height-weight'))).toHaveTextContent(
      'Your height and weight, in the units you choose, to suggest sizes that fit you.',
    );
    await expect(canvas.getByTestId(ids.rowDetails('shoes'))).not.toBeVisible();
    await expect(canvas.getByTestId(ids.rowToggle('shoes'))).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(onToggleRow).toHaveBeenCalledWith('fit');
  },
};

export const ExpandedMobile: Story = { ...Expanded, globals: phone };

/** A clear on its way: that row's buttons are disabled, Clear shows it is busy. */
export const Busy: Story = {
  args: { rows: withRows(filledRows, { 'age-group': { busy: true } }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId(ids.row('age-group'))).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByTestId(ids.rowClear('age-group'))).toBeDisabled();
    await expect(canvas.getByTestId(ids.rowClear('age-group'))).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByTestId(ids.rowEdit('age-group'))).toBeDisabled();
    await expect(canvas.getByTestId(ids.rowEdit('shoes'))).toBeEnabled();
    await expect(canvas.getByTestId(ids.rowClear('shoes'))).toBeEnabled();
  },
};

/** Clear asks first (§4): the ConfirmDialog names the row; Clear confirms, Cancel and Escape do not. */
export const ClearConfirmation: Story = {
  args: { rows: filledRows, clearing: 'height-weight' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = canvas.getByRole('dialog', { name: 'Clear Height and weight?' });
    await expect(dialog).toHaveAttribute('data-testid', ids.clearDialog);
    await expect(canvas.getByTestId(clearIds.message)).toHaveTextContent(
      'The saved value is removed from your profile. You can add it again at any time.',
    );
    // The dialog moves focus in an effect after it opens, which may come after the first check.
    await waitFor(() => expect(canvas.getByTestId(clearIds.cancel)).toHaveFocus());
    await userEvent.click(canvas.getByTestId(clearIds.confirm));
    await expect(onConfirmClear).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByTestId(clearIds.cancel));
    await expect(onCancelClear).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    await expect(onCancelClear).toHaveBeenCalledTimes(2);
    await expect(onConfirmClear).toHaveBeenCalledTimes(1);
  },
};

export const ClearConfirmationMobile: Story = { ...ClearConfirmation, globals: phone };

/** The confirmed clear on its way: Clear in the dialog is busy and cannot be pressed twice. */
export const ClearConfirmationBusy: Story = {
  args: { rows: withRows(filledRows, { department: { busy: true } }), clearing: 'department' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('dialog', { name: 'Clear Preferred department?' })).toBeVisible();
    await expect(canvas.getByTestId(clearIds.confirm)).toBeDisabled();
    await expect(canvas.getByTestId(clearIds.confirm)).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByTestId(clearIds.cancel)).toBeEnabled();
  },
};

/** Interests: the ten tags of §2 as toggle buttons; two chosen, Save enabled. */
export const InterestsChosen: Story = {
  args: {
    rows: filledRows,
    interests: { ...noInterests, selected: ['Baking', "Women's Attire"], canSave: true },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = within(canvas.getByTestId(ids.interests));
    await expect(section.getByRole('heading', { level: 2 })).toHaveTextContent('Interests');
    const tags = within(section.getByRole('group', { name: 'Your interests' })).getAllByRole('button');
    await expect(tags.map((tag) => tag.textContent)).toEqual([
      'Skin Care',
      'Storage & Organization',
      'Interior Design',
      'Dorm Essentials',
      'Hair Care and Styling',
      'Babies and Toddlers',
      'Baking',
      "Women's Attire",
      "Men's Attire",
      'Party Planning',
    ]);
    await expect(canvas.getByTestId(ids.interest('baking'))).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByTestId(ids.interest('womens-attire'))).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByTestId(ids.interest('mens-attire'))).toHaveAttribute('aria-pressed', 'false');
    await expect(canvas.getByTestId(ids.interest('storage-organization'))).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Skin Care' }));
    await expect(onToggleInterest).toHaveBeenCalledWith('Skin Care');
    await userEvent.click(canvas.getByRole('button', { name: 'Baking' }));
    await expect(onToggleInterest).toHaveBeenLastCalledWith('Baking');
    await userEvent.click(canvas.getByTestId(ids.interestsSave));
    await expect(onSaveInterests).toHaveBeenCalledTimes(1);
  },
};

export const InterestsChosenMobile: Story = { ...InterestsChosen, globals: phone };
