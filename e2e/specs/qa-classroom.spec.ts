import { callFailures } from '@shop/core';
import { exercises } from '@shop/core/qa';
import { testIds } from '@shop/ui/test-ids';
import { expect, test } from '../fixtures';

const ids = testIds.classroom;

/** `YYYY-MM-DDTHH:mm` in India time, as the start form's date-time field takes its end. */
function indiaDateTime(at: Date): string {
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Kolkata',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .find((found) => found.type === type)?.value;
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}`;
}

const freshTestUser = exercises.find((exercise) => exercise.id === 'fresh-test-user');
const maxScore = exercises.reduce((sum, exercise) => sum + exercise.points, 0);

test('a lesson: the teacher starts a class, a learner joins, the board follows live, and a class switch reaches the class only', async ({
  page: teacher,
  browser,
}) => {
  // The teacher starts a class on /qa (every exercise counts) and lands on the board.
  await teacher.goto('/qa');
  await teacher.getByTestId(ids.createName).fill('Thursday lab');
  await teacher.getByTestId(ids.createEndsAt).fill(indiaDateTime(new Date(Date.now() + 2 * 3_600_000)));
  await teacher.getByTestId(ids.createSubmit).click();
  await expect(teacher).toHaveURL(/\/qa\/classes\/[A-Z2-9]{6}\?key=/);
  const code = (await teacher.getByTestId(ids.boardCode).textContent())?.trim() ?? '';
  expect(code).toMatch(/^[A-Z2-9]{6}$/);
  await expect(teacher.getByTestId(ids.boardName)).toHaveText('Thursday lab');
  await expect(teacher.getByTestId(ids.boardEmpty)).toBeVisible();
  await expect(teacher.getByTestId(ids.boardLiveStatus)).toContainText('Live');

  // A learner joins from their own browser with the code, typed in lower case.
  const learnerContext = await browser.newContext();
  const learner = await learnerContext.newPage();
  await learner.goto('/qa');
  await learner.getByTestId(ids.joinCode).fill(code.toLowerCase());
  await learner.getByTestId(ids.joinNickname).fill('Asha K');
  await learner.getByTestId(ids.joinSubmit).click();
  await expect(learner.getByTestId(ids.joined)).toContainText('Thursday lab');
  await expect(learner.getByTestId(ids.joined)).toContainText('Asha K');

  // The board takes the learner in without a reload, and then their progress.
  const row = teacher.getByTestId(ids.boardLearner('1'));
  await expect(row.getByTestId(ids.boardLearnerNickname)).toHaveText('Asha K');
  await expect(row.getByTestId(ids.boardLearnerScore)).toHaveText(`0 of ${maxScore}`);
  const made = await learner.request.post('/api/v1/qa/users', { data: {} });
  expect(made.status()).toBe(201);
  await expect(row.getByTestId(ids.boardLearnerExercise('fresh-test-user'))).toContainText('Solved');
  await expect(row.getByTestId(ids.boardLearnerScore)).toHaveText(`${freshTestUser?.points} of ${maxScore}`);

  // The teacher switches a scenario on for the whole class: the learner's shop fails, an outsider's does not.
  await teacher.getByTestId(ids.switchAdd).fill('health.check.error');
  await teacher.getByTestId(ids.switchSubmit).click();
  await expect(teacher.getByTestId(ids.switchesOn)).toContainText('health.check.error');
  await learner.goto('/health');
  await expect(learner.getByText(`Error: ${callFailures.health.fallback}`)).toBeVisible();
  const outsiderContext = await browser.newContext();
  const outsider = await outsiderContext.newPage();
  await outsider.goto('/health');
  await expect(outsider.getByText('Error:')).toHaveCount(0);
  await learner.goto('/qa');
  await expect(learner.getByTestId(ids.joinedSwitches)).toContainText('health.check.error');

  // Turned off, it is gone for the learner too.
  await teacher.getByTestId(ids.switchOff('health.check.error')).click();
  await expect(teacher.getByTestId(ids.switchesNone)).toBeVisible();
  await learner.goto('/health');
  await expect(learner.getByText('Error:')).toHaveCount(0);

  await outsiderContext.close();
  await learnerContext.close();
});
