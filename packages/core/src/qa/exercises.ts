import { AUTH_FAILURE_LIMIT, AUTH_FAILURE_WINDOW_MS, OTP_TTL_MS } from '../constants';
import { accountMessages } from '../texts/account-replies';
import type { QaEvent, QaExerciseResult, QaScoreBoard } from './contract';
import { defectTexts } from './defect-texts';
import { defects } from './defects';
import { type LiveState, liveScenario } from './live-scenarios';

/*
 * Exercises that check themselves (demo mode, the /qa page): each is solved by what the learner's
 * sandbox caused, read from its events — as Juice Shop scores security challenges, here for
 * testing skills. The rules are pure functions of the events, so the server, the tests and the
 * README read one catalogue.
 */

/** What a rule reads of an event: its kind, its name and the few detail fields below. */
export type QaEventFact = Pick<QaEvent, 'kind' | 'name' | 'detail'>;

/** Where it applies: n of the `of` steps done ("2 of 3"); single-step exercises are 0 or 1 of 1. */
export interface ExerciseProgress {
  readonly done: number;
  readonly of: number;
}

export interface Exercise {
  /** Stable, kebab-case: suites and the score board name an exercise by it. */
  readonly id: string;
  readonly title: string;
  /** What to do, in a sentence or two. */
  readonly task: string;
  /** Where to start, for someone who is stuck. */
  readonly hint: string;
  readonly points: number;
  /** How far the sandbox's events get; solved when `done === of`. */
  progress(events: readonly QaEventFact[]): ExerciseProgress;
}

/**
 * The `mailbox` event's name for a read through the API (its endpoint id) and for the page; its
 * detail says how many messages were read and whether one carried a code (never the code).
 */
export const mailboxReadNames = { api: 'mailbox.list', page: 'mailbox.page' } as const;

/**
 * The `limit` event's detail `limit`: a sign-in or code check held back by the failure limit (429),
 * an account lock (423), or a one-time code refused because its time ran out.
 */
export const qaLimitReasons = {
  tooManyAttempts: 'too-many-attempts',
  locked: 'locked',
  codeExpired: 'code-expired',
} as const;
export type QaLimitReason = (typeof qaLimitReasons)[keyof typeof qaLimitReasons];

/**
 * The detail fields the rules read (the server fetches only these, over all of a sandbox's events).
 * `class` marks an event caused by a switch the learner's class turned on (classroom mode).
 */
export const exerciseDetailFields = ['call', 'withCode', 'limit', 'class'] as const;

/**
 * What a class switch caused is the lesson's doing, not the learner's: it solves no exercise and
 * finds no defect for anyone (a teacher who turns on `cart.add.error` for a class hands out no points).
 */
export const isLearnersOwn = (event: QaEventFact): boolean => event.detail['class'] === undefined;

const one = (solved: boolean): ExerciseProgress => ({ done: solved ? 1 : 0, of: 1 });
const detailOf = (event: QaEventFact, field: (typeof exerciseDetailFields)[number]): unknown =>
  event.detail[field];

/** The live states a `scenario` event applied (its name lists the scenarios, comma-separated). */
function scenarioStates(event: QaEventFact): LiveState[] {
  if (event.kind !== 'scenario') return [];
  return event.name.split(',').flatMap((name) => {
    const state = liveScenario(name.trim())?.state;
    return state ? [state] : [];
  });
}

const problemDefectIds: ReadonlySet<string> = new Set(
  defects.filter((defect) => defect.persona === 'problem').map((defect) => defect.id),
);
const slowDefectIds: ReadonlySet<string> = new Set(
  defects.filter((defect) => defect.persona === 'slow').map((defect) => defect.id),
);

/** Distinct problem-user defects to find. */
export const PROBLEM_DEFECTS_TO_FIND = 3;

/**
 * The accessibility user's defects an automated checker reports, each with its rule (defect-texts.ts
 * `foundBy`): read when a board is scored, so a page that never scores one never builds it.
 */
const a11yCheckerRules = (): (readonly [id: string, rule: string])[] =>
  defects.flatMap((defect) => {
    if (defect.persona !== 'a11y') return [];
    const { foundBy } = defectTexts[defect.id];
    return 'axeRule' in foundBy ? [[defect.id, foundBy.axeRule] as const] : [];
  });
/** Distinct accessibility-user defects to find with a checker. */
export const A11Y_CHECKER_DEFECTS_TO_FIND = 5;

const keyboardTrapIds: ReadonlySet<string> = new Set(
  defects
    .filter((defect) => defect.edge.edge === 'dom' && defect.edge.change === 'tab-trapped')
    .map((defect) => defect.id),
);
const otpMinutes = OTP_TTL_MS / 60_000;
const limitMinutes = AUTH_FAILURE_WINDOW_MS / 60_000;

const isLimit = (event: QaEventFact, call: string, reason: QaLimitReason) =>
  event.kind === 'limit' && event.name === call && detailOf(event, 'limit') === reason;

/** The catalogue, in the order the /qa page lists it (roughly easiest first). */
export const exercises: readonly Exercise[] = [
  {
    id: 'fresh-test-user',
    title: 'Make a fresh user through the test-data API',
    task: 'Create an account of your own in one call, without the sign-up form.',
    hint: 'POST /api/v1/qa/users with {} and your x-qa-sandbox header: the reply carries the user, a token and the password.',
    points: 5,
    progress: (events) =>
      one(events.some((event) => event.kind === 'data' && event.name === 'qa.createTestUser')),
  },
  {
    id: 'forced-error',
    title: 'Make a call fail with its own error text',
    task: 'Force a call to fail with its own error text and watch the screen show it.',
    hint: 'Turn on the live scenario cart.add.error on this page, then add a product: the shop says “Failed to add to cart”.',
    points: 5,
    progress: (events) => one(events.some((event) => scenarioStates(event).includes('error'))),
  },
  {
    id: 'slow-reply',
    title: 'See a slow reply',
    task: 'Get a reply that comes late, and check that the screen waits for it gracefully.',
    hint: 'Turn on products.slow (or sign in as the slow user) and open a category.',
    points: 5,
    progress: (events) =>
      one(
        events.some(
          (event) =>
            scenarioStates(event).includes('slow') ||
            (event.kind === 'defect' && slowDefectIds.has(event.name)),
        ),
      ),
  },
  {
    id: 'cart-offline-notice',
    title: 'Make the cart show the offline notice',
    task: 'Drop the cart’s connection while signed in, so the cart keeps your changes on this device.',
    hint: 'Sign in, turn on cart.network-down here, then open the cart or add a product: “You are offline…”.',
    points: 10,
    progress: (events) =>
      one(
        events.some((event) => {
          const call = detailOf(event, 'call');
          return (
            typeof call === 'string' &&
            call.startsWith('cart.') &&
            scenarioStates(event).includes('network-down')
          );
        }),
      ),
  },
  {
    id: 'read-otp-through-api',
    title: 'Read a one-time code through the API',
    task: 'Ask for a password-reset code for your own account, then read the mail that carries it with an API call.',
    hint: 'POST /api/v1/users/forgot-password, then GET /api/v1/mailbox?email=… with the same x-qa-sandbox key that made the account.',
    points: 10,
    progress: (events) =>
      one(
        events.some(
          (event) =>
            event.kind === 'mailbox' &&
            event.name === mailboxReadNames.api &&
            detailOf(event, 'withCode') === true,
        ),
      ),
  },
  {
    id: 'expired-otp',
    title: 'Let a one-time code expire',
    task: `A code lives ${otpMinutes} minutes: move your session clock past that and send the right code anyway.`,
    hint: `Ask for a code, set the session clock on this page to 11m (or send x-qa-clock-offset: 11m), then verify it: “${accountMessages.otpExpired}”`,
    points: 15,
    progress: (events) =>
      one(events.some((event) => isLimit(event, 'users.verifyOtp', qaLimitReasons.codeExpired))),
  },
  {
    id: 'sign-in-limit',
    title: 'Trigger the sign-in limit',
    task: `After ${AUTH_FAILURE_LIMIT} wrong passwords the sign-in answers 429 for ${limitMinutes} minutes: reach it (only your sandbox is held back).`,
    hint: `Send ${AUTH_FAILURE_LIMIT + 1} sign-ins with a wrong password for a demo account, with your x-qa-sandbox key, and read the Retry-After header.`,
    points: 15,
    progress: (events) =>
      one(events.some((event) => isLimit(event, 'users.signIn', qaLimitReasons.tooManyAttempts))),
  },
  {
    id: 'problem-user-defects',
    title: 'Find three of the problem user’s defects',
    task: `Sign in as the problem user and make ${PROBLEM_DEFECTS_TO_FIND} of its defects show (each different).`,
    hint: 'problem.user@shoplane.test / Problem@Shop1: compare the listing, the details page and the cart with the standard user.',
    points: 20,
    progress: (events) => {
      const found = new Set(
        events
          .filter((event) => event.kind === 'defect' && problemDefectIds.has(event.name))
          .map((event) => event.name),
      );
      return { done: Math.min(found.size, PROBLEM_DEFECTS_TO_FIND), of: PROBLEM_DEFECTS_TO_FIND };
    },
  },
  {
    id: 'keyboard-add-to-cart',
    title: 'Add to Cart with the keyboard only',
    task: 'Reach a product’s Add to Cart button with the Tab key and press it, as someone who cannot use a mouse would.',
    hint: 'On a product page press Tab until Add to Cart has the focus, then Enter or Space (in a test: page.keyboard.press). A click does not count, nor a focus set by a script.',
    points: 10,
    progress: (events) =>
      one(events.some((event) => event.kind === 'keyboard' && event.name === 'details.addToCart')),
  },
  {
    id: 'a11y-checker-findings',
    title: 'Find the accessibility user’s defects with a checker',
    task: `Sign in as the accessibility user, run an automated accessibility checker on its screens and report what it finds: ${A11Y_CHECKER_DEFECTS_TO_FIND} of its defects, each met on a screen and reported by its rule.`,
    hint: 'a11y.user@shoplane.test: run axe-core (README “Accessibility: axe-core and the keyboard”) on home, a listing, a product, the cart and checkout, then POST /api/v1/qa/findings with {"rules": [the violations’ ids]} and your sandbox key.',
    points: 20,
    progress: (events) => {
      const reported = new Set(events.filter((event) => event.kind === 'finding').map((event) => event.name));
      const met = new Set(events.filter((event) => event.kind === 'defect').map((event) => event.name));
      const found = a11yCheckerRules().filter(([id, rule]) => met.has(id) && reported.has(rule)).length;
      return { done: Math.min(found, A11Y_CHECKER_DEFECTS_TO_FIND), of: A11Y_CHECKER_DEFECTS_TO_FIND };
    },
  },
  {
    id: 'a11y-focus-trap',
    title: 'Find the keyboard trap',
    task: 'One of the accessibility user’s dialogs lets the keyboard in but not out: find it with the keyboard alone.',
    hint: 'As the accessibility user, open each dialog of the profile with Enter and try to leave it with Tab and Escape.',
    points: 15,
    progress: (events) =>
      one(events.some((event) => event.kind === 'defect' && keyboardTrapIds.has(event.name))),
  },
  {
    id: 'api-quirk',
    title: 'Catch an API quirk',
    task: 'Turn the API quirks on and make a call answer with a documented wrong status or shape.',
    hint: 'Send x-qa-api-quirks: on (or switch quirks on here), call the API and compare the reply with the API docs.',
    points: 15,
    progress: (events) => one(events.some((event) => event.kind === 'quirk')),
  },
];

/** One sandbox's score board: each exercise with its state, and the points of the solved ones. */
export function scoreBoard(events: readonly QaEventFact[]): QaScoreBoard {
  const own = events.filter(isLearnersOwn);
  const results: QaExerciseResult[] = exercises.map(({ id, title, task, hint, points, progress }) => {
    const { done, of } = progress(own);
    return { id, title, task, hint, points, solved: done >= of, progress: { done, of } };
  });
  return {
    score: results.reduce((sum, result) => sum + (result.solved ? result.points : 0), 0),
    maxScore: results.reduce((sum, result) => sum + result.points, 0),
    solvedCount: results.filter((result) => result.solved).length,
    exercises: results,
  };
}

/** "Solved", or "Open" with the steps done where there are several ("Open: 2 of 3 done"). */
export function exerciseStateText({
  solved,
  progress,
}: Pick<QaExerciseResult, 'solved' | 'progress'>): string {
  if (solved) return 'Solved';
  return progress.of > 1 ? `Open: ${progress.done} of ${progress.of} done` : 'Open';
}
