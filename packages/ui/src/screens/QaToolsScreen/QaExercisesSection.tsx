import { exerciseStateText, type QaExerciseResult, type QaScoreBoard } from '@shop/core/qa';
import { testIds } from '../../testIds';
import { qaApiLinks } from './qa-api-links';
import * as styles from './QaToolsScreen.css';

const ids = testIds.qaTools;

/** One exercise: its title, state and points, the task, and the hint folded away. */
function ExerciseItem({ exercise }: { readonly exercise: QaExerciseResult }) {
  const state = exercise.solved ? 'solved' : 'open';
  const testId = ids.exercise(exercise.id);
  return (
    <li className={styles.exerciseByState[state]} data-testid={testId}>
      <h3 id={`${testId}-title`}>{exercise.title}</h3>
      <p>
        <span className={styles.stateByState[state]} data-testid={ids.exerciseState(exercise.id)}>
          {exerciseStateText(exercise)}
        </span>{' '}
        · {exercise.points} points
      </p>
      <p>{exercise.task}</p>
      <details>
        <summary>Hint</summary>
        <p>{exercise.hint}</p>
      </details>
    </li>
  );
}

/**
 * The score board: what this browser's sandbox has solved. The server checks again on each load,
 * so the page asks for a reload rather than updating itself (it has no script).
 */
export function QaExercisesSection({ scoreBoard }: { readonly scoreBoard: QaScoreBoard | null }) {
  return (
    <section aria-labelledby="qa-exercises-title" className={styles.section} data-testid={ids.exercises}>
      <h2 id="qa-exercises-title">Exercises</h2>
      <p className={styles.muted}>
        Practice tasks that check themselves: each is solved by what this browser's sandbox caused (its
        events; API clients send the sandbox key above). Reload the page to see new progress. Also as JSON:{' '}
        <a href={qaApiLinks.exercises} data-testid={ids.exercisesJson}>
          {qaApiLinks.exercises}
        </a>
        .
      </p>
      {scoreBoard === null ? (
        <p data-testid={ids.exercisesScore}>Reload the page to get a sandbox key and your score board.</p>
      ) : (
        <>
          <p data-testid={ids.exercisesScore}>
            <strong>
              Score: {scoreBoard.score} of {scoreBoard.maxScore} points
            </strong>{' '}
            · {scoreBoard.solvedCount} of {scoreBoard.exercises.length} solved
          </p>
          <ol className={styles.exercises}>
            {scoreBoard.exercises.map((exercise) => (
              <ExerciseItem key={exercise.id} exercise={exercise} />
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
