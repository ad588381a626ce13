import type { APIRequestContext } from '@playwright/test';
import { api, API_BASE_PATH, codeInMail, type Endpoint, type ReplyOf } from '@shop/core';
import type { NewAccount } from '../pages/AuthPage';

/**
 * The shop's API for arranging and checking journeys, through the same contract the app uses:
 * every reply is parsed with the endpoint's schema, so a drifting API fails here too.
 */
export class ShopApi {
  constructor(private readonly request: APIRequestContext) {}

  private async call<E extends Endpoint>(endpoint: E, options: { data?: unknown; path?: string } = {}) {
    const response = await this.request.fetch(`${API_BASE_PATH}${options.path ?? endpoint.path}`, {
      method: endpoint.method,
      data: options.data,
    });
    if (response.status() !== endpoint.status) {
      throw new Error(`${endpoint.id} answered ${response.status()}: ${await response.text()}`);
    }
    return endpoint.reply.parse(await response.json()) as ReplyOf<E>;
  }

  createAccount(account: NewAccount) {
    return this.call(api.users.createUser, {
      data: {
        firstName: account.firstName,
        lastName: account.lastName,
        emailId: account.email,
        password: account.password,
      },
    });
  }

  /** The newest one-time code mailed to `email`, read from the demo mailbox. */
  async latestOtp(email: string): Promise<string> {
    const { messages } = await this.call(api.mailbox.list, {
      path: `/mailbox?email=${encodeURIComponent(email)}`,
    });
    const code = codeInMail(messages[0]?.text ?? '');
    if (!code) throw new Error(`No one-time code in the mailbox of ${email}`);
    return code;
  }
}
