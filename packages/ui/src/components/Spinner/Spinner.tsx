import * as styles from './Spinner.css';

/**
 * A small turning ring in the current text colour, for busy buttons. Decorative: the button
 * around it says what is happening (its label, `disabled`, `aria-busy`).
 */
export function Spinner() {
  return <span aria-hidden="true" className={styles.spinner} />;
}
