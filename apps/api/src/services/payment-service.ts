import { createHmac, randomBytes, randomInt } from 'node:crypto';
import {
  CARD_TOKEN_TTL_MS,
  CARD_TOKENS_LIVE_LIMIT,
  PAYMENT_CODE_LENGTH,
  PAYMENT_CODE_MAX_WRONG_ATTEMPTS,
  PAYMENT_CODE_TTL_MS,
} from '@shop/core';
import { cardAttemptsLimitText, type CardBrand, cardMessages, wrongCodeText } from '@shop/core/checkout';
import {
  cardBrand,
  cardOutcome,
  type CardToken,
  type CardTokenRequest,
  paymentCodeMail,
  validateCard,
} from '@shop/core/payments';
import { addMs, type Clocks, readNow } from '../clock';
import type { Database } from '../db/connect';
import {
  type CardTokenRow,
  findCardToken,
  insertCardToken,
  pruneCardTokens,
  tryCardCode,
} from '../db/repositories/card-tokens-repository';
import { findUserById } from '../db/repositories/users-repository';
import { HttpError, notFound } from '../http/http-error';
import type { MailOutbox } from '../mail/mail-outbox';
import type { SecretService } from './secret-service';

const TOKEN_BYTES = 24;

/**
 * The payment frame's server side (README "Checkout"): a card is checked and stood in by a token;
 * the number and CVV are never stored. The card is charged when an order uses the token
 * (OrderService); the test card that asks for a one-time code mails it here, as a bank's check
 * would, and the token pays only once the code is verified.
 */
export class PaymentService {
  constructor(
    private readonly db: Database,
    /**
     * Tokens and codes are stamped, and the live-token limit counted, on real time; whether a card,
     * code or token has expired is read on the expiry clock (clock.ts `Clocks`).
     */
    private readonly clocks: Pick<Clocks, 'real' | 'expiry'>,
    private readonly secrets: SecretService,
    private readonly outbox: MailOutbox,
  ) {}

  async createCardToken(userId: number, request: CardTokenRequest): Promise<CardToken> {
    const now = this.clocks.real.now();
    const result = validateCard(request, this.clocks.expiry.now());
    if (!result.ok) {
      throw new HttpError(
        400,
        result.message,
        Object.fromEntries(result.errors.map((error) => [error.field, error.message])),
      );
    }
    await this.assertUnderTokenLimit(userId, now);
    const digits = result.value.number;
    const brand = cardBrand(digits) as CardBrand;
    const outcome = cardOutcome(digits);
    const token = `card_${randomBytes(TOKEN_BYTES).toString('base64url')}`;
    const last4 = digits.slice(-4);
    const code =
      outcome === 'code'
        ? randomInt(0, 10 ** PAYMENT_CODE_LENGTH)
            .toString()
            .padStart(PAYMENT_CODE_LENGTH, '0')
        : null;
    const row = {
      token,
      userId,
      brand,
      last4,
      outcome,
      codeHash: code === null ? null : await this.codeHash(token, code),
      codeExpiresAt: code === null ? null : addMs(now, PAYMENT_CODE_TTL_MS),
      expiresAt: addMs(now, CARD_TOKEN_TTL_MS),
    };
    await insertCardToken(this.db, row);
    if (code !== null) {
      const user = await findUserById(this.db, userId);
      if (user) {
        this.outbox.post({
          to: user.email,
          ...paymentCodeMail(user.firstName, { brand, last4 }, code),
          sandboxKey: user.sandboxKey,
        });
      }
    }
    return this.reply({ ...row, verifiedAt: null });
  }

  async verifyCardCode(userId: number, token: string, code: string): Promise<CardToken> {
    const typed = code.trim();
    if (typed === '') throw new HttpError(400, cardMessages.codeEmpty, { code: cardMessages.codeEmpty });
    if (!new RegExp(`^\\d{${PAYMENT_CODE_LENGTH}}$`).test(typed)) {
      throw new HttpError(400, cardMessages.codeInvalid, { code: cardMessages.codeInvalid });
    }
    const now = readNow(this.clocks);
    const attempt = await tryCardCode(
      this.db,
      userId,
      token,
      await this.codeHash(token, typed),
      now,
      PAYMENT_CODE_MAX_WRONG_ATTEMPTS,
    );
    if (!attempt) return this.withoutAttempt(userId, token, now.expiry);
    if (attempt.matched) return this.reply(attempt.row);
    const left = PAYMENT_CODE_MAX_WRONG_ATTEMPTS - attempt.row.wrongCodes;
    if (left <= 0) throw new HttpError(410, cardMessages.codeLocked);
    throw new HttpError(400, wrongCodeText(left), { code: wrongCodeText(left) });
  }

  /**
   * No code could be tried: a token verified already answers as it is (a re-sent verify after a
   * lost reply); else no such token, or its code is gone (expired, locked, or the token used).
   */
  private async withoutAttempt(userId: number, token: string, expiryNow: Date): Promise<CardToken> {
    const row = await findCardToken(this.db, userId, token);
    if (!row || row.codeHash === null) throw notFound(cardMessages.paymentNotFound);
    if (row.verifiedAt !== null && row.usedAt === null && row.expiresAt > expiryNow) return this.reply(row);
    if (row.wrongCodes >= PAYMENT_CODE_MAX_WRONG_ATTEMPTS) throw new HttpError(410, cardMessages.codeLocked);
    throw new HttpError(410, cardMessages.codeExpired);
  }

  /** A card-testing loop (many cards tried in a row) is held off until its oldest token expires. */
  private async assertUnderTokenLimit(userId: number, now: Date): Promise<void> {
    const { live, oldestExpiresAt } = await pruneCardTokens(this.db, userId, now);
    if (live < CARD_TOKENS_LIVE_LIMIT) return;
    const seconds = Math.max(1, Math.ceil(((oldestExpiresAt ?? now).getTime() - now.getTime()) / 1000));
    throw new HttpError(429, cardAttemptsLimitText(Math.ceil(seconds / 60)), undefined, {
      'retry-after': String(seconds),
    });
  }

  private reply(
    row: Pick<CardTokenRow, 'token' | 'brand' | 'last4' | 'codeHash' | 'verifiedAt' | 'expiresAt'>,
  ): CardToken {
    return {
      token: row.token,
      brand: row.brand,
      last4: row.last4,
      codeRequired: row.codeHash !== null && row.verifiedAt === null,
      expiresAt: row.expiresAt.toISOString(),
    };
  }

  /** HMAC over token and code: a code means nothing for another token. */
  private async codeHash(token: string, code: string): Promise<string> {
    return createHmac('sha256', await this.secrets.otpKey())
      .update(`card\n${token}\n${code}`)
      .digest('base64url');
  }
}
