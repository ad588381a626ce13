import { PAYMENT_CODE_TTL_MS } from '../constants';
import { escapeHtml } from '../format/html';
import type { MailContent } from './reset-code-mail';

export const PAYMENT_CODE_SUBJECT = 'Your ShopLane payment code';

const minutes = Math.round(PAYMENT_CODE_TTL_MS / 60_000);

/**
 * The card payment's one-time code (README "Checkout": the test card that asks for one). Its text
 * says "Your one-time code is 123456." like the reset mail, so `codeInMail` and the mailbox page
 * find it the same way.
 */
export function paymentCodeMail(
  firstName: string,
  card: { brand: string; last4: string },
  code: string,
): MailContent {
  const what = `a payment with your ${card.brand} card ending ${card.last4}`;
  const validity = `It expires in ${minutes} minutes.`;
  const text = [
    `Hello ${firstName},`,
    '',
    `Your one-time code is ${code}. ${validity}`,
    '',
    `Enter it in ShopLane's payment window to confirm ${what}. If you are not paying on ShopLane now, ignore this message: nothing is charged without the code.`,
    '',
    '— ShopLane',
  ].join('\n');
  const html = `<!doctype html>
<html lang="en">
<body style="font-family: system-ui, sans-serif; color: #1f2937">
<p>Hello ${escapeHtml(firstName)},</p>
<p>Your one-time code is <strong style="font-size: 1.5em; letter-spacing: 0.15em">${escapeHtml(code)}</strong>. ${validity}</p>
<p>Enter it in ShopLane's payment window to confirm ${escapeHtml(what)}. If you are not paying on ShopLane now, ignore this message: nothing is charged without the code.</p>
<p>— ShopLane</p>
</body>
</html>
`;
  return { subject: PAYMENT_CODE_SUBJECT, text, html };
}
