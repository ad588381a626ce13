import { runVirtualUsers, serveLoadOrder } from '../shared/load-processes';
import { emptyTally, type Tally } from '../shared/tally';
import { type LearnerAccount, Learner, type LessonSettings } from './learner';

/** A process of learners (forked by run.ts): runs them for the given time and sends its tally. */

export interface LessonOrder {
  readonly settings: LessonSettings;
  readonly accounts: readonly LearnerAccount[];
  /** The first learner's index over the whole run (seeds and client addresses stay distinct). */
  readonly firstIndex: number;
  readonly durationMs: number;
  /** Learners start spread over this long, not all in the same millisecond. */
  readonly rampMs: number;
}

function runLearners(order: LessonOrder): Promise<Tally> {
  const tally = emptyTally();
  const until = performance.now() + order.durationMs;
  return runVirtualUsers(tally, order.accounts.length, order.rampMs, (offset) =>
    new Learner(order.firstIndex + offset, order.accounts[offset]!, order.settings, tally).run(until),
  );
}

serveLoadOrder(runLearners);
