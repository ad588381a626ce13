import { isIP } from 'node:net';
import { isAbsolute, join, resolve } from 'node:path';
import { z } from 'zod';
import { SERVER_PAGES_FILES } from '@shop/core/qa';
import { REPO_ROOT } from './paths';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export type NodeEnv = 'development' | 'production' | 'test';

export interface AppConfig {
  readonly port: number;
  readonly host: string;
  /** Embedded PGlite's folder (absolute); unused when {@link databaseUrl} is set. */
  readonly dataDir: string;
  /** PostgreSQL instead of PGlite. */
  readonly databaseUrl: string | undefined;
  readonly nodeEnv: NodeEnv;
  /** The storefront's Vite build, served at `/` when it exists (absolute). */
  readonly storefrontDist: string;
  /**
   * The harness pages' bundle (QA tools, mailbox, Google stand-in) that the storefront build
   * writes beside its `dist` (absolute; @shop/core/qa SERVER_PAGES_FILES).
   */
  readonly serverPages: string;
  readonly logLevel: LogLevel;
  /**
   * The built-in mailbox (API and page) and the demo accounts. On by default; off when NODE_ENV is
   * production unless DEMO_MODE=1; DEMO_MODE=0 turns it off anywhere.
   */
  readonly demoMode: boolean;
  /** Send mail through this SMTP server instead of keeping it in the built-in mailbox. */
  readonly smtpUrl: string | undefined;
  /** The sender of every mail. */
  readonly mailFrom: string;
  /** Token signing key; unset = generated once and kept in the database (shared by every server). */
  readonly jwtSecret: string | undefined;
  /**
   * Origins (exact `scheme://host[:port]`) allowed to call the API from a browser. Empty (the
   * default) = same origin only: no CORS headers for anyone else. `null` is never allowed.
   */
  readonly corsOrigins: readonly string[];
  readonly timeouts: ServerTimeouts;
  /**
   * A real Supabase project for Google sign-in (URL without a trailing slash, public anon key,
   * optional HS256 JWT secret). Unset: the embedded stand-in at /auth/v1 (demo mode) or none.
   */
  readonly supabase: SupabaseConfig | undefined;
  /**
   * Which proxies in front of the server to believe about the client (Fastify's `trustProxy`):
   * their `X-Forwarded-Proto` makes a request https (Secure cookies, HSTS), `X-Forwarded-For` and
   * `X-Forwarded-Host` give the client's address and the host it asked for. false (the default):
   * none, the server faces the browsers itself.
   */
  readonly trustProxy: TrustProxy;
  /**
   * The catalogue holds at least this many products: the seed's, then generated variants of them
   * (README "A large catalogue"). Undefined: the seed's alone.
   */
  readonly catalogueProducts: number | undefined;
}

/**
 * Fastify's `trustProxy`: every peer or none, or the peers at these addresses/CIDRs. (A hop count
 * is not offered: this Fastify trusts no peer for one, as it cannot check the nearest.)
 */
export type TrustProxy = boolean | readonly string[];

export interface SupabaseConfig {
  readonly url: string;
  readonly anonKey: string;
  readonly jwtSecret: string | undefined;
}

/** How long the server waits for a slow or silent client (milliseconds). */
export interface ServerTimeouts {
  /** The whole request, headers and body, must arrive within this (else 408). */
  readonly requestMs: number;
  /** The request line and headers must arrive within this (else 408). */
  readonly headersMs: number;
  /** A connection with no traffic in either direction for this long is closed. */
  readonly connectionMs: number;
  /** An idle keep-alive connection between requests is closed after this. */
  readonly keepAliveMs: number;
}

/**
 * Requests are small (bodies ≤ 100 KB): 30 s is generous even on a poor mobile link. Keep-alive
 * stays above the 60 s idle timeout of common load balancers (Fastify's own default, 72 s), so a
 * balancer never reuses a connection the server has just closed.
 */
export const DEFAULT_SERVER_TIMEOUTS: ServerTimeouts = {
  requestMs: 30_000,
  headersMs: 10_000,
  connectionMs: 30_000,
  keepAliveMs: 72_000,
};

/** Where the storefront build writes the harness pages' bundle ({@link AppConfig.serverPages}). */
export const DEFAULT_SERVER_PAGES = join(
  REPO_ROOT,
  'apps',
  'storefront',
  SERVER_PAGES_FILES.dir,
  SERVER_PAGES_FILES.module,
);

export const DEFAULT_MAIL_FROM = 'ShopLane <no-reply@shoplane.test>';
/** HS256 wants a key at least as long as its 256-bit hash. */
export const JWT_SECRET_MIN_LENGTH = 32;

const ON_VALUES = ['1', 'true', 'on', 'yes'];
const OFF_VALUES = ['0', 'false', 'off', 'no'];

const blankAsUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const milliseconds = (fallback: number) =>
  z.preprocess(
    blankAsUndefined,
    z.coerce
      .number({ error: 'must be a number of milliseconds' })
      .int({ error: 'must be a whole number of milliseconds' })
      .positive({ error: 'must be a positive number of milliseconds' })
      .default(fallback),
  );

/** An exact origin as a browser sends it: scheme, host and port only (no path, no slash). */
function isExactOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value;
  } catch {
    return false;
  }
}

const CorsOriginsSchema = z.preprocess(
  (value) =>
    typeof value === 'string'
      ? value
          .split(',')
          .map((origin) => origin.trim())
          .filter((origin) => origin !== '')
      : value,
  z
    .array(z.string())
    .superRefine((origins, context) => {
      for (const origin of origins) {
        if (origin === 'null') {
          context.addIssue({
            code: 'custom',
            message: 'must not contain null (sandboxed pages and local files send it)',
          });
        } else if (!isExactOrigin(origin)) {
          context.addIssue({
            code: 'custom',
            message: `must list exact origins such as https://shop.example.com (not ${origin})`,
          });
        }
      }
    })
    .default([]),
);

/** proxy-addr's names for address ranges, accepted in a TRUST_PROXY list. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function isAddressOrRange(value: string): boolean {
  if (PROXY_RANGE_NAMES.includes(value)) return true;
  const [address = '', prefix, ...rest] = value.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  // A mask as a prefix length, or (IPv4) in dotted form.
  if (/^\d{1,3}$/.test(prefix)) return Number(prefix) <= (version === 4 ? 32 : 128);
  return version === 4 && isIP(prefix) === 4;
}

const TrustProxySchema = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim() : value),
  z
    .string()
    .optional()
    .transform((value, context): TrustProxy => {
      if (value === undefined || value === '') return false;
      const lower = value.toLowerCase();
      if (ON_VALUES.includes(lower)) return true;
      if (OFF_VALUES.includes(lower)) return false;
      const entries = value
        .split(',')
        .map((entry) => entry.trim())
        .filter((entry) => entry !== '');
      const wrong = entries.filter((entry) => !isAddressOrRange(entry));
      if (wrong.length > 0) {
        context.addIssue({
          code: 'custom',
          message: `must be true, false or a comma list of proxy addresses/CIDRs (not ${wrong.join(', ')})`,
        });
        return z.NEVER;
      }
      return [...new Set(entries)];
    }),
);

/** Ten times the largest catalogue measured (a million): beyond it a typo, not a plan. */
const CATALOGUE_PRODUCTS_MAX = 10_000_000;

const EnvSchema = z.object({
  PORT: z.preprocess(
    blankAsUndefined,
    z.coerce
      .number({ error: 'must be a number' })
      .int({ error: 'must be a whole number' })
      .min(0, { error: 'must be between 0 and 65535' })
      .max(65_535, { error: 'must be between 0 and 65535' })
      .default(3000),
  ),
  HOST: z.preprocess(blankAsUndefined, z.string().default('0.0.0.0')),
  DATA_DIR: z.preprocess(blankAsUndefined, z.string().optional()),
  DATABASE_URL: z.preprocess(
    blankAsUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, { error: 'must start with postgres:// or postgresql://' })
      .optional(),
  ),
  NODE_ENV: z.preprocess(
    blankAsUndefined,
    z
      .enum(['development', 'production', 'test'], { error: 'must be development, production or test' })
      .default('development'),
  ),
  STOREFRONT_DIST: z.preprocess(blankAsUndefined, z.string().optional()),
  LOG_LEVEL: z.preprocess(
    blankAsUndefined,
    z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }).default('info'),
  ),
  DEMO_MODE: z.preprocess(
    (value) => (typeof value === 'string' ? blankAsUndefined(value.trim().toLowerCase()) : value),
    z.enum([...ON_VALUES, ...OFF_VALUES], { error: 'must be 1 or 0' }).optional(),
  ),
  SMTP_URL: z.preprocess(
    blankAsUndefined,
    z
      .string()
      .regex(/^smtps?:\/\//, { error: 'must start with smtp:// or smtps://' })
      .optional(),
  ),
  MAIL_FROM: z.preprocess(blankAsUndefined, z.string().default(DEFAULT_MAIL_FROM)),
  JWT_SECRET: z.preprocess(
    blankAsUndefined,
    z
      .string()
      .min(JWT_SECRET_MIN_LENGTH, { error: `must be at least ${JWT_SECRET_MIN_LENGTH} characters long` })
      .optional(),
  ),
  CORS_ORIGINS: CorsOriginsSchema,
  SUPABASE_URL: z.preprocess(
    blankAsUndefined,
    z
      .string()
      .regex(/^https?:\/\/[^/?#\s]+(?:\/[^?#\s]*)?$/, { error: 'must be an http(s) URL' })
      .transform((url) => url.replace(/\/+$/, ''))
      .optional(),
  ),
  SUPABASE_ANON_KEY: z.preprocess(blankAsUndefined, z.string().optional()),
  SUPABASE_JWT_SECRET: z.preprocess(blankAsUndefined, z.string().optional()),
  REQUEST_TIMEOUT_MS: milliseconds(DEFAULT_SERVER_TIMEOUTS.requestMs),
  HEADERS_TIMEOUT_MS: milliseconds(DEFAULT_SERVER_TIMEOUTS.headersMs),
  CONNECTION_TIMEOUT_MS: milliseconds(DEFAULT_SERVER_TIMEOUTS.connectionMs),
  KEEP_ALIVE_TIMEOUT_MS: milliseconds(DEFAULT_SERVER_TIMEOUTS.keepAliveMs),
  TRUST_PROXY: TrustProxySchema,
  CATALOGUE_PRODUCTS: z.preprocess(
    blankAsUndefined,
    z.coerce
      .number({ error: 'must be a number' })
      .int({ error: 'must be a whole number' })
      .positive({ error: 'must be a positive number of products' })
      .max(CATALOGUE_PRODUCTS_MAX, {
        error: `must be at most ${CATALOGUE_PRODUCTS_MAX.toLocaleString('en-US')}`,
      })
      .optional(),
  ),
});

/** A relative path given by the user means "from where I ran the command", like any CLI. */
const absolute = (path: string) => (isAbsolute(path) ? path : resolve(process.cwd(), path));

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/**
 * Environment → typed configuration (ARCHITECTURE.md "Environment"). Defaults are absolute paths
 * from the workspace root, so the server behaves the same whatever the working directory.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
    throw new ConfigError(`Invalid environment: ${problems.join('; ')}`);
  }
  const vars = parsed.data;
  // Node refuses to start a server whose header timeout exceeds its request timeout.
  if (vars.HEADERS_TIMEOUT_MS > vars.REQUEST_TIMEOUT_MS) {
    throw new ConfigError(
      'Invalid environment: HEADERS_TIMEOUT_MS must not be greater than REQUEST_TIMEOUT_MS',
    );
  }
  if ((vars.SUPABASE_URL === undefined) !== (vars.SUPABASE_ANON_KEY === undefined)) {
    throw new ConfigError(
      'Invalid environment: SUPABASE_URL and SUPABASE_ANON_KEY go together (set both or neither)',
    );
  }
  return {
    port: vars.PORT,
    host: vars.HOST,
    dataDir: vars.DATA_DIR === undefined ? join(REPO_ROOT, '.data') : absolute(vars.DATA_DIR),
    databaseUrl: vars.DATABASE_URL,
    nodeEnv: vars.NODE_ENV,
    storefrontDist:
      vars.STOREFRONT_DIST === undefined
        ? join(REPO_ROOT, 'apps', 'storefront', 'dist')
        : absolute(vars.STOREFRONT_DIST),
    serverPages: DEFAULT_SERVER_PAGES,
    logLevel: vars.LOG_LEVEL,
    demoMode:
      vars.DEMO_MODE === undefined ? vars.NODE_ENV !== 'production' : ON_VALUES.includes(vars.DEMO_MODE),
    smtpUrl: vars.SMTP_URL,
    mailFrom: vars.MAIL_FROM,
    jwtSecret: vars.JWT_SECRET,
    corsOrigins: [...new Set(vars.CORS_ORIGINS)],
    timeouts: {
      requestMs: vars.REQUEST_TIMEOUT_MS,
      headersMs: vars.HEADERS_TIMEOUT_MS,
      connectionMs: vars.CONNECTION_TIMEOUT_MS,
      keepAliveMs: vars.KEEP_ALIVE_TIMEOUT_MS,
    },
    supabase:
      vars.SUPABASE_URL === undefined || vars.SUPABASE_ANON_KEY === undefined
        ? undefined
        : { url: vars.SUPABASE_URL, anonKey: vars.SUPABASE_ANON_KEY, jwtSecret: vars.SUPABASE_JWT_SECRET },
    trustProxy: vars.TRUST_PROXY,
    catalogueProducts: vars.CATALOGUE_PRODUCTS,
  };
}
