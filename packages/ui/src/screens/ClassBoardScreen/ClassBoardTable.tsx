import type { ClassBoard, ClassBoardLearner } from '@shop/core/qa';
import { testIds } from '../../testIds';
import * as styles from './ClassBoardScreen.css';

const ids = testIds.classroom;

type BoardExercise = ClassBoard['exercises'][number];

/** ✓ or – for the eye, "Solved" or "Not solved" for a screen reader. */
function SolvedCell({
  exercise,
  learner,
}: {
  readonly exercise: BoardExercise;
  readonly learner: ClassBoardLearner;
}) {
  const solved = learner.solved.includes(exercise.id);
  return (
    <td data-testid={ids.boardLearnerExercise(exercise.id)}>
      <span className={solved ? styles.solved : styles.unsolved} aria-hidden="true">
        {solved ? '✓' : '–'}
      </span>
      <span className={styles.inWords}>{solved ? 'Solved' : 'Not solved'}</span>
    </td>
  );
}

function LearnerRow({
  board,
  learner,
  rank,
}: {
  readonly board: ClassBoard;
  readonly learner: ClassBoardLearner;
  readonly rank: number;
}) {
  return (
    <tr data-testid={ids.boardLearner(String(rank))}>
      <th scope="row" className={styles.nicknameCell} data-testid={ids.boardLearnerNickname}>
        <span className={styles.nickname}>{learner.nickname}</span>
      </th>
      <td data-testid={ids.boardLearnerScore}>
        {learner.score} of {board.maxScore}
      </td>
      {board.exercises.map((exercise) => (
        <SolvedCell key={exercise.id} exercise={exercise} learner={learner} />
      ))}
      <td data-testid={ids.boardLearnerDefects}>{learner.defectsFound}</td>
    </tr>
  );
}

/**
 * The board's table: a learner a row (best score first), a counted exercise a column. The columns
 * are numbered to stay narrow (a dozen titles would not fit a projector's width); each header's
 * accessible name is its exercise's title, and the numbered list under the table reads them out.
 */
function BoardTable({ board }: { readonly board: ClassBoard }) {
  return (
    <div
      className={styles.scroller}
      id="classroom-board-scroller"
      role="region"
      aria-labelledby="classroom-board-caption"
      // A phone scrolls the table sideways inside this frame; a keyboard must reach it too (axe:
      // scrollable-region-focusable).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
    >
      <table className={styles.table} data-testid={ids.boardTable}>
        <caption className={styles.caption} id="classroom-board-caption">
          Learners, best score first
        </caption>
        <thead>
          <tr>
            <th scope="col" className={styles.nicknameCell}>
              Nickname
            </th>
            <th scope="col">Score</th>
            {board.exercises.map((exercise, index) => (
              <th key={exercise.id} scope="col" title={exercise.title}>
                <span aria-hidden="true">{index + 1}</span>
                <span className={styles.inWords}>{exercise.title}</span>
              </th>
            ))}
            <th scope="col">Defects found</th>
          </tr>
        </thead>
        <tbody>
          {board.learners.map((learner, index) => (
            <LearnerRow key={learner.nickname} board={board} learner={learner} rank={index + 1} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The board itself, or who is missing: no learner has joined yet. */
export function ClassBoardTable({ board }: { readonly board: ClassBoard }) {
  if (board.learners.length === 0) {
    return (
      <p className={styles.empty} data-testid={ids.boardEmpty}>
        {board.ended
          ? 'No learner joined this class.'
          : 'No learners yet. Their rows appear here as they join.'}
      </p>
    );
  }
  return (
    <>
      <p className={styles.swipeHint}>The table scrolls sideways: each exercise has its column.</p>
      <BoardTable board={board} />
    </>
  );
}

/** The exercises the class counts, numbered as the table's columns. */
export function CountedExercises({ board }: { readonly board: ClassBoard }) {
  return (
    <>
      <h3 id="classroom-board-exercises-title">Exercises that count</h3>
      <ol className={styles.legend} aria-labelledby="classroom-board-exercises-title">
        {board.exercises.map((exercise) => (
          <li key={exercise.id}>
            {exercise.title} ({exercise.points} points)
          </li>
        ))}
      </ol>
    </>
  );
}
