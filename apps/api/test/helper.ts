import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { API_BASE_PATH, api, type Endpoint, fillPath } from '@shop/core';
import { MailMessageSchema } from '@shop/core/mailbox';
import { type CreateUserRequest, normalizeEmail, SessionReplySchema, type User } from '@shop/core/users';
import { qaSettings } from '@shop/core/qa';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { z } from 'zod/mini';
import { buildApp } from '../src/app';
import type { Clock } from '../src/clock';
import type { ServerTimeouts, SupabaseConfig, TrustProxy } from '../src/config';
import type { Database, DatabaseHandle } from '../src/db/connect';
import type { Mailer } from '../src/mail/mailer';
import { products } from '../src/db/schema';
import type { Sleep } from '../src/qa/qa-plugin';
import type { Schedule } from '../src/services/order-tracker';
import type { ClientRateLimit } from '../src/routes/users';
import { openTestDatabase } from './test-database';

/** A clock that stands still until a test moves it: expiries without sleeping. */
export class TestClock implements Clock {
  private current: number;

  constructor(start: Date | number = Date.now()) {
    this.current = typeof start === 'number' ? start : start.getTime();
  }

  now(): Date {
    return new Date(this.current);
  }

  advance(ms: number): void {
    this.current += ms;
  }
}

export interface TestApp {
  readonly app: FastifyInstance;
  readonly db: Database;
  readonly database: DatabaseHandle;
  /** The app's clock: `t.clock.advance(OTP_TTL_MS)` instead of waiting ten minutes. */
  readonly clock: TestClock;
  /** Closes the app and drops its database. */
  close(): Promise<void>;
}

/** A folder that never exists: tests see the "storefront not built" behaviour unless they ask. */
const NO_STOREFRONT = join(tmpdir(), 'shop-api-test-no-storefront');

export interface TestAppOptions {
  readonly storefrontDist?: string;
  /** The harness pages' bundle; default the storefront build's (so those pages need `pnpm build`). */
  readonly serverPages?: string;
  /** Default on, as a server started without NODE_ENV=production. */
  readonly demoMode?: boolean;
  readonly smtpUrl?: string;
  readonly jwtSecret?: string;
  readonly mailer?: Mailer;
  readonly clientRateLimit?: ClientRateLimit;
  readonly clock?: TestClock;
  readonly corsOrigins?: readonly string[];
  readonly timeouts?: ServerTimeouts;
  readonly supabase?: SupabaseConfig;
  /** Fastify's trustProxy (TRUST_PROXY); default none. */
  readonly trustProxy?: TrustProxy;
  /** Live scenarios' latency waits here (default: really waits). */
  readonly sleep?: Sleep;
  /** The order tracker waits here (default: real timers). */
  readonly schedule?: Schedule;
}

/**
 * One app on its own database (a copy of the migrated, seeded template from global-setup.ts), so
 * test files never see each other's writes. Call once per file (beforeAll), close in afterAll.
 */
export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = await openTestDatabase(inject('testDatabase'));
  const clock = options.clock ?? new TestClock();
  try {
    const app = await buildApp({
      db: database.db,
      ping: database.ping,
      // On PGlite as main.ts runs it: the database's notices reach the caches (the session cache
      // among them) before replies. PostgreSQL's come later, on a connection of their own: the
      // tests of several servers (multi-server.test.ts) open those themselves.
      ...(database.noticesBeforeReply ? { listen: database.listen, noticesBeforeReply: true } : {}),
      config: {
        storefrontDist: options.storefrontDist ?? NO_STOREFRONT,
        ...(options.demoMode === undefined ? {} : { demoMode: options.demoMode }),
        ...(options.serverPages === undefined ? {} : { serverPages: options.serverPages }),
        ...(options.smtpUrl === undefined ? {} : { smtpUrl: options.smtpUrl }),
        ...(options.jwtSecret === undefined ? {} : { jwtSecret: options.jwtSecret }),
        ...(options.corsOrigins === undefined ? {} : { corsOrigins: options.corsOrigins }),
        ...(options.timeouts === undefined ? {} : { timeouts: options.timeouts }),
        ...(options.supabase === undefined ? {} : { supabase: options.supabase }),
        ...(options.trustProxy === undefined ? {} : { trustProxy: options.trustProxy }),
      },
      clock,
      ...(options.mailer ? { mailer: options.mailer } : {}),
      ...(options.clientRateLimit ? { clientRateLimit: options.clientRateLimit } : {}),
      ...(options.sleep ? { sleep: options.sleep } : {}),
      ...(options.schedule ? { schedule: options.schedule } : {}),
    });
    await app.ready();
    return {
      app,
      db: database.db,
      database,
      clock,
      close: async () => {
        await app.close();
        await database.close();
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}

/**
 * Another server on the test app's database, as a second process behind a proxy would be: its own
 * caches, the same database and notices (the caller closes it).
 */
export async function anotherServer(t: TestApp): Promise<FastifyInstance> {
  const app = await buildApp({
    db: t.db,
    listen: t.database.listen,
    config: { storefrontDist: '/nonexistent' },
    clock: t.clock,
  });
  await app.ready();
  return app;
}

/**
 * The first two seeded products, each changed to `fields` (price, stock…) on this file's own
 * database, so a test works its figures out from values it chose.
 */
export async function twoSeededProducts(
  db: Database,
  fields: readonly [Partial<typeof products.$inferInsert>, Partial<typeof products.$inferInsert>],
): Promise<[number, number]> {
  const [first, second] = await db
    .select({ id: products.id })
    .from(products)
    .orderBy(asc(products.id))
    .limit(2);
  if (!first || !second) throw new Error('The seed has no products');
  await db.update(products).set(fields[0]).where(eq(products.id, first.id));
  await db.update(products).set(fields[1]).where(eq(products.id, second.id));
  return [first.id, second.id];
}

/** A `sleep` for buildTestApp that records each wait instead of waiting (empty `slept` between tests). */
export function recordingSleep(): { sleep: Sleep; slept: number[] } {
  const slept: number[] = [];
  return {
    slept,
    sleep: async (ms) => {
      slept.push(ms);
    },
  };
}

/** POST a JSON body the way the storefront does. */
export function postJson(app: FastifyInstance, url: string, body: object): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url, payload: body });
}

/** The reply's JSON, checked against a contract schema (throws with zod's message if it differs). */
export function parseReply<S extends z.ZodMiniType>(
  schema: S,
  response: LightMyRequestResponse,
): z.output<S> {
  return schema.parse(response.json());
}

/** `/api/v1` + the endpoint's path with its parameters filled in. */
export function apiUrl(endpoint: Pick<Endpoint, 'path'>, params?: Record<string, string | number>): string {
  return API_BASE_PATH + fillPath(endpoint.path, params);
}

/** A request with `Authorization: Bearer <token>`. */
export function injectAs(
  app: FastifyInstance,
  token: string,
  options: InjectOptions,
): Promise<LightMyRequestResponse> {
  return app.inject({ ...options, headers: { ...options.headers, authorization: `Bearer ${token}` } });
}

let accountNumber = 0;
const runId = randomBytes(3).toString('hex');

/** A valid sign-up body (§5) with an address no other test uses. */
export function newAccount(overrides: Partial<CreateUserRequest> = {}): CreateUserRequest {
  accountNumber += 1;
  return {
    firstName: 'Meera',
    lastName: 'Nair',
    emailId: `meera.${runId}.${accountNumber}@example.in`,
    password: 'Lotus#Pond7',
    ...overrides,
  };
}

export interface SignedUp {
  readonly user: User;
  readonly token: string;
  readonly email: string;
  readonly password: string;
  /** Demo mode: the sandbox the server made for the account (its mail is that sandbox's to read). */
  readonly sandboxKey: string | undefined;
}

/**
 * The sandbox key each account's sign-up was handed (demo mode): only it reads the account's mail,
 * as the browser or API client that made the account would.
 */
const sandboxOfAccount = new Map<string, string>();

function rememberSandbox(email: string, response: LightMyRequestResponse): string | undefined {
  const key = response.headers[qaSettings.sandbox.header];
  if (typeof key !== 'string') return undefined;
  sandboxOfAccount.set(normalizeEmail(email), key);
  return key;
}

/** Creates an account through the API (201 or the test fails) and returns its user and token. */
export async function signUp(
  app: FastifyInstance,
  overrides: Partial<CreateUserRequest> = {},
): Promise<SignedUp> {
  const body = newAccount(overrides);
  const response = await postJson(app, apiUrl(api.users.createUser), body);
  if (response.statusCode !== 201) throw new Error(`Sign-up failed: ${response.statusCode} ${response.body}`);
  const sandboxKey = rememberSandbox(body.emailId, response);
  const { user, token } = parseReply(SessionReplySchema, response);
  return { user, token, email: body.emailId, password: body.password, sandboxKey };
}

export function signIn(
  app: FastifyInstance,
  emailId: string,
  password: string,
): Promise<LightMyRequestResponse> {
  return postJson(app, apiUrl(api.users.signIn), { emailId, password });
}

const MailboxReplySchema = z.object({ messages: z.array(MailMessageSchema) });

/** The built-in mailbox's messages to `email` that the account's own sandbox reads, newest first. */
export async function mailTo(app: FastifyInstance, email: string) {
  const sandbox = sandboxOfAccount.get(normalizeEmail(email));
  const response = await app.inject({
    method: 'GET',
    url: `${apiUrl(api.mailbox.list)}?email=${encodeURIComponent(email)}`,
    headers: sandbox ? { [qaSettings.sandbox.header]: sandbox } : {},
  });
  return parseReply(MailboxReplySchema, response).messages;
}

/** The code of the newest reset mail to `email`, if any. */
export async function latestOtp(app: FastifyInstance, email: string): Promise<string | undefined> {
  const [newest] = await mailTo(app, email);
  return newest ? /one-time code is (\d{6})/.exec(newest.text)?.[1] : undefined;
}
