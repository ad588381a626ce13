import {
  type A11yDefectText,
  defects,
  defectTexts,
  type DefectId,
  qaPersonas,
  type QaPersona,
} from '@shop/core/qa';
import { testIds } from '../../testIds';
import * as styles from './QaToolsScreen.css';

const ids = testIds.qaTools;

/** An accessibility defect's WCAG criterion and how a test finds it; nothing for the others. */
function A11yNote({ id }: { readonly id: DefectId }) {
  const text: Partial<A11yDefectText> = defectTexts[id];
  if (text.wcag === undefined || text.foundBy === undefined) return null;
  const found =
    'axeRule' in text.foundBy ? `axe rule ${text.foundBy.axeRule}` : `a ${text.foundBy.test} test`;
  return (
    <span className={styles.muted}>
      {' '}
      WCAG {text.wcag}; found by {found}.
    </span>
  );
}

/** A persona's sign-in and the defects only it meets, each with what a test observes. */
function PersonaCard({ persona }: { readonly persona: QaPersona }) {
  const testId = ids.persona(persona.kind);
  const own = defects.filter((defect) => defect.persona === persona.kind);
  return (
    <article className={styles.personaCard} data-testid={testId} aria-labelledby={`${testId}-title`}>
      <h3 id={`${testId}-title`}>{persona.label}</h3>
      <p className={styles.muted}>{persona.purpose}</p>
      <p>
        Email <code data-testid={ids.personaEmail(persona.kind)}>{persona.email}</code> · Password{' '}
        <code>{persona.password}</code>
      </p>
      <ul className={styles.entries}>
        {own.map((defect) => (
          <li key={defect.id} data-testid={ids.defect(defect.id)}>
            <code>{defect.id}</code> — {defectTexts[defect.id].title}.{' '}
            <span className={styles.muted}>{defectTexts[defect.id].observe}</span>
            <A11yNote id={defect.id} />
          </li>
        ))}
      </ul>
    </article>
  );
}

/** The personas (core's catalogue): who to sign in as to meet which defects. */
export function QaPersonasSection() {
  return (
    <section aria-labelledby="qa-personas-title" className={styles.section} data-testid={ids.personas}>
      <h2 id="qa-personas-title">Personas and their defects</h2>
      <p className={styles.muted}>
        Sign in as one and its defects apply; the standard user never meets one. Each sign-in in this browser
        opens its own copy of the account (cart, profile), and the demo accounts' passwords cannot be reset.
      </p>
      {qaPersonas.map((persona) => (
        <PersonaCard key={persona.kind} persona={persona} />
      ))}
    </section>
  );
}
