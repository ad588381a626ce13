import type { AppConfig } from '../config';
import type { Clock } from '../clock';
import type { Database } from '../db/connect';
import type { QaEventRecorder } from '../qa/qa-events';
import { MailboxMailer } from './mailbox-mailer';
import type { Mailer, OutgoingMail } from './mailer';
import { SmtpMailer } from './smtp-mailer';

/** SMTP when `SMTP_URL` is set, otherwise the built-in mailbox. */
export function createMailer(
  config: Pick<AppConfig, 'smtpUrl' | 'mailFrom'>,
  db: Database,
  clock: Clock,
  events: QaEventRecorder,
  onError: (error: unknown, mail: OutgoingMail) => void,
): Mailer {
  return config.smtpUrl === undefined
    ? new MailboxMailer(db, clock, events)
    : new SmtpMailer(config.smtpUrl, config.mailFrom, onError);
}
