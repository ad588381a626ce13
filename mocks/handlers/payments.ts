import {
  api,
  CARD_TOKEN_TTL_MS,
  PAYMENT_CODE_LENGTH,
  PAYMENT_CODE_MAX_WRONG_ATTEMPTS,
  PAYMENT_CODE_TTL_MS,
} from '@shop/core';
import { type CardBrand, cardMessages, wrongCodeText } from '@shop/core/checkout';
import { cardBrand, cardOutcome, paymentCodeMail, validateCard } from '@shop/core/payments';
import { errorReply, reply } from '../http';
import { deliverMail } from '../state/accounts';
import { cardTokenReply, MOCK_PAYMENT_CODE, type MockCardToken } from '../state/checkout';
import { checkoutState, fieldDetails, onOwnData } from './own-data';

/*
 * Card tokens and their one-time codes (README "Checkout"), with the server's rules from core in
 * the server's order of checks (apps/api/src/services/payment-service.ts).
 */

/** One of the user's card tokens; another user's reads as none. */
export function ownCardToken(userId: number, token: string): MockCardToken | undefined {
  const row = checkoutState().cardTokens.get(token);
  return row?.userId === userId ? row : undefined;
}

const CODE_PATTERN = new RegExp(`^\\d{${PAYMENT_CODE_LENGTH}}$`);

export const paymentsHandlers = [
  onOwnData(api.payments.createCardToken, ({ account, body }) => {
    const now = Date.now();
    const result = validateCard(body, new Date(now));
    if (!result.ok) return errorReply(400, result.message, fieldDetails(result.errors));
    const digits = result.value.number;
    const outcome = cardOutcome(digits);
    const code = outcome === 'code' ? MOCK_PAYMENT_CODE : null;
    const row: MockCardToken = {
      token: `card_mock${checkoutState().nextCardToken++}`,
      userId: account.userId,
      brand: cardBrand(digits) as CardBrand,
      last4: digits.slice(-4),
      outcome,
      code,
      codeExpiresAt: code === null ? null : now + PAYMENT_CODE_TTL_MS,
      wrongCodes: 0,
      verifiedAt: null,
      expiresAt: now + CARD_TOKEN_TTL_MS,
      usedAt: null,
    };
    checkoutState().cardTokens.set(row.token, row);
    if (code !== null) {
      deliverMail(
        account.emailId,
        paymentCodeMail(account.firstName, { brand: row.brand, last4: row.last4 }, code),
      );
    }
    return reply(api.payments.createCardToken, cardTokenReply(row));
  }),

  onOwnData(api.payments.verifyCardCode, ({ account, params, body }) => {
    const typed = body.code.trim();
    if (typed === '') return errorReply(400, cardMessages.codeEmpty, { code: cardMessages.codeEmpty });
    if (!CODE_PATTERN.test(typed))
      return errorReply(400, cardMessages.codeInvalid, { code: cardMessages.codeInvalid });
    const now = Date.now();
    const row = ownCardToken(account.userId, params.token);
    // A code can be tried while it lives, unused, unverified and not locked by wrong tries.
    const open =
      row?.code != null &&
      row.verifiedAt === null &&
      row.usedAt === null &&
      row.wrongCodes < PAYMENT_CODE_MAX_WRONG_ATTEMPTS &&
      (row.codeExpiresAt ?? 0) > now;
    if (row && open) {
      if (row.code === typed) {
        row.verifiedAt = now;
        return reply(api.payments.verifyCardCode, cardTokenReply(row));
      }
      row.wrongCodes += 1;
      const left = PAYMENT_CODE_MAX_WRONG_ATTEMPTS - row.wrongCodes;
      if (left <= 0) return errorReply(410, cardMessages.codeLocked);
      return errorReply(400, wrongCodeText(left), { code: wrongCodeText(left) });
    }
    // No code could be tried: a token verified already answers as it is (a re-sent verify).
    if (!row || row.code === null) return errorReply(404, cardMessages.paymentNotFound);
    if (row.verifiedAt !== null && row.usedAt === null && row.expiresAt > now) {
      return reply(api.payments.verifyCardCode, cardTokenReply(row));
    }
    if (row.wrongCodes >= PAYMENT_CODE_MAX_WRONG_ATTEMPTS) return errorReply(410, cardMessages.codeLocked);
    return errorReply(410, cardMessages.codeExpired);
  }),
];
