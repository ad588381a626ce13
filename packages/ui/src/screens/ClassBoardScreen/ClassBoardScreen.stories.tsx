import type { Meta, StoryObj } from '@storybook/react-vite';
import { DOCS_PATH } from '@shop/core';
import { classBoardLiveMarkers, defects, exercises, liveScenarios, QA_PAGE_PATH } from '@shop/core/qa';
import { expect, within } from 'storybook/test';
import { expectFitsPhone } from '../../story-checks';
import { testIds } from '../../testIds';
import { boardPage, classSettings, lessonLearners, LONG_NICKNAME, TEACHER_KEY } from './class-board-fixtures';
import { ClassBoardRefusedScreen, ClassBoardScreen } from './ClassBoardScreen';

const ids = testIds.classroom;
const phone = { viewport: { value: 'phone390', isRotated: false } };
const desktop = { viewport: { value: 'desktop1280', isRotated: false } };

const meta = {
  title: 'Screens/ClassBoardScreen',
  component: ClassBoardScreen,
  args: boardPage(1, []),
  globals: desktop,
} satisfies Meta<typeof ClassBoardScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const code = classSettings.code;
const boardLink = `/qa/classes/${code}?key=${TEACHER_KEY}`;
const switchesAction = `/qa/classes/${code}/switches`;
const maxScore = exercises.reduce((sum, exercise) => sum + exercise.points, 0);
const pointsOf = (id: string) => exercises.find((exercise) => exercise.id === id)?.points ?? NaN;

/** A form's hidden inputs as name → value. */
const hiddenOf = (form: HTMLFormElement | null) =>
  Object.fromEntries(
    [...(form?.querySelectorAll<HTMLInputElement>('input[type="hidden"]') ?? [])].map((input) => [
      input.name,
      input.value,
    ]),
  );

async function expectPostsTo(form: HTMLFormElement | null, action: string, hidden: Record<string, string>) {
  await expect(form).toHaveAttribute('method', 'post');
  await expect(form).toHaveAttribute('action', action);
  await expect(hiddenOf(form)).toEqual(hidden);
}

/** What every state shows: the bar, the title, the code, the links, the markers for the script. */
async function expectFrame(canvasElement: HTMLElement, { ended }: { ended: boolean }) {
  const canvas = within(canvasElement);
  await expect(canvas.getByTestId(ids.boardHome)).toHaveAttribute('href', '/');
  await expect(canvas.getByTestId(ids.boardQaLink)).toHaveAttribute('href', QA_PAGE_PATH);
  await expect(canvas.getByTestId(ids.boardDocsLink)).toHaveAttribute('href', DOCS_PATH);
  await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(/^Tuesday QA — batch 7$/);
  await expect(canvas.getByTestId(ids.boardCode).textContent).toBe(code);
  await expect(canvas.getByTestId(ids.boardJoinHint).textContent).toBe(
    ended ? 'The class has ended: no one can join.' : 'Learners join at /qa with this code.',
  );
  await expect(canvas.getByTestId(ids.boardEnds).textContent).toBe(
    `${ended ? 'Ended' : 'Ends'} 2026-12-01 15:20:00 IST`,
  );
  await expect(canvas.getByTestId(ids.boardEnds).querySelector('time')).toHaveAttribute(
    'datetime',
    '2026-12-01T09:50:00.000Z',
  );

  const status = canvas.getByRole('status');
  await expect(status).toHaveAttribute('data-testid', ids.boardLiveStatus);
  await expect(status).toHaveAttribute(classBoardLiveMarkers.status);
  await expect(status.textContent).toBe(
    ended ? 'Final: the class has ended.' : 'Refresh to see new results.',
  );
  await expect(canvas.getByRole('link', { name: 'Refresh' })).toHaveAttribute('href', boardLink);
  const csv = canvas.getByRole('link', { name: 'Download as CSV' });
  await expect(csv).toHaveAttribute('data-testid', ids.boardCsv);
  await expect(csv).toHaveAttribute('href', `/api/v1/qa/classes/${code}/board.csv?key=${TEACHER_KEY}`);
  await expect(csv).toHaveAttribute('download');

  // What the page's script reads: where the events come from, whether to wait for any, what to swap.
  const root = canvasElement.querySelector(`[${classBoardLiveMarkers.eventsUrl}]`);
  await expect(root?.getAttribute(classBoardLiveMarkers.eventsUrl)).toBe(
    `/api/v1/qa/classes/${code}/events?key=${TEACHER_KEY}`,
  );
  await expect(root?.getAttribute(classBoardLiveMarkers.ended)).toBe(String(ended));
  const parts = [...canvasElement.querySelectorAll(`[${classBoardLiveMarkers.part}]`)];
  await expect(parts.map((part) => part.getAttribute(classBoardLiveMarkers.part))).toEqual([
    'summary',
    'join-hint',
    'board',
  ]);
  // The legend numbers the columns: every counted exercise, in catalogue order.
  const legend = canvas.getByRole('list', { name: 'Exercises that count' });
  await expect(
    within(legend)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(exercises.map((exercise) => `${exercise.title} (${exercise.points} points)`));
  // Rendered by the server: the page's own script is added by the document, never by the screen.
  await expect(canvasElement.querySelector('script')).toBeNull();
  await expect(canvasElement.querySelector('[style]')).toBeNull();
}

async function expectSwitchesForm(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const add = canvas.getByRole('combobox', { name: 'Turn on for the class' });
  await expect(add).toHaveAttribute('data-testid', ids.switchAdd);
  await expect(add).toHaveAttribute('name', 'add');
  await expect(add).toBeRequired();
  const options = canvasElement.querySelectorAll(`datalist#${add.getAttribute('list')} option`);
  await expect(options).toHaveLength(liveScenarios.length + defects.length);
  await expect([...options].map((option) => option.getAttribute('value'))).toEqual(
    expect.arrayContaining(['cart.add.rate-limited', '+problem.listing.same-image']),
  );
  await expect(canvas.getByTestId(ids.switchSubmit)).toHaveTextContent(/^Turn on$/);
  await expectPostsTo(add.closest('form'), switchesAction, { key: TEACHER_KEY });
}

const nothingOnYet = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByTestId(ids.switchesNone).textContent).toBe('Nothing switched on for the class.');
  await expect(canvas.queryByTestId(ids.switchesOn)).toBeNull();
};

async function expectEmpty(canvasElement: HTMLElement) {
  await expectFrame(canvasElement, { ended: false });
  const canvas = within(canvasElement);
  await expect(canvas.getByTestId(ids.boardLearnerCount).textContent).toBe(
    `0 learners · ${exercises.length} exercises count, ${maxScore} points in all`,
  );
  await expect(canvas.getByTestId(ids.boardEmpty).textContent).toBe(
    'No learners yet. Their rows appear here as they join.',
  );
  await expect(canvas.queryByRole('table')).toBeNull();
  await nothingOnYet(canvasElement);
  await expectSwitchesForm(canvasElement);
}

/** The class has just started: its code to project, nobody in it yet. */
export const Empty: Story = {
  play: async ({ canvasElement }) => expectEmpty(canvasElement),
};

export const EmptyMobile: Story = {
  globals: phone,
  play: async ({ canvasElement }) => {
    await expectEmpty(canvasElement);
    await expectFitsPhone(canvasElement);
  },
};

const liveArgs = boardPage(30, lessonLearners, ['cart.add.rate-limited', '+problem.listing.same-image']);

async function expectLive(canvasElement: HTMLElement) {
  await expectFrame(canvasElement, { ended: false });
  const canvas = within(canvasElement);
  await expect(canvas.getByTestId(ids.boardLearnerCount).textContent).toBe(
    `4 learners · ${exercises.length} exercises count, ${maxScore} points in all`,
  );
  await expect(canvas.queryByTestId(ids.boardEmpty)).toBeNull();

  const region = canvas.getByRole('region', { name: 'Learners, best score first' });
  await expect(region).toHaveAttribute('tabindex', '0');
  const table = within(region).getByRole('table', { name: 'Learners, best score first' });
  await expect(table).toHaveAttribute('data-testid', ids.boardTable);
  const headers = within(table).getAllByRole('columnheader');
  await expect(headers.map((header) => header.textContent)).toEqual([
    'Nickname',
    'Score',
    ...exercises.map((exercise, index) => `${index + 1}${exercise.title}`),
    'Defects found',
  ]);
  await expect(within(table).getByRole('columnheader', { name: 'Catch an API quirk' })).toBeVisible();

  // Best score first; the two without points in the order they joined.
  const asha = pointsOf('fresh-test-user') + pointsOf('forced-error') + pointsOf('api-quirk');
  const rows = [
    {
      nickname: 'Asha K',
      score: asha,
      defects: '2',
      solved: ['fresh-test-user', 'forced-error', 'api-quirk'],
    },
    { nickname: 'रवि_2', score: pointsOf('fresh-test-user'), defects: '0', solved: ['fresh-test-user'] },
    { nickname: LONG_NICKNAME, score: 0, defects: '1', solved: [] },
    { nickname: 'Meera', score: 0, defects: '0', solved: [] },
  ];
  for (const [index, expected] of rows.entries()) {
    const row = within(table).getByTestId(ids.boardLearner(String(index + 1)));
    const cells = within(row);
    await expect(cells.getByRole('rowheader').textContent).toBe(expected.nickname);
    await expect(cells.getByTestId(ids.boardLearnerNickname).textContent).toBe(expected.nickname);
    await expect(cells.getByTestId(ids.boardLearnerScore).textContent).toBe(
      `${expected.score} of ${maxScore}`,
    );
    await expect(cells.getByTestId(ids.boardLearnerDefects).textContent).toBe(expected.defects);
    for (const exercise of exercises) {
      await expect(cells.getByTestId(ids.boardLearnerExercise(exercise.id)).textContent).toBe(
        expected.solved.includes(exercise.id) ? '✓Solved' : '–Not solved',
      );
    }
  }
  await expect(within(table).getAllByRole('row')).toHaveLength(rows.length + 1);

  const on = within(canvas.getByTestId(ids.switchesOn));
  await expect(on.getAllByRole('listitem')).toHaveLength(2);
  for (const name of liveArgs.switches) {
    const off = on.getByRole('button', { name: `Turn off ${name} for the class` });
    await expect(off).toHaveAttribute('data-testid', ids.switchOff(name));
    await expect(off).toHaveTextContent(/^Off$/);
    await expectPostsTo(off.closest('form'), switchesAction, { key: TEACHER_KEY, remove: name });
  }
  await expect(canvas.queryByTestId(ids.switchesNone)).toBeNull();
  await expectSwitchesForm(canvasElement);
}

/** Half-way through the lesson: four learners, three of them on the board with points or defects. */
export const Live: Story = {
  args: liveArgs,
  play: async ({ canvasElement }) => {
    await expectLive(canvasElement);
    // Every column fits a laptop's width: no word about scrolling.
    await expect(within(canvasElement).getByText(/^The table scrolls sideways/)).not.toBeVisible();
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.clientWidth).toBe(1280);
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

export const LiveMobile: Story = {
  args: liveArgs,
  globals: phone,
  play: async ({ canvasElement }) => {
    await expectLive(canvasElement);
    await expectFitsPhone(canvasElement);
    // The table scrolls inside its own frame; its nickname column stays in view while it does.
    const region = within(canvasElement).getByRole('region', { name: 'Learners, best score first' });
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    const nickname = within(region).getByRole('rowheader', { name: LONG_NICKNAME });
    await expect(getComputedStyle(nickname).position).toBe('sticky');
    // The longest nickname wraps inside its column instead of running under the score.
    const score = within(nickname.closest('tr') as HTMLElement).getByTestId(ids.boardLearnerScore);
    await expect(nickname.getBoundingClientRect().right).toBeLessThanOrEqual(
      score.getBoundingClientRect().left + 1,
    );
    await expect(nickname.scrollWidth).toBeLessThanOrEqual(nickname.clientWidth);
    await expect(
      within(canvasElement).getByText('The table scrolls sideways: each exercise has its column.'),
    ).toBeVisible();
  },
};

const endedArgs = boardPage(55, lessonLearners);

async function expectEnded(canvasElement: HTMLElement) {
  await expectFrame(canvasElement, { ended: true });
  const canvas = within(canvasElement);
  await expect(canvas.getByTestId(ids.boardLearner('1'))).toHaveTextContent(/^Asha K/);
  await expect(canvas.getByTestId(ids.switches)).toHaveTextContent(
    'The class has ended: its switches no longer apply to anyone.',
  );
  await nothingOnYet(canvasElement);
  await expect(canvas.queryByRole('combobox', { name: 'Turn on for the class' })).toBeNull();
}

/** After the end: the final board, no joining, no switches. */
export const Ended: Story = {
  args: endedArgs,
  play: async ({ canvasElement }) => expectEnded(canvasElement),
};

export const EndedMobile: Story = {
  args: endedArgs,
  globals: phone,
  play: async ({ canvasElement }) => {
    await expectEnded(canvasElement);
    await expectFitsPhone(canvasElement);
  },
};

// The server's answer to a wrong code and a wrong key alike.
const refusedMessage = 'No class has this code and teacher key';

async function expectRefused(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('No class board here');
  const alert = canvas.getByRole('alert');
  await expect(alert).toHaveAttribute('data-testid', ids.refused);
  await expect(alert.textContent).toBe(refusedMessage);
  await expect(canvas.getByRole('link', { name: QA_PAGE_PATH })).toHaveAttribute('href', QA_PAGE_PATH);
  await expect(canvas.queryByTestId(ids.boardCode)).toBeNull();
}

/** A board link with a wrong code or key: the message only. */
export const Refused: Story = {
  render: () => <ClassBoardRefusedScreen message={refusedMessage} />,
  play: async ({ canvasElement }) => expectRefused(canvasElement),
};

export const RefusedMobile: Story = {
  ...Refused,
  globals: phone,
  play: async ({ canvasElement }) => {
    await expectRefused(canvasElement);
    await expectFitsPhone(canvasElement);
  },
};
