import { normalizeEmail } from '@shop/core';
import type { Clock } from '../clock';
import type { Database } from '../db/connect';
import { insertMailMessage } from '../db/repositories/mail-repository';
import type { Mailer, OutgoingMail } from './mailer';

/** Keeps every message in `mail_messages`, where /mailbox and GET /api/v1/mailbox show it. */
export class MailboxMailer implements Mailer {
  readonly kind = 'mailbox';

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  async send(mail: OutgoingMail): Promise<void> {
    await insertMailMessage(this.db, {
      to: mail.to,
      toNormalized: normalizeEmail(mail.to),
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      createdAt: this.clock.now(),
    });
  }

  async close(): Promise<void> {}
}
