import { api, CONTROL_CHARACTERS_MESSAGE, hasControlCharacters } from '@shop/core';
import { type MailMessage } from '@shop/core/mailbox';
import { codeInMail } from '@shop/core/users';
import { DEMO_MAILBOX_PATH } from '@shop/core/profile';
import { mailboxReadNames } from '@shop/core/qa';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { HttpError } from '../http/http-error';
import { registerEndpoint } from '../http/register-endpoint';
import { type ServerPages, sendServerPage } from '../http/server-pages';
import { qaContextOf } from '../qa/qa-context';
import type { QaEventRecorder } from '../qa/qa-events';
import type { MailboxService } from '../services/mailbox-service';

export interface MailboxRoutesOptions {
  readonly mailbox: MailboxService;
  readonly events: QaEventRecorder;
}

export interface MailboxPageRoutesOptions extends MailboxRoutesOptions {
  readonly pages: ServerPages;
}

/**
 * A read of the sandbox's mail, as an event (the exercises look for a code read through the API):
 * how many messages and whether one carried a code — never the code itself.
 */
function recordRead(
  events: QaEventRecorder,
  request: FastifyRequest,
  name: string,
  messages: readonly MailMessage[],
): Promise<void> {
  return events.record(request, 'mailbox', name, {
    messages: messages.length,
    withCode: messages.some((message) => codeInMail(message.text) !== undefined),
  });
}

/**
 * `GET /api/v1/mailbox?email=…` (registered in demo mode only: otherwise it is a 404): what the
 * caller's sandbox (`x-qa-sandbox`, or the `qa_sandbox` cookie) may read (MailboxService).
 */
export const mailboxApiRoutes: FastifyPluginAsync<MailboxRoutesOptions> = async (
  app,
  { mailbox, events },
) => {
  registerEndpoint(app, api.mailbox.list, async ({ query, request, reply }) => {
    reply.header('cache-control', 'no-store');
    const messages = await mailbox.messagesTo(query.email, qaContextOf(request).sandboxKey);
    await recordRead(events, request, mailboxReadNames.api, messages);
    return { messages };
  });
};

type PageRequest = FastifyRequest<{ Querystring: Record<string, unknown> }>;

/** The page `/mailbox[?email=…]` for people (demo mode only). */
export const mailboxPageRoutes: FastifyPluginAsync<MailboxPageRoutesOptions> = async (
  app,
  { mailbox, events, pages },
) => {
  app.get(
    DEMO_MAILBOX_PATH,
    { schema: { hide: true }, helmet: pages.helmet },
    async (request: PageRequest, reply) => {
      const asked = request.query.email;
      const email = typeof asked === 'string' && asked.trim() !== '' ? asked.trim() : undefined;
      // The same rule as the mailbox call's query (the contract's text field).
      if (email !== undefined && hasControlCharacters(email)) {
        throw new HttpError(400, `Invalid request: email ${CONTROL_CHARACTERS_MESSAGE}`, {
          email: CONTROL_CHARACTERS_MESSAGE,
        });
      }
      const { sandboxKey } = qaContextOf(request);
      const [messages, recentRecipients] = await Promise.all([
        email === undefined ? [] : mailbox.messagesTo(email, sandboxKey),
        mailbox.recentRecipients(sandboxKey),
      ]);
      if (email !== undefined) await recordRead(events, request, mailboxReadNames.page, messages);
      return sendServerPage(reply, pages, (render) => render.mailbox({ email, messages, recentRecipients }));
    },
  );
};
