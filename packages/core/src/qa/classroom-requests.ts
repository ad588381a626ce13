import {
  CLASS_LEARNERS_MAX,
  CLASS_LONGEST_MS,
  CLASS_NAME_MAX,
  CLASS_SHORTEST_MS,
  normaliseNickname,
} from './classroom';
import { isDefectId } from './defects';
import { exercises } from './exercises';
import { liveScenario } from './live-scenarios';
import { QA_LIST_MAX } from './qa-session';

/*
 * What a teacher's and a learner's classroom requests may say (demo mode), and every text the
 * server answers them with: the API, the /qa page's forms and the board page share these.
 */

const minutesText = (seconds: number) => {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
};

export const classroomMessages = {
  invalidName: `A class name is 1 to ${CLASS_NAME_MAX} characters`,
  invalidEndsAt:
    'The end time must be a date and time such as 2026-12-01T15:30 (India time) or 2026-12-01T10:00:00Z',
  endsTooSoon: `A class must run for at least ${CLASS_SHORTEST_MS / 60_000} minutes from now`,
  endsTooLate: `A class can run for at most ${CLASS_LONGEST_MS / 86_400_000} days`,
  unknownExercise: 'Unknown exercise id',
  noExercises: 'Choose at least one exercise for the class',
  invalidNickname: 'A nickname is 2 to 24 letters or digits (spaces, - and _ inside)',
  /** A join code nobody was given (join, leave). */
  noClass: 'No class has this code',
  ended: 'This class has ended',
  nicknameTaken: 'Someone in this class already has this nickname',
  classFull: `This class is full (${CLASS_LEARNERS_MAX} learners)`,
  alreadyInClass: 'You are already in a class: leave it before joining another',
  notInClass: 'You are not in this class',
  left: 'You left the class',
  /**
   * A teacher's call or board link whose code or key is wrong: the same answer either way, so a
   * learner cannot learn which classes exist by trying keys.
   */
  notTeacher: 'No class has this code and teacher key',
  unknownSwitch: 'Unknown scenario or defect switch (a live scenario name, or + and a defect id)',
  tooManySwitches: `At most ${QA_LIST_MAX} class switches`,
  boardStreamsFull: 'Too many live boards of this class are open. Close one and try again.',
  /** A classroom limit was reached (classroom-limits.ts); Retry-After says when to try again. */
  tooMany: (retryAfterSeconds: number) =>
    `Too many classroom requests. Please try again in ${minutesText(retryAfterSeconds)}.`,
} as const;

/** A request the server refuses: its status and text. */
export interface ClassroomRefusal {
  readonly status: 400 | 404 | 409 | 410;
  readonly message: string;
}

type Checked<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly refusal: ClassroomRefusal };

const refuse = (status: ClassroomRefusal['status'], message: string) =>
  ({ ok: false, refusal: { status, message } }) as const;

/** India's offset: the shop's times are Indian (the mailbox shows IST), so is a form's local time. */
const IST_OFFSET = '+05:30';

const ZONED_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;
/** What `<input type="datetime-local">` sends: no zone. */
const LOCAL_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/;

/**
 * An end time as an API client (ISO with a zone) or the /qa form's date-time field (no zone: read
 * as India time) sends it; null if it is neither or names no real instant.
 */
export function parseClassEndTime(text: string): Date | null {
  const trimmed = text.trim();
  const zoned = ZONED_TIME.test(trimmed) ? trimmed : LOCAL_TIME.test(trimmed) ? trimmed + IST_OFFSET : null;
  if (zoned === null) return null;
  const ms = Date.parse(zoned);
  return Number.isNaN(ms) ? null : new Date(ms);
}

export interface NewClassRequest {
  readonly name: string;
  /** Omitted: every exercise. */
  readonly exerciseIds?: readonly string[] | undefined;
  readonly endsAt: string;
}

export interface NewClass {
  readonly name: string;
  /** Known ids, each once, in catalogue order. */
  readonly exerciseIds: readonly string[];
  readonly endsAt: Date;
}

/** A teacher's new class at `now`: its name tidied, its exercises and end time checked. */
export function checkNewClass(request: NewClassRequest, now: Date): Checked<NewClass> {
  const name = request.name.trim().replace(/\s+/g, ' ');
  if (name.length === 0 || name.length > CLASS_NAME_MAX) return refuse(400, classroomMessages.invalidName);
  const asked = request.exerciseIds ?? exercises.map((exercise) => exercise.id);
  if (asked.some((id) => !exercises.some((exercise) => exercise.id === id))) {
    return refuse(400, classroomMessages.unknownExercise);
  }
  if (asked.length === 0) return refuse(400, classroomMessages.noExercises);
  const endsAt = parseClassEndTime(request.endsAt);
  if (endsAt === null) return refuse(400, classroomMessages.invalidEndsAt);
  const lasts = endsAt.getTime() - now.getTime();
  if (lasts < CLASS_SHORTEST_MS) return refuse(400, classroomMessages.endsTooSoon);
  if (lasts > CLASS_LONGEST_MS) return refuse(400, classroomMessages.endsTooLate);
  const exerciseIds = exercises
    .filter((exercise) => asked.includes(exercise.id))
    .map((exercise) => exercise.id);
  return { ok: true, value: { name, exerciseIds, endsAt } };
}

/** A nickname as typed, tidied, or the refusal. */
export function checkNickname(typed: string): Checked<string> {
  const nickname = normaliseNickname(typed);
  return nickname === null ? refuse(400, classroomMessages.invalidNickname) : { ok: true, value: nickname };
}

/** One class-wide switch: a live scenario's name, or `+` and a defect id (switched on for the class). */
export const isClassSwitch = (name: string): boolean =>
  liveScenario(name) !== undefined || (name.startsWith('+') && isDefectId(name.slice(1)));

/** A teacher's list of class switches, trimmed and each once, or the refusal. */
export function checkClassSwitches(names: readonly string[]): Checked<readonly string[]> {
  const switches = [...new Set(names.map((name) => name.trim()).filter(Boolean))];
  if (switches.length > QA_LIST_MAX) return refuse(400, classroomMessages.tooManySwitches);
  if (!switches.every(isClassSwitch)) return refuse(400, classroomMessages.unknownSwitch);
  return { ok: true, value: switches };
}

/** The class switches as a request's settings: its live scenarios and its defect switches. */
export function splitClassSwitches(switches: readonly string[]): {
  readonly scenarios: readonly string[];
  readonly defectSwitches: readonly string[];
} {
  return {
    scenarios: switches.filter((name) => !name.startsWith('+')),
    defectSwitches: switches.filter((name) => name.startsWith('+')),
  };
}

/**
 * A learner's own list setting with the class's added after it: both apply, and where they
 * disagree (`-id` of the learner's, `+id` of the class's) the lesson wins, as later switches do
 * (defects.ts `activeDefects`).
 */
export function withClassSwitches(own: readonly string[], fromClass: readonly string[]): readonly string[] {
  if (fromClass.length === 0) return own;
  return [...own.filter((name) => !fromClass.includes(name)), ...fromClass];
}

/**
 * The fields of the /qa page's classroom forms (QA_CLASS_FORM_PATHS): create takes a name, an end
 * time (`endsAt`, as {@link parseClassEndTime} reads it) and optionally the exercises (`exerciseIds`,
 * one field per ticked exercise; none ticked: all); join takes the code and a nickname; leave takes
 * nothing.
 */
export const classFormFields = {
  create: { name: 'name', endsAt: 'endsAt', exerciseIds: 'exerciseIds' },
  join: { code: 'code', nickname: 'nickname' },
  /** The board's class-switch form (classSwitchesFormPath): the teacher key, and one switch to add or remove. */
  switches: { key: 'key', add: 'add', remove: 'remove' },
} as const;
