import { OTP_LENGTH, OTP_TTL_MS } from '../constants';
import { escapeHtml } from '../format/html';

/** A mail as the shop composes it; the server adds the sender, the mock API just stores it. */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

export const RESET_CODE_SUBJECT = 'Your ShopLane password reset code';

const minutes = Math.round(OTP_TTL_MS / 60_000);

/**
 * The forgot-password mail, sent by the server and imitated by the mock API. Its text carries
 * "Your one-time code is 123456.", which is how the mailbox page and test suites find the code.
 */
export function resetCodeMail(firstName: string, code: string): MailContent {
  const validity = `It expires in ${minutes} minutes.`;
  const text = [
    `Hello ${firstName},`,
    '',
    `Your one-time code is ${code}. ${validity}`,
    '',
    // One line per paragraph: mail clients wrap text themselves.
    'Enter it in the password reset window of ShopLane to choose a new password. If you did not ask to reset your password, ignore this message: your password stays as it is.',
    '',
    '— ShopLane',
  ].join('\n');
  const html = `<!doctype html>
<html lang="en">
<body style="font-family: system-ui, sans-serif; color: #1f2937">
<p>Hello ${escapeHtml(firstName)},</p>
<p>Your one-time code is <strong style="font-size: 1.5em; letter-spacing: 0.15em">${escapeHtml(code)}</strong>. ${validity}</p>
<p>Enter it in the password reset window of ShopLane to choose a new password. If you did not ask to reset your password, ignore this message: your password stays as it is.</p>
<p>— ShopLane</p>
</body>
</html>
`;
  return { subject: RESET_CODE_SUBJECT, text, html };
}

const CODE_IN_TEXT = new RegExp(`one-time code is (\\d{${OTP_LENGTH}})\\b`);

/** The code a reset mail carries (for the mailbox page and for suites reading the mailbox). */
export function codeInMail(text: string): string | undefined {
  return CODE_IN_TEXT.exec(text)?.[1];
}
