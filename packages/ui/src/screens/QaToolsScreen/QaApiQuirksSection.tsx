import { apiQuirks, QA_SETTINGS_PATH, qaSettings, type ApiQuirk } from '@shop/core/qa';
import { Fragment } from 'react';
import { button } from '../../components/Button/Button.css';
import { testIds } from '../../testIds';
import { CodeText } from './CodeText';
import * as styles from './QaToolsScreen.css';

const ids = testIds.qaTools;

/** A quirk: its id, the calls it distorts, what it gets wrong and what the contract says. */
function QuirkItem({ quirk }: { readonly quirk: ApiQuirk }) {
  return (
    <li data-testid={ids.quirk(quirk.id)}>
      <code>{quirk.id}</code> (
      {quirk.calls.map((call, index) => (
        <Fragment key={call}>
          {index > 0 && ', '}
          <code>{call}</code>
        </Fragment>
      ))}
      ) — <CodeText text={quirk.wrong} />{' '}
      <span className={styles.muted}>
        Right: <CodeText text={quirk.right} />
      </span>
    </li>
  );
}

/**
 * This browser's API quirks switch (one form that flips it: the hidden value is what it becomes),
 * and the catalogue of what each quirk gets wrong.
 */
export function QaApiQuirksSection({ on }: { readonly on: boolean }) {
  return (
    <section aria-labelledby="qa-api-quirks-title" className={styles.section} data-testid={ids.apiQuirks}>
      <h2 id="qa-api-quirks-title">API quirks</h2>
      <p className={styles.muted}>
        Documented wrong statuses and shapes for API-testing practice: this browser (cookie{' '}
        <code>{qaSettings.apiQuirks.cookie}</code>) or an API client (header{' '}
        <code>{qaSettings.apiQuirks.header}: on</code>) gets them; the calls still do their work. The
        storefront may show errors meanwhile.
      </p>
      <form className={styles.toggleForm} method="post" action={QA_SETTINGS_PATH}>
        <input type="hidden" name="setting" value="apiQuirks" />
        <input type="hidden" name="value" value={on ? '' : 'on'} />
        <p data-testid={ids.apiQuirksState}>{on ? 'On in this browser.' : 'Off in this browser.'}</p>
        <button
          className={button({ variant: on ? 'outline' : 'solid' })}
          type="submit"
          data-testid={ids.apiQuirksSubmit}
        >
          {on ? 'Turn off' : 'Turn on'}
        </button>
      </form>
      <ul className={styles.entries}>
        {apiQuirks.map((quirk) => (
          <QuirkItem key={quirk.id} quirk={quirk} />
        ))}
      </ul>
    </section>
  );
}
