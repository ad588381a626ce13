import type { Meta, StoryObj } from '@storybook/react-vite';
import { DOCS_PATH } from '@shop/core';
import { DEMO_MAILBOX_PATH } from '@shop/core/profile';
import {
  apiQuirks,
  defects,
  exercises,
  liveScenarios,
  QA_SETTINGS_PATH,
  qaPersonas,
  type QaEventFact,
  scoreBoard,
} from '@shop/core/qa';
import { testIdCatalogue } from '@shop/core/test-ids';
import { expect, within } from 'storybook/test';
import { testIds } from '../../testIds';
import { QaToolsScreen } from './QaToolsScreen';
import { expectFitsPhone } from '../../story-checks';

const ids = testIds.qaTools;
const catalogue = testIdCatalogue();

const meta = {
  title: 'Screens/QaToolsScreen',
  component: QaToolsScreen,
  // A fresh browser: its first visit, before the server has given it a sandbox key.
  args: {
    sandboxKey: null,
    scenarios: [],
    defectSwitches: [],
    clockOffset: '',
    apiQuirks: false,
    liveScenarios,
    testIds: catalogue,
    scoreBoard: null,
    classroom: { joined: null, teaching: [] },
  },
} satisfies Meta<typeof QaToolsScreen>;
export default meta;

type Story = StoryObj<typeof meta>;

const phone = { viewport: { value: 'phone390', isRotated: false } };

/**
 * What a learner's sandbox has caused in a working session, as the server records it: a test user
 * made, a forced error seen, a quirk met, and two of the problem user's three defects found.
 */
const workingEvents: readonly QaEventFact[] = [
  { kind: 'data', name: 'qa.createTestUser', detail: {} },
  { kind: 'scenario', name: 'cart.add.error', detail: { call: 'cart.add' } },
  { kind: 'quirk', name: 'quirk.sign-up.status-200', detail: {} },
  { kind: 'defect', name: 'problem.listing.same-image', detail: {} },
  { kind: 'defect', name: 'problem.cart.remove-wrong-line', detail: {} },
];
const workingBoard = scoreBoard(workingEvents);
const pointsOf = (id: string) => exercises.find((exercise) => exercise.id === id)?.points ?? 0;
const maxScore = exercises.reduce((sum, exercise) => sum + exercise.points, 0);

/** The page's own markup, under the frame: no script, no style attribute (the page's policy). */
async function expectNoScriptOrInlineStyle(canvasElement: HTMLElement) {
  await expect(canvasElement.querySelector('script')).toBeNull();
  await expect(canvasElement.querySelector('[style]')).toBeNull();
}

/** The headings in order: the page's h1, a h2 per section. */
async function expectSections(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('QA tools');
  await expect(canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
    'Your session',
    'Classroom',
    'Exercises',
    'Personas and their defects',
    'Live scenarios',
    'Defect switches',
    'Session clock',
    'API quirks',
    'Test payments',
    'Test ids',
  ]);
}

/** A form that sets this browser's cookies: posted to the server, no script involved. */
async function expectSettingsForm(form: HTMLFormElement | null, hidden: Record<string, string>) {
  await expect(form).not.toBeNull();
  await expect(form).toHaveAttribute('method', 'post');
  await expect(form).toHaveAttribute('action', QA_SETTINGS_PATH);
  const inputs = [...(form?.querySelectorAll<HTMLInputElement>('input[type="hidden"]') ?? [])];
  await expect(Object.fromEntries(inputs.map((input) => [input.name, input.value]))).toEqual(hidden);
}

/** The field that turns one more scenario or defect switch on, its suggestions and its button. */
async function expectAddField(canvasElement: HTMLElement, setting: 'scenarios' | 'defects', options: number) {
  const canvas = within(canvasElement);
  const field = canvas.getByTestId(ids.settingAdd(setting));
  await expect(field).toHaveAccessibleName('Turn on');
  await expect(field).toHaveAttribute('id', `qa-${setting}-add`);
  await expect(field).toHaveAttribute('name', 'add');
  await expect(field).toHaveAttribute('list', `qa-${setting}-options`);
  await expect(field).toHaveAttribute('autocomplete', 'off');
  await expect(field).toBeRequired();
  await expect(field).toHaveValue('');
  const datalist = canvasElement.querySelector(`datalist#qa-${setting}-options`);
  await expect(datalist?.querySelectorAll('option')).toHaveLength(options);
  await expect(canvas.getByTestId(ids.settingSubmit(setting))).toHaveTextContent('Turn on');
  await expectSettingsForm(field.closest('form'), { setting });
}

/** What every browser sees alike: the bar, the personas, the quirks, the test payments, the ids. */
async function expectCatalogues(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await expect(canvas.getByTestId(ids.home)).toHaveAttribute('href', '/');
  await expect(canvas.getByTestId(ids.mailboxLink)).toHaveAttribute('href', DEMO_MAILBOX_PATH);
  await expect(canvas.getByTestId(ids.mailboxLink)).toHaveTextContent('Mailbox');
  await expect(canvas.getByTestId(ids.apiDocsLink)).toHaveAttribute('href', DOCS_PATH);
  await expect(canvas.getByTestId(ids.apiDocsLink)).toHaveTextContent('API docs');
  await expect(canvas.getByTestId(ids.eventsLink)).toHaveAttribute('href', '/api/v1/qa/events');
  await expect(canvas.getByTestId(ids.exercisesJson)).toHaveAttribute('href', '/api/v1/qa/exercises');

  for (const persona of qaPersonas) {
    const card = canvas.getByRole('article', { name: persona.label });
    await expect(card).toHaveAttribute('data-testid', ids.persona(persona.kind));
    await expect(within(card).getByTestId(ids.personaEmail(persona.kind))).toHaveTextContent(persona.email);
  }
  await expect(canvas.getByTestId(ids.defect('problem.cart.remove-wrong-line'))).toHaveTextContent(
    /^problem\.cart\.remove-wrong-line — /,
  );
  await expect(canvas.getAllByTestId(/^qa-defect-/)).toHaveLength(defects.length);

  // The catalogue's backticks are <code> elements, never markup from a string.
  const quirk = canvas.getByTestId(ids.quirk('quirk.listing.total-string'));
  await expect([...quirk.querySelectorAll('code')].map((code) => code.textContent)).toContain('total');
  await expect(quirk).not.toHaveTextContent('`');
  await expect(canvas.getAllByTestId(/^qa-quirk-/)).toHaveLength(apiQuirks.length);

  await expect(canvas.getByTestId(ids.testCard('4111111111111111'))).toHaveTextContent(
    '4111 1111 1111 1111 Visa — Paid at once',
  );
  await expect(canvas.getByTestId(ids.testCard('378282246310005'))).toHaveTextContent(
    '3782 822463 10005 American Express — Paid at once (4-digit CVV)',
  );
  await expect(canvas.getByTestId(ids.testUpi('failure'))).toHaveTextContent(
    'failure@shoplane — Payment fails; no order is placed',
  );
  await expect(canvas.getByTestId(ids.testCod)).toHaveTextContent(
    /^Cash on delivery: orders up to ₹50,000, not to PIN codes 737101 \(Gangtok\), /,
  );

  const area = canvas.getByTestId(ids.testIdsArea('qaTools'));
  await expect(area.querySelector('summary')).toHaveTextContent(
    `qaTools (${catalogue.find((entry) => entry.area === 'qaTools')?.ids.length})`,
  );
  await expect(canvas.getAllByTestId(/^qa-test-ids-(?!json$)/)).toHaveLength(catalogue.length);
  await expect(canvas.getByTestId(ids.testIdsJson)).toHaveAttribute('href', '/api/v1/qa/test-ids');
}

/** A fresh browser: no sandbox key yet, so no score board, and nothing switched on. */
export const FreshBrowser: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectSections(canvasElement);
    await expect(canvas.getByTestId(ids.sandboxKey)).toHaveTextContent('none yet (reload the page)');
    await expect(canvas.getByTestId(ids.exercisesScore)).toHaveTextContent(
      'Reload the page to get a sandbox key and your score board.',
    );
    await expect(canvas.queryAllByTestId(/^qa-exercise-/)).toHaveLength(0);

    for (const setting of ['scenarios', 'defects'] as const) {
      await expect(canvas.getByTestId(ids.settingNone(setting))).toHaveTextContent(
        'None on in this browser.',
      );
      await expect(canvas.queryByTestId(ids.settingOn(setting))).toBeNull();
    }
    await expect(canvas.queryByRole('button', { name: /^Turn off / })).toBeNull();
    await expectAddField(canvasElement, 'scenarios', liveScenarios.length);
    await expectAddField(canvasElement, 'defects', defects.length * 2);
    await expect(canvas.getByTestId(ids.setting('scenarios'))).toHaveTextContent(
      `${liveScenarios.length} names; type to search.`,
    );

    const offset = canvas.getByRole('textbox', { name: 'Clock offset' });
    await expect(offset).toHaveAttribute('data-testid', ids.clockOffset);
    await expect(offset).toHaveAttribute('name', 'value');
    await expect(offset).toHaveValue('');
    // The clock header must never lift a security limit; the page says so, word for word.
    await expect(canvas.getByTestId(ids.clockRule)).toHaveTextContent(
      'It never lifts a limit: lockouts, the 30 s before another code and the card-token limit run on the server’s real clock. Nothing lives longer than in real time: a negative offset revives nothing, and a code or token you get while an offset is set lasts only its real time (ask first, then set the offset).',
    );
    await expectSettingsForm(offset.closest('form'), { setting: 'clockOffset' });

    await expect(canvas.getByTestId(ids.apiQuirksState)).toHaveTextContent('Off in this browser.');
    const quirks = canvas.getByTestId(ids.apiQuirksSubmit);
    await expect(quirks).toHaveAccessibleName('Turn on');
    await expect(quirks).toHaveAttribute('type', 'submit');
    await expectSettingsForm(quirks.closest('form'), { setting: 'apiQuirks', value: 'on' });

    await expectCatalogues(canvasElement);
    await expectNoScriptOrInlineStyle(canvasElement);
  },
};

export const FreshBrowserMobile: Story = {
  ...FreshBrowser,
  globals: phone,
  play: async (context) => {
    await FreshBrowser.play?.(context);
    await expectFitsPhone();
  },
};

/**
 * A working session: a sandbox key, two scenarios and two defect switches on, the clock 11 minutes
 * ahead, API quirks on, and three exercises solved with a fourth part done.
 */
export const WorkingSession: Story = {
  args: {
    sandboxKey: 'qa-sandbox-7f3c9a2e41b84d6f',
    scenarios: ['cart.add.error', 'products.slow'],
    defectSwitches: ['+problem.listing.same-image', '-slow.catalogue.delayed'],
    clockOffset: '11m',
    apiQuirks: true,
    scoreBoard: workingBoard,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectSections(canvasElement);
    await expect(canvas.getByTestId(ids.sandboxKey)).toHaveTextContent('qa-sandbox-7f3c9a2e41b84d6f');

    const solved = pointsOf('fresh-test-user') + pointsOf('forced-error') + pointsOf('api-quirk');
    const score = canvas.getByTestId(ids.exercisesScore);
    await expect(score.textContent).toBe(
      `Score: ${solved} of ${maxScore} points · 3 of ${exercises.length} solved`,
    );
    await expect(score.querySelector('strong')?.textContent).toBe(`Score: ${solved} of ${maxScore} points`);
    await expect(canvas.getByRole('heading', { level: 3, name: 'Catch an API quirk' })).toBeVisible();
    await expect(canvas.getByTestId(ids.exerciseState('fresh-test-user'))).toHaveTextContent(/^Solved$/);
    await expect(canvas.getByTestId(ids.exerciseState('forced-error'))).toHaveTextContent(/^Solved$/);
    await expect(canvas.getByTestId(ids.exerciseState('api-quirk'))).toHaveTextContent(/^Solved$/);
    await expect(canvas.getByTestId(ids.exerciseState('problem-user-defects'))).toHaveTextContent(
      /^Open: 2 of 3 done$/,
    );
    await expect(canvas.getByTestId(ids.exerciseState('expired-otp'))).toHaveTextContent(/^Open$/);
    await expect(canvas.getByTestId(ids.exercise('expired-otp'))).toHaveTextContent('15 points');
    const list = canvas.getByTestId(ids.exercise('fresh-test-user')).closest('ol');
    await expect(list?.querySelectorAll(':scope > li')).toHaveLength(exercises.length);

    for (const [setting, on] of [
      ['scenarios', ['cart.add.error', 'products.slow']],
      ['defects', ['+problem.listing.same-image', '-slow.catalogue.delayed']],
    ] as const) {
      await expect(canvas.queryByTestId(ids.settingNone(setting))).toBeNull();
      const pills = within(canvas.getByTestId(ids.settingOn(setting)));
      await expect(pills.getAllByRole('listitem')).toHaveLength(on.length);
      for (const name of on) {
        const off = pills.getByRole('button', { name: `Turn off ${name}` });
        await expect(off).toHaveTextContent(/^Off$/);
        await expect(off).toHaveAttribute('type', 'submit');
        await expectSettingsForm(off.closest('form'), { setting, remove: name });
      }
    }
    await expectAddField(canvasElement, 'scenarios', liveScenarios.length);

    await expect(canvas.getByRole('textbox', { name: 'Clock offset' })).toHaveValue('11m');

    await expect(canvas.getByTestId(ids.apiQuirksState)).toHaveTextContent('On in this browser.');
    const quirks = canvas.getByTestId(ids.apiQuirksSubmit);
    await expect(quirks).toHaveAccessibleName('Turn off');
    await expectSettingsForm(quirks.closest('form'), { setting: 'apiQuirks', value: '' });

    await expectCatalogues(canvasElement);
    await expectNoScriptOrInlineStyle(canvasElement);
  },
};

export const WorkingSessionMobile: Story = {
  ...WorkingSession,
  globals: phone,
  play: async (context) => {
    await WorkingSession.play?.(context);
    await expectFitsPhone();
  },
};
