import { api } from '@shop/core';
import { normalizeEmail } from '@shop/core/users';
import { on, reply } from '../http';
import { accountsState } from '../state/accounts';

/** The demo mailbox: every message the mock API "sent", newest first. */
export const mailboxHandlers = [
  on(api.mailbox.list, ({ request }) => {
    const email = normalizeEmail(new URL(request.url).searchParams.get('email') ?? '');
    return reply(api.mailbox.list, {
      messages: accountsState.mail.filter((message) => normalizeEmail(message.to) === email),
    });
  }),
];
