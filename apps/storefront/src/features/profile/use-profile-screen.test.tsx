import { api, API_BASE_PATH, PROFILE_INTERESTS_LOCAL_STORAGE_KEY, PROFILE_TOAST_MS } from '@shop/core';
import { INTEREST_TAGS, profileDisplayName } from '@shop/core/profile';
import { apiUrl, type ScenarioName, scenarioHandlers } from '@shop/mocks';
import { server } from '@shop/mocks/node';
import type { ProfileRowName } from '@shop/ui/profile';
import { notifyManager } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { noticeTexts, signInStandard } from '../../../test/cart-helpers';
import { queryWrapper } from '../../../test/router-wrapper';
import { until } from '../../../test/settle';
import { useNoticesStore } from '../../stores/notices-store';
import { useSessionStore } from '../users/stores/session-store';
import { useDepartmentDialog } from './use-department-dialog';
import { useProfileScreen } from './use-profile-screen';

const ROWS = ['department', 'height-weight', 'age-group', 'fit', 'shoes'] as const satisfies ProfileRowName[];

type Profile = Awaited<ReturnType<typeof renderProfile>>;

/** The profile page's container for the standard demo user, on `scenarios`, its reads answered. */
async function renderProfile(...scenarios: ScenarioName[]) {
  if (scenarios.length > 0) server.use(...scenarioHandlers(...scenarios));
  await signInStandard();
  const user = useSessionStore.getState().user!;
  const hook = renderHook(() => useProfileScreen(user), { wrapper: queryWrapper() });
  const current = () => hook.result.current;
  await until(
    () =>
      current().screen.user.status !== 'loading' &&
      ROWS.every((row) => current().screen.rows[row].status !== 'loading'),
  );
  return { hook, current, user };
}

const rowOf = (profile: Profile, row: ProfileRowName) => profile.current().screen.rows[row];
const values = (profile: Profile) => Object.fromEntries(ROWS.map((row) => [row, rowOf(profile, row).value]));

/** The request bodies sent to `endpoint` while the mock API answers as usual. */
function bodiesOf(endpoint: { method: string; path: string }): unknown[] {
  const bodies: unknown[] = [];
  server.events.on('request:start', async ({ request }) => {
    const { pathname } = new URL(request.url);
    if (request.method === endpoint.method && pathname === `${API_BASE_PATH}${endpoint.path}`) {
      bodies.push(await request.clone().json());
    }
  });
  return bodies;
}

/** Holds every request from now on until `release()`; the mock API then answers them. */
function hold() {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const state = { held: 0, release: () => release() };
  server.use(
    http.all('*', async () => {
      state.held += 1;
      await gate;
      // Nothing returned: the request goes on to the mock API's own handler.
    }),
  );
  return state;
}

/** Lets `count` turns of the event loop pass (replies arrive; the fake clock stays). */
async function turns(count: number): Promise<void> {
  for (let turn = 0; turn < count; turn++) {
    await act(() => new Promise<void>((resolve) => setImmediate(resolve)));
  }
}

/** The toast `text` shows now, stays PROFILE_TOAST_MS (4 s) and not a moment longer. */
function expectToastFor4s(text: string, tone: 'success' | 'error' = 'success') {
  expect(useNoticesStore.getState().notices).toContainEqual(expect.objectContaining({ message: text, tone }));
  act(() => vi.advanceTimersByTime(PROFILE_TOAST_MS - 1));
  expect(noticeTexts()).toContain(text);
  act(() => vi.advanceTimersByTime(1));
  expect(noticeTexts()).not.toContain(text);
}

beforeEach(() => {
  // Only the timers the page owns (toasts, the mocks' delays); replies keep arriving. TanStack
  // Query hands its results over with setTimeout(0): a microtask here, so they are not held too.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  notifyManager.setScheduler(queueMicrotask);
});
afterEach(() => {
  notifyManager.setScheduler((callback) => setTimeout(callback, 0));
  server.events.removeAllListeners();
  vi.useRealTimers();
});

describe('the profile rows read on opening (§2, §4, §8)', () => {
  it('show every saved value, the fit and shoe rows with their Last updated date', async () => {
    const profile = await renderProfile('profile.filled');
    expect(values(profile)).toEqual({
      department: "Women's",
      'height-weight': '170 cm, 65 kg',
      'age-group': '25-29',
      fit: 'Shoulder: Wide, Waist: Average, Thighs: Average, Hips: Narrow',
      shoes: '8, Standard',
    });
    expect(rowOf(profile, 'fit').lastUpdated).toBe('Last updated on Nov 5, 2026');
    expect(rowOf(profile, 'shoes').lastUpdated).toBe('Last updated on Nov 5, 2026');
    expect(rowOf(profile, 'fit').details).toEqual([
      'Shoulder: Wide',
      'Waist: Average',
      'Thighs: Average',
      'Hips: Narrow',
    ]);
  });

  it("read a 404 and `stats: null` as nothing saved: every row '--' (null), ready, not an error", async () => {
    for (const scenario of ['profile.none', 'profile.ok'] as const) {
      const profile = await renderProfile(scenario);
      for (const row of ROWS) expect(rowOf(profile, row)).toMatchObject({ status: 'ready', value: null });
      profile.hook.unmount();
    }
  });

  it.each([
    ['profile.department.error', 'department', 'Failed to fetch preferred department'],
    ['profile.stats.error', 'height-weight', 'Failed to fetch physical stats'],
    ['profile.ageGroup.error', 'age-group', 'Failed to fetch user age group'],
    ['profile.fit.error', 'fit', 'Failed to fetch user fit attributes'],
    ['profile.shoeSize.error', 'shoes', 'Failed to fetch user shoe size'],
  ] as const)('%s: the %s row shows %j, and Retry reads again', async (scenario, row, text) => {
    const profile = await renderProfile(scenario);
    expect(rowOf(profile, row)).toMatchObject({ status: 'error', error: text, value: null });
    for (const other of ROWS.filter((name) => name !== row)) {
      expect(rowOf(profile, other).status).toBe('ready');
    }

    server.use(...scenarioHandlers('profile.filled'));
    const read = hold();
    act(() => profile.current().screen.onRetryRow(row));
    await until(() => read.held > 0);
    expect(rowOf(profile, row).status).toBe('loading');
    read.release();
    await until(() => rowOf(profile, row).status === 'ready');
    expect(rowOf(profile, row).value).not.toBeNull();
  });

  it("shows the header's name and e-mail, or the session's under 'Failed to fetch user'", async () => {
    const filled = await renderProfile('profile.filled');
    expect(filled.current().screen.user).toMatchObject({ status: 'ready', email: filled.user.emailId });
    filled.hook.unmount();

    const failed = await renderProfile('profile.user.error');
    expect(failed.current().screen.user).toEqual({
      status: 'error',
      name: profileDisplayName(failed.user),
      email: failed.user.emailId,
      error: 'Failed to fetch user',
    });
  });

  it('keep every row loading while the reads are late (profile.filled.slow), then show them', async () => {
    server.use(...scenarioHandlers('profile.filled.slow'));
    await signInStandard();
    const user = useSessionStore.getState().user!;
    const hook = renderHook(() => useProfileScreen(user), { wrapper: queryWrapper() });
    // Let the requests reach the mock API, where each waits 1.5 s (fake time).
    await turns(20);
    act(() => vi.advanceTimersByTime(1499));
    await turns(20);
    expect(ROWS.map((row) => hook.result.current.screen.rows[row].status)).toEqual(ROWS.map(() => 'loading'));
    act(() => vi.advanceTimersByTime(1));
    await until(() => ROWS.every((row) => hook.result.current.screen.rows[row].status === 'ready'));
  });
});

describe('Clear (§4): asks, then clears with its toast', () => {
  it.each([
    ['department', 'The gender has been removed successfully'],
    ['height-weight', 'Height and weight removed successfully'],
    ['age-group', 'Age group has been removed successfully'],
    ['fit', 'Fit attributes have been removed successfully'],
    ['shoes', 'Shoe size removed successfully'],
  ] as const)('%s: %j for 4 s, the row then shows --', async (row, text) => {
    const profile = await renderProfile('profile.filled');
    act(() => profile.current().screen.onClearRow(row));
    expect(profile.current().screen.clearing).toBe(row);
    const call = hold();
    act(() => profile.current().screen.onConfirmClear());
    // The confirmation stays, busy, until the call is answered.
    await until(() => call.held > 0);
    expect(rowOf(profile, row).busy).toBe(true);
    expect(profile.current().screen.clearing).toBe(row);
    call.release();
    await until(() => profile.current().screen.clearing === null);
    expect(rowOf(profile, row)).toMatchObject({ status: 'ready', value: null, busy: false });
    expectToastFor4s(text);
  });

  it.each([
    ['department', 'Failed to clear preferred department'],
    ['height-weight', 'Failed to clear physical stats'],
    ['age-group', 'Failed to remove age group'],
    ['fit', 'Failed to remove fit attributes'],
    ['shoes', 'Failed to remove shoe size'],
  ] as const)('%s failing: the error toast %j, the value kept', async (row, text) => {
    const profile = await renderProfile('profile.clear.error');
    const before = rowOf(profile, row).value;
    act(() => profile.current().screen.onClearRow(row));
    act(() => profile.current().screen.onConfirmClear());
    await until(() => profile.current().screen.clearing === null);
    expect(rowOf(profile, row).value).toBe(before);
    expectToastFor4s(text, 'error');
  });

  it('does not ask for a row without a value', async () => {
    const none = await renderProfile('profile.none');
    act(() => none.current().screen.onClearRow('age-group'));
    expect(none.current().screen.clearing).toBeNull();
  });

  it('Cancel clears nothing', async () => {
    const filled = await renderProfile('profile.filled');
    act(() => filled.current().screen.onClearRow('age-group'));
    act(() => filled.current().screen.onCancelClear());
    expect(filled.current().screen.clearing).toBeNull();
    expect(rowOf(filled, 'age-group').value).toBe('25-29');
    expect(noticeTexts()).toEqual([]);
  });
});

describe('the modals save (§4, §5, §8)', () => {
  it('age group: Save once a different group is chosen; the toast, the row, the modal closes', async () => {
    const profile = await renderProfile('profile.ok');
    const sent = bodiesOf(api.profile.saveAgeGroup);
    act(() => profile.current().screen.onEditRow('age-group'));
    const dialog = () => profile.current().dialogs.ageGroup;
    expect(dialog()).toMatchObject({ open: true, status: 'loading', canSave: false });
    await until(() => dialog().status === 'ready');
    expect(dialog().options.map((option) => option.ageRange)).toContain('25-29');
    expect(dialog().canSave).toBe(false);

    act(() => dialog().onSelect(3));
    expect(dialog().canSave).toBe(true);
    act(() => dialog().onSave());
    await until(() => !dialog().open);
    expect(sent).toEqual([{ userId: profile.user.userId, ageGroupId: 3 }]);
    expect(rowOf(profile, 'age-group').value).toBe('25-29');
    expectToastFor4s('Age group saved successfully');

    // Reopened: the saved group is the current one, so Save waits for another choice.
    act(() => profile.current().screen.onEditRow('age-group'));
    expect(dialog()).toMatchObject({ selectedId: 3, canSave: false });
  });

  it('preferred department: the server options, saved with its toast', async () => {
    const profile = await renderProfile('profile.ok');
    act(() => profile.current().screen.onEditRow('department'));
    const dialog = () => profile.current().dialogs.department;
    await until(() => dialog().status === 'ready');
    expect(dialog().options.map((option) => option.gender)).toEqual(["Women's", "Men's", 'Unisex']);
    expect(dialog().optionsError).toBeUndefined();
    act(() => dialog().onSelect(2));
    act(() => dialog().onSave());
    await until(() => !dialog().open);
    expect(rowOf(profile, 'department').value).toBe("Men's");
    expectToastFor4s('Preferred department saved successfully');
  });

  // §7: the department may come as its text alone; the picker finds it among the options by text.
  it('preferred department: a department read as text is the current option', async () => {
    server.use(
      http.get(apiUrl(api.profile.getPreferredDepartment), () => HttpResponse.json({ department: "Men's" })),
    );
    const profile = await renderProfile();
    expect(rowOf(profile, 'department').value).toBe("Men's");
    act(() => profile.current().screen.onEditRow('department'));
    const dialog = () => profile.current().dialogs.department;
    await until(() => dialog().status === 'ready');
    expect(dialog()).toMatchObject({ selectedId: 2, canSave: false });
    act(() => dialog().onSelect(1));
    expect(dialog().canSave).toBe(true);
  });

  it("preferred department: without a signed-in user, Save says 'User not authenticated'", async () => {
    const hook = renderHook(() => useDepartmentDialog(undefined, { open: true, onClose: () => undefined }), {
      wrapper: queryWrapper(),
    });
    await until(() => hook.result.current.status === 'ready');
    act(() => hook.result.current.onSelect(1));
    act(() => hook.result.current.onSave());
    expect(hook.result.current.error).toBe('User not authenticated');
  });

  it("preferred department: options that cannot be read fall back to Women's, Men's, Unisex", async () => {
    const profile = await renderProfile('profile.genders.error');
    act(() => profile.current().screen.onEditRow('department'));
    const dialog = () => profile.current().dialogs.department;
    await until(() => dialog().status === 'ready');
    expect(dialog().optionsError).toBe('Failed to load gender options');
    expect(dialog().options).toEqual([
      { id: 1, gender: "Women's" },
      { id: 2, gender: "Men's" },
      { id: 3, gender: 'Unisex' },
    ]);
    // Filled: Women's is saved, so only another option enables Save.
    expect(dialog()).toMatchObject({ selectedId: 1, canSave: false });
    act(() => dialog().onSelect(3));
    expect(dialog().canSave).toBe(true);
  });

  it('height and weight: read again on opening, the §5 messages on Save, then saved in the units chosen', async () => {
    const profile = await renderProfile('profile.ok');
    const sent = bodiesOf(api.users.savePhysicalStats);
    act(() => profile.current().screen.onEditRow('height-weight'));
    const dialog = () => profile.current().dialogs.heightWeight;
    expect(dialog().status).toBe('loading');
    await until(() => dialog().status === 'ready');
    expect(dialog().form).toEqual({ heightUnit: 'cm', heightValue: '', weightUnit: 'kg', weightValue: '' });
    expect(dialog().canSave).toBe(false);

    const change = (heightValue: string, weightValue: string) =>
      act(() => dialog().onChange({ ...dialog().form, heightValue, weightValue }));
    change('', '65');
    act(() => dialog().onSave());
    expect(dialog().error).toBe('Please fill in both height and weight values');
    change('abc', '65');
    act(() => dialog().onSave());
    expect(dialog().error).toBe('Please enter valid numbers for height and weight');
    change('0', '65');
    act(() => dialog().onSave());
    expect(dialog().error).toBe('Height and weight must be greater than 0');
    expect(sent).toEqual([]);

    act(() =>
      dialog().onChange({ heightUnit: 'ft', heightValue: '5.6', weightUnit: 'lb', weightValue: '140.5' }),
    );
    expect(dialog().error).toBeUndefined();
    act(() => dialog().onSave());
    await until(() => !dialog().open);
    expect(sent).toEqual([
      {
        userId: profile.user.userId,
        heightUnit: 'ft',
        weightUnit: 'lb',
        heightValue: 5.6,
        weightValue: 140.5,
      },
    ]);
    expect(rowOf(profile, 'height-weight').value).toBe('5.6 ft, 140.5 lb');
    expectToastFor4s('Height and weight saved successfully');
  });

  // §7 lists no reply for this save: a server that sends none still saved, and the row shows it.
  it('height and weight: a save answered without its stats reads the row again', async () => {
    const profile = await renderProfile('profile.ok');
    // The server keeps what is saved; its save answers without the stats.
    let saved: unknown = null;
    server.use(
      http.post(apiUrl(api.users.savePhysicalStats), () => {
        saved = { heightCm: 170, weightKg: 65 };
        return HttpResponse.json({});
      }),
      http.get(apiUrl(api.users.getPhysicalStats), () => HttpResponse.json({ stats: saved })),
    );
    act(() => profile.current().screen.onEditRow('height-weight'));
    const dialog = () => profile.current().dialogs.heightWeight;
    await until(() => dialog().status === 'ready');
    expect(rowOf(profile, 'height-weight').value).toBeNull();
    act(() =>
      dialog().onChange({ heightUnit: 'cm', heightValue: '170', weightUnit: 'kg', weightValue: '65' }),
    );
    act(() => dialog().onSave());
    await until(() => !dialog().open);
    await until(() => rowOf(profile, 'height-weight').value === '170 cm, 65 kg');
    expectToastFor4s('Height and weight saved successfully');
  });

  it('height and weight: the modal starts from the stats saved, and Save waits for a change', async () => {
    const profile = await renderProfile('profile.filled');
    act(() => profile.current().screen.onEditRow('height-weight'));
    const dialog = () => profile.current().dialogs.heightWeight;
    await until(() => dialog().status === 'ready');
    expect(dialog().form).toEqual({
      heightUnit: 'cm',
      heightValue: '170',
      weightUnit: 'kg',
      weightValue: '65',
    });
    expect(dialog().canSave).toBe(false);
    act(() => dialog().onChange({ ...dialog().form, weightValue: '64.5' }));
    expect(dialog().canSave).toBe(true);
  });

  it('fit attributes: Narrow/Average/Wide per attribute, the chosen option ids sent', async () => {
    const profile = await renderProfile('profile.ok');
    const sent = bodiesOf(api.profile.saveFitAttributes);
    act(() => profile.current().screen.onEditRow('fit'));
    const dialog = () => profile.current().dialogs.fit;
    await until(() => dialog().status === 'ready');
    expect(dialog().rows.map((row) => row.id)).toEqual(['shoulder', 'waist', 'thighs', 'hips']);
    expect(dialog().canSave).toBe(false);

    act(() => dialog().onSelect('shoulder', 'Wide'));
    act(() => dialog().onSelect('hips', 'Narrow'));
    expect(dialog().canSave).toBe(true);
    act(() => dialog().onSave());
    await until(() => !dialog().open);
    // Shoulder's options are ids 1–3, hips' 10–12 (core profile-reference).
    expect(sent).toEqual([{ userId: profile.user.userId, fitAttributeIds: [3, 10] }]);
    expect(rowOf(profile, 'fit').value).toBe('Shoulder: Wide, Hips: Narrow');
    expectToastFor4s('Fit attributes saved successfully');
  });

  it("fit attributes: a value that maps to no option is dropped; with none left, 'No valid attributes to save'", async () => {
    const profile = await renderProfile('profile.ok');
    const sent = bodiesOf(api.profile.saveFitAttributes);
    act(() => profile.current().screen.onEditRow('fit'));
    const dialog = () => profile.current().dialogs.fit;
    await until(() => dialog().status === 'ready');
    act(() => dialog().onSelect('shoulder', 'Extra wide'));
    act(() => dialog().onSave());
    expect(dialog()).toMatchObject({ open: true, error: 'No valid attributes to save' });
    expect(sent).toEqual([]);
  });

  it('fit attributes: an empty list, and a list that cannot be read', async () => {
    const empty = await renderProfile('profile.fitAttributes.empty');
    act(() => empty.current().screen.onEditRow('fit'));
    await until(() => empty.current().dialogs.fit.status === 'ready');
    expect(empty.current().dialogs.fit.rows).toEqual([]);
    empty.hook.unmount();

    const failed = await renderProfile('profile.fitAttributes.error');
    act(() => failed.current().screen.onEditRow('fit'));
    await until(() => failed.current().dialogs.fit.status !== 'loading');
    expect(failed.current().dialogs.fit).toMatchObject({
      status: 'error',
      error: 'Failed to fetch fit attributes',
      canSave: false,
    });
  });

  it('shoes: size and width required, a numeric size sent as a number', async () => {
    const profile = await renderProfile('profile.ok');
    const sent = bodiesOf(api.profile.saveShoeSize);
    act(() => profile.current().screen.onEditRow('shoes'));
    const dialog = () => profile.current().dialogs.shoes;
    await until(() => dialog().status === 'ready');
    expect(dialog().widths).toEqual(['Narrow', 'Standard', 'Wide']);
    act(() => dialog().onSelectSize('9.5'));
    expect(dialog().canSave).toBe(false);
    act(() => dialog().onSelectWidth('Wide'));
    expect(dialog().canSave).toBe(true);
    act(() => dialog().onSave());
    await until(() => !dialog().open);
    expect(sent).toEqual([{ userId: profile.user.userId, size: 9.5, width: 'Wide' }]);
    expect(rowOf(profile, 'shoes').value).toBe('9.5, Wide');
    expectToastFor4s('Shoe size saved successfully');
  });

  it('shoes: sizes numeric first in order, the others after as listed', async () => {
    const profile = await renderProfile('profile.shoeSizes.mixed');
    act(() => profile.current().screen.onEditRow('shoes'));
    await until(() => profile.current().dialogs.shoes.status === 'ready');
    const sizes = profile.current().dialogs.shoes.sizes.map((option) => option.size);
    const numeric = sizes.filter((size) => typeof size === 'number' || /^\d/.test(String(size)));
    expect(sizes.slice(0, numeric.length)).toEqual(numeric);
    expect(numeric.map(Number)).toEqual([...numeric.map(Number)].sort((a, b) => a - b));
    expect(sizes.slice(numeric.length)).toEqual(expect.arrayContaining(['XS', 'M']));
  });

  it.each([
    ['profile.shoeSizes.empty', { sizes: 0, widths: 0 }],
    ['profile.shoeSizes.noSizes', { sizes: 0, widths: 3 }],
    ['profile.shoeSizes.noWidths', { sizes: 19, widths: 0 }],
  ] as const)(
    'shoes, %s: the lists as they are (the modal shows the §8 empty state)',
    async (scenario, counts) => {
      const profile = await renderProfile(scenario);
      act(() => profile.current().screen.onEditRow('shoes'));
      await until(() => profile.current().dialogs.shoes.status === 'ready');
      const dialog = profile.current().dialogs.shoes;
      expect({ sizes: dialog.sizes.length, widths: dialog.widths.length }).toEqual(counts);
      expect(dialog.canSave).toBe(false);
    },
  );

  it.each([
    ['profile.ageGroups.error', 'age-group', 'ageGroup', 'Failed to load age groups'],
    ['profile.shoeSizes.error', 'shoes', 'shoes', 'Failed to load shoe sizes'],
  ] as const)('%s: the modal shows %j', async (scenario, row, dialogName, text) => {
    const profile = await renderProfile(scenario);
    act(() => profile.current().screen.onEditRow(row));
    await until(() => profile.current().dialogs[dialogName].status !== 'loading');
    expect(profile.current().dialogs[dialogName]).toMatchObject({
      status: 'error',
      error: text,
      canSave: false,
    });
  });
});

describe('a failed save keeps the modal open with its §8 text, the server text first', () => {
  /** Opens the row's modal, makes a change and saves; returns the modal as it is afterwards. */
  async function failedSave(scenario: ScenarioName, row: ProfileRowName) {
    const profile = await renderProfile(scenario);
    act(() => profile.current().screen.onEditRow(row));
    const dialogs = () => profile.current().dialogs;
    const names = {
      department: 'department',
      'height-weight': 'heightWeight',
      'age-group': 'ageGroup',
      fit: 'fit',
      shoes: 'shoes',
    } as const;
    const dialog = () => dialogs()[names[row]];
    await until(() => dialog().status === 'ready');
    act(() => {
      if (row === 'department') dialogs().department.onSelect(3);
      if (row === 'age-group') dialogs().ageGroup.onSelect(1);
      if (row === 'fit') dialogs().fit.onSelect('waist', 'Wide');
      if (row === 'shoes') dialogs().shoes.onSelectSize('10');
      if (row === 'height-weight') {
        dialogs().heightWeight.onChange({ ...dialogs().heightWeight.form, heightValue: '171' });
      }
    });
    expect(dialog().canSave).toBe(true);
    act(() => dialog().onSave());
    await until(() => dialog().error !== undefined);
    expect(dialog().open).toBe(true);
    expect(noticeTexts()).toEqual([]);
    return dialog();
  }

  it.each([
    ['department', 'Failed to set preferred department'],
    ['height-weight', 'Failed to save physical stats'],
    ['age-group', 'Failed to save age group'],
    ['fit', 'Failed to save fit attributes'],
    ['shoes', 'Failed to save shoe size'],
  ] as const)('%s: %j', async (row, text) => {
    expect((await failedSave('profile.save.error', row)).error).toBe(text);
  });

  it.each(['department', 'height-weight', 'age-group', 'fit', 'shoes'] as const)(
    "%s: the server's own text",
    async (row) => {
      const { error } = await failedSave('profile.save.serverText', row);
      expect(error).toBeTruthy();
      expect(error).not.toMatch(/^Failed to/);
    },
  );
});

describe('Interests (§2; ours: kept on this device per user)', () => {
  it("toggles tags, saves them with 'Interests saved' for 4 s, and finds them again", async () => {
    const profile = await renderProfile('profile.filled');
    const interests = () => profile.current().screen.interests;
    expect(interests()).toMatchObject({ selected: [], canSave: false });
    act(() => interests().onToggle('Baking'));
    act(() => interests().onToggle('Skin Care'));
    expect(interests()).toMatchObject({ selected: ['Skin Care', 'Baking'], canSave: true });
    act(() => interests().onSave());
    expect(interests().canSave).toBe(false);
    expectToastFor4s('Interests saved');
    expect(JSON.parse(localStorage.getItem(PROFILE_INTERESTS_LOCAL_STORAGE_KEY)!)).toEqual({
      [profile.user.userId]: ['Skin Care', 'Baking'],
    });
    profile.hook.unmount();

    const again = await renderProfile('profile.filled');
    expect(again.current().screen.interests.selected).toEqual(['Skin Care', 'Baking']);
    act(() => again.current().screen.interests.onToggle('Baking'));
    act(() => again.current().screen.interests.onToggle('Baking'));
    expect(again.current().screen.interests.canSave).toBe(false);
    expect(INTEREST_TAGS).toHaveLength(10);
  });
});
