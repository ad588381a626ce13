import { z } from 'zod/mini';
import { contractRegistry } from '../contract/registry';
import { defineEndpoint, MessageReplySchema } from '../contract/endpoint';
import { UserSchema } from '../contract/user';
import { CHECKER_RULE_PATTERN, FINDINGS_PER_REPORT_MAX } from './checker-findings';
import { CLASS_LEARNERS_MAX } from './classroom';
import {
  ClassBoardReplySchema,
  ClassCodeParamsSchema,
  ClassMembershipSchema,
  ClassSwitchesBodySchema,
  ClassSwitchesReplySchema,
  JoinClassBodySchema,
  NewClassBodySchema,
  NewClassReplySchema,
  TeacherKeyQuerySchema,
  teacherKeyNote,
} from './classroom-contract';

/*
 * The QA calls (demo mode only; 404 otherwise). Not part of spec §7: they serve learners and
 * their suites, and the OpenAPI document lists them under the `qa` tag.
 */

/**
 * What a sandbox's events record: mails sent, live scenarios and defects triggered, test data
 * made or reset, orders written, API quirks answered, mailbox reads, limits reached, an automated
 * checker's findings reported, controls used from the keyboard.
 */
export const qaEventKinds = [
  'mail',
  'scenario',
  'defect',
  'data',
  'order',
  'quirk',
  'mailbox',
  'limit',
  'finding',
  'keyboard',
] as const;

export const QaEventSchema = z
  .object({
    id: z.int(),
    kind: z.enum(qaEventKinds),
    /** The scenario or defect id, the mail's subject, the data call. */
    name: z.string(),
    /** The `x-trace-id` of the request that caused it. */
    traceId: z.string(),
    detail: z.record(z.string(), z.unknown()),
    createdAt: z.string(),
  })
  .register(contractRegistry, { id: 'QaEvent' });
export type QaEvent = z.infer<typeof QaEventSchema>;

export const QaSessionSchema = z
  .object({
    /** Null until the browser got its cookie or the client sent `x-qa-sandbox`. */
    sandboxKey: z.nullable(z.string()),
    scenarios: z.array(z.string()),
    /** Names the session asked for that are not live scenarios (a typo shows here). */
    unknownScenarios: z.array(z.string()),
    defectSwitches: z.array(z.string()),
    clockOffsetMs: z.number(),
    /** The server's time as this session sees it (ISO). */
    now: z.string(),
    apiQuirks: z.boolean(),
    /**
     * Classroom mode: the class this sandbox joined (running or ended), or null. While it runs,
     * its switches apply to this session's requests besides `scenarios` and `defectSwitches`.
     */
    class: z.nullable(ClassMembershipSchema),
  })
  .register(contractRegistry, { id: 'QaSession' });
export type QaSession = z.infer<typeof QaSessionSchema>;

/** The whole-database reset's body must say this, word for word (a call made by mistake does nothing). */
export const QA_DATABASE_RESET_CONFIRMATION = 'reset the whole database';

const sandboxHeaderNote =
  'Send your sandbox key as `x-qa-sandbox` (a browser sends its `qa_sandbox` cookie).';

export const TestIdCatalogueSchema = z
  .object({
    /** Every `data-testid` of the shop by area; `X` stands for a parameter (an id, a slug, a kind). */
    areas: z.array(z.object({ area: z.string(), ids: z.array(z.string()) })),
  })
  .register(contractRegistry, { id: 'TestIdCatalogue' });

export const QaExerciseResultSchema = z
  .object({
    /** Stable (exercises.ts): a suite may check one by it. */
    id: z.string(),
    title: z.string(),
    task: z.string(),
    hint: z.string(),
    points: z.int(),
    solved: z.boolean(),
    /** Steps done of the steps it takes ("2 of 3"); single-step exercises are 0 or 1 of 1. */
    progress: z.object({ done: z.int(), of: z.int() }),
  })
  .register(contractRegistry, { id: 'QaExerciseResult' });
export type QaExerciseResult = z.infer<typeof QaExerciseResultSchema>;

export const QaScoreBoardSchema = z
  .object({
    /** The points of the solved exercises. */
    score: z.int(),
    maxScore: z.int(),
    solvedCount: z.int(),
    exercises: z.array(QaExerciseResultSchema),
  })
  .register(contractRegistry, { id: 'QaScoreBoard' });
export type QaScoreBoard = z.infer<typeof QaScoreBoardSchema>;

export const qaEndpoints = {
  testIds: defineEndpoint({
    id: 'qa.testIds',
    method: 'GET',
    path: '/qa/test-ids',
    auth: 'none',
    summary:
      'The test-id catalogue: every data-testid of the storefront, grouped by area (X stands for a parameter such as a product id). Published ids never change.',
    reply: TestIdCatalogueSchema,
    status: 200,
    errors: [],
  }),
  session: defineEndpoint({
    id: 'qa.session',
    method: 'GET',
    path: '/qa/session',
    auth: 'none',
    summary:
      'The QA settings this request carries: sandbox key, live scenarios, defect switches, clock offset.',
    reply: QaSessionSchema,
    status: 200,
    errors: [],
  }),
  events: defineEndpoint({
    id: 'qa.events',
    method: 'GET',
    path: '/qa/events',
    auth: 'none',
    summary: `This sandbox's side effects, newest first: mails sent, scenarios and defects triggered, data made. ${sandboxHeaderNote}`,
    reply: z.object({ events: z.array(QaEventSchema) }),
    status: 200,
    errors: [400],
  }),
  exercises: defineEndpoint({
    id: 'qa.exercises',
    method: 'GET',
    path: '/qa/exercises',
    auth: 'none',
    summary: `This sandbox's score board: each practice exercise (task, hint, points) with whether its events solve it, and the score. ${sandboxHeaderNote}`,
    reply: QaScoreBoardSchema,
    status: 200,
    errors: [400],
  }),
  reportDefect: defineEndpoint({
    id: 'qa.reportDefect',
    method: 'POST',
    path: '/qa/events',
    auth: 'none',
    summary: 'The storefront reports a storefront-side defect it has just shown (recorded for the sandbox).',
    body: z.object({ defectId: z.string().check(z.minLength(1), z.maxLength(100)) }),
    reply: MessageReplySchema,
    status: 201,
    errors: [400],
  }),
  reportFindings: defineEndpoint({
    id: 'qa.reportFindings',
    method: 'POST',
    path: '/qa/findings',
    auth: 'none',
    summary: `Reports what an automated accessibility checker found on the pages you visited: the rule ids of its violations (axe-core: \`results.violations.map((v) => v.id)\`). An exercise counts the accessibility user's defects you met whose rule you report. ${sandboxHeaderNote}`,
    body: z.object({
      rules: z
        .array(z.string().check(z.regex(CHECKER_RULE_PATTERN)))
        .check(z.minLength(1), z.maxLength(FINDINGS_PER_REPORT_MAX)),
    }),
    reply: MessageReplySchema,
    status: 201,
    errors: [400],
  }),
  reportKeyboardUse: defineEndpoint({
    id: 'qa.reportKeyboardUse',
    method: 'POST',
    path: '/qa/keyboard-use',
    auth: 'none',
    summary:
      'The storefront reports a control used from the keyboard (recorded for the sandbox): `control` is its test-id path, e.g. `details.addToCart`.',
    body: z.object({ control: z.string().check(z.minLength(1), z.maxLength(100)) }),
    reply: MessageReplySchema,
    status: 201,
    errors: [400],
  }),
  createTestUser: defineEndpoint({
    id: 'qa.createTestUser',
    method: 'POST',
    path: '/qa/users',
    auth: 'none',
    summary: `A fresh account and its bearer token in one call (send {} or names; the password comes in the reply). Its mail is readable by your sandbox. ${sandboxHeaderNote}`,
    body: z.object({
      firstName: z.optional(z.string().check(z.minLength(1), z.maxLength(50))),
      lastName: z.optional(z.string().check(z.minLength(1), z.maxLength(50))),
    }),
    reply: z.object({ message: z.string(), user: UserSchema, token: z.string(), password: z.string() }),
    status: 201,
    errors: [400],
  }),
  resetMyData: defineEndpoint({
    id: 'qa.resetMyData',
    method: 'POST',
    path: '/qa/reset-my-data',
    auth: 'bearer',
    summary:
      "Empties the signed-in account's cart, profile (height and weight, fit, age group, department, shoe size), delivery addresses, card tokens and orders.",
    reply: MessageReplySchema,
    status: 200,
    errors: [401],
  }),
  resetDatabase: defineEndpoint({
    id: 'qa.resetDatabase',
    method: 'POST',
    path: '/qa/reset-database',
    auth: 'none',
    summary: `Puts the whole database back to its seed (every account, cart, profile, mail and event is gone; the demo accounts and the catalogue are as on a first start). For a server on your own machine only: it answers 403 unless the call comes straight from the same machine (no proxy in between), and 400 unless the body is {"confirm": "${QA_DATABASE_RESET_CONFIRMATION}"}.`,
    body: z.object({ confirm: z.string().check(z.maxLength(100)) }),
    reply: z.object({
      message: z.string(),
      products: z.int(),
      categories: z.int(),
      demoAccounts: z.int(),
    }),
    status: 200,
    errors: [400, 403],
  }),
  createClass: defineEndpoint({
    id: 'qa.createClass',
    method: 'POST',
    path: '/qa/classes',
    auth: 'none',
    summary: `Classroom mode: makes a class (a name, the exercises it counts — all when omitted — and when it ends, 5 minutes to 7 days ahead) and answers its join code and the teacher key with the teacher's links. The key is shown here once; the /qa page of the sandbox that made the class shows its link again. ${sandboxHeaderNote}`,
    body: NewClassBodySchema,
    reply: NewClassReplySchema,
    status: 201,
    errors: [400, 429],
  }),
  joinClass: defineEndpoint({
    id: 'qa.joinClass',
    method: 'POST',
    path: '/qa/classes/:code/learners',
    auth: 'none',
    summary: `Classroom mode: your sandbox joins the class of this code under a nickname (unique in the class, whatever the letter case; no e-mail is shown to anyone). A sandbox is in one class at a time; at most ${CLASS_LEARNERS_MAX} learners a class. While the class runs, its switches apply to your requests. ${sandboxHeaderNote}`,
    params: ClassCodeParamsSchema,
    body: JoinClassBodySchema,
    reply: ClassMembershipSchema,
    status: 201,
    errors: [400, 404, 409, 410, 429],
  }),
  leaveClass: defineEndpoint({
    id: 'qa.leaveClass',
    method: 'DELETE',
    path: '/qa/classes/:code/learners/me',
    auth: 'none',
    summary: `Classroom mode: your sandbox leaves the class (its switches stop applying; the teacher's board no longer lists you). ${sandboxHeaderNote}`,
    params: ClassCodeParamsSchema,
    reply: MessageReplySchema,
    status: 200,
    errors: [400, 404],
  }),
  classBoard: defineEndpoint({
    id: 'qa.classBoard',
    method: 'GET',
    path: '/qa/classes/:code',
    auth: 'none',
    summary: `Classroom mode: the teacher's board — each learner's nickname, the class's exercises they solved since joining, their score and the persona defects they found — and the class switches. ${teacherKeyNote}`,
    params: ClassCodeParamsSchema,
    query: TeacherKeyQuerySchema,
    reply: ClassBoardReplySchema,
    status: 200,
    errors: [404],
  }),
  setClassSwitches: defineEndpoint({
    id: 'qa.setClassSwitches',
    method: 'PUT',
    path: '/qa/classes/:code/switches',
    auth: 'none',
    summary: `Classroom mode: switches live scenarios (\`cart.add.rate-limited\`) and persona defects (\`+error.cart.add-fails\`) on for every learner of the class while it runs, and for no one else; the list replaces the class's switches ([] switches all off). ${teacherKeyNote}`,
    params: ClassCodeParamsSchema,
    query: TeacherKeyQuerySchema,
    body: ClassSwitchesBodySchema,
    reply: ClassSwitchesReplySchema,
    status: 200,
    errors: [400, 404, 410, 429],
  }),
} as const;
