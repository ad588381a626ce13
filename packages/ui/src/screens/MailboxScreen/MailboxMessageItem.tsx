import { formatIstTime } from '@shop/core';
import type { MailMessage } from '@shop/core/mailbox';
import { codeInMail } from '@shop/core/users';
import { testIds } from '../../testIds';
import * as styles from './MailboxScreen.css';

const ids = testIds.mailbox;

/** One kept mail: its subject, to whom and when (India Standard Time), its code if any, its text. */
export function MailboxMessageItem({ message }: { message: MailMessage }) {
  const code = codeInMail(message.text);
  const subjectId = `mailbox-subject-${message.id}`;
  return (
    <li data-testid={ids.message(String(message.id))}>
      <article aria-labelledby={subjectId} className={styles.message}>
        <h3 id={subjectId} className={styles.subject} data-testid={ids.messageSubject}>
          {message.subject}
        </h3>
        <dl className={styles.facts}>
          <dt className={styles.term}>To</dt>
          <dd className={styles.value} data-testid={ids.messageTo}>
            {message.to}
          </dd>
          <dt className={styles.term}>Sent</dt>
          <dd className={styles.value}>
            <time dateTime={message.createdAt} data-testid={ids.messageTime}>
              {formatIstTime(message.createdAt)}
            </time>
          </dd>
          {code !== undefined && (
            <>
              <dt className={styles.term}>Code</dt>
              <dd className={styles.code} data-testid={ids.messageOtp}>
                {code}
              </dd>
            </>
          )}
        </dl>
        <pre className={styles.body} data-testid={ids.messageBody}>
          {message.text}
        </pre>
      </article>
    </li>
  );
}
