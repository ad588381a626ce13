import { type APIRequestContext, expect } from '@playwright/test';
import { api, API_BASE_PATH, type Endpoint, type ReplyOf } from '@shop/core';
import { type CartOptions, type CartReply } from '@shop/core/cart';
import {
  type Department,
  type ShoeWidth,
  type UserAgeGroup,
  type UserFitAttributes,
  type UserShoeSize,
} from '@shop/core/profile';
import { codeInMail, type PhysicalStats } from '@shop/core/users';
import type { NewAccount } from '../pages/AuthPage';

/** A profile as the server holds it; `null` where nothing is saved. */
export interface SavedProfile {
  stats: PhysicalStats | null;
  ageGroup: UserAgeGroup | null;
  fit: UserFitAttributes | null;
  shoe: UserShoeSize | null;
  department: Department | null;
}

/** The body of POST /users/physical-stats (§7). */
export interface SavePhysicalStatsRequest {
  userId: number;
  heightUnit: 'cm' | 'ft';
  weightUnit: 'kg' | 'lb';
  heightValue: number;
  weightValue: number;
}

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
    const reply = await this.callOrNone(endpoint, options);
    if (reply === null) throw new Error(`${endpoint.id} answered 404`);
    return reply;
  }

  /** Like `call`, but a 404 (§7: nothing saved) is `null` instead of a failure. */
  private async callOrNone<E extends Endpoint>(
    endpoint: E,
    options: { data?: unknown; path?: string; token?: string } = {},
  ): Promise<ReplyOf<E> | null> {
    const response = await this.request.fetch(`${API_BASE_PATH}${options.path ?? endpoint.path}`, {
      method: endpoint.method,
      data: options.data,
      headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
    });
    if (response.status() === 404) return null;
    if (response.status() !== endpoint.status) {
      throw new Error(`${endpoint.id} answered ${response.status()}: ${await response.text()}`);
    }
    if (endpoint.status === 204) return undefined as ReplyOf<E>;
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

  /** Saves a delivery address (README "Checkout"); a Bengaluru one unless `pin` says otherwise. */
  saveAddress(token: string, address: { pin?: string; fullName?: string } = {}) {
    return this.call(api.addresses.create, {
      token,
      data: {
        fullName: address.fullName ?? 'Meera Nair',
        mobile: '9845012345',
        line1: '12, 3rd Cross, Koramangala',
        pin: address.pin ?? '560034',
        type: 'Home',
      },
    });
  }

  /** The user's orders, newest first (first page). */
  orders(token: string) {
    return this.call(api.orders.list, { token });
  }

  addToCart(token: string, line: { productId: number; quantity: number; options?: CartOptions }) {
    return this.call(api.cart.add, { token, data: line });
  }

  /**
   * Everything the account's profile holds on the server (§7 Profile), each part `null` when
   * nothing is saved (a 404, `stats: null`, or no active department).
   */
  async profile(token: string, userId: number): Promise<SavedProfile> {
    const own = (endpoint: { path: string }) => endpoint.path.replace(':userId', String(userId));
    const [stats, ageGroup, fit, shoe, department] = await Promise.all([
      this.call(api.users.getPhysicalStats, { token }),
      this.callOrNone(api.profile.getUserAgeGroup, { token, path: own(api.profile.getUserAgeGroup) }),
      this.callOrNone(api.profile.getUserFitAttributes, {
        token,
        path: own(api.profile.getUserFitAttributes),
      }),
      this.callOrNone(api.profile.getUserShoeSize, { token, path: own(api.profile.getUserShoeSize) }),
      this.callOrNone(api.profile.getPreferredDepartment, {
        token,
        path: own(api.profile.getPreferredDepartment),
      }),
    ]);
    return {
      stats: stats.stats,
      ageGroup: ageGroup?.userAgeGroup ?? null,
      fit: fit?.userFitAttributes ?? null,
      shoe: shoe?.userShoeSize ?? null,
      department: department?.department ?? null,
    };
  }

  savePhysicalStats(token: string, body: SavePhysicalStatsRequest) {
    return this.call(api.users.savePhysicalStats, { token, data: body });
  }

  saveAgeGroup(token: string, body: { userId: number; ageGroupId: number }) {
    return this.call(api.profile.saveAgeGroup, { token, data: body });
  }

  saveFitAttributes(token: string, body: { userId: number; fitAttributeIds: number[] }) {
    return this.call(api.profile.saveFitAttributes, { token, data: body });
  }

  saveShoeSize(token: string, body: { userId: number; size: number | string; width: ShoeWidth }) {
    return this.call(api.profile.saveShoeSize, { token, data: body });
  }

  setPreferredDepartment(token: string, body: { userId: number; genderId: number }) {
    return this.call(api.profile.setPreferredDepartment, { token, data: body });
  }

  /**
   * The newest one-time code mailed to `email`, read from the demo mailbox. Mail is written just
   * after the reply that sends it, and the mailbox waits only for its own server's mail: behind
   * several servers (README "Running several servers") a code may land a moment later, so this
   * asks again for a few seconds, as a suite reading a real inbox would.
   */
  async latestOtp(email: string): Promise<string> {
    let code: string | undefined;
    await expect
      .poll(
        async () => {
          const { messages } = await this.call(api.mailbox.list, {
            path: `/mailbox?email=${encodeURIComponent(email)}`,
          });
          code = codeInMail(messages[0]?.text ?? '') ?? undefined;
          return code;
        },
        { message: `a one-time code in the mailbox of ${email}`, timeout: 5_000 },
      )
      .toBeTruthy();
    if (!code) throw new Error(`No one-time code in the mailbox of ${email}`);
    return code;
  }
}
