import { type MailMessage } from '@shop/core/mailbox';
import { normalizeEmail } from '@shop/core/users';
import type { Database } from '../db/connect';
import { isPublicMailAddress } from '@shop/core/qa';
import { listMailTo, listRecentRecipients, type MailReader } from '../db/repositories/mail-repository';
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

/**
 * The built-in mailbox (demo mode only): what the server "sent", for people and tests to read.
 * A message is readable by the sandbox of the account it went to (the browser session or API
 * client that made the account), and by anyone when it went to the public test domain
 * (@shop/core/qa `PUBLIC_MAIL_DOMAIN`): a public mailbox must not let anyone reset anyone's password.
 */
export class MailboxService {
  constructor(
    private readonly db: Database,
    /** Resolves once mail sent without waiting (MailOutbox) is stored: a reader sees its code. */
    private readonly pendingMail: () => Promise<void> = async () => {},
  ) {}

  /** The messages to the address (any letter case) that `readerKey`'s sandbox may read, newest first. */
  async messagesTo(email: string, readerKey: string | null): Promise<MailMessage[]> {
    const address = normalizeEmail(email);
    const reader: MailReader | null = isPublicMailAddress(address)
      ? { everything: true }
      : readerKey
        ? { sandboxKey: readerKey }
        : null;
    if (!reader) return [];
    await this.pendingMail();
    const rows = await listMailTo(this.db, address, reader, MAILBOX_PAGE_SIZE);
    return rows.map(toMessage);
  }

  /** The addresses the sandbox's latest mail went to. */
  async recentRecipients(readerKey: string | null): Promise<string[]> {
    if (!readerKey) return [];
    await this.pendingMail();
    return listRecentRecipients(this.db, readerKey, RECENT_RECIPIENTS);
  }
}
