import { NAME_MAX_LENGTH, type ParsedBodyOf, type api } from '@shop/core';
import { accountMessages } from '@shop/core/users';
import { googleSignInMessages } from '@shop/core/google-sign-in';
import { normalizeEmail } from '@shop/core/users';
import type { Clock } from '../clock';
import type { Database } from '../db/connect';
import {
  findUserByAuthUserId,
  findUserByEmail,
  insertUserUnlessTaken,
  linkAuthUser,
} from '../db/repositories/users-repository';
import type { UserRow } from '../db/schema';
import { HttpError } from '../http/http-error';
import {
  type DemoSandbox,
  isSeededGoogleIdentity,
  type SandboxedSession,
  sandboxFor,
} from '../qa/demo-sandbox';
import { toUser } from './account-service';
import type { GoogleIdentityVerifier, VerifiedGoogleIdentity } from './google-identity-verifier';
import type { SessionService } from './session-service';

type OAuthSignInRequest = ParsedBodyOf<typeof api.users.oauthSignIn>;

const authFailed = () => new HttpError(401, googleSignInMessages.authFailed);
const accountExists = () => new HttpError(409, googleSignInMessages.accountExists);

const clip = (name: string) => name.trim().slice(0, NAME_MAX_LENGTH);

/** First and last name: the token's metadata, then what the page sent, then the address. */
function namesOf(identity: VerifiedGoogleIdentity, request: OAuthSignInRequest) {
  if (identity.givenName)
    return { firstName: clip(identity.givenName), lastName: clip(identity.familyName ?? '') };
  if (identity.fullName) {
    const [first = '', ...rest] = identity.fullName.split(/\s+/);
    return { firstName: clip(first), lastName: clip(rest.join(' ')) };
  }
  if (request.firstName.trim())
    return { firstName: clip(request.firstName), lastName: clip(request.lastName) };
  return { firstName: clip(identity.email.split('@')[0] ?? 'Shopper'), lastName: '' };
}

/**
 * POST /users/oauth-signin (§7): the shop's half of Google sign-in. The access token is the only
 * thing believed: its signature, expiry and subject are checked, and the account is found (or
 * made) from its claims. A password account is linked only through an e-mail Google verified, so
 * typing someone's address into the stand-in's "Use another account" takes over nothing.
 */
export class OAuthSignInService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly sessions: SessionService,
    /** Undefined when Google sign-in is off on this server. */
    private readonly verify: GoogleIdentityVerifier | undefined,
    private readonly demo?: DemoSandbox,
  ) {}

  /**
   * In demo mode a Google identity linked to a shared account (a demo account, or the account of
   * one of the stand-in's seeded identities) opens the sandbox's twin of it.
   */
  async signIn(request: OAuthSignInRequest, sentSandboxKey: string | null = null): Promise<SandboxedSession> {
    if (!this.verify) throw new HttpError(503, googleSignInMessages.unavailable);
    const identity = await this.verify(request.accessToken);
    if (!identity || identity.authUserId !== request.supabaseUserId) throw authFailed();

    const sandbox = this.demo ? sandboxFor(sentSandboxKey) : null;
    // A seeded identity's account belongs to no sandbox: each one signs in to its own twin of it.
    const owner = isSeededGoogleIdentity(identity.authUserId) ? null : (sandbox?.key ?? null);
    const user = await this.accountFor(identity, request, owner);
    if (user.lockedAt) throw new HttpError(423, accountMessages.locked);
    const account = this.demo && sandbox ? await this.demo.accountFor(user, sandbox) : user;
    const token = await this.sessions.open(account.id);
    return { reply: { message: accountMessages.signedIn, user: toUser(account), token }, sandbox };
  }

  private async accountFor(
    identity: VerifiedGoogleIdentity,
    request: OAuthSignInRequest,
    sandboxKey: string | null,
  ): Promise<UserRow> {
    const linked = await findUserByAuthUserId(this.db, identity.authUserId);
    if (linked) return linked;

    const emailNormalized = normalizeEmail(identity.email);
    const now = this.clock.now();
    const existing = await findUserByEmail(this.db, emailNormalized);
    if (existing) return this.link(existing, identity, now);

    const created = await insertUserUnlessTaken(this.db, {
      email: identity.email,
      emailNormalized,
      ...namesOf(identity, request),
      passwordHash: null,
      sandboxKey,
      authUserId: identity.authUserId,
      createdAt: now,
      updatedAt: now,
    });
    if (created) return created;
    // Lost a race: a parallel first sign-in of the same identity, or a sign-up of the address.
    const winner =
      (await findUserByAuthUserId(this.db, identity.authUserId)) ??
      (await findUserByEmail(this.db, emailNormalized));
    if (!winner) throw authFailed();
    return winner.authUserId === identity.authUserId ? winner : this.link(winner, identity, now);
  }

  private async link(account: UserRow, identity: VerifiedGoogleIdentity, now: Date): Promise<UserRow> {
    if (account.authUserId === identity.authUserId) return account;
    if (!identity.emailVerified || account.authUserId !== null) throw accountExists();
    const linked = await linkAuthUser(this.db, account.id, identity.authUserId, now);
    if (linked) return linked;
    // Linked by a parallel request in between: fine if it was this identity.
    const again = await findUserByAuthUserId(this.db, identity.authUserId);
    if (again) return again;
    throw accountExists();
  }
}
