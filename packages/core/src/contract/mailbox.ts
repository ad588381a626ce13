import { z } from 'zod/mini';
import { contractRegistry } from './registry';
import { defineEndpoint } from './endpoint';
import { textFieldSchema } from './fields';

/** A message kept by the built-in mailbox (demo mode only; not part of spec §7). */
export const MailMessageSchema = z
  .object({
    id: z.int(),
    to: z.string(),
    subject: z.string(),
    text: z.string(),
    html: z.string(),
    createdAt: z.string(),
  })
  .register(contractRegistry, { id: 'MailMessage' });
export type MailMessage = z.infer<typeof MailMessageSchema>;

export const mailboxEndpoints = {
  list: defineEndpoint({
    id: 'mailbox.list',
    method: 'GET',
    path: '/mailbox',
    auth: 'none',
    summary: 'Messages sent to an address, newest first (demo mode only).',
    query: z.object({ email: textFieldSchema().check(z.minLength(1, { error: 'is required' })) }),
    reply: z.object({ messages: z.array(MailMessageSchema) }),
    status: 200,
    errors: [400, 404],
  }),
} as const;
