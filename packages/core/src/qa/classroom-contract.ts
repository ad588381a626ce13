import { z } from 'zod/mini';
import { defineFileEndpoint } from '../contract/endpoint';
import { textFieldSchema } from '../contract/fields';
import { contractRegistry } from '../contract/registry';
import { CLASS_BOARD_KEEP_ALIVE_MS, CLASS_BOARD_POLL_MS } from './class-board-events';
import { CLASS_BOARD_STREAMS_PER_CLASS } from './classroom-limits';
import { QA_LIST_MAX } from './qa-session';

/*
 * Classroom mode's schemas (demo mode): what the class calls of `qaEndpoints` (contract.ts) take
 * and answer, and the two teacher calls that answer a file or a stream.
 */

/** The teacher key of a class's calls: this header, or `?key=` (what a link or an EventSource can carry). */
export const QA_TEACHER_KEY_HEADER = 'x-qa-teacher-key';

/** Texts longer than any rule allows are refused by the rules' own message, not by the schema. */
const LOOSE_TEXT_MAX = 400;

export const ClassCodeParamsSchema = z.object({ code: z.string().check(z.maxLength(32)) });

export const TeacherKeyQuerySchema = z.object({
  /** The teacher key, when not sent as the `x-qa-teacher-key` header. */
  key: z.optional(z.string().check(z.maxLength(200))),
});

export const NewClassBodySchema = z.object({
  name: textFieldSchema().check(z.maxLength(LOOSE_TEXT_MAX)),
  /** Exercise ids (GET /qa/exercises) the class counts; omitted: all of them. */
  exerciseIds: z.optional(z.array(z.string().check(z.maxLength(100))).check(z.maxLength(100))),
  /** ISO date and time with a zone (`2026-12-01T10:00:00Z`); without a zone it is India time. */
  endsAt: z.string().check(z.maxLength(64)),
});

export const JoinClassBodySchema = z.object({
  nickname: textFieldSchema().check(z.maxLength(LOOSE_TEXT_MAX)),
});

export const ClassSwitchesBodySchema = z.object({
  /** Live scenario names and `+defect` ids, switched on for every learner of the class. */
  switches: z.array(z.string().check(z.maxLength(100))).check(z.maxLength(QA_LIST_MAX * 5)),
});

/** A learner's class, as the learner sees it: never anyone else's nickname. */
export const ClassMembershipSchema = z
  .object({
    code: z.string(),
    name: z.string(),
    nickname: z.string(),
    /** ISO. */
    endsAt: z.string(),
    ended: z.boolean(),
    /** What the teacher switched on for the whole class (scenario names, `+defect` switches). */
    switches: z.array(z.string()),
  })
  .register(contractRegistry, { id: 'ClassMembership' });
export type ClassMembership = z.infer<typeof ClassMembershipSchema>;

export const NewClassReplySchema = z
  .object({
    code: z.string(),
    name: z.string(),
    exerciseIds: z.array(z.string()),
    endsAt: z.string(),
    /** Shown once: the server keeps only its hash (the /qa page of the sandbox that made it shows it again). */
    teacherKey: z.string(),
    /** The board page: `/qa/classes/{code}?key=…`. Keep it private. */
    teacherLink: z.string(),
    /** The board as JSON (send the key as `x-qa-teacher-key`, or keep the `?key=`). */
    boardUrl: z.string(),
    csvUrl: z.string(),
    eventsUrl: z.string(),
  })
  .register(contractRegistry, { id: 'NewClass' });
export type NewClassReply = z.infer<typeof NewClassReplySchema>;

export const ClassBoardReplySchema = z
  .object({
    code: z.string(),
    name: z.string(),
    endsAt: z.string(),
    ended: z.boolean(),
    exercises: z.array(z.object({ id: z.string(), title: z.string(), points: z.int() })),
    maxScore: z.int(),
    /** Best score first; equal scores by who joined first. */
    learners: z.array(
      z.object({
        nickname: z.string(),
        joinedAt: z.string(),
        solved: z.array(z.string()),
        score: z.int(),
        defectsFound: z.int(),
      }),
    ),
    /** What is switched on for the whole class now. */
    switches: z.array(z.string()),
  })
  .register(contractRegistry, { id: 'ClassBoard' });
export type ClassBoardReply = z.infer<typeof ClassBoardReplySchema>;

export const ClassSwitchesReplySchema = z.object({ switches: z.array(z.string()) });

export const teacherKeyNote =
  'Teacher only: send the teacher key as `x-qa-teacher-key` or `?key=`; a wrong code or key answers 404 either way.';

/** The teacher's calls that answer a file or a stream (demo mode). */
export const qaClassFileEndpoints = {
  boardCsv: defineFileEndpoint({
    id: 'qa.classBoardCsv',
    method: 'GET',
    path: '/qa/classes/:code/board.csv',
    auth: 'none',
    summary: `The class's board as CSV (a download): one row a learner (nickname, joined, score, defects found), one column an exercise (1 solved, 0 not). ${teacherKeyNote}`,
    params: ClassCodeParamsSchema,
    query: TeacherKeyQuerySchema,
    produces: 'text/csv',
    errors: [404],
  }),
  events: defineFileEndpoint({
    id: 'qa.classEvents',
    method: 'GET',
    path: '/qa/classes/:code/events',
    auth: 'none',
    summary: `The live board as server-sent events: \`event: board\` with the board JSON at once and within ${CLASS_BOARD_POLL_MS / 1000} s of a change (a learner joining, leaving or solving), a \`: keep-alive\` comment every ${CLASS_BOARD_KEEP_ALIVE_MS / 1000} s, and \`event: ended\` when the class ends, after which the stream closes; a class that has ended answers 410. At most ${CLASS_BOARD_STREAMS_PER_CLASS} boards of a class are open at once (429). ${teacherKeyNote}`,
    params: ClassCodeParamsSchema,
    query: TeacherKeyQuerySchema,
    produces: 'text/event-stream',
    errors: [404, 410, 429],
  }),
} as const;
