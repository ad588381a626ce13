import { randomBytes } from 'node:crypto';
import { SEEDED_GOOGLE_IDENTITIES } from '@shop/core/google-sign-in';
import { demoAccounts, normalizeEmail, type SessionReply } from '@shop/core/users';
import { qaPersonas, qaSettings } from '@shop/core/qa';
import type { FastifyReply } from 'fastify';
import type { Clock } from '../clock';
import type { Database } from '../db/connect';
import { insertTwinUnlessExists } from '../db/repositories/users-repository';
import type { UserRow } from '../db/schema';
import { setCookie } from '../http/cookies';

/**
 * The addresses everyone can open (the sign-in panel's demo accounts and the /qa page's personas,
 * whose passwords are public, and the Google stand-in's seeded people, a click away). Their
 * failures are counted per sandbox, never per address: ten wrong guesses by one learner must not
 * lock the account for all the others.
 */
const sharedDemoAddresses: ReadonlySet<string> = new Set(
  [
    ...demoAccounts.map((account) => account.email),
    ...qaPersonas.map((persona) => persona.email),
    ...SEEDED_GOOGLE_IDENTITIES.map((identity) => identity.email),
  ].map(normalizeEmail),
);

const seededGoogleIdentityIds: ReadonlySet<string> = new Set(
  SEEDED_GOOGLE_IDENTITIES.map((identity) => identity.id),
);

/**
 * A Google identity of the stand-in's chooser (Priya Nair…): every learner who picks it signs in
 * as the same auth user, so the shop account it opens is shared like a demo account's.
 */
export const isSeededGoogleIdentity = (authUserId: string | null): boolean =>
  authUserId !== null && seededGoogleIdentityIds.has(authUserId);

export const isSharedDemoAddress = (emailNormalized: string): boolean =>
  sharedDemoAddresses.has(emailNormalized);

/**
 * A seeded demo or persona account, the account of a seeded Google identity, or a sandbox's twin of
 * one: its password never changes, and in demo mode each sandbox signs in to its own twin.
 */
export const isSharedDemoAccount = (user: UserRow): boolean =>
  user.demoKind !== null ||
  user.persona !== null ||
  user.twinOf !== null ||
  isSeededGoogleIdentity(user.authUserId);

/** 128 random bits: a key nobody guesses, in {@link qaSettings.sandbox}'s alphabet. */
export const newSandboxKey = (): string => randomBytes(16).toString('base64url');

const SANDBOX_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/**
 * Hands a key the server made to the client: as the header API clients read, and as the cookie
 * browsers (and cookie-keeping API clients such as Playwright's request context) send back.
 * Readable by the page's script on purpose: the /qa page shows it for API clients to reuse.
 */
export function issueSandboxKey(reply: FastifyReply, key: string): void {
  const { cookie, header } = qaSettings.sandbox;
  reply.header(header, key);
  setCookie(reply, cookie, key, { maxAgeSeconds: SANDBOX_COOKIE_MAX_AGE_S });
}

/** The sandbox a write happens in: the key the caller sent, or one made now. */
export interface SandboxGrant {
  readonly key: string;
  /** Made for this request: its reply must hand the key over ({@link issueSandboxKey}). */
  readonly issued: boolean;
}

/** A session, and in demo mode the sandbox it belongs to (its reply hands over an issued key). */
export interface SandboxedSession {
  readonly reply: SessionReply;
  readonly sandbox: SandboxGrant | null;
}

/** The reply body of a sandboxed session, handing over a key made for it. */
export function sessionReply(reply: FastifyReply, session: SandboxedSession): SessionReply {
  if (session.sandbox?.issued) issueSandboxKey(reply, session.sandbox.key);
  return session.reply;
}

export const sandboxFor = (sentKey: string | null): SandboxGrant =>
  sentKey ? { key: sentKey, issued: false } : { key: newSandboxKey(), issued: true };

/**
 * Demo accounts on a shared instance (demo mode): signing in to one gives the learner's sandbox
 * its own twin of it — the same address, names and persona, but its own id, cart, saved items and
 * profile — so one learner's cart never shows up in another's. The twin has no password (its
 * `email_normalized`, `<address>#<sandbox>`, answers no sign-in by address) and no linked Google
 * identity; only the seeded account's password or Google identity opens it.
 */
export class DemoSandbox {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  /** The account a sign-in to `user` opens in this sandbox: its twin for a shared demo account. */
  async accountFor(user: UserRow, sandbox: SandboxGrant): Promise<UserRow> {
    // A twin is already the sandbox's own; an ordinary account has none.
    if (user.twinOf !== null || !isSharedDemoAccount(user)) return user;
    const now = this.clock.now();
    return insertTwinUnlessExists(this.db, {
      email: user.email,
      emailNormalized: `${user.emailNormalized}#${sandbox.key}`,
      firstName: user.firstName,
      lastName: user.lastName,
      passwordHash: null,
      persona: user.persona,
      sandboxKey: sandbox.key,
      twinOf: user.id,
      createdAt: now,
      updatedAt: now,
    });
  }

  /**
   * Whose failures a sign-in to this address counts: the address itself, or for a shared demo
   * address the address in this sandbox (null without a sandbox: its password is public anyway,
   * and a keyless client must not lock it for anyone).
   */
  failureSubject(emailNormalized: string, sentKey: string | null): string | null {
    if (!isSharedDemoAddress(emailNormalized)) return emailNormalized;
    return sentKey ? `${emailNormalized}#${sentKey}` : null;
  }
}
