import { OTP_LENGTH, OTP_TTL_MS } from '@shop/core';
import { escapeHtml } from '../http/html';
import type { OutgoingMail } from './mailer';

export const RESET_CODE_SUBJECT = 'Your ShopLane password reset code';

const minutes = Math.round(OTP_TTL_MS / 60_000);

/**
 * The forgot-password mail. Its text carries "Your one-time code is 123456." as the mock API's
 * mail does, which is also how the mailbox page finds the code to show.
 */
export function resetCodeMail(to: string, firstName: string, code: string): OutgoingMail {
  const validity = `It expires in ${minutes} minutes.`;
  const text = [
    `Hello ${firstName},`,
    '',
    `Your one-time code is ${code}. ${validity}`,
    '',
    'Enter it in the password reset window of ShopLane to choose a new password. If you did not ask',
    'to reset your password, ignore this message: your password stays as it is.',
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
  return { to, subject: RESET_CODE_SUBJECT, text, html };
}

const CODE_IN_TEXT = new RegExp(`one-time code is (\\d{${OTP_LENGTH}})\\b`);

/** The code a reset mail carries, for the mailbox page. */
export function codeInMail(text: string): string | undefined {
  return CODE_IN_TEXT.exec(text)?.[1];
}
