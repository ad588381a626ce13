import { normalizeEmail } from '@shop/core/users';
import type { Clock } from '../clock';
import type { Database } from '../db/connect';
import { insertMailMessage } from '../db/repositories/mail-repository';
import { currentQaContext } from '../qa/qa-context';
import type { QaEventRecorder } from '../qa/qa-events';
import type { Mailer, OutgoingMail } from './mailer';

/** Keeps every message in `mail_messages`, where /mailbox and GET /api/v1/mailbox show it. */
export class MailboxMailer implements Mailer {
  readonly kind = 'mailbox';

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    /** A stored mail is a side effect its sandbox sees in /qa/events. */
    private readonly events?: QaEventRecorder,
  ) {}

  async send(mail: OutgoingMail): Promise<void> {
    const sandboxKey = mail.sandboxKey ?? null;
    await insertMailMessage(this.db, {
      to: mail.to,
      toNormalized: normalizeEmail(mail.to),
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      sandboxKey,
      createdAt: this.clock.now(),
    });
    // The outbox sends after the reply, still inside the request's context: its trace id.
    if (sandboxKey && this.events) {
      await this.events.recordFor(sandboxKey, currentQaContext()?.traceId ?? '', 'mail', mail.subject, {
        to: mail.to,
      });
    }
  }

  async close(): Promise<void> {}
}
