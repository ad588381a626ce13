import { demoAccountKinds } from '@shop/core/users';
import { qaPersonaKinds } from '@shop/core/qa';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * Accounts, sessions, password resets, per-address failure counters, the built-in mailbox and the
 * server's generated secrets (ARCHITECTURE.md "Server behaviour", "Data"). Every time is written by
 * the app from its injected clock, never by `now()` in SQL, so tests can move time.
 */

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

const kindList = (kinds: readonly string[]) => sql.raw(kinds.map((kind) => `'${kind}'`).join(', '));

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** As the user typed it (trimmed): what `emailId` answers. */
    email: text('email').notNull(),
    /** `normalizeEmail(email)`: one account per address whatever its letter case. */
    emailNormalized: text('email_normalized').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** argon2id, PHC string; null for an account made by Google sign-in (no password until a reset). */
    passwordHash: text('password_hash'),
    /**
     * The Supabase Auth user id (`sub` of its access token) of the Google identity linked to this
     * account: the stand-in's or a real project's. Sign-in by Google finds the account by it.
     */
    authUserId: text('auth_user_id'),
    /** The demo account this row is (later work gives `problem` its deliberate defects). */
    demoKind: text('demo_kind').$type<(typeof demoAccountKinds)[number]>(),
    /** Set = sign-in answers 423. */
    lockedAt: at('locked_at'),
    /** The QA persona whose defects this account meets (@shop/core/qa), or null. */
    persona: text('persona').$type<(typeof qaPersonaKinds)[number]>(),
    /**
     * The sandbox (browser session or API client, @shop/core/qa `qaSettings.sandbox`) that made
     * the account: only it reads the account's mail in demo mode. Null for seeded accounts.
     */
    sandboxKey: text('sandbox_key'),
    /**
     * A demo account's private copy for one sandbox: signing in to a demo account gives each
     * learner their own cart and profile. Its `email` is the demo account's; its
     * `email_normalized` carries the sandbox so it never answers a sign-in by address.
     */
    twinOf: integer('twin_of').references((): AnyPgColumn => users.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_normalized_unique').on(table.emailNormalized),
    uniqueIndex('users_demo_kind_unique').on(table.demoKind),
    uniqueIndex('users_auth_user_id_unique').on(table.authUserId),
    check('users_demo_kind_known', sql`${table.demoKind} IN (${kindList(demoAccountKinds)})`),
    check('users_persona_known', sql`${table.persona} IN (${kindList(qaPersonaKinds)})`),
    uniqueIndex('users_twin_unique').on(table.twinOf, table.sandboxKey),
  ],
);

/** One row per issued token (`jti`): sign-out and password resets revoke for real. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId)],
);

/**
 * The latest one-time code per address (a new request replaces it). Addresses without an account
 * get a row too, with no user and no code: the 30-second resend rule then answers the same for
 * known and unknown addresses.
 */
export const passwordResetCodes = pgTable(
  'password_reset_codes',
  {
    emailNormalized: text('email_normalized').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** HMAC-SHA256 of address and code with a server key: 10^6 codes are no secret from a plain hash. */
    codeHash: text('code_hash'),
    requestedAt: at('requested_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    wrongAttempts: integer('wrong_attempts').notNull().default(0),
    consumedAt: at('consumed_at'),
  },
  (table) => [check('password_reset_codes_attempts_non_negative', sql`${table.wrongAttempts} >= 0`)],
);

/** Single-use tokens from verify-otp; only their SHA-256 is kept. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (table) => [index('password_reset_tokens_user_id_idx').on(table.userId)],
);

export const authFailureKinds = ['sign-in', 'otp'] as const;
export type AuthFailureKind = (typeof authFailureKinds)[number];

/**
 * Failed sign-ins and wrong codes per address, in a fixed window that starts with the first
 * failure. In the database, so every server behind one PostgreSQL counts together.
 */
export const authFailures = pgTable(
  'auth_failures',
  {
    kind: text('kind').$type<AuthFailureKind>().notNull(),
    emailNormalized: text('email_normalized').notNull(),
    failures: integer('failures').notNull(),
    windowStartedAt: at('window_started_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.kind, table.emailNormalized] }),
    check('auth_failures_kind_known', sql`${table.kind} IN (${kindList(authFailureKinds)})`),
  ],
);

/**
 * The per-client limit on the credential calls (routes/users.ts): one fixed window per client key
 * (its address), kept here rather than in memory so that every server behind one PostgreSQL counts
 * the same calls.
 */
export const clientRateWindows = pgTable('client_rate_windows', {
  clientKey: text('client_key').primaryKey(),
  calls: integer('calls').notNull(),
  windowEndsAt: at('window_ends_at').notNull(),
});

/** The built-in mailbox: every message the server sends while no SMTP server is configured. */
export const mailMessages = pgTable(
  'mail_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    to: text('to').notNull(),
    toNormalized: text('to_normalized').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /**
     * Who may read it in demo mode: the sandbox of the account it concerns, else of the request
     * that caused it; null = anyone (the public test domain, or mail from before sandboxes).
     */
    sandboxKey: text('sandbox_key'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [index('mail_messages_to_idx').on(table.toNormalized, table.createdAt, table.id)],
);

/** Secrets the server generates once (e.g. the token signing key), shared by every server. */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});

export type UserRow = typeof users.$inferSelect;
export type MailMessageRow = typeof mailMessages.$inferSelect;
