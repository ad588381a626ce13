import type { APIRequestContext } from '@playwright/test';
import {
  api,
  API_BASE_PATH,
  codeInMail,
  type CartOptions,
  type CartReply,
  type Endpoint,
  type ReplyOf,
} from '@shop/core';
import type { NewAccount } from '../pages/AuthPage';

/**
 * The shop's API for arranging and checking journeys, through the same contract the app uses:
 * every reply is parsed with the endpoint's schema, so a drifting API fails here too.
 */
export class ShopApi {
  constructor(private readonly request: APIRequestContext) {}

  private async call<E extends Endpoint>(
    endpoint: E,
    options: { data?: unknown; path?: string; token?: string } = {},
  ) {
    const response = await this.request.fetch(`${API_BASE_PATH}${options.path ?? endpoint.path}`, {
      method: endpoint.method,
      data: options.data,
      headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
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

  /** A session of its own for `account` (the browser's sign-in makes another, equally valid). */
  signIn(account: Pick<NewAccount, 'email' | 'password'>) {
    return this.call(api.users.signIn, { data: { emailId: account.email, password: account.password } });
  }

  /** The account's server cart, as the API holds it. */
  cart(token: string): Promise<CartReply> {
    return this.call(api.cart.get, { token });
  }

  addToCart(token: string, line: { productId: number; quantity: number; options?: CartOptions }) {
    return this.call(api.cart.add, { token, data: line });
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
