import type { QaClassroomModel } from '@shop/core/qa';
import { testIds } from '../../testIds';
import * as styles from './QaClassroomSection.css';
import { QaJoinClassPanel } from './QaJoinClassPanel';
import { QaStartClassPanel } from './QaStartClassPanel';
import * as pageStyles from './QaToolsScreen.css';

/**
 * Classroom mode on /qa: a learner joins a class here, a teacher starts one. Both are plain forms
 * posting to the server (the page has no script), which answers with this page again: the class
 * joined or taught, or the refusal shown beside its form.
 */
export function QaClassroomSection({ classroom }: { readonly classroom: QaClassroomModel }) {
  return (
    <section
      aria-labelledby="classroom-title"
      className={pageStyles.section}
      data-testid={testIds.classroom.section}
    >
      <h2 id="classroom-title">Classroom</h2>
      <p className={pageStyles.muted}>
        Practise together: a teacher starts a class and shares its code, learners join with it and a nickname
        (no e-mail is shown), and the teacher’s board shows who solved what as it happens.
      </p>
      <div className={styles.panels}>
        <QaJoinClassPanel classroom={classroom} />
        <QaStartClassPanel classroom={classroom} />
      </div>
    </section>
  );
}
