import type { Transporter } from 'nodemailer';
import type { Mailer, OutgoingMail } from './mailer';

/**
 * Mail through an SMTP server (`SMTP_URL`, e.g. smtps://user:pass@smtp.example.com). Messages are
 * handed to nodemailer and delivered in the background; a failure is reported to `onError` (the
 * app logs it), never to the caller.
 */
export class SmtpMailer implements Mailer {
  readonly kind = 'smtp';
  private transport: Promise<Transporter> | undefined;
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly smtpUrl: string,
    private readonly from: string,
    private readonly onError: (error: unknown, mail: OutgoingMail) => void,
  ) {}

  async send(mail: OutgoingMail): Promise<void> {
    const delivery = this.connect()
      .then((transport) =>
        transport.sendMail({
          from: this.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
        }),
      )
      .then(
        () => undefined,
        (error: unknown) => this.onError(error, mail),
      );
    this.pending.add(delivery);
    void delivery.finally(() => this.pending.delete(delivery));
  }

  /** Waits for messages still on their way, then closes the connections. */
  async close(): Promise<void> {
    await Promise.allSettled([...this.pending]);
    // A transport that failed to load has nothing to close (its messages reported the failure).
    const transport = await this.transport?.catch(() => undefined);
    transport?.close();
  }

  // Loaded with the first message: nodemailer is a thirtieth of a second of every start, and most
  // installs (demo mode's mailbox) never send through SMTP.
  private connect(): Promise<Transporter> {
    this.transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport(this.smtpUrl),
    );
    return this.transport;
  }
}
