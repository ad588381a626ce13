import { classFormFields, classSwitchesFormPath, defects, type LiveScenario } from '@shop/core/qa';
import { button } from '../../components/Button/Button.css';
import * as textField from '../../components/TextField/TextField.css';
import { testIds } from '../../testIds';
import * as qaStyles from '../QaToolsScreen/QaToolsScreen.css';

const ids = testIds.classroom;

export interface ClassSwitchesSectionProps {
  readonly code: string;
  readonly teacherKey: string;
  readonly ended: boolean;
  /** What is on for the whole class (scenario names, `+defect` switches). */
  readonly switches: readonly string[];
  readonly liveScenarios: readonly LiveScenario[];
}

/** The example a teacher reaches for first: everyone's Add to Cart answers 429. */
const EXAMPLE_SWITCH = 'cart.add.rate-limited';

/** The form's hidden fields: which class's teacher is asking (the board's key, as the link carried it). */
function TeacherKeyInput({ teacherKey }: { readonly teacherKey: string }) {
  return <input type="hidden" name={classFormFields.switches.key} value={teacherKey} />;
}

/**
 * The class switches: live scenarios and persona defects the teacher turns on for every learner of
 * the class for a lesson, never for a sandbox outside it. Plain forms posting to the board's
 * switches path with the teacher key (the page works without its script); the reply sends the
 * browser back to the board.
 */
export function ClassSwitchesSection({
  code,
  teacherKey,
  ended,
  switches,
  liveScenarios,
}: ClassSwitchesSectionProps) {
  const action = classSwitchesFormPath(code);
  const options = [
    ...liveScenarios.map((scenario) => scenario.name),
    ...defects.map((defect) => `+${defect.id}`),
  ];
  return (
    <section
      aria-labelledby="classroom-switches-title"
      className={qaStyles.section}
      data-testid={ids.switches}
    >
      <h2 id="classroom-switches-title">Class switches</h2>
      {ended ? (
        <p className={qaStyles.muted}>The class has ended: its switches no longer apply to anyone.</p>
      ) : (
        <p className={qaStyles.muted}>
          Turn a live scenario or a persona defect on for every learner of this class at once, for a lesson:{' '}
          <code>{EXAMPLE_SWITCH}</code> makes everyone’s Add to Cart answer 429. Sandboxes outside the class
          never see them, and they end with the class.
        </p>
      )}
      {switches.length === 0 ? (
        <p data-testid={ids.switchesNone}>Nothing switched on for the class.</p>
      ) : (
        <ul className={qaStyles.switches} data-testid={ids.switchesOn}>
          {switches.map((name) => (
            <li key={name}>
              <form className={qaStyles.switchPill} method="post" action={action}>
                <TeacherKeyInput teacherKey={teacherKey} />
                <input type="hidden" name={classFormFields.switches.remove} value={name} />
                <code>{name}</code>{' '}
                <button
                  className={button({ variant: 'outline', tone: 'brand', size: 'small' })}
                  type="submit"
                  aria-label={`Turn off ${name} for the class`}
                  data-testid={ids.switchOff(name)}
                >
                  Off
                </button>
              </form>
            </li>
          ))}
        </ul>
      )}
      {!ended && (
        <form className={qaStyles.inlineForm} method="post" action={action}>
          <TeacherKeyInput teacherKey={teacherKey} />
          <div className={qaStyles.field}>
            <label className={textField.label} htmlFor="classroom-switch-add">
              Turn on for the class
            </label>
            <input
              className={textField.input}
              id="classroom-switch-add"
              name={classFormFields.switches.add}
              list="classroom-switch-options"
              required
              autoComplete="off"
              data-testid={ids.switchAdd}
            />
          </div>
          <datalist id="classroom-switch-options">
            {options.map((name) => (
              <option key={name} value={name} />
            ))}
          </datalist>
          <button className={button()} type="submit" data-testid={ids.switchSubmit}>
            Turn on
          </button>
        </form>
      )}
    </section>
  );
}
