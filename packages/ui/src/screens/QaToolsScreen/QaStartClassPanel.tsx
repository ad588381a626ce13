import { formatIstTime } from '@shop/core';
import {
  CLASS_LEARNERS_MAX,
  CLASS_LONGEST_MS,
  CLASS_NAME_MAX,
  CLASS_SHORTEST_MS,
  classFormFields,
  exercises,
  QA_CLASS_FORM_PATHS,
  type QaClassroomModel,
} from '@shop/core/qa';
import { button } from '../../components/Button/Button.css';
import * as checkbox from '../../components/Checkbox/Checkbox.css';
import { FormAlert } from '../../components/FormAlert/FormAlert';
import * as textField from '../../components/TextField/TextField.css';
import { testIds } from '../../testIds';
import * as styles from './QaClassroomSection.css';
import * as pageStyles from './QaToolsScreen.css';

const ids = testIds.classroom;

type TaughtClass = QaClassroomModel['teaching'][number];
type StartRefusal = { readonly message: string; readonly typed: Readonly<Record<string, string>> };

const CREATE_ERROR_ID = 'classroom-create-error';

/**
 * The fields the server reads: `exerciseIds` once per ticked box (none ticked: every exercise
 * counts), `endsAt` as a date-time field sends it, read as India time.
 */
const fieldNames = classFormFields.create;

/**
 * The exercises ticked when the form is shown: all of them, or after a refusal those that were if
 * the refusal hands them back (as text: the ticked ids, comma-separated).
 */
function tickedExercises(refused: StartRefusal | undefined): ReadonlySet<string> {
  const typed = refused?.typed[fieldNames.exerciseIds];
  if (typed === undefined) return new Set(exercises.map((exercise) => exercise.id));
  return new Set(typed.split(',').map((id) => id.trim()));
}

const shortest = `${CLASS_SHORTEST_MS / 60_000} minutes`;
const longest = `${CLASS_LONGEST_MS / (24 * 60 * 60_000)} days`;

/** Name, the exercises that count (every one by default) and when it ends. */
function StartClassForm({ refused }: { readonly refused: StartRefusal | undefined }) {
  const describedBy = refused ? CREATE_ERROR_ID : undefined;
  const ticked = tickedExercises(refused);
  return (
    <form
      className={styles.form}
      method="post"
      action={QA_CLASS_FORM_PATHS.create}
      data-testid={ids.createForm}
      aria-labelledby="classroom-create-title"
    >
      {refused && <FormAlert id={CREATE_ERROR_ID} message={refused.message} testId={ids.createError} />}
      <div className={styles.field}>
        <label className={textField.label} htmlFor="classroom-create-name">
          Class name
        </label>
        <input
          className={textField.input}
          id="classroom-create-name"
          name={fieldNames.name}
          defaultValue={refused?.typed[fieldNames.name] ?? ''}
          required
          maxLength={CLASS_NAME_MAX}
          autoComplete="off"
          aria-describedby={describedBy}
          data-testid={ids.createName}
        />
      </div>
      <fieldset className={styles.exercisesFieldset} aria-describedby={describedBy}>
        <legend className={styles.legend}>Exercises that count</legend>
        <ul className={styles.checkboxes}>
          {exercises.map((exercise) => (
            <li key={exercise.id}>
              <label className={styles.checkboxRow}>
                <input
                  className={checkbox.input}
                  type="checkbox"
                  name={fieldNames.exerciseIds}
                  value={exercise.id}
                  defaultChecked={ticked.has(exercise.id)}
                  data-testid={ids.createExercise(exercise.id)}
                />
                <span>
                  {exercise.title} <span className={pageStyles.muted}>({exercise.points} points)</span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <div className={styles.field}>
        <label className={textField.label} htmlFor="classroom-create-ends-at">
          Ends at (India time)
        </label>
        {/* No script to learn the browser's zone: the server reads the date and time as IST. */}
        <input
          className={textField.input}
          id="classroom-create-ends-at"
          type="datetime-local"
          name={fieldNames.endsAt}
          defaultValue={refused?.typed[fieldNames.endsAt] ?? ''}
          required
          aria-describedby={['classroom-create-ends-at-hint', describedBy].filter(Boolean).join(' ')}
          data-testid={ids.createEndsAt}
        />
        <p className={textField.hint} id="classroom-create-ends-at-hint">
          {shortest} to {longest} from now; the class then ends by itself. Up to {CLASS_LEARNERS_MAX}{' '}
          learners.
        </p>
      </div>
      <button className={`${button()} ${styles.submit}`} type="submit" data-testid={ids.createSubmit}>
        Start the class
      </button>
    </form>
  );
}

/** A class this browser made: its code, when it ends, and the private link to its board. */
function TaughtClassItem({ taught }: { readonly taught: TaughtClass }) {
  return (
    <li className={styles.taughtClass} data-testid={ids.teachingClass(taught.code)}>
      <p>
        <strong>{taught.name}</strong> · code <code>{taught.code}</code>
      </p>
      <p className={pageStyles.muted}>
        {taught.ended ? 'Ended ' : 'Ends '}
        <time dateTime={taught.endsAt}>{formatIstTime(taught.endsAt)}</time>
      </p>
      <p>
        <a href={taught.teacherLink} data-testid={ids.teachingLink(taught.code)}>
          Open the board of {taught.name}
        </a>
      </p>
    </li>
  );
}

/**
 * A teacher's side: the form that starts a class (shown again, with what was typed, when the server
 * refused it), and the classes this browser teaches with their private board links.
 */
export function QaStartClassPanel({ classroom }: { readonly classroom: QaClassroomModel }) {
  const refused = classroom.refused?.form === 'create' ? classroom.refused : undefined;
  return (
    <article className={styles.panel} aria-labelledby="classroom-create-title">
      <h3 id="classroom-create-title">Start a class</h3>
      <p className={pageStyles.muted}>
        You get a join code to share and a private teacher link to the class’s live board.
      </p>
      <StartClassForm refused={refused} />
      {classroom.teaching.length > 0 && (
        <div className={styles.form}>
          <h3 id="classroom-teaching-title">Classes you teach</h3>
          <p className={pageStyles.muted}>
            Keep a board’s link to yourself: anyone who has it sees the board and can switch scenarios on for
            the class.
          </p>
          <ul
            className={styles.classes}
            data-testid={ids.teaching}
            aria-labelledby="classroom-teaching-title"
          >
            {classroom.teaching.map((taught) => (
              <TaughtClassItem key={taught.code} taught={taught} />
            ))}
          </ul>
        </div>
      )}
    </article>
  );
}
