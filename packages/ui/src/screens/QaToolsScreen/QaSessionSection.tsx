import { DOCS_PATH } from '@shop/core';
import { DEMO_MAILBOX_PATH } from '@shop/core/profile';
import { PUBLIC_MAIL_DOMAIN, qaSettings } from '@shop/core/qa';
import { testIds } from '../../testIds';
import { qaApiLinks } from './qa-api-links';
import * as styles from './QaToolsScreen.css';

const ids = testIds.qaTools;

/** This browser's sandbox key, and where to read what it caused (its events, its settings, its mail). */
export function QaSessionSection({ sandboxKey }: { readonly sandboxKey: string | null }) {
  return (
    <section aria-labelledby="qa-session-title" className={styles.section} data-testid={ids.session}>
      <h2 id="qa-session-title">Your session</h2>
      <p>
        Sandbox key <code data-testid={ids.sandboxKey}>{sandboxKey ?? 'none yet (reload the page)'}</code> —
        API clients send it as <code>{qaSettings.sandbox.header}</code> to share this browser's mail and
        events.
      </p>
      <p>
        <a href={qaApiLinks.events} data-testid={ids.eventsLink}>
          Your events
        </a>{' '}
        (mails, scenarios, defects, data; JSON) ·{' '}
        <a href={qaApiLinks.session}>your settings as the server reads them</a> ·{' '}
        <a href={DEMO_MAILBOX_PATH}>the mailbox</a> (mail to <code>@{PUBLIC_MAIL_DOMAIN}</code> is public) ·{' '}
        <a href={DOCS_PATH}>API docs</a> · Storybook: <code>pnpm storybook</code> (every documented state of
        every screen).
      </p>
    </section>
  );
}
