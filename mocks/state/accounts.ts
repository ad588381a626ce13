import { type MailMessage } from '@shop/core/mailbox';
import {
  demoAccounts,
  normalizeEmail,
  type DemoAccountKind,
  type MailContent,
  type User,
} from '@shop/core/users';
import { resetAuthStandInState } from './auth-stand-in';
import { type CheckoutState, emptyCheckoutState } from './checkout';

/**
 * The mock API's memory of accounts, sessions, one-time codes and mail, so that stories and tests
 * can sign up, sign in, reset a password and read the mailbox (mocks/parity holds it to the real
 * server's replies). Reset it between stories and tests with {@link resetAccountsState}.
 */
export interface MockAccount extends User {
  password: string;
  kind?: DemoAccountKind;
}

/** A line of a user's server cart as the database keeps it. */
export interface MockCartLine {
  readonly itemId: number;
  readonly productId: number;
  quantity: number;
  storage: string | null;
  color: string | null;
}

/** The one-time code every mock reset mail carries (the real server makes a random one). */
export const MOCK_OTP = '246810';

interface AccountsState {
  accounts: Map<string, MockAccount>;
  sessions: Map<string, number>;
  /** One-time codes by normalised address, with the wrong tries spent on them. */
  otps: Map<string, { otp: string; expiresAt: number; wrongTries: number }>;
  /** When a code was last asked for, per normalised address, known or not (the 30 s rule). */
  otpRequestedAt: Map<string, number>;
  resetTokens: Map<string, { userId: number; expiresAt: number }>;
  /** Failed sign-ins and codes per `<kind> <normalised address>`, in a window opened by the first. */
  failures: Map<string, { failures: number; windowStartedAt: number }>;
  mail: MailMessage[];
  /** Each user's server cart (mocks/state/cart.ts): product id → line. */
  carts: Map<number, Map<number, MockCartLine>>;
  nextCartItemId: number;
  /** Addresses, card tokens, orders and the stock they took (mocks/state/checkout.ts). */
  checkout: CheckoutState;
  /** Google sign-in: auth user id (the token's `sub`) → the linked account's user id. */
  googleLinks: Map<string, number>;
  nextUserId: number;
  nextToken: number;
}

function initialState(): AccountsState {
  const accounts = new Map<string, MockAccount>();
  demoAccounts.forEach((demo, index) =>
    accounts.set(normalizeEmail(demo.email), {
      userId: index + 1,
      emailId: demo.email,
      firstName: demo.firstName,
      lastName: demo.lastName,
      password: demo.password,
      kind: demo.kind,
    }),
  );
  return {
    accounts,
    sessions: new Map(),
    otps: new Map(),
    otpRequestedAt: new Map(),
    resetTokens: new Map(),
    failures: new Map(),
    mail: [],
    carts: new Map(),
    nextCartItemId: 1,
    checkout: emptyCheckoutState(),
    googleLinks: new Map(),
    nextUserId: demoAccounts.length + 1,
    nextToken: 1,
  };
}

export const accountsState: AccountsState = initialState();

export function resetAccountsState(): void {
  Object.assign(accountsState, initialState());
  // Google sign-in's stand-in forgets its codes and tokens with the accounts they lead to.
  resetAuthStandInState();
}

export function toUser({ userId, emailId, firstName, lastName }: MockAccount): User {
  return { userId, emailId, firstName, lastName };
}

export function findAccount(email: string): MockAccount | undefined {
  return accountsState.accounts.get(normalizeEmail(email));
}

export function findAccountById(userId: number): MockAccount | undefined {
  return [...accountsState.accounts.values()].find((account) => account.userId === userId);
}

export function openSession(account: MockAccount): string {
  const token = `mock-token-${account.userId}-${accountsState.nextToken++}`;
  accountsState.sessions.set(token, account.userId);
  return token;
}

export function addAccount(details: Omit<MockAccount, 'userId'>): MockAccount {
  const account = { ...details, userId: accountsState.nextUserId++ };
  accountsState.accounts.set(normalizeEmail(account.emailId), account);
  return account;
}

export function deliverMail(to: string, mail: MailContent): void {
  accountsState.mail.unshift({
    id: accountsState.mail.length + 1,
    to,
    ...mail,
    createdAt: new Date().toISOString(),
  });
}
