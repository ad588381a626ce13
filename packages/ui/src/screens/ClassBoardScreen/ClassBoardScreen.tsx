import { DOCS_PATH, formatIstTime } from '@shop/core';
import {
  type ClassBoardPageModel,
  type ClassBoardRefusedPageModel,
  classBoardLiveMarkers,
  classBoardPagePath,
  QA_PAGE_PATH,
} from '@shop/core/qa';
import { DemoPageFrame } from '../../components/DemoPageFrame/DemoPageFrame';
import { FormAlert } from '../../components/FormAlert/FormAlert';
import { testIds } from '../../testIds';
import * as qaStyles from '../QaToolsScreen/QaToolsScreen.css';
import * as styles from './ClassBoardScreen.css';
import { ClassBoardTable, CountedExercises } from './ClassBoardTable';
import { ClassSwitchesSection } from './ClassSwitchesSection';

const ids = testIds.classroom;

export type ClassBoardScreenProps = ClassBoardPageModel;
export type ClassBoardRefusedScreenProps = ClassBoardRefusedPageModel;

const barLinks = [
  { href: QA_PAGE_PATH, label: 'QA tools', testId: ids.boardQaLink },
  { href: DOCS_PATH, label: 'API docs', testId: ids.boardDocsLink },
];

/** A part of the page the board's script replaces with the server's fresh rendering of it. */
const livePart = (name: string) => ({ [classBoardLiveMarkers.part]: name });

const learnersText = (count: number) => `${count} ${count === 1 ? 'learner' : 'learners'}`;

/**
 * The teacher's board of one class (demo mode, `/qa/classes/{code}?key=…`): the join code to
 * project, when the class ends, each learner's solved exercises and defects found, the CSV export
 * and the class switches. The server renders it; a small script of the page's own
 * (CLASS_BOARD_SCRIPT_PATH) keeps it live from the events at `eventsUrl`, and without it the page
 * still works: Refresh reloads it.
 */
export function ClassBoardScreen({
  board,
  teacherKey,
  switches,
  liveScenarios,
  eventsUrl,
  csvUrl,
}: ClassBoardScreenProps) {
  const pageLink = `${classBoardPagePath(board.code)}?key=${encodeURIComponent(teacherKey)}`;
  const markers = {
    [classBoardLiveMarkers.eventsUrl]: eventsUrl,
    [classBoardLiveMarkers.ended]: String(board.ended),
  };
  return (
    <DemoPageFrame homeTestId={ids.boardHome} links={barLinks} width="wide">
      <div className={qaStyles.page} {...markers}>
        <div className={styles.heading}>
          <div className={styles.titleBlock}>
            <p className={styles.eyebrow}>Class board</p>
            <h1 className={qaStyles.title} data-testid={ids.boardName}>
              {board.name}
            </h1>
            <div className={styles.facts} {...livePart('summary')}>
              <p data-testid={ids.boardEnds}>
                {board.ended ? 'Ended ' : 'Ends '}
                <time dateTime={board.endsAt}>{formatIstTime(board.endsAt)}</time>
              </p>
              <p data-testid={ids.boardLearnerCount}>
                {learnersText(board.learners.length)} · {board.exercises.length} exercises count,{' '}
                {board.maxScore} points in all
              </p>
            </div>
            <p className={styles.liveLine}>
              <span
                className={styles.status}
                role="status"
                data-testid={ids.boardLiveStatus}
                {...{ [classBoardLiveMarkers.status]: '' }}
              >
                {board.ended ? 'Final: the class has ended.' : 'Refresh to see new results.'}
              </span>
              <a href={pageLink} data-testid={ids.boardRefresh}>
                Refresh
              </a>
              <a href={csvUrl} download data-testid={ids.boardCsv}>
                Download as CSV
              </a>
            </p>
          </div>
          <div className={styles.codeCard}>
            <p className={styles.eyebrow}>Join code</p>
            <p className={styles.code} data-testid={ids.boardCode}>
              {board.code}
            </p>
            <p data-testid={ids.boardJoinHint} {...livePart('join-hint')}>
              {board.ended
                ? 'The class has ended: no one can join.'
                : `Learners join at ${QA_PAGE_PATH} with this code.`}
            </p>
          </div>
        </div>
        <section aria-labelledby="classroom-board-title" className={qaStyles.section}>
          <h2 id="classroom-board-title">Board</h2>
          <div className={styles.boardPart} {...livePart('board')}>
            <ClassBoardTable board={board} />
          </div>
          <CountedExercises board={board} />
        </section>
        <ClassSwitchesSection
          code={board.code}
          teacherKey={teacherKey}
          ended={board.ended}
          switches={switches}
          liveScenarios={liveScenarios}
        />
      </div>
    </DemoPageFrame>
  );
}

/** A board link that opens nothing (no class has the code, or the key is not its teacher's). */
export function ClassBoardRefusedScreen({ message }: ClassBoardRefusedScreenProps) {
  return (
    <DemoPageFrame homeTestId={ids.boardHome} links={barLinks} width="narrow">
      <div className={`${qaStyles.page} ${styles.refused}`}>
        <h1 className={qaStyles.title}>No class board here</h1>
        <FormAlert message={message} testId={ids.refused} />
        <p className={qaStyles.muted}>
          A board opens only with its class’s private teacher link, as the teacher’s browser lists it on{' '}
          <a href={QA_PAGE_PATH}>{QA_PAGE_PATH}</a>.
        </p>
      </div>
    </DemoPageFrame>
  );
}
