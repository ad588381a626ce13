import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * The embedded stand-in for Supabase Auth (ARCHITECTURE.md "Google sign-in"), served at /auth/v1
 * when no real Supabase project is configured: its own users (the "Google accounts" of its
 * chooser page), PKCE flows with their one-time codes, sessions and refresh tokens. Kept apart
 * from the shop's `users`: a shop account links to an auth user by `users.auth_user_id`, exactly
 * as it would to a real Supabase project's user. Times come from the app's clock.
 */

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A "Google account" of the stand-in: seeded ones and those typed into "Use another account". */
export const authStandInUsers = pgTable(
  'auth_stand_in_users',
  {
    id: uuid('id').primaryKey(),
    email: text('email').notNull(),
    emailNormalized: text('email_normalized').notNull(),
    fullName: text('full_name').notNull(),
    avatarUrl: text('avatar_url'),
    /** Seeded identities are verified; typed ones are not (so they never take over an account). */
    emailVerified: boolean('email_verified').notNull(),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
    lastSignInAt: at('last_sign_in_at'),
  },
  (table) => [uniqueIndex('auth_stand_in_users_email_unique').on(table.emailNormalized)],
);

/**
 * One authorize request (PKCE): made when the chooser page opens, given a one-time code when an
 * account is chosen. Only the code's SHA-256 is kept; it is used at most once.
 */
export const authStandInFlows = pgTable(
  'auth_stand_in_flows',
  {
    id: uuid('id').primaryKey(),
    provider: text('provider').notNull(),
    codeChallenge: text('code_challenge').notNull(),
    codeChallengeMethod: text('code_challenge_method').notNull(),
    redirectTo: text('redirect_to').notNull(),
    createdAt: at('created_at').notNull(),
    /** The chooser's deadline: after it, choosing an account redirects with an error. */
    expiresAt: at('expires_at').notNull(),
    userId: uuid('user_id').references(() => authStandInUsers.id, { onDelete: 'cascade' }),
    authCodeHash: text('auth_code_hash'),
    codeIssuedAt: at('code_issued_at'),
    codeUsedAt: at('code_used_at'),
  },
  (table) => [
    uniqueIndex('auth_stand_in_flows_code_unique').on(table.authCodeHash),
    check('auth_stand_in_flows_method_known', sql`${table.codeChallengeMethod} IN ('s256', 'plain')`),
  ],
);

/** A signed-in session of the stand-in (`session_id` in its access tokens); logout revokes it. */
export const authStandInSessions = pgTable(
  'auth_stand_in_sessions',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => authStandInUsers.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull(),
    revokedAt: at('revoked_at'),
  },
  (table) => [index('auth_stand_in_sessions_user_id_idx').on(table.userId)],
);

/** Refresh tokens (SHA-256 only), rotated on every use: a used one is refused afterwards. */
export const authStandInRefreshTokens = pgTable(
  'auth_stand_in_refresh_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => authStandInSessions.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull(),
    usedAt: at('used_at'),
  },
  (table) => [index('auth_stand_in_refresh_tokens_session_id_idx').on(table.sessionId)],
);

export type AuthStandInUserRow = typeof authStandInUsers.$inferSelect;
export type AuthStandInFlowRow = typeof authStandInFlows.$inferSelect;
