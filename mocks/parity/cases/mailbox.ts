import { api } from '@shop/core';
import type { ParityCase } from '../format';

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
          body: {
            error: 'Invalid request: email must be at least 1 characters long',
            details: { email: 'must be at least 1 characters long' },
          },
        },
      },
    ],
  },
];
