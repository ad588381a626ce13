import { findProduct } from '@shop/catalog';
import {
  callFailures,
  NETWORK_ERROR_TEXT,
  OAUTH_SESSION_WAIT_MS,
  OTP_RESEND_COUNTDOWN_S,
  SESSION_USER_LOCAL_STORAGE_KEY,
  type CallFailureRow,
} from '@shop/core';
import { cartMessages } from '@shop/core/cart';
import {
  googleSignInMessages,
  oauthSignInFailure,
  SEEDED_GOOGLE_IDENTITIES,
} from '@shop/core/google-sign-in';
import { healthMessages } from '@shop/core/health';
import { homeMessages, noSearchMatchesText, productMessages, type Product } from '@shop/core/products';
import {
  ageGroupMessages,
  AGE_GROUPS,
  departmentMessages,
  fitAttributeMessages,
  GENDERS,
  physicalStatsMessages,
  profileCallFailures,
  profileMessages,
  shoeSizeMessages,
} from '@shop/core/profile';
import { forgotPasswordMessages, signInMessages, signOutMessages, signUpMessages } from '@shop/core/users';
import { liveEffectsOn, liveScenario } from '@shop/core/qa';
import {
  filledProfile,
  liveScenarioListHandlers,
  MOCK_GOOGLE_VERIFIER_STORAGE_KEY,
  MOCK_OTP,
  mockGoogleCode,
  seedCartLines,
  seedProfile,
} from '@shop/mocks';
import { server } from '@shop/mocks/node';
import { testIdParts, testIds } from '@shop/ui';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createUser } from '../src/features/users/api/users';
import { resetGoogleAuth } from '../src/features/google-sign-in/supabase-auth';
import { writeAuthCookie } from '../src/lib/auth-cookie';
import { resetStores } from '../src/stores/reset-stores';
import { AppProviders } from '../src/app/AppProviders';
import { createQueryClient } from '../src/app/query-client';
import { routes } from '../src/app/routes';
import { startApp } from '../src/app/start-app';

/**
 * The journeys of apps/storefront/src/app/live-failure-texts.*.test.tsx (split in four files so
 * that the unit layer runs them side by side).
 *
 * Every §8 text the live shop can show for a failed or empty call, one test per live scenario of
 * @shop/core/qa (live-scenarios.ts) and screen: the whole shop (its routes, containers, stores and
 * the app's own query settings) renders against the mock API with that scenario's handlers
 * (`liveScenarioHandlers`, made from the same registry entry whose answer the server gives for
 * the `qa_scenarios` cookie), the shopper's action runs, and the screen must show the exact text.
 * The chain to the running shop: the API suite proves the server answers every scenario exactly as
 * the registry says (apps/api/test/qa-live-scenario-answers.test.ts), and one browser journey per
 * area (e2e/specs/live-failure-texts.spec.ts) proves cookie → server → screen.
 *
 * The journeys are made from the registry: each screen below names the call it makes and the row
 * of the failure table (§8) it reads. Every call's `error` (its text in the reply) is a journey;
 * `blank-500` (the screen's own "… Please try again.") and `network-down` join where they show a
 * text no journey asserts yet; each area's `rate-limited` and `network-down` run on its first
 * screen. The expected text is worked out from the registry's answer and the row, so a new row or
 * state joins by itself; a new screen needs its entry here. Screens whose failures show side by
 * side on one page run as one journey with all their scenarios on. The screens' own states
 * (fallback banners, empty lists, nothing saved) follow, and a last check says every §8 failure
 * text of the live shop is asserted by one of them.
 *
 * Moved down from the browser (issue 25): the titles are the old e2e tests' titles, one for one.
 */

/** How long a screen may take to show a text: a route's code loads on first use. */
const SHOWN_MS = 10_000;

interface NewAccount {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly password: string;
}

/** The account of every journey that signs in: its profile filled and one cart line (the cooker). */
interface Regular {
  readonly account: NewAccount;
  readonly userId: number;
  readonly token: string;
}

/** The shop as a browser tab: `open` is a page load (fresh memory, storage kept). */
interface Tab {
  readonly user: ReturnType<typeof userEvent.setup>;
  open(path: string): Promise<void>;
  reload(): Promise<void>;
  pathname(): string;
}

/** What a journey works with. */
interface Stage {
  readonly tab: Tab;
  readonly newAccount: NewAccount;
  readonly regular: Regular;
}

/** Where a journey's text shows: the element that says exactly it, or a region that holds it. */
interface Shown {
  readonly where: () => HTMLElement | null;
  readonly contains?: boolean;
  /** The text as the screen frames it ('Error: …' on /health). */
  readonly framed?: (text: string) => string;
}

/** A screen that makes one call: what to do before the state is on, and the shopper's action. */
interface Screen {
  readonly call: string;
  /** Where one call serves two screens (send and resend OTP), which one this is. */
  readonly label?: string;
  /** Screens of one page whose failures show side by side: their `error` journeys run as one. */
  readonly together?: string;
  /** What the screen shows instead of the row's text when no reply comes (the offline cart, §4). */
  readonly noReply?: { readonly text: string; where(): HTMLElement | null };
  readonly row: CallFailureRow;
  arrange(stage: Stage): Promise<void>;
  act(stage: Stage): Promise<Shown>;
}

const cooker = findProduct(602) as Product;
const priya = SEEDED_GOOGLE_IDENTITIES[0]!;

const ageGroup = (range: string) => AGE_GROUPS.find((group) => group.ageRange === range)!;
const gender = (name: string) => GENDERS.find((option) => option.gender === name)!;

const byTestId = (testId: string) => () => screen.queryByTestId(testId);
const needTestId = (testId: string) => screen.findByTestId(testId, {}, { timeout: SHOWN_MS });

/** Waits until `find` returns an element, and returns it. */
async function found(find: () => HTMLElement | null): Promise<HTMLElement> {
  let element: HTMLElement | null = null;
  await waitFor(
    () => {
      element = find();
      expect(element).not.toBeNull();
    },
    { timeout: SHOWN_MS },
  );
  return element!;
}

const normalised = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

async function expectText(where: () => HTMLElement | null, text: string): Promise<void> {
  await waitFor(() => expect(normalised(where()?.textContent)).toBe(text), { timeout: SHOWN_MS });
}

const notifications = () => screen.queryByRole('region', { name: 'Notifications' });
const errorToast = byTestId(testIdParts.toast(testIds.toastRegion.toast('error')).message);
const signInForm = () => screen.queryByRole('form', { name: 'Sign In' });
const signUpForm = () => screen.queryByRole('form', { name: 'Sign Up' });
const wizard = () => screen.queryByTestId(testIds.forgotPassword.dialog);
const wizardError = () => (wizard() ? within(wizard()!).queryByRole('alert') : null);
const banner = () => screen.getByRole('banner');

/** The worker's account, signed in in this tab (storage and cookie, as after an earlier visit). */
async function signIn({ regular }: Stage): Promise<void> {
  const { account, userId, token } = regular;
  localStorage.setItem(
    SESSION_USER_LOCAL_STORAGE_KEY,
    JSON.stringify({
      userId,
      emailId: account.email,
      firstName: account.firstName,
      lastName: account.lastName,
      token,
    }),
  );
  writeAuthCookie(token);
}

/** The signed-in cart page with its line (the cooker), ready for its buttons. */
async function cartWithLine(stage: Stage): Promise<void> {
  await signIn(stage);
  await stage.tab.open('/cart');
  await expectText(byTestId(testIds.cart.lineQuantity(String(cooker.id))), '1');
}

/** The signed-in profile page, its rows read (every one filled). */
async function profileOf(stage: Stage): Promise<void> {
  await signIn(stage);
  await stage.tab.open('/profile');
  await expectText(byTestId(testIds.profile.rowEdit('shoes')), 'Update');
}

/** The forgot-password wizard on its first step, the address typed. */
async function forgotPasswordFor({ tab }: Stage, email: string): Promise<void> {
  await tab.open('/login');
  const form = await found(signInForm);
  await tab.user.click(within(form).getByRole('button', { name: 'Forgot password?' }));
  await tab.user.type(within(await found(wizard)).getByLabelText('Email'), email);
}

/** The wizard on its OTP step for a fresh account (the code really sent). */
async function otpStep(stage: Stage): Promise<void> {
  await createAccount(stage.newAccount);
  await forgotPasswordFor(stage, stage.newAccount.email);
  await stage.tab.user.click(within(wizard()!).getByRole('button', { name: 'Send OTP' }));
  await found(() => screen.queryByRole('dialog', { name: 'Enter OTP' }));
}

const clickIn = async (stage: Stage, scope: () => HTMLElement | null, name: string) =>
  stage.tab.user.click(within(await found(scope)).getByRole('button', { name }));

/** Clear on `row`, then yes in its confirmation. */
async function clearRow({ tab }: Stage, row: string): Promise<void> {
  await tab.user.click(screen.getByTestId(testIds.profile.rowClear(row)));
  const confirm = testIdParts.confirmDialog(testIds.profile.clearDialog).confirm;
  await tab.user.click(await needTestId(confirm));
}

async function createAccount(account: NewAccount) {
  return createUser({
    firstName: account.firstName,
    lastName: account.lastName,
    emailId: account.email,
    password: account.password,
  });
}

/** The profile row reads, each with the row that shows it. */
const rowReads: ReadonlyArray<{ call: string; row: string; failure: CallFailureRow }> = [
  {
    call: 'profile.getPreferredDepartment',
    row: 'department',
    failure: profileCallFailures.fetchPreferredDepartment,
  },
  { call: 'users.getPhysicalStats', row: 'height-weight', failure: profileCallFailures.fetchPhysicalStats },
  { call: 'profile.getUserAgeGroup', row: 'age-group', failure: profileCallFailures.fetchUserAgeGroup },
  { call: 'profile.getUserFitAttributes', row: 'fit', failure: profileCallFailures.fetchUserFitAttributes },
  { call: 'profile.getUserShoeSize', row: 'shoes', failure: profileCallFailures.fetchUserShoeSize },
];

/** The clears: Clear on the filled row, yes, and the error toast. */
const rowClears: ReadonlyArray<{ call: string; row: string; failure: CallFailureRow }> = [
  {
    call: 'profile.deactivatePreferredDepartment',
    row: 'department',
    failure: profileCallFailures.clearPreferredDepartment,
  },
  { call: 'users.clearPhysicalStats', row: 'height-weight', failure: profileCallFailures.clearPhysicalStats },
  { call: 'profile.clearAgeGroup', row: 'age-group', failure: profileCallFailures.removeAgeGroup },
  { call: 'profile.clearFitAttributes', row: 'fit', failure: profileCallFailures.removeFitAttributes },
  { call: 'profile.clearShoeSize', row: 'shoes', failure: profileCallFailures.removeShoeSize },
];

const ids = testIds.profile;

type ProfileRow = Parameters<typeof ids.rowEdit>[0];

/** A profile row's dialog whose options fail to load: open it and read its error. */
const dialogRead = (call: string, row: CallFailureRow, profileRow: ProfileRow, error: string): Screen => ({
  call,
  row,
  arrange: profileOf,
  async act({ tab }) {
    await tab.user.click(screen.getByTestId(ids.rowEdit(profileRow)));
    return { where: byTestId(error) };
  },
});

/** A profile row's dialog whose save fails: open it, choose an option, save, read its error. */
const dialogSave = (
  call: string,
  row: CallFailureRow,
  profileRow: ProfileRow,
  testId: { readonly choose: string; readonly save: string; readonly error: string },
): Screen => ({
  call,
  row,
  async arrange(stage) {
    await profileOf(stage);
    await stage.tab.user.click(screen.getByTestId(ids.rowEdit(profileRow)));
    await stage.tab.user.click(await needTestId(testId.choose));
  },
  async act({ tab }) {
    await tab.user.click(screen.getByTestId(testId.save));
    return { where: byTestId(testId.error) };
  },
});

/** Each call of the live shop with the screen that shows its failure, by area. */
const screens: Readonly<Record<string, readonly Screen[]>> = {
  users: [
    {
      call: 'users.signIn',
      row: callFailures.signIn,
      arrange: ({ tab }) => tab.open('/login'),
      async act({ tab, newAccount }) {
        const form = await found(signInForm);
        await tab.user.type(within(form).getByLabelText('Email'), newAccount.email);
        await tab.user.type(within(form).getByLabelText('Password', { exact: true }), newAccount.password);
        await tab.user.click(within(form).getByRole('button', { name: 'Sign In' }));
        return { where: () => within(signInForm()!).queryByRole('alert') };
      },
    },
    {
      call: 'users.createUser',
      row: callFailures.signUp,
      arrange: ({ tab }) => tab.open('/login'),
      async act({ tab, newAccount }) {
        await tab.user.click(await screen.findByRole('tab', { name: 'Sign Up' }, { timeout: SHOWN_MS }));
        const form = within(await found(signUpForm));
        await tab.user.type(form.getByLabelText('First name'), newAccount.firstName);
        await tab.user.type(form.getByLabelText('Last name'), newAccount.lastName);
        await tab.user.type(form.getByLabelText('Email'), newAccount.email);
        await tab.user.type(form.getByLabelText('Password', { exact: true }), newAccount.password);
        await tab.user.type(form.getByLabelText('Confirm password'), newAccount.password);
        await tab.user.click(form.getByRole('checkbox', { name: /^I agree to the/ }));
        await tab.user.click(form.getByRole('button', { name: 'Sign Up' }));
        return { where: () => within(signUpForm()!).queryByRole('alert') };
      },
    },
    {
      call: 'users.signOut',
      row: callFailures.signOut,
      async arrange(stage) {
        await signIn(stage);
        await stage.tab.open('/');
      },
      async act({ tab }) {
        await tab.user.click(
          await within(banner()).findByRole('button', { name: 'Sign Out' }, { timeout: SHOWN_MS }),
        );
        await waitFor(() => expect(tab.pathname()).toBe('/login'), { timeout: SHOWN_MS });
        return { where: notifications, contains: true };
      },
    },
    {
      call: 'users.forgotPassword',
      row: callFailures.sendOtp,
      arrange: (stage) => forgotPasswordFor(stage, stage.newAccount.email),
      async act(stage) {
        await clickIn(stage, wizard, 'Send OTP');
        return { where: wizardError };
      },
    },
    {
      // The same call as the send, but its own row: resend's text (§8).
      call: 'users.forgotPassword',
      label: 'resend',
      row: callFailures.resendOtp,
      async arrange(stage) {
        // The countdown on a fake clock that also moves with real time (the mock API's replies).
        vi.useFakeTimers({
          toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
          shouldAdvanceTime: true,
        });
        await otpStep(stage);
        await act(() => vi.advanceTimersByTimeAsync(OTP_RESEND_COUNTDOWN_S * 1_000));
      },
      async act(stage) {
        await clickIn(stage, wizard, 'Resend OTP');
        return { where: wizardError };
      },
    },
    {
      call: 'users.verifyOtp',
      row: callFailures.verifyOtp,
      async arrange(stage) {
        await otpStep(stage);
        await stage.tab.user.type(within(wizard()!).getByLabelText('OTP', { exact: true }), '123456');
      },
      async act(stage) {
        await clickIn(stage, wizard, 'Verify OTP');
        return { where: wizardError };
      },
    },
    {
      call: 'users.resetPassword',
      row: callFailures.resetPassword,
      async arrange(stage) {
        await otpStep(stage);
        const { user } = stage.tab;
        await user.type(within(wizard()!).getByLabelText('OTP', { exact: true }), MOCK_OTP);
        await clickIn(stage, wizard, 'Verify OTP');
        await found(() => screen.queryByRole('dialog', { name: 'Create New Password' }));
        await user.type(within(wizard()!).getByLabelText('New password'), 'Fresh#Start9');
        await user.type(within(wizard()!).getByLabelText('Confirm password'), 'Fresh#Start9');
      },
      async act(stage) {
        await clickIn(stage, wizard, 'Reset Password');
        return { where: wizardError };
      },
    },
    {
      call: 'users.oauthSignIn',
      row: oauthSignInFailure,
      async arrange() {
        // Where the Google stand-in sends the tab back after choosing Priya (the popup blocked):
        // the code, and the PKCE verifier supabase-js kept when sign-in started.
        const { code, verifierStorageValue } = mockGoogleCode(priya.id);
        localStorage.setItem(MOCK_GOOGLE_VERIFIER_STORAGE_KEY, verifierStorageValue);
        window.history.replaceState(null, '', `/oauth-callback?code=${code}`);
        vi.useFakeTimers({
          toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
          shouldAdvanceTime: true,
        });
      },
      async act({ tab }) {
        await tab.open(`/oauth-callback${window.location.search}`);
        const title = byTestId(testIds.oauthCallback.title);
        await expectText(title, 'Completing sign-in...');
        await act(() => vi.advanceTimersByTimeAsync(OAUTH_SESSION_WAIT_MS));
        await expectText(title, 'Sign-in Failed');
        return { where: byTestId(testIds.oauthCallback.message) };
      },
    },
  ],
  products: [
    {
      call: 'products.getByIds',
      row: callFailures.productDetails,
      arrange: async () => undefined,
      async act({ tab }) {
        await tab.open(`/product/${cooker.categoryid}/${cooker.id}`);
        await expectText(byTestId(testIds.details.errorTitle), productMessages.detailsErrorTitle);
        return { where: byTestId(testIds.details.errorMessage) };
      },
    },
    {
      call: 'products.search',
      row: callFailures.search,
      arrange: ({ tab }) => tab.open('/'),
      async act({ tab }) {
        await typeSearch(tab, 'sam');
        return { where: byTestId(testIds.header.suggestionsError) };
      },
    },
  ],
  health: [
    {
      call: 'health.check',
      row: callFailures.health,
      arrange: async () => undefined,
      async act({ tab }) {
        await tab.open('/health');
        return {
          where: () => within(screen.getByRole('main')).queryByRole('alert'),
          framed: (text) => `Error: ${text}`,
        };
      },
    },
  ],
  cart: [
    {
      call: 'cart.get',
      row: callFailures.fetchCart,
      noReply: { text: cartMessages.offline, where: byTestId(testIds.cart.offline) },
      arrange: signIn,
      async act({ tab }) {
        await tab.open('/cart');
        return { where: byTestId(testIds.cart.fetchError), contains: true };
      },
    },
    {
      call: 'cart.add',
      row: callFailures.addToCart,
      async arrange(stage) {
        await signIn(stage);
        await stage.tab.open(`/product/${cooker.categoryid}/${cooker.id}`);
        // The account's cart (its one line) has arrived before the add.
        await expectText(() => within(banner()).queryByTestId(testIds.header.cartCount), '1');
      },
      async act({ tab }) {
        // The product's details may still be on their way when the cart's count is in.
        const add = await screen.findByRole('button', { name: 'Add to Cart' }, { timeout: SHOWN_MS });
        await tab.user.click(add);
        return { where: notifications, contains: true };
      },
    },
    {
      call: 'cart.update',
      row: callFailures.updateCart,
      arrange: cartWithLine,
      async act({ tab }) {
        await tab.user.click(screen.getByTestId(testIds.cart.lineIncrease(String(cooker.id))));
        return { where: notifications, contains: true };
      },
    },
    {
      call: 'cart.remove',
      row: callFailures.removeFromCart,
      arrange: cartWithLine,
      async act({ tab }) {
        await tab.user.click(screen.getByTestId(testIds.cart.lineRemove(String(cooker.id))));
        return { where: notifications, contains: true };
      },
    },
    {
      call: 'cart.clear',
      row: callFailures.clearCart,
      arrange: cartWithLine,
      async act(stage) {
        await stage.tab.user.click(screen.getByTestId(testIds.cart.clear));
        await clickIn(
          stage,
          () => screen.queryByRole('dialog', { name: cartMessages.clearConfirmTitle }),
          'Clear Cart',
        );
        return { where: notifications, contains: true };
      },
    },
  ],
  profile: [
    dialogRead('profile.listAgeGroups', profileCallFailures.fetchAgeGroups, 'age-group', ids.ageGroupError),
    dialogSave('profile.saveAgeGroup', profileCallFailures.saveAgeGroup, 'age-group', {
      choose: ids.ageGroupOption(ageGroup('30-34').id),
      save: ids.ageGroupSave,
      error: ids.ageGroupError,
    }),
    dialogRead('profile.listFitAttributes', profileCallFailures.fetchFitAttributes, 'fit', ids.fitError),
    dialogSave('profile.saveFitAttributes', profileCallFailures.saveFitAttributes, 'fit', {
      choose: ids.fitOption('waist', 'Wide'),
      save: ids.fitSave,
      error: ids.fitError,
    }),
    dialogRead(
      'profile.listGenders',
      profileCallFailures.fetchGenders,
      'department',
      ids.departmentOptionsError,
    ),
    dialogSave('profile.setPreferredDepartment', profileCallFailures.setPreferredDepartment, 'department', {
      choose: ids.departmentOption(gender('Unisex').id),
      save: ids.departmentSave,
      error: ids.departmentError,
    }),
    dialogRead('profile.listShoeSizes', profileCallFailures.fetchShoeSizes, 'shoes', ids.shoeError),
    {
      call: 'profile.saveShoeSize',
      row: profileCallFailures.saveShoeSize,
      async arrange(stage) {
        await profileOf(stage);
        const { user } = stage.tab;
        await user.click(screen.getByTestId(ids.rowEdit('shoes')));
        await user.selectOptions(await needTestId(ids.shoeSize), '9');
        await user.click(screen.getByTestId(ids.shoeWidth('Wide')));
      },
      async act({ tab }) {
        await tab.user.click(screen.getByTestId(ids.shoeSave));
        return { where: byTestId(ids.shoeError) };
      },
    },
    {
      call: 'users.getUser',
      row: profileCallFailures.profileUser,
      arrange: signIn,
      async act({ tab }) {
        await tab.open('/profile');
        return { where: byTestId(ids.userError), contains: true };
      },
    },
    ...rowReads.map(({ call, row, failure }): Screen => ({
      call,
      row: failure,
      together: 'every row read fails',
      arrange: signIn,
      async act({ tab }) {
        if (tab.pathname() !== '/profile') await tab.open('/profile');
        return { where: byTestId(ids.rowError(row)), contains: true };
      },
    })),
    {
      call: 'users.savePhysicalStats',
      row: profileCallFailures.savePhysicalStats,
      async arrange(stage) {
        await profileOf(stage);
        const { user } = stage.tab;
        await user.click(screen.getByTestId(ids.rowEdit('height-weight')));
        const height = await needTestId(ids.heightValue);
        await user.clear(height);
        await user.type(height, '171');
        const weight = screen.getByTestId(ids.weightValue);
        await user.clear(weight);
        await user.type(weight, '66');
      },
      async act({ tab }) {
        await tab.user.click(screen.getByTestId(ids.heightWeightSave));
        return { where: byTestId(ids.heightWeightError) };
      },
    },
    ...rowClears.map(({ call, row, failure }): Screen => ({
      call,
      row: failure,
      together: 'every clear fails',
      arrange: profileOf,
      async act(stage) {
        await clearRow(stage, row);
        return { where: notifications, contains: true };
      },
    })),
  ],
};

/** Types `words` key by key in the header's search, as a shopper does. */
async function typeSearch(tab: Tab, words: string): Promise<void> {
  const input = await within(banner()).findByRole(
    'combobox',
    { name: 'Search products' },
    { timeout: SHOWN_MS },
  );
  await tab.user.click(input);
  await tab.user.type(input, words);
}

/**
 * The text `screen` must show under the scenario `name`, from the registry's answer to its call
 * and the screen's row (§8): the reply's text (unless the row ignores it), the row's 5xx text for a
 * blank reply, the network text for none at all.
 */
function expectedText(screen: Screen, name: string): string {
  const { answer } = liveEffectsOn(screen.call, [name]);
  if (!answer) throw new Error(`${name} does not answer ${screen.call}`);
  const { row } = screen;
  switch (answer.kind) {
    case 'drop':
      return screen.noReply?.text ?? row.network ?? NETWORK_ERROR_TEXT;
    case 'blank':
      return row.serverError ?? row.fallback;
    case 'reply': {
      const text = (answer.body as { error?: string }).error;
      return row.useServerText === false || !text ? row.fallback : text;
    }
  }
}

/** The failure states of one call, each kept only when it shows the screen a text not yet seen. */
const failureStates = ['error', 'blank-500', 'network-down'] as const;

/** One assertion: with `scenario` on, after `act`, the screen shows `text`. */
interface Step {
  readonly title: string;
  readonly scenario: string;
  readonly text: string;
  readonly together?: string;
  arrange(stage: Stage): Promise<void>;
  act(stage: Stage): Promise<Shown>;
}

/** Texts (and call errors) a step already asserts: a state joins only with something new. */
const asserted = new Set<string>();

function stepsOf(area: string, areaScreens: readonly Screen[]): Step[] {
  const steps: Step[] = [];
  const add = (scenario: string, screen: Screen, text: string) => {
    asserted.add(text);
    const offline = screen.noReply && liveEffectsOn(screen.call, [scenario]).answer?.kind === 'drop';
    steps.push({
      title: `${scenario}${screen.label ? ` (${screen.label})` : ''}`,
      scenario,
      text,
      together: scenario.endsWith('.error') ? screen.together : undefined,
      arrange: screen.arrange,
      async act(stage) {
        const shown = await screen.act(stage);
        return offline ? { where: screen.noReply!.where } : shown;
      },
    });
  };
  // The area's own names first, on its first screen: every call of the area answers the same.
  const [first] = areaScreens;
  if (first) {
    for (const state of ['rate-limited', 'network-down'] as const) {
      const scenario = `${area}.${state}`;
      if (!liveScenario(scenario)?.calls.includes(first.call))
        throw new Error(`${scenario} misses ${first.call}`);
      add(scenario, first, expectedText(first, scenario));
    }
  }
  for (const screen of areaScreens) {
    for (const state of failureStates) {
      const scenario = `${screen.call}.${state}`;
      if (!liveScenario(scenario)) throw new Error(`No live scenario ${scenario}`);
      const text = expectedText(screen, scenario);
      // Every call's own error once; the other states where they show a text not yet asserted.
      const key = state === 'error' ? `${scenario}|${text}` : text;
      if (asserted.has(key)) continue;
      asserted.add(key);
      add(scenario, screen, text);
    }
  }
  return steps;
}

/** A test: its first step's arrangement, every step's scenario on, then each step in turn. */
interface Journey {
  readonly title: string;
  readonly steps: readonly Step[];
}

/** One journey per step, but the steps that belong `together` share one (where the first stood). */
function journeysOf(steps: readonly Step[]): Journey[] {
  const journeys: Journey[] = [];
  for (const step of steps) {
    const index = journeys.findIndex(
      (journey) => step.together && journey.steps[0]?.together === step.together,
    );
    const group = journeys[index];
    if (group) {
      const grouped = [...group.steps, step];
      journeys[index] = {
        title: `${step.together}: ${grouped.map((each) => each.scenario).join(', ')}`,
        steps: grouped,
      };
    } else {
      journeys.push({ title: `${step.title}: ${JSON.stringify(step.text)}`, steps: [step] });
    }
  }
  return journeys;
}

/** Puts the live scenarios `names` on, as the `qa_scenarios` cookie does on the server. */
function switchOn(names: readonly string[]): void {
  server.use(...liveScenarioListHandlers(names));
}

let unmountShop: (() => void) | undefined;

/** A tab of the shop: each `open` is a page load (memory and caches fresh, storage kept). */
function newTab(): Tab {
  const user = userEvent.setup({ delay: null, advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  let router: ReturnType<typeof createMemoryRouter> | undefined;
  const tab: Tab = {
    user,
    async open(path) {
      unmountShop?.();
      // What a page load forgets: the stores, the Google client, the caches.
      resetStores();
      resetGoogleAuth();
      startApp();
      // The app's own query settings (one retry of a 5xx read), without the wait between tries.
      const queryClient = createQueryClient();
      queryClient.setDefaultOptions({
        ...queryClient.getDefaultOptions(),
        queries: { ...queryClient.getDefaultOptions().queries, retryDelay: 0 },
      });
      router = createMemoryRouter(routes, { initialEntries: [path] });
      const view = render(
        <StrictMode>
          <AppProviders queryClient={queryClient}>
            <RouterProvider router={router} />
          </AppProviders>
        </StrictMode>,
      );
      unmountShop = () => {
        view.unmount();
        queryClient.clear();
      };
      await Promise.resolve();
    },
    reload: () => tab.open(`${router!.state.location.pathname}${router!.state.location.search}`),
    pathname: () => router?.state.location.pathname ?? '',
  };
  return tab;
}

const newAccount: NewAccount = {
  firstName: 'Meera',
  lastName: 'Nair',
  email: 'meera.live@example.in',
  password: 'Lotus#Pond7',
};

/** The account every signed-in journey uses, made through the API, its profile and cart seeded. */
async function makeRegular(): Promise<Regular> {
  const account = { ...newAccount, email: 'meera.regular@example.in' };
  const { user, token } = await createAccount(account);
  seedProfile(user.userId, filledProfile);
  seedCartLines(user.userId, [{ productId: cooker.id, quantity: 1 }]);
  return { account, userId: user.userId, token };
}

const areaSteps = Object.entries(screens).map(([area, areaScreens]) => ({
  area,
  steps: stepsOf(area, areaScreens),
}));
/** The journeys by their group's title ('live users', …, 'live screens’ own states'). */
const journeyGroups = new Map<string, readonly Journey[]>(
  areaSteps.map(({ area, steps }) => [`live ${area}`, journeysOf(steps)]),
);

/**
 * The states a screen answers with its own §2 / §8 text rather than the call's: the banners that
 * fall back to built-in content, the empty lists, the reads where a 404 means nothing saved.
 */
const ownStates: readonly Omit<Step, 'title'>[] = [
  {
    scenario: 'products.listByCategory.error',
    text: productMessages.sampleProductsNotice,
    arrange: async () => undefined,
    async act({ tab }) {
      await tab.open('/products?category=all');
      return { where: byTestId(testIds.listing.noticeSample) };
    },
  },
  {
    scenario: 'products.listByCategory.empty',
    text: productMessages.noProductsTitle,
    arrange: async () => undefined,
    async act({ tab }) {
      await tab.open('/products?category=all');
      return { where: byTestId(testIds.listing.empty), contains: true };
    },
  },
  ...(['deals', 'freshPicks'] as const).map((section) => ({
    scenario: 'products.listByCategory.blank-500',
    text: section === 'deals' ? homeMessages.dealsFallback : homeMessages.freshPicksFallback,
    arrange: async () => undefined,
    async act({ tab }: Stage): Promise<Shown> {
      await tab.open('/');
      return {
        where: byTestId(section === 'deals' ? testIds.home.dealsFallback : testIds.home.freshPicksFallback),
        contains: true,
      };
    },
  })),
  {
    scenario: 'products.listCategories.error',
    text: homeMessages.categoriesFallback,
    arrange: async () => undefined,
    async act({ tab }) {
      await tab.open('/');
      return {
        where: () => {
          const region = screen.queryByRole('region', { name: 'Shop by Category' });
          return region && within(region).queryByRole('status');
        },
        contains: true,
      };
    },
  },
  {
    scenario: 'products.getByIds.none',
    text: productMessages.detailsNotFoundTitle,
    arrange: async () => undefined,
    async act({ tab }) {
      await tab.open(`/product/${cooker.categoryid}/${cooker.id}`);
      return { where: byTestId(testIds.details.errorTitle) };
    },
  },
  {
    scenario: 'products.search.empty',
    text: noSearchMatchesText('sam'),
    arrange: ({ tab }) => tab.open('/'),
    async act({ tab }) {
      await typeSearch(tab, 'sam');
      return { where: byTestId(testIds.header.suggestionsEmpty) };
    },
  },
  {
    scenario: 'cart.get.empty',
    text: cartMessages.empty,
    arrange: cartWithLine,
    async act({ tab }) {
      await tab.reload();
      return { where: byTestId(testIds.cart.empty), contains: true };
    },
  },
  {
    scenario: 'googleSignIn.config.error',
    text: googleSignInMessages.googleAuthFailed,
    async arrange({ tab }) {
      // A blocked popup.
      vi.spyOn(window, 'open').mockReturnValue(null);
      await tab.open('/login');
    },
    async act({ tab }) {
      await tab.user.click(await needTestId(testIds.signIn.google));
      return { where: errorToast };
    },
  },
  {
    scenario: 'profile.listFitAttributes.empty',
    text: fitAttributeMessages.noneForCategory,
    arrange: profileOf,
    async act({ tab }) {
      await tab.user.click(screen.getByTestId(ids.rowEdit('fit')));
      return { where: byTestId(ids.fitEmpty) };
    },
  },
  {
    scenario: 'profile.listShoeSizes.empty',
    text: shoeSizeMessages.noneAvailable,
    arrange: profileOf,
    async act({ tab }) {
      await tab.user.click(screen.getByTestId(ids.rowEdit('shoes')));
      return { where: byTestId(ids.shoeEmpty) };
    },
  },
  ...(['sizes', 'widths'] as const).map((part) => ({
    scenario: `profile.listShoeSizes.empty-${part}`,
    text: part === 'sizes' ? shoeSizeMessages.sizesUnavailable : shoeSizeMessages.widthsUnavailable,
    arrange: profileOf,
    async act({ tab }: Stage): Promise<Shown> {
      await tab.user.click(screen.getByTestId(ids.rowEdit('shoes')));
      return { where: byTestId(part === 'sizes' ? ids.shoeSizesUnavailable : ids.shoeWidthsUnavailable) };
    },
  })),
  // Every "nothing saved" read at once: a filled profile shows '--' in each row.
  ...rowReads.map(({ call, row }) => ({
    scenario: `${call}.none`,
    text: profileMessages.emptyValue,
    together: 'nothing saved',
    arrange: profileOf,
    async act({ tab }: Stage): Promise<Shown> {
      // The first row reloads the page with the reads forced; the others read the same page.
      if (row === rowReads[0]?.row) await tab.reload();
      return { where: byTestId(ids.rowValue(row)) };
    },
  })),
];

journeyGroups.set(
  'live screens’ own states',
  journeysOf(ownStates.map((state) => ({ ...state, title: state.scenario }))),
);

/**
 * §8's texts for a failed or empty call that a screen of the live shop shows. Not here, with why:
 * - 'Invalid OTP' is the server's own refusal of a wrong code, reached live without a scenario
 *   (forgot-password.spec.ts); 'Invalid OTP. Please try again.' needs a 4xx without text, which
 *   no live state answers (and no screen shows it).
 * - 'Failed to fetch categories' and 'Failed to load products' are the catalogue calls' texts,
 *   but the listing and home show §2's fallback banners instead (asserted above); the first is
 *   the reply of `products.listCategories.error`.
 * - 'Invalid product parameters', 'Authentication required', 'User not authenticated': the
 *   client refuses before any call (details.spec.ts, profile guards).
 * - Google's 'Authentication timed out. Please try again.', 'Google sign-in failed' and
 *   'Authentication failed' come from the popup, its timer and the auth backend, not from a
 *   call of the shop (google-sign-in*.spec.ts).
 */
const liveShopTexts: readonly string[] = [
  signInMessages.invalidCredentials,
  signInMessages.unexpected,
  signInMessages.network,
  signUpMessages.createFailed,
  signOutMessages.failed,
  forgotPasswordMessages.sendFailed,
  forgotPasswordMessages.sendFailedRetry,
  forgotPasswordMessages.resendFailedRetry,
  forgotPasswordMessages.verifyFailed,
  forgotPasswordMessages.verifyFailedRetry,
  forgotPasswordMessages.resetFailed,
  forgotPasswordMessages.resetFailedRetry,
  cartMessages.addFailed,
  cartMessages.fetchFailed,
  cartMessages.deleteFailed,
  productMessages.fetchProductsFailed,
  productMessages.fetchDetailsFailed,
  productMessages.loadDetailsFailed,
  productMessages.sampleProductsNotice,
  ...Object.values(homeMessages),
  googleSignInMessages.googleAuthFailed,
  googleSignInMessages.oauthSignInFailed,
  healthMessages.failed,
  profileMessages.fetchUserFailed,
  ...[
    physicalStatsMessages,
    fitAttributeMessages,
    ageGroupMessages,
    departmentMessages,
    shoeSizeMessages,
  ].flatMap((messages) =>
    Object.entries(messages)
      .filter(([key]) => /Failed$/.test(key))
      .map(([, text]) => text),
  ),
  fitAttributeMessages.noneForCategory,
  shoeSizeMessages.noneAvailable,
  shoeSizeMessages.sizesUnavailable,
  shoeSizeMessages.widthsUnavailable,
];

/** The §8 texts of the live shop that no journey asserts (the check: none). */
export function uncoveredLiveShopTexts(): string[] {
  const covered = new Set(
    [...areaSteps.flatMap(({ steps }) => steps), ...ownStates].map((step) => step.text),
  );
  return liveShopTexts.filter((text) => !covered.has(text));
}

/** Every group's title: the test files together must run them all. */
export const liveJourneyGroups: readonly string[] = [...journeyGroups.keys()];

/**
 * Registers the journeys of the groups `titles` in the calling test file (one Vitest test per
 * journey, titled as the browser journeys they replaced), each on a fresh tab and account.
 */
export function describeLiveJourneys(titles: readonly string[]): void {
  let stage: Stage;
  beforeEach(async () => {
    stage = { tab: newTab(), newAccount, regular: await makeRegular() };
    window.history.replaceState(null, '', '/');
  });
  afterEach(() => {
    unmountShop?.();
    unmountShop = undefined;
    cleanup();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });
  for (const title of titles) {
    const journeys = journeyGroups.get(title);
    if (!journeys) throw new Error(`No journeys '${title}'`);
    describe(title, () => {
      for (const { title: name, steps } of journeys) {
        it(
          name,
          async () => {
            await steps[0]!.arrange(stage);
            switchOn(steps.map((step) => step.scenario));
            for (const { act: run, text } of steps) {
              const { where, contains, framed } = await run(stage);
              const expected = framed ? framed(text) : text;
              if (contains)
                await waitFor(() => expect(normalised(where()?.textContent)).toContain(expected), {
                  timeout: SHOWN_MS,
                });
              else await expectText(where, expected);
            }
          },
          30_000,
        );
      }
    });
  }
}
