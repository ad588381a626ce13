/** One outgoing message; `html` is the rich version of `text`. */
export interface OutgoingMail {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  /**
   * Demo mode: the sandbox that may read it in the built-in mailbox (the recipient account's);
   * null or absent: nobody but readers of the public test domain. SMTP ignores it.
   */
  readonly sandboxKey?: string | null;
}

/**
 * Outgoing mail (ARCHITECTURE.md "Mail"): SMTP when `SMTP_URL` is set, else the built-in mailbox.
 * `send` resolves once the message is accepted — stored in the mailbox, or queued for the SMTP
 * server, whose delivery then happens in the background (a slow SMTP server must not make replies
 * for known addresses slower than for unknown ones). Failures after that are the mailer's to log.
 */
export interface Mailer {
  readonly kind: 'smtp' | 'mailbox';
  send(mail: OutgoingMail): Promise<void>;
  close(): Promise<void>;
}
