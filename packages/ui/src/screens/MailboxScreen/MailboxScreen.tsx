import { DOCS_PATH, routePatterns } from '@shop/core';
import { DEMO_MAILBOX_PATH } from '@shop/core/profile';
import { type MailboxPageModel, PUBLIC_MAIL_DOMAIN, qaSettings } from '@shop/core/qa';
import { codeInMail } from '@shop/core/users';
import { Button } from '../../components/Button/Button';
import * as textField from '../../components/TextField/TextField.css';
import { DemoPageFrame, type DemoPageLink } from '../../components/DemoPageFrame/DemoPageFrame';
import { testIds } from '../../testIds';
import { MailboxMessageItem } from './MailboxMessageItem';
import * as styles from './MailboxScreen.css';

const ids = testIds.mailbox;

/** The page asks itself again with `?email=`: its form, and each recent recipient. */
const mailboxLink = (address: string) => `${DEMO_MAILBOX_PATH}?email=${encodeURIComponent(address)}`;

const barLinks: readonly DemoPageLink[] = [
  { href: routePatterns.login, label: 'Sign in', testId: ids.signIn },
  { href: DOCS_PATH, label: 'API docs', testId: ids.apiDocs },
];

/** What the page shows (agreed with the server in @shop/core/qa). */
export type MailboxScreenProps = MailboxPageModel;

function MessagesSection({ email, messages }: { email: string; messages: MailboxPageModel['messages'] }) {
  // The newest code: the list is newest first.
  const latestCode = messages.map((message) => codeInMail(message.text)).find((code) => code !== undefined);
  const count = `${messages.length} ${messages.length === 1 ? 'message' : 'messages'}`;
  return (
    <section aria-labelledby="mailbox-heading">
      <h2 id="mailbox-heading" className={styles.heading} data-testid={ids.heading}>
        {`Messages for ${email} (${count})`}
      </h2>
      {latestCode !== undefined && (
        <p className={styles.otp} role="status">
          Latest one-time code{' '}
          {/* Styled from the box (otp strong): the code's markup stays what API tests match. */}
          <strong data-testid={ids.otp}>{latestCode}</strong>
        </p>
      )}
      {messages.length === 0 ? (
        <p className={styles.empty} data-testid={ids.empty}>
          No messages for this address yet.
        </p>
      ) : (
        <ol className={styles.messages} data-testid={ids.messages}>
          {messages.map((message) => (
            <MailboxMessageItem key={message.id} message={message} />
          ))}
        </ol>
      )}
    </section>
  );
}

/**
 * The demo mailbox page /mailbox (demo mode): mail the shop sends is kept here instead of being
 * delivered. Server-rendered with no script (a GET form and links only), so it works under the
 * pages' strict policy and offline. Test ids for QA users: `testIds.mailbox`.
 */
export function MailboxScreen({ email, messages, recentRecipients }: MailboxScreenProps) {
  return (
    <DemoPageFrame homeTestId={ids.home} links={barLinks} width="narrow">
      <h1 className={styles.title}>ShopLane mailbox</h1>
      <p className={styles.lead}>
        Demo mode: mail the shop sends (such as password reset codes) is kept here instead of being delivered.
        Times are India Standard Time.
      </p>
      <p className={styles.rule} data-testid={ids.rule}>
        You see the mail of accounts made in this browser (API clients: with the same{' '}
        <code>{qaSettings.sandbox.header}</code> key), and all mail to addresses at{' '}
        <code>{`@${PUBLIC_MAIL_DOMAIN}`}</code>, which is public on purpose. The demo accounts receive no
        mail: their passwords cannot be reset.
      </p>
      <form method="get" action={DEMO_MAILBOX_PATH} className={styles.form} data-testid={ids.form}>
        <div className={styles.field}>
          <label htmlFor="mailbox-email" className={textField.label}>
            Email address
          </label>
          <input
            id="mailbox-email"
            name="email"
            type="email"
            required
            autoComplete="email"
            defaultValue={email ?? ''}
            className={textField.input}
            data-testid={ids.email}
          />
        </div>
        <Button type="submit" testId={ids.submit}>
          Show messages
        </Button>
      </form>
      {recentRecipients.length > 0 && (
        <nav aria-label="Recent recipients">
          <ul className={styles.recent} data-testid={ids.recipients}>
            {recentRecipients.map((address) => (
              <li key={address} className={styles.recentItem}>
                <a className={styles.recentLink} href={mailboxLink(address)}>
                  {address}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {email !== undefined && <MessagesSection email={email} messages={messages} />}
    </DemoPageFrame>
  );
}
