import type { Meta, StoryObj } from '@storybook/react-vite';
import { exercises, QA_CLASS_FORM_PATHS, type QaClassroomModel } from '@shop/core/qa';
import { expect, within } from 'storybook/test';
import { expectFitsPhone } from '../../story-checks';
import { testIds } from '../../testIds';
import { QaClassroomSection } from './QaClassroomSection';

const ids = testIds.classroom;
const phone = { viewport: { value: 'phone390', isRotated: false } };
const desktop = { viewport: { value: 'desktop1280', isRotated: false } };

const noClass: QaClassroomModel = { joined: null, teaching: [] };

/**
 * The /qa page's Classroom section on its own (QaToolsScreen's stories show it in the page), so a
 * phone's screenshot of each state is the section, not the page's unchanged top.
 */
const meta = {
  title: 'Screens/QaToolsScreen/Classroom',
  component: QaClassroomSection,
  args: { classroom: noClass },
  globals: desktop,
} satisfies Meta<typeof QaClassroomSection>;
export default meta;
type Story = StoryObj<typeof meta>;

const section = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('region', { name: 'Classroom' }));

const hiddenOf = (form: HTMLFormElement | null) =>
  Object.fromEntries(
    [...(form?.querySelectorAll<HTMLInputElement>('input[type="hidden"]') ?? [])].map((input) => [
      input.name,
      input.value,
    ]),
  );

async function expectPostsTo(
  form: HTMLFormElement | null,
  action: string,
  hidden: Record<string, string> = {},
) {
  await expect(form).toHaveAttribute('method', 'post');
  await expect(form).toHaveAttribute('action', action);
  await expect(hiddenOf(form)).toEqual(hidden);
}

/** The join form, its fields named as the server reads them, holding `typed`. */
async function expectJoinForm(canvasElement: HTMLElement, typed: { code: string; nickname: string }) {
  const classroom = section(canvasElement);
  const form = classroom.getByRole('form', { name: 'Join a class' });
  await expect(form).toHaveAttribute('data-testid', ids.joinForm);
  await expectPostsTo(form as HTMLFormElement, QA_CLASS_FORM_PATHS.join);
  const code = within(form).getByRole('textbox', { name: 'Class code' });
  await expect(code).toHaveAttribute('data-testid', ids.joinCode);
  await expect(code).toHaveAttribute('name', 'code');
  await expect(code).toBeRequired();
  await expect(code).toHaveValue(typed.code);
  const nickname = within(form).getByRole('textbox', { name: 'Nickname' });
  await expect(nickname).toHaveAttribute('data-testid', ids.joinNickname);
  await expect(nickname).toHaveAttribute('name', 'nickname');
  await expect(nickname).toBeRequired();
  await expect(nickname).toHaveValue(typed.nickname);
  await expect(nickname).toHaveAccessibleDescription(
    expect.stringContaining('2–24 letters or digits. The teacher’s board shows it instead of your e-mail.'),
  );
  const join = within(form).getByRole('button', { name: 'Join' });
  await expect(join).toHaveAttribute('data-testid', ids.joinSubmit);
  await expect(join).toHaveAttribute('type', 'submit');
}

/** The start form, its fields named as the server reads them, holding `typed`. */
async function expectStartForm(
  canvasElement: HTMLElement,
  typed: { name: string; exercises: readonly string[]; endsAt: string },
) {
  const classroom = section(canvasElement);
  const form = classroom.getByRole('form', { name: 'Start a class' });
  await expect(form).toHaveAttribute('data-testid', ids.createForm);
  await expectPostsTo(form as HTMLFormElement, QA_CLASS_FORM_PATHS.create);
  const name = within(form).getByRole('textbox', { name: 'Class name' });
  await expect(name).toHaveAttribute('data-testid', ids.createName);
  await expect(name).toHaveAttribute('name', 'name');
  await expect(name).toHaveAttribute('maxlength', '80');
  await expect(name).toBeRequired();
  await expect(name).toHaveValue(typed.name);

  const group = within(form).getByRole('group', { name: 'Exercises that count' });
  const boxes = within(group).getAllByRole('checkbox');
  await expect(boxes.map((box) => (box as HTMLInputElement).value)).toEqual(
    exercises.map((exercise) => exercise.id),
  );
  for (const box of boxes as HTMLInputElement[]) {
    await expect(box).toHaveAttribute('name', 'exerciseIds');
    await expect(box).toHaveAttribute('data-testid', ids.createExercise(box.value));
    await expect(box.checked).toBe(typed.exercises.includes(box.value));
  }
  const quirk = exercises.find((exercise) => exercise.id === 'api-quirk');
  await expect(
    within(group).getByRole('checkbox', { name: `Catch an API quirk (${quirk?.points} points)` }),
  ).toHaveAttribute('value', 'api-quirk');

  const endsAt = within(form).getByLabelText('Ends at (India time)');
  await expect(endsAt).toHaveAttribute('data-testid', ids.createEndsAt);
  await expect(endsAt).toHaveAttribute('type', 'datetime-local');
  await expect(endsAt).toHaveAttribute('name', 'endsAt');
  await expect(endsAt).toBeRequired();
  await expect(endsAt).toHaveValue(typed.endsAt);
  await expect(endsAt).toHaveAccessibleDescription(
    expect.stringContaining(
      '5 minutes to 7 days from now; the class then ends by itself. Up to 500 learners.',
    ),
  );
  const start = within(form).getByRole('button', { name: 'Start the class' });
  await expect(start).toHaveAttribute('data-testid', ids.createSubmit);
}

const allExercises = exercises.map((exercise) => exercise.id);
const blankStart = { name: '', exercises: allExercises, endsAt: '' };

async function expectNoClass(canvasElement: HTMLElement) {
  const classroom = section(canvasElement);
  await expect(classroom.getByRole('heading', { level: 3, name: 'Join a class' })).toBeVisible();
  await expectJoinForm(canvasElement, { code: '', nickname: '' });
  await expect(classroom.queryByRole('alert')).toBeNull();
  await expect(classroom.queryByTestId(ids.joined)).toBeNull();
  await expectStartForm(canvasElement, blankStart);
  await expect(classroom.queryByTestId(ids.teaching)).toBeNull();
}

/** Neither learning nor teaching: the two forms, empty (every exercise ticked, one hour). */
export const NoClass: Story = {
  play: async ({ canvasElement }) => {
    await expectNoClass(canvasElement);
    // Side by side at 1280 px: the learner's card left of the teacher's.
    const classroom = section(canvasElement);
    const join = classroom.getByRole('article', { name: 'Join a class' }).getBoundingClientRect();
    const start = classroom.getByRole('article', { name: 'Start a class' }).getBoundingClientRect();
    await expect(start.left).toBeGreaterThan(join.right);
  },
};

export const NoClassMobile: Story = {
  globals: phone,
  play: async ({ canvasElement }) => {
    await expectNoClass(canvasElement);
    await expectFitsPhone(canvasElement);
  },
};

const joinedClass = {
  code: 'K7P2QX',
  name: 'Tuesday QA — batch 7',
  nickname: 'Asha K',
  endsAt: '2026-12-01T09:50:00.000Z',
  ended: false,
  switches: ['cart.add.rate-limited', '+problem.listing.same-image'],
};
const joinedArgs = { classroom: { joined: joinedClass, teaching: [] } };

async function expectJoined(canvasElement: HTMLElement, ended: boolean) {
  const classroom = section(canvasElement);
  const card = within(classroom.getByRole('article', { name: 'Your class' }));
  await expect(card.getByTestId(ids.joined).textContent).toBe(
    'You are in Tuesday QA — batch 7 as Asha K (code K7P2QX).',
  );
  await expect(card.getByTestId(ids.joinedEnds).textContent).toBe(
    ended
      ? 'Ended 2026-12-01 15:20:00 IST. Your results stay on the teacher’s board; leave the class to join another.'
      : 'Ends 2026-12-01 15:20:00 IST. What you solve until then counts on the teacher’s board.',
  );
  const leave = card.getByRole('button', { name: 'Leave the class' });
  await expect(leave).toHaveAttribute('data-testid', ids.leave);
  await expectPostsTo(leave.closest('form'), QA_CLASS_FORM_PATHS.leave);
  // In a class, no second join form; the teacher's side stays.
  await expect(classroom.queryByRole('form', { name: 'Join a class' })).toBeNull();
  await expectStartForm(canvasElement, blankStart);
}

async function expectJoinedRunning(canvasElement: HTMLElement) {
  await expectJoined(canvasElement, false);
  const switches = section(canvasElement).getByTestId(ids.joinedSwitches);
  await expect(switches).toHaveTextContent(
    /^Your teacher switched on for the class \(on top of your own switches below\):/,
  );
  await expect([...switches.querySelectorAll('li code')].map((name) => name.textContent)).toEqual(
    joinedClass.switches,
  );
}

/** A learner in a running class, with two scenarios the teacher switched on for everyone. */
export const Joined: Story = {
  args: joinedArgs,
  play: async ({ canvasElement }) => expectJoinedRunning(canvasElement),
};

export const JoinedMobile: Story = {
  args: joinedArgs,
  globals: phone,
  play: async ({ canvasElement }) => {
    await expectJoinedRunning(canvasElement);
    await expectFitsPhone(canvasElement);
  },
};

const joinedEndedArgs = { classroom: { joined: { ...joinedClass, ended: true }, teaching: [] } };

async function expectJoinedEnded(canvasElement: HTMLElement) {
  await expectJoined(canvasElement, true);
  await expect(section(canvasElement).queryByTestId(ids.joinedSwitches)).toBeNull();
}

/** The learner's class has ended: the results stay, the switches are gone, Leave frees the sandbox. */
export const JoinedClassEnded: Story = {
  args: joinedEndedArgs,
  play: async ({ canvasElement }) => expectJoinedEnded(canvasElement),
};

export const JoinedClassEndedMobile: Story = {
  args: joinedEndedArgs,
  globals: phone,
  play: async ({ canvasElement }) => {
    await expectJoinedEnded(canvasElement);
    await expectFitsPhone(canvasElement);
  },
};

/** A refused join: the server's message above the form, what was typed back in its fields. */
function joinRefusedArgs(message: string, typed: { code: string; nickname: string }) {
  return { classroom: { ...noClass, refused: { form: 'join' as const, message, typed } } };
}

async function expectJoinRefused(
  canvasElement: HTMLElement,
  message: string,
  typed: { code: string; nickname: string },
) {
  const classroom = section(canvasElement);
  const alert = classroom.getByRole('alert');
  await expect(alert).toHaveAttribute('data-testid', ids.joinError);
  await expect(alert.textContent).toBe(message);
  await expectJoinForm(canvasElement, typed);
  const form = classroom.getByRole('form', { name: 'Join a class' });
  await expect(within(form).getByRole('textbox', { name: 'Class code' })).toHaveAccessibleDescription(
    message,
  );
  await expect(form.contains(alert)).toBe(true);
  await expect(classroom.queryByTestId(ids.createError)).toBeNull();
}

// The server's texts (its classroomMessages), as it answers these refusals.
const wrongCode = {
  message: 'No class has this code',
  typed: { code: 'k7p2qz', nickname: 'Asha K' },
};

/** A code no class has (one letter off). */
export const JoinRefusedWrongCode: Story = {
  args: joinRefusedArgs(wrongCode.message, wrongCode.typed),
  play: async ({ canvasElement }) => expectJoinRefused(canvasElement, wrongCode.message, wrongCode.typed),
};

export const JoinRefusedWrongCodeMobile: Story = {
  ...JoinRefusedWrongCode,
  globals: phone,
  play: async ({ canvasElement }) => {
    await expectJoinRefused(canvasElement, wrongCode.message, wrongCode.typed);
    await expectFitsPhone(canvasElement);
  },
};

const endedClass = {
  message: 'This class has ended',
  typed: { code: 'K7P2QX', nickname: 'रवि_2' },
};

/** The right code of a class that has ended. */
export const JoinRefusedClassEnded: Story = {
  args: joinRefusedArgs(endedClass.message, endedClass.typed),
  play: async ({ canvasElement }) => expectJoinRefused(canvasElement, endedClass.message, endedClass.typed),
};

export const JoinRefusedClassEndedMobile: Story = {
  ...JoinRefusedClassEnded,
  globals: phone,
  play: async ({ canvasElement }) => {
    await expectJoinRefused(canvasElement, endedClass.message, endedClass.typed);
    await expectFitsPhone(canvasElement);
  },
};

const teacherLink = '/qa/classes/K7P2QX?key=tk_5d1e9a7c3f0b42e8a6c4';
const teachingArgs = {
  classroom: {
    joined: null,
    teaching: [
      {
        code: 'K7P2QX',
        name: 'Tuesday QA — batch 7',
        endsAt: '2026-12-01T09:50:00.000Z',
        ended: false,
        teacherLink,
      },
    ],
  },
};

async function expectTeachingOne(canvasElement: HTMLElement) {
  const classroom = section(canvasElement);
  await expectJoinForm(canvasElement, { code: '', nickname: '' });
  await expectStartForm(canvasElement, blankStart);
  const list = classroom.getByTestId(ids.teaching);
  await expect(list).toHaveAccessibleName('Classes you teach');
  const item = within(list).getByTestId(ids.teachingClass('K7P2QX'));
  await expect(item).toHaveTextContent('Tuesday QA — batch 7 · code K7P2QX');
  await expect(item).toHaveTextContent('Ends 2026-12-01 15:20:00 IST');
  const link = within(item).getByRole('link', { name: 'Open the board of Tuesday QA — batch 7' });
  await expect(link).toHaveAttribute('data-testid', ids.teachingLink('K7P2QX'));
  await expect(link).toHaveAttribute('href', teacherLink);
  await expect(classroom.getByText(/^Keep a board’s link to yourself/)).toBeVisible();
}

/** A teacher's browser with the class it started: the private link to its board. */
export const TeachingOneClass: Story = {
  args: teachingArgs,
  play: async ({ canvasElement }) => expectTeachingOne(canvasElement),
};

export const TeachingOneClassMobile: Story = {
  args: teachingArgs,
  globals: phone,
  play: async ({ canvasElement }) => {
    await expectTeachingOne(canvasElement);
    await expectFitsPhone(canvasElement);
  },
};

const createRefusal = {
  message: 'A class must run for at least 5 minutes from now',
  typed: { name: 'Thursday API testing', endsAt: '2026-12-01T14:32', exerciseIds: 'forced-error,api-quirk' },
};
const createRefusedArgs = {
  classroom: { ...noClass, refused: { form: 'create' as const, ...createRefusal } },
};

async function expectCreateRefused(canvasElement: HTMLElement) {
  const classroom = section(canvasElement);
  const alert = classroom.getByRole('alert');
  await expect(alert).toHaveAttribute('data-testid', ids.createError);
  await expect(alert.textContent).toBe(createRefusal.message);
  await expect(classroom.getByRole('form', { name: 'Start a class' }).contains(alert)).toBe(true);
  await expectStartForm(canvasElement, {
    name: 'Thursday API testing',
    exercises: ['forced-error', 'api-quirk'],
    endsAt: '2026-12-01T14:32',
  });
  await expect(classroom.getByLabelText('Ends at (India time)')).toHaveAccessibleDescription(
    expect.stringContaining(createRefusal.message),
  );
  await expectJoinForm(canvasElement, { code: '', nickname: '' });
}

/** A start refused (an end too soon): the message, and the name, end and ticks as they were. */
export const CreateRefused: Story = {
  args: createRefusedArgs,
  play: async ({ canvasElement }) => expectCreateRefused(canvasElement),
};

export const CreateRefusedMobile: Story = {
  args: createRefusedArgs,
  globals: phone,
  play: async ({ canvasElement }) => {
    await expectCreateRefused(canvasElement);
    await expectFitsPhone(canvasElement);
  },
};
