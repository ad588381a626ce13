import { type MailMessage, normalizeEmail } from '@shop/core';
import type { Database } from '../db/connect';
import { listMailTo, listRecentRecipients } from '../db/repositories/mail-repository';
import type { MailMessageRow } from '../db/schema';

/** Enough for any test that reads its latest code; older mail stays in the table. */
export const MAILBOX_PAGE_SIZE = 50;
const RECENT_RECIPIENTS = 20;

const toMessage = (row: MailMessageRow): MailMessage => ({
  id: row.id,
  to: row.to,
  subject: row.subject,
  text: row.text,
  html: row.html,
  createdAt: row.createdAt.toISOString(),
});

/** The built-in mailbox (demo mode only): what the server "sent", for people and tests to read. */
export class MailboxService {
  constructor(
    private readonly db: Database,
    /** Resolves once mail sent without waiting (MailOutbox) is stored: a reader sees its code. */
    private readonly pendingMail: () => Promise<void> = async () => {},
  ) {}

  /** Messages to the address (any letter case), newest first. */
  async messagesTo(email: string): Promise<MailMessage[]> {
    await this.pendingMail();
    const rows = await listMailTo(this.db, normalizeEmail(email), MAILBOX_PAGE_SIZE);
    return rows.map(toMessage);
  }

  async recentRecipients(): Promise<string[]> {
    await this.pendingMail();
    return listRecentRecipients(this.db, RECENT_RECIPIENTS);
  }
}
