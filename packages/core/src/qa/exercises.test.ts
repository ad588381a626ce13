import { describe, expect, it } from 'vitest';
import {
  A11Y_CHECKER_DEFECTS_TO_FIND,
  defects,
  defectTexts,
  exerciseDetailFields,
  exercises,
  mailboxReadNames,
  type QaEventFact,
  qaLimitReasons,
  QaScoreBoardSchema,
  scoreBoard,
} from '.';

const event = (
  kind: QaEventFact['kind'],
  name: string,
  detail: Record<string, unknown> = {},
): QaEventFact => ({
  kind,
  name,
  detail,
});

const stateOf = (events: readonly QaEventFact[], id: string) => {
  const found = scoreBoard(events).exercises.find((exercise) => exercise.id === id);
  if (!found) throw new Error(`No exercise ${id}`);
  return { solved: found.solved, progress: found.progress };
};

const solved = { solved: true, progress: { done: 1, of: 1 } };
const open = { solved: false, progress: { done: 0, of: 1 } };

describe('exercise catalogue', () => {
  it('has 8–12 exercises with unique kebab-case ids, texts and points', () => {
    expect(exercises.length).toBeGreaterThanOrEqual(8);
    expect(exercises.length).toBeLessThanOrEqual(12);
    expect(new Set(exercises.map((exercise) => exercise.id)).size).toBe(exercises.length);
    for (const exercise of exercises) {
      expect(exercise.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(exercise.title).not.toBe('');
      expect(exercise.task).not.toBe('');
      expect(exercise.hint).not.toBe('');
      expect(exercise.points).toBeGreaterThan(0);
    }
  });

  it('starts every sandbox at 0 with nothing solved, in the contract’s shape', () => {
    const board = scoreBoard([]);
    expect(QaScoreBoardSchema.parse(board)).toEqual(board);
    expect(board).toMatchObject({ score: 0, solvedCount: 0 });
    expect(board.maxScore).toBe(exercises.reduce((sum, exercise) => sum + exercise.points, 0));
    expect(board.exercises.every((exercise) => !exercise.solved)).toBe(true);
  });
});

describe('exercise rules', () => {
  it('a test user made through the API, not a reset of one’s data', () => {
    expect(stateOf([event('data', 'qa.resetMyData')], 'fresh-test-user')).toEqual(open);
    expect(stateOf([event('data', 'qa.createTestUser', { userId: 7 })], 'fresh-test-user')).toEqual(solved);
  });

  it('a forced §8 error: an error scenario, also inside a list of applied ones', () => {
    expect(stateOf([event('scenario', 'cart.add.timeout')], 'forced-error')).toEqual(open);
    expect(stateOf([event('scenario', 'products.slow,cart.add.error')], 'forced-error')).toEqual(solved);
  });

  it('a slow reply: the slow scenario or a slow-user defect', () => {
    expect(stateOf([event('scenario', 'products.error')], 'slow-reply')).toEqual(open);
    expect(stateOf([event('scenario', 'products.slow')], 'slow-reply')).toEqual(solved);
    expect(stateOf([event('defect', 'slow.catalogue.delayed')], 'slow-reply')).toEqual(solved);
    expect(stateOf([event('defect', 'problem.listing.same-image')], 'slow-reply')).toEqual(open);
  });

  it('Add to Cart from the keyboard: the storefront’s keyboard report of that control only', () => {
    expect(stateOf([event('keyboard', 'header.search')], 'keyboard-add-to-cart')).toEqual(open);
    expect(stateOf([event('defect', 'details.addToCart')], 'keyboard-add-to-cart')).toEqual(open);
    expect(stateOf([event('keyboard', 'details.addToCart')], 'keyboard-add-to-cart')).toEqual(solved);
  });

  it('the accessibility user’s defects found by a checker: met in the sandbox and reported by their rule', () => {
    const checkerFound = defects.flatMap((defect) => {
      if (defect.persona !== 'a11y') return [];
      const { foundBy } = defectTexts[defect.id];
      return 'axeRule' in foundBy ? [{ id: defect.id, rule: foundBy.axeRule }] : [];
    });
    // Solvable: the persona has at least as many such defects as the exercise asks for.
    expect(checkerFound.length).toBeGreaterThanOrEqual(A11Y_CHECKER_DEFECTS_TO_FIND);
    const met = checkerFound.map(({ id }) => event('defect', id));
    const reported = [...new Set(checkerFound.map(({ rule }) => rule))].map((rule) => event('finding', rule));
    const of = A11Y_CHECKER_DEFECTS_TO_FIND;
    // Reported rules without meeting the defects, or met defects nobody reported: nothing found.
    expect(stateOf(reported, 'a11y-checker-findings')).toEqual({ solved: false, progress: { done: 0, of } });
    expect(stateOf(met, 'a11y-checker-findings')).toEqual({ solved: false, progress: { done: 0, of } });
    const [first, second] = checkerFound;
    expect(
      stateOf(
        [event('defect', first!.id), event('finding', first!.rule), event('finding', 'region')],
        'a11y-checker-findings',
      ),
    ).toEqual({ solved: false, progress: { done: 1, of } });
    expect(stateOf([...met, event('finding', second!.rule)], 'a11y-checker-findings').progress.done).toBe(
      checkerFound.filter(({ rule }) => rule === second!.rule).length,
    );
    expect(stateOf([...met, ...reported], 'a11y-checker-findings')).toEqual({
      solved: true,
      progress: { done: of, of },
    });
    // A keyboard-found defect's id is no checker finding.
    expect(
      stateOf([event('defect', 'a11y.listing.card-add-mouse-only'), ...reported], 'a11y-checker-findings')
        .progress.done,
    ).toBe(0);
  });

  it('the keyboard trap: the trap defect shown (a keyboard user was held in it), no other', () => {
    expect(stateOf([event('defect', 'a11y.details.add-no-focus-ring')], 'a11y-focus-trap')).toEqual(open);
    expect(stateOf([event('defect', 'a11y.profile.dialog-keyboard-trap')], 'a11y-focus-trap')).toEqual(
      solved,
    );
  });

  it('the cart offline notice: a dropped connection on a cart call only', () => {
    const dropped = (name: string, call: string) => event('scenario', name, { call, path: '/x' });
    expect(stateOf([dropped('products.network-down', 'products.search')], 'cart-offline-notice')).toEqual(
      open,
    );
    expect(stateOf([dropped('cart.error', 'cart.get')], 'cart-offline-notice')).toEqual(open);
    expect(stateOf([dropped('cart.network-down', 'cart.get')], 'cart-offline-notice')).toEqual(solved);
    expect(stateOf([dropped('cart.add.network-down', 'cart.add')], 'cart-offline-notice')).toEqual(solved);
  });

  it('an OTP read through the mailbox API, not the page and not a mail without a code', () => {
    const read = (name: string, withCode: boolean) => event('mailbox', name, { messages: 1, withCode });
    expect(stateOf([read(mailboxReadNames.api, false)], 'read-otp-through-api')).toEqual(open);
    expect(stateOf([read(mailboxReadNames.page, true)], 'read-otp-through-api')).toEqual(open);
    expect(stateOf([read(mailboxReadNames.api, true)], 'read-otp-through-api')).toEqual(solved);
  });

  it('an expired OTP and the sign-in limit: the limit of the right call and reason', () => {
    const limit = (call: string, reason: string) => event('limit', call, { limit: reason });
    expect(stateOf([limit('users.signIn', qaLimitReasons.locked)], 'sign-in-limit')).toEqual(open);
    expect(stateOf([limit('users.verifyOtp', qaLimitReasons.tooManyAttempts)], 'sign-in-limit')).toEqual(
      open,
    );
    expect(stateOf([limit('users.signIn', qaLimitReasons.tooManyAttempts)], 'sign-in-limit')).toEqual(solved);
    expect(stateOf([limit('users.verifyOtp', qaLimitReasons.tooManyAttempts)], 'expired-otp')).toEqual(open);
    expect(stateOf([limit('users.verifyOtp', qaLimitReasons.codeExpired)], 'expired-otp')).toEqual(solved);
  });

  it('three different problem-user defects, counted as progress', () => {
    const found = (...names: string[]) => names.map((name) => event('defect', name, { layer: 'storefront' }));
    expect(stateOf(found('problem.listing.same-image'), 'problem-user-defects')).toEqual({
      solved: false,
      progress: { done: 1, of: 3 },
    });
    // The same defect twice, and another persona's, do not count.
    expect(
      stateOf(
        found('problem.listing.same-image', 'problem.listing.same-image', 'error.cart.add-fails'),
        'problem-user-defects',
      ).progress,
    ).toEqual({ done: 1, of: 3 });
    expect(
      stateOf(
        found(
          'problem.listing.same-image',
          'problem.cart.remove-wrong-line',
          'problem.details.adds-one-more',
          'problem.header.cart-count-off-by-one',
        ),
        'problem-user-defects',
      ),
    ).toEqual({ solved: true, progress: { done: 3, of: 3 } });
  });

  it('an API quirk: any quirk event', () => {
    expect(stateOf([event('quirk', 'cart.add')], 'api-quirk')).toEqual(solved);
  });

  it('adds up the points of the solved exercises', () => {
    const board = scoreBoard([event('data', 'qa.createTestUser'), event('scenario', 'cart.add.error')]);
    const points = (id: string) => exercises.find((exercise) => exercise.id === id)?.points ?? NaN;
    expect(board.score).toBe(points('fresh-test-user') + points('forced-error'));
    expect(board.solvedCount).toBe(2);
  });

  it("counts nothing a class switch caused: the lesson's doing, not the learner's", () => {
    const byTheLesson = event('scenario', 'cart.add.error', { class: 'K7P2QX' });
    expect(stateOf([byTheLesson], 'forced-error')).toEqual(open);
    expect(stateOf([byTheLesson, event('scenario', 'cart.add.error')], 'forced-error')).toEqual(solved);
    expect(exerciseDetailFields).toContain('class');
  });

  it('reads only the detail fields the server fetches', () => {
    // The server projects each event's detail onto these fields: a rule reading another would never solve.
    const full = event('mailbox', mailboxReadNames.api, { messages: 2, withCode: true, extra: 'x' });
    const projected = event('mailbox', mailboxReadNames.api, {
      withCode: true,
    });
    expect(exerciseDetailFields).toContain('withCode');
    expect(scoreBoard([projected])).toEqual(scoreBoard([full]));
  });
});
