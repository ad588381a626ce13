import { OTP_RESEND_COUNTDOWN_S } from '@shop/core';
import { QA_SETTINGS_PATH } from '@shop/core/qa';
import { button } from '../../components/Button/Button.css';
import * as field from '../../components/TextField/TextField.css';
import { testIds } from '../../testIds';
import * as styles from './QaToolsScreen.css';

const ids = testIds.qaTools;

/**
 * This browser's session clock: an offset that moves its server time, to see codes, tokens and
 * sessions expire without waiting, and the rule of what it never does.
 */
export function QaClockSection({ clockOffset }: { readonly clockOffset: string }) {
  return (
    <section aria-labelledby="qa-clock-title" className={styles.section} data-testid={ids.clock}>
      <h2 id="qa-clock-title">Session clock</h2>
      <p className={styles.muted}>
        Move this browser's server time to expire its one-time codes (10 min), reset tokens (15 min) and
        session (7 days) without waiting, or to walk an order to its door: <code>11m</code>, <code>3h</code>,{' '}
        <code>8d</code>. Empty to reset.
      </p>
      <p className={styles.muted} data-testid={ids.clockRule}>
        It never lifts a limit: lockouts, the {OTP_RESEND_COUNTDOWN_S} s before another code and the
        card-token limit run on the server’s real clock. Nothing lives longer than in real time: a negative
        offset revives nothing, and a code or token you get while an offset is set lasts only its real time
        (ask first, then set the offset).
      </p>
      <form className={styles.inlineForm} method="post" action={QA_SETTINGS_PATH}>
        <input type="hidden" name="setting" value="clockOffset" />
        <div className={styles.field}>
          <label className={field.label} htmlFor="qa-clock-offset">
            Clock offset
          </label>
          {/* Uncontrolled: the server renders the current offset; the browser posts what is typed. */}
          <input
            className={field.input}
            id="qa-clock-offset"
            name="value"
            defaultValue={clockOffset}
            autoComplete="off"
            data-testid={ids.clockOffset}
          />
        </div>
        <button className={button()} type="submit" data-testid={ids.clockSubmit}>
          Set
        </button>
      </form>
    </section>
  );
}
