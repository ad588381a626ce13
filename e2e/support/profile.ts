import { expect, type Locator, type Page, type Route } from '@playwright/test';
import { API_BASE_PATH, PROFILE_TOAST_MS } from '@shop/core';
import { AGE_GROUPS, FIT_ATTRIBUTES, GENDERS, profileMessages, type ShoeWidth } from '@shop/core/profile';
import { pauseJustAhead } from './clock';
import type { Shopper } from '../fixtures';
import type { ProfilePage, ProfileRow } from '../pages/ProfilePage';
import { seedBrowser } from './cart';
import type { ShopApi } from './shop-api';

/** The reference data every journey picks from (core's, which the server seeds). */
export const ageGroup = (range: string) => {
  const group = AGE_GROUPS.find((candidate) => candidate.ageRange === range);
  if (!group) throw new Error(`No age group ${range}`);
  return group;
};

export const gender = (name: string) => {
  const option = GENDERS.find((candidate) => candidate.gender === name);
  if (!option) throw new Error(`No gender option ${name}`);
  return option;
};

/** The option id of `value` on the fit attribute `name` ('shoulder' …). */
export function fitOptionId(name: string, value: 'Narrow' | 'Average' | 'Wide'): number {
  const option = FIT_ATTRIBUTES.find((attribute) => attribute.attributeName === name)?.options.find(
    (candidate) => candidate.value === value,
  );
  if (!option) throw new Error(`No fit option ${name}: ${value}`);
  return option.id;
}

/** A profile with every row saved, made through the API (what a returning shopper has). */
export const FILLED = {
  department: gender("Women's"),
  stats: { heightUnit: 'cm', weightUnit: 'kg', heightValue: 170, weightValue: 65 } as const,
  ageGroup: ageGroup('25-29'),
  fit: { shoulder: 'Wide', waist: 'Average', thighs: 'Average', hips: 'Narrow' } as const,
  shoe: { size: 8, width: 'Standard' as ShoeWidth },
};

export async function fillProfile(shopApi: ShopApi, shopper: Shopper): Promise<void> {
  const userId = shopper.session.user.userId;
  const token = shopper.token;
  await shopApi.setPreferredDepartment(token, { userId, genderId: FILLED.department.id });
  await shopApi.savePhysicalStats(token, { userId, ...FILLED.stats });
  await shopApi.saveAgeGroup(token, { userId, ageGroupId: FILLED.ageGroup.id });
  await shopApi.saveFitAttributes(token, {
    userId,
    fitAttributeIds: Object.entries(FILLED.fit).map(([name, value]) => fitOptionId(name, value)),
  });
  await shopApi.saveShoeSize(token, { userId, ...FILLED.shoe });
}

function matches(url: string, path: string | RegExp): boolean {
  const { pathname } = new URL(url);
  if (!pathname.startsWith(API_BASE_PATH)) return false;
  const rest = pathname.slice(API_BASE_PATH.length);
  return typeof path === 'string' ? rest === path : path.test(rest);
}

/**
 * Answers the app's `method` call to `path` (below the API base) with `status` and `body` instead of
 * the server, every time until the test ends; other calls pass. An empty body means the §8 fallback.
 */
export async function answerApi(
  page: Page,
  method: string,
  path: string | RegExp,
  status: number,
  body?: unknown,
): Promise<void> {
  await page.route(
    (url) => matches(url.toString(), path),
    async (route: Route) => {
      if (route.request().method() !== method) return route.fallback();
      await route.fulfill({
        status,
        contentType: 'application/json',
        body: body === undefined ? '' : JSON.stringify(body),
      });
    },
  );
}

/** Removes what `answerApi` put on `path`: the server answers again. */
export async function stopAnswering(page: Page): Promise<void> {
  await page.unrouteAll({ behavior: 'wait' });
}

/** The user's own record path of a profile call ('/age-group/{userId}'). */
export const own = (base: string, shopper: Shopper) => `${base}/${shopper.session.user.userId}`;

/**
 * Runs `action` (a save or a clear) with the page's clock paused, then checks that `toast` shows
 * for the §9 profile toast time (4 s) and closes then. The page's clock must be installed.
 */
export async function expectToastForItsTime(
  page: Page,
  toast: Locator,
  action: () => Promise<void>,
): Promise<void> {
  await pauseJustAhead(page);
  await action();
  await expect(toast).toBeVisible();
  await page.clock.runFor(PROFILE_TOAST_MS - 100);
  await expect(toast).toBeVisible();
  await page.clock.runFor(100);
  await expect(toast).toHaveCount(0);
  await page.clock.resume();
}

/** Whether the page scrolls sideways (a layout wider than the screen). */
export function scrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
}

/** What an empty profile row shows. */
export const EMPTY = profileMessages.emptyValue;

/**
 * The profile modals' journeys (e2e/specs/profile-modals/) each start with an account of its own,
 * signed in before the first page, and a fake clock that runs on its own until a toast's 4 s are
 * checked.
 */
export async function signedInWithRunningClock({ page, shopper }: { page: Page; shopper: Shopper }) {
  await page.clock.install();
  await seedBrowser(page, { session: shopper.session });
}

/** Clear, yes in the question: the row's §8 toast for its 4 s, then '--', Add, and Clear disabled. */
export async function clearsWithToast(
  page: Page,
  profilePage: ProfilePage,
  row: ProfileRow,
  removed: string,
) {
  await row.clear.click();
  await expect(profilePage.clearDialog).toBeVisible();
  await expectToastForItsTime(page, profilePage.successToast(removed), () =>
    profilePage.clearConfirm.click(),
  );
  await expect(row.value).toHaveText(EMPTY);
  await expect(row.edit).toHaveText('Add');
  await expect(row.clear).toBeDisabled();
}
