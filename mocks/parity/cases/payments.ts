import { api } from '@shop/core';
import type { ParityCase } from '../format';
import { signUp } from './steps';
import { MINUTE, cardToken, codeCardVerified, readCodeMail, refused, verifyCode } from './checkout-fixtures';

/** Card tokens and their one-time codes. */
export const paymentsCases: ParityCase[] = [
  {
    name: 'payments: a test card becomes a token with its brand and last four digits; card fields answer per field',
    steps: [
      signUp(),
      cardToken('4111 1111 1111 1111', 'Visa', 'visa'),
      cardToken('5555-5555-5555-4444', 'Mastercard', 'mastercard'),
      cardToken('6521111111111110', 'RuPay', 'rupay'),
      cardToken('3782 822463 10005', 'American Express', 'amex'),
      {
        endpoint: api.payments.createCardToken,
        bearer: '{{token}}',
        body: { number: '4111 1111 1111 1112', expiry: '10/26', cvv: '12', name: ' ' },
        expect: refused(400, 'Enter a valid card number', {
          number: 'Enter a valid card number',
          expiry: 'This card has expired',
          cvv: 'Enter the 3-digit CVV',
          name: 'Please enter the name on the card',
        }),
      },
      {
        endpoint: api.payments.createCardToken,
        bearer: '{{token}}',
        body: { number: '', expiry: '', cvv: '', name: '' },
        expect: refused(400, 'Please enter the card number', {
          number: 'Please enter the card number',
          expiry: 'Please enter the expiry date',
          cvv: 'Please enter the CVV',
          name: 'Please enter the name on the card',
        }),
      },
      {
        endpoint: api.payments.createCardToken,
        bearer: '{{token}}',
        body: { number: '378282246310005', expiry: '13/30', cvv: '123', name: 'Asha Rao' },
        expect: refused(400, 'Enter the expiry as MM/YY', {
          expiry: 'Enter the expiry as MM/YY',
          cvv: 'Enter the 4-digit CVV',
        }),
      },
    ],
  },
  {
    name: 'payments: the card that asks for a code mails it; wrong codes count down, the right one verifies (again too)',
    steps: [
      signUp(),
      cardToken('4000 0000 0000 3220', 'Visa', 'cardToken', true),
      readCodeMail('cardCode'),
      verifyCode(
        '{{cardToken}}',
        ' ',
        refused(400, 'Please enter the one-time code', { code: 'Please enter the one-time code' }),
      ),
      verifyCode(
        '{{cardToken}}',
        '12ab56',
        refused(400, 'Enter the 6-digit code', { code: 'Enter the 6-digit code' }),
      ),
      verifyCode(
        '{{cardToken}}',
        '{{other:cardCode}}',
        refused(400, 'Wrong code. 2 tries left.', { code: 'Wrong code. 2 tries left.' }),
      ),
      verifyCode('{{cardToken}}', '{{cardCode}}', codeCardVerified('{{cardToken}}')),
      verifyCode('{{cardToken}}', '{{cardCode}}', codeCardVerified('{{cardToken}}')),
      // A card that asks for no code has none to verify; nor has a token nobody made.
      cardToken('4111111111111111', 'Visa', 'visa'),
      verifyCode('{{visa}}', '123456', refused(404, 'Payment not found')),
      verifyCode('card_nobody', '123456', refused(404, 'Payment not found')),
    ],
  },
  {
    name: 'payments: three wrong codes cancel the payment (410), an expired code says so, another user’s token is a 404',
    steps: [
      signUp(),
      signUp('b', 'B'),
      cardToken('4000000000003220', 'Visa', 'cardToken', true),
      readCodeMail('cardCode'),
      verifyCode(
        '{{cardToken}}',
        '{{other:cardCode}}',
        refused(400, 'Wrong code. 2 tries left.', { code: 'Wrong code. 2 tries left.' }),
      ),
      verifyCode(
        '{{cardToken}}',
        '{{other:cardCode}}',
        refused(400, 'Wrong code. 1 try left.', { code: 'Wrong code. 1 try left.' }),
      ),
      verifyCode(
        '{{cardToken}}',
        '{{other:cardCode}}',
        refused(410, 'Too many wrong codes. The payment was cancelled.'),
      ),
      verifyCode(
        '{{cardToken}}',
        '{{cardCode}}',
        refused(410, 'Too many wrong codes. The payment was cancelled.'),
      ),
      cardToken('4000000000003220', 'Visa', 'lateToken', true),
      readCodeMail('lateCode', 1),
      verifyCode('{{lateToken}}', '{{lateCode}}', refused(404, 'Payment not found'), '{{tokenB}}'),
      { advanceClockMs: 5 * MINUTE },
      verifyCode(
        '{{lateToken}}',
        '{{lateCode}}',
        refused(410, 'The one-time code has expired. Please pay again.'),
      ),
    ],
  },
];
