import { exercises, type QaEventFact, scoreBoard } from './exercises';

/*
 * Classroom mode (demo mode): a teacher makes a class on one shop, learners join it with a code
 * and a nickname, and the teacher's board shows who solved what. These are its rules, pure, for
 * the server, the board page and the tests: the codes and names a class accepts, and the board and
 * its CSV computed from each learner's events.
 */

/** Join codes use letters and digits nobody confuses when read aloud or off a projector (no 0/O, 1/I/L). */
export const CLASS_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const CLASS_CODE_LENGTH = 6;
const CLASS_CODE_PATTERN = new RegExp(`^[${CLASS_CODE_ALPHABET}]{${CLASS_CODE_LENGTH}}$`);

/** A code as typed (`  k7p2qx `) in the form the class was given (`K7P2QX`), or null if it cannot be one. */
export function normaliseClassCode(typed: string): string | null {
  const code = typed.trim().toUpperCase();
  return CLASS_CODE_PATTERN.test(code) ? code : null;
}

export const CLASS_NAME_MAX = 80;
/** A class lasts at least this long… */
export const CLASS_SHORTEST_MS = 5 * 60_000;
/** …and at most a week: a forgotten class ends by itself. */
export const CLASS_LONGEST_MS = 7 * 24 * 60 * 60_000;
export const CLASS_LEARNERS_MAX = 500;

/**
 * The class pages (demo mode): `/qa/classes/{code}?key={teacher key}` is the teacher's board (the
 * private teacher link); the /qa page's create and join forms post below this path.
 */
export const QA_CLASSES_PATH = '/qa/classes';
export const QA_CLASS_FORM_PATHS = {
  create: `${QA_CLASSES_PATH}/create`,
  join: `${QA_CLASSES_PATH}/join`,
  leave: `${QA_CLASSES_PATH}/leave`,
} as const;

/** The teacher's board page of class `code` (append `?key=` with the teacher key to open it). */
export const classBoardPagePath = (code: string): string => `${QA_CLASSES_PATH}/${code}`;

/**
 * Where the board page's class-switch form posts (same origin only): fields `key` (the teacher
 * key), and `add` or `remove` with one switch (a live scenario name or `+` and a defect id); the
 * reply returns to the board.
 */
export const classSwitchesFormPath = (code: string): string => `${classBoardPagePath(code)}/switches`;

/**
 * 2–24 letters (with their combining marks: Hindi's vowel signs) or digits, inner spaces, `-` or
 * `_`: what a board shows instead of an e-mail.
 */
const NICKNAME_PATTERN = /^[\p{L}\p{N}](?:[\p{L}\p{M}\p{N} _-]{0,22}[\p{L}\p{M}\p{N}])$/u;

/** A nickname as typed, trimmed with inner runs of spaces made one, or null if it is not one. */
export function normaliseNickname(typed: string): string | null {
  const nickname = typed.trim().replace(/\s+/g, ' ');
  return NICKNAME_PATTERN.test(nickname) ? nickname : null;
}

/** What a teacher decides when making a class. */
export interface ClassSettings {
  readonly code: string;
  readonly name: string;
  /** The exercises (exercises.ts ids) the class counts, in catalogue order. */
  readonly exerciseIds: readonly string[];
  readonly endsAt: Date;
}

/** One learner of a class: their nickname, when they joined, and their sandbox's events. */
export interface ClassLearner {
  readonly nickname: string;
  readonly joinedAt: Date;
  readonly events: readonly (QaEventFact & { readonly createdAt: Date })[];
}

export interface ClassBoardLearner {
  readonly nickname: string;
  readonly joinedAt: string;
  /** The class's exercises this learner solved, in catalogue order. */
  readonly solved: readonly string[];
  /** Points of those exercises. */
  readonly score: number;
  /** Distinct persona defects this learner's sessions made show. */
  readonly defectsFound: number;
}

export interface ClassBoard {
  readonly code: string;
  readonly name: string;
  readonly endsAt: string;
  readonly ended: boolean;
  readonly exercises: readonly { readonly id: string; readonly title: string; readonly points: number }[];
  readonly maxScore: number;
  /** Best score first; equal scores by who joined first. */
  readonly learners: readonly ClassBoardLearner[];
}

/**
 * The teacher's board at `now`. Only what a learner did during the lesson counts: events from
 * joining until the class ends, so a sandbox's older practice earns nothing here.
 */
export function classBoard(
  settings: ClassSettings,
  learners: readonly ClassLearner[],
  now: Date,
): ClassBoard {
  const counted = exercises.filter((exercise) => settings.exerciseIds.includes(exercise.id));
  const countedIds = new Set(counted.map((exercise) => exercise.id));
  const rows = learners.map((learner): ClassBoardLearner => {
    const inLesson = learner.events.filter(
      (event) => event.createdAt >= learner.joinedAt && event.createdAt <= settings.endsAt,
    );
    const board = scoreBoard(inLesson);
    const solved = board.exercises.filter((result) => result.solved && countedIds.has(result.id));
    return {
      nickname: learner.nickname,
      joinedAt: learner.joinedAt.toISOString(),
      solved: solved.map((result) => result.id),
      score: solved.reduce((sum, result) => sum + result.points, 0),
      defectsFound: new Set(inLesson.filter((event) => event.kind === 'defect').map((event) => event.name))
        .size,
    };
  });
  rows.sort((a, b) => b.score - a.score || a.joinedAt.localeCompare(b.joinedAt));
  return {
    code: settings.code,
    name: settings.name,
    endsAt: settings.endsAt.toISOString(),
    ended: now >= settings.endsAt,
    exercises: counted.map(({ id, title, points }) => ({ id, title, points })),
    maxScore: counted.reduce((sum, exercise) => sum + exercise.points, 0),
    learners: rows,
  };
}

/**
 * A cell as RFC 4180 writes it, made inert for spreadsheets: a nickname such as `=HYPERLINK(…)`
 * must stay text when the teacher opens the export, so a cell starting with = + - @ or a tab is
 * prefixed with an apostrophe.
 */
function csvCell(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The board as CSV: one row a learner, one column an exercise (1 solved, 0 not), CRLF line ends. */
export function classBoardCsv(board: ClassBoard): string {
  const header = [
    'nickname',
    'joined',
    'score',
    'defects found',
    ...board.exercises.map((exercise) => exercise.id),
  ];
  const rows = board.learners.map((learner) => [
    learner.nickname,
    learner.joinedAt,
    learner.score,
    learner.defectsFound,
    ...board.exercises.map((exercise) => (learner.solved.includes(exercise.id) ? 1 : 0)),
  ]);
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
