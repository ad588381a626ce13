import nodemailer, { type Transporter } from 'nodemailer';
import type { Mailer, OutgoingMail } from './mailer';

/**
 * Mail through an SMTP server (`SMTP_URL`, e.g. smtps://user:pass@smtp.example.com). Messages are
 * handed to nodemailer and delivered in the background; a failure is reported to `onError` (the
 * app logs it), never to the caller.
 */
export class SmtpMailer implements Mailer {
  readonly kind = 'smtp';
  private readonly transport: Transporter;
  private readonly pending = new Set<Promise<void>>();

  constructor(
    smtpUrl: string,
    private readonly from: string,
    private readonly onError: (error: unknown, mail: OutgoingMail) => void,
  ) {
    this.transport = nodemailer.createTransport(smtpUrl);
  }

  async send(mail: OutgoingMail): Promise<void> {
    const delivery = this.transport
      .sendMail({ from: this.from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html })
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
    this.transport.close();
  }
}
