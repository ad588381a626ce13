import { CLASS_LEARNERS_MAX } from './classroom';

/** A count of calls allowed in a window that opens with the first of them. */
export interface ClassroomLimit {
  readonly max: number;
  readonly windowMs: number;
}

const HOUR_MS = 60 * 60_000;

/**
 * The classroom calls' limits (demo mode), counted in the database so that every server behind a
 * proxy shares them; past one, a 429 with Retry-After (seconds until the window ends). A school
 * is often one address for all its learners, so joins per address leave room for a full class
 * twice over (typos included); what they stop is guessing join codes at speed.
 */
export const classroomLimits = {
  /** New classes of one sandbox (the /qa form or the API). */
  createsPerSandbox: { max: 10, windowMs: HOUR_MS },
  /** New classes from one client address, whatever the sandbox. */
  createsPerAddress: { max: 30, windowMs: HOUR_MS },
  /** Join attempts (right or wrong code) of one sandbox. */
  joinsPerSandbox: { max: 30, windowMs: HOUR_MS },
  /** Join attempts from one client address. */
  joinsPerAddress: { max: 2 * CLASS_LEARNERS_MAX, windowMs: HOUR_MS },
  /** Changes of one class's switches by its teacher. */
  switchChangesPerClass: { max: 120, windowMs: HOUR_MS },
} as const satisfies Record<string, ClassroomLimit>;

export type ClassroomLimitName = keyof typeof classroomLimits;

/** Live boards (server-sent events) open at once: per class, and per server for all classes. */
export const CLASS_BOARD_STREAMS_PER_CLASS = 10;
export const CLASS_BOARD_STREAMS_PER_SERVER = 200;
