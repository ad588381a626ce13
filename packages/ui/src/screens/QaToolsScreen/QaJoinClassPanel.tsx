import { formatIstTime } from '@shop/core';
import { classFormFields, QA_CLASS_FORM_PATHS, type QaClassroomModel } from '@shop/core/qa';
import { button } from '../../components/Button/Button.css';
import { FormAlert } from '../../components/FormAlert/FormAlert';
import * as textField from '../../components/TextField/TextField.css';
import { testIds } from '../../testIds';
import * as styles from './QaClassroomSection.css';
import * as pageStyles from './QaToolsScreen.css';

const ids = testIds.classroom;

type JoinedClass = NonNullable<QaClassroomModel['joined']>;

/** The class this sandbox is in: where, as whom, until when, what the teacher switched on, and Leave. */
function JoinedClassCard({ joined }: { readonly joined: JoinedClass }) {
  return (
    <>
      <p data-testid={ids.joined}>
        You are in <strong>{joined.name}</strong> as <strong>{joined.nickname}</strong> (code{' '}
        <code>{joined.code}</code>).
      </p>
      <p data-testid={ids.joinedEnds}>
        {joined.ended ? 'Ended ' : 'Ends '}
        <time dateTime={joined.endsAt}>{formatIstTime(joined.endsAt)}</time>
        {joined.ended
          ? '. Your results stay on the teacher’s board; leave the class to join another.'
          : '. What you solve until then counts on the teacher’s board.'}
      </p>
      {/* A class's switches end with it: after the end there is nothing to tell. */}
      {!joined.ended && (
        <div data-testid={ids.joinedSwitches}>
          {joined.switches.length === 0 ? (
            <p>Nothing switched on for the class.</p>
          ) : (
            <>
              <p>Your teacher switched on for the class (on top of your own switches below):</p>
              <ul className={styles.switchNames}>
                {joined.switches.map((name) => (
                  <li key={name}>
                    <code>{name}</code>
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
      {/* The server knows the class by this browser's sandbox: the form sends nothing else. */}
      <form className={styles.form} method="post" action={QA_CLASS_FORM_PATHS.leave}>
        <button
          className={`${button({ variant: 'outline' })} ${styles.submit}`}
          type="submit"
          data-testid={ids.leave}
        >
          Leave the class
        </button>
      </form>
    </>
  );
}

/** What the join form was refused for, and what was typed, shown again beside it. */
type JoinRefusal = { readonly message: string; readonly typed: Readonly<Record<string, string>> };

const JOIN_ERROR_ID = 'classroom-join-error';

/** The code and nickname fields: a plain form, so it works on the page that has no script. */
function JoinClassForm({ refused }: { readonly refused: JoinRefusal | undefined }) {
  const describedBy = refused ? JOIN_ERROR_ID : undefined;
  return (
    <form
      className={styles.form}
      method="post"
      action={QA_CLASS_FORM_PATHS.join}
      data-testid={ids.joinForm}
      aria-labelledby="classroom-join-title"
    >
      {refused && <FormAlert id={JOIN_ERROR_ID} message={refused.message} testId={ids.joinError} />}
      <div className={styles.field}>
        <label className={textField.label} htmlFor="classroom-join-code">
          Class code
        </label>
        <input
          className={`${textField.input} ${styles.codeInput}`}
          id="classroom-join-code"
          name={classFormFields.join.code}
          defaultValue={refused?.typed[classFormFields.join.code] ?? ''}
          required
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-describedby={describedBy}
          data-testid={ids.joinCode}
        />
      </div>
      <div className={styles.field}>
        <label className={textField.label} htmlFor="classroom-join-nickname">
          Nickname
        </label>
        <input
          className={textField.input}
          id="classroom-join-nickname"
          name={classFormFields.join.nickname}
          defaultValue={refused?.typed[classFormFields.join.nickname] ?? ''}
          required
          autoComplete="nickname"
          aria-describedby={['classroom-join-nickname-hint', describedBy].filter(Boolean).join(' ')}
          data-testid={ids.joinNickname}
        />
        <p className={textField.hint} id="classroom-join-nickname-hint">
          2–24 letters or digits. The teacher’s board shows it instead of your e-mail.
        </p>
      </div>
      <button className={`${button()} ${styles.submit}`} type="submit" data-testid={ids.joinSubmit}>
        Join
      </button>
    </form>
  );
}

/**
 * A learner's side: the class this sandbox joined, or the form to join one with the teacher's code
 * (shown again, with what was typed, when the server refused it).
 */
export function QaJoinClassPanel({ classroom }: { readonly classroom: QaClassroomModel }) {
  const refused = classroom.refused?.form === 'join' ? classroom.refused : undefined;
  const { joined } = classroom;
  return (
    <article className={styles.panel} aria-labelledby="classroom-join-title">
      <h3 id="classroom-join-title">{joined && !refused ? 'Your class' : 'Join a class'}</h3>
      {joined && !refused ? (
        <JoinedClassCard joined={joined} />
      ) : (
        <>
          <p className={pageStyles.muted}>
            Your teacher gives you a six-character code. From joining until the class ends, the exercises this
            browser (its sandbox) solves count on the teacher’s board under your nickname.
          </p>
          <JoinClassForm refused={refused} />
        </>
      )}
    </article>
  );
}
