import type { Mailer, OutgoingMail } from './mailer';

/**
 * Mail that a reply must not wait for. Forgot-password mails a code only to known addresses; if
 * the reply waited for the mailer (a database write in the built-in mailbox, an SMTP hand-over),
 * known addresses would answer measurably slower than unknown ones and the call would tell who
 * has an account. So the reply goes first and the mail follows. Nothing is lost: every delivery
 * under way is tracked, the mailbox waits for them before it is read, and the app waits for them
 * before it closes (and with it the database).
 */
export class MailOutbox {
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly mailer: Mailer,
    private readonly onError: (error: unknown, mail: OutgoingMail) => void,
  ) {}

  /** Starts delivering `mail` without waiting for it; a failure goes to `onError`. */
  post(mail: OutgoingMail): void {
    // After the current turn of the event loop, so the reply is written first: the embedded
    // database runs on this thread, and a delivery started at once would run before the reply.
    const delivery: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => this.mailer.send(mail))
      .catch((error: unknown) => this.onError(error, mail))
      .finally(() => this.pending.delete(delivery));
    this.pending.add(delivery);
  }

  /** Resolves once every mail posted so far (and any posted meanwhile) is delivered or failed. */
  async settled(): Promise<void> {
    while (this.pending.size > 0) await Promise.all(this.pending);
  }
}
