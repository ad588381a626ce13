import { serveVirtualUsers } from '../shared/load-processes';
import { type LearnerAccount, Learner, type LessonSettings } from './learner';

/** A process of learners, forked by run.ts (bench/shared/load-processes.ts). */
serveVirtualUsers<LessonSettings, LearnerAccount>(
  (index, account, settings, tally) => new Learner(index, account, settings, tally),
);
