import { api } from '@shop/core';
import { any, type ParityCase } from '../format';

/** The demo mailbox (reading a code is part of the password-reset rows in users.ts). */
export const mailboxCases: readonly ParityCase[] = [
  {
    name: 'mailbox: an address nobody wrote to has no messages',
    steps: [
      {
        endpoint: api.mailbox.list,
        query: { email: '{{email:nobody}}' },
        expect: { status: 200, body: { messages: [] } },
      },
    ],
  },
  {
    name: 'mailbox: any letter case of the address reads the same messages',
    steps: [
      {
        endpoint: api.users.createUser,
        body: { firstName: 'Meera', lastName: 'Nair', emailId: '{{email:a}}', password: 'Lotus#Pond7' },
        expect: {
          status: 201,
          body: {
            message: 'Account created successfully',
            user: { userId: any.id(), emailId: '{{email:a}}', firstName: 'Meera', lastName: 'Nair' },
            token: any.token(),
          },
        },
      },
      {
        endpoint: api.users.forgotPassword,
        body: { email: '{{email:a}}' },
        expect: { status: 200, body: { message: 'OTP sent to your email' } },
      },
      {
        endpoint: api.mailbox.list,
        query: { email: '{{EMAIL:a}}' },
        expect: {
          status: 200,
          body: {
            messages: any.arrayOf(1, {
              id: any.id(),
              to: '{{email:a}}',
              subject: 'Your ShopLane password reset code',
              text: any.string(),
              html: any.string(),
              createdAt: any.isoDate(),
            }),
          },
        },
      },
    ],
  },
  {
    name: 'mailbox: the address is required',
    steps: [
      {
        endpoint: api.mailbox.list,
        expect: {
          status: 400,
          body: { error: 'Invalid request: email is required', details: { email: 'is required' } },
        },
      },
      {
        endpoint: api.mailbox.list,
        query: { email: '' },
        expect: {
          status: 400,
          body: { error: 'Invalid request: email is required', details: { email: 'is required' } },
        },
      },
    ],
  },
];
