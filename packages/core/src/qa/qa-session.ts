/**
 * How a browser session or an API client tells the server (demo mode only) which QA settings are
 * its own: each setting travels as a cookie (set from the /qa page) or as a request header (API
 * clients). Only that session's requests are affected, so parallel suites never disturb each other.
 */
export const qaSettings = {
  /** The session's sandbox: who may read the mail it caused, whose events /qa/events lists. */
  sandbox: { cookie: 'qa_sandbox', header: 'x-qa-sandbox' },
  /** Live scenarios by name (live-scenarios.ts), comma-separated. */
  scenarios: { cookie: 'qa_scenarios', header: 'x-qa-scenarios' },
  /** Defect switches (defects.ts `activeDefects`), comma-separated. */
  defects: { cookie: 'qa_defects', header: 'x-qa-defects' },
  /** A clock offset for this session's OTP, reset-token and session expiry, e.g. `11m`, `-2h`, `8d`. */
  clockOffset: { cookie: 'qa_clock_offset', header: 'x-qa-clock-offset' },
  /** `on`: documented wrong statuses and shapes (api-quirks.ts) for API-testing practice. */
  apiQuirks: { cookie: 'qa_api_quirks', header: 'x-qa-api-quirks' },
  /**
   * `on`: the shop's pages come without their first screen and its data, as before server
   * rendering, so their first calls are the browser's to make (and a test's to intercept).
   */
  browserRender: { cookie: 'qa_browser_render', header: 'x-qa-browser-render' },
} as const;

export type QaSetting = keyof typeof qaSettings;

/**
 * Classroom mode: the defect switches (`+id`, comma-separated) that a learner's class turned on,
 * as the server tells the browser of a learner (it sets this cookie on its replies when the class's
 * switches change). Not a setting: the server never reads it as one, so a learner cannot switch
 * the lesson off, and setting it by hand changes nothing but that browser's own storefront.
 */
export const QA_CLASS_DEFECTS_COOKIE = 'qa_class_defects';

/** What every QA header's name starts with (a request without one, and without cookies, has none). */
export const QA_HEADER_PREFIX = 'x-qa-';

/** The QA tools page (demo mode), and where its forms post (same origin only; the reply returns to it). */
export const QA_PAGE_PATH = '/qa';
export const QA_SETTINGS_PATH = '/qa/settings';

/** Every reply carries one; /qa/events lists it beside each side effect. */
export const TRACE_ID_HEADER = 'x-trace-id';

/** Mail to this domain is readable by anyone on purpose (the public test inbox). */
export const PUBLIC_MAIL_DOMAIN = 'public.shoplane.test';

/** A sandbox key: 16–64 letters, digits, `-` or `_` (a learner may pick their own). */
export const SANDBOX_KEY_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

export const isSandboxKey = (value: string): boolean => SANDBOX_KEY_PATTERN.test(value);

/** Mail to `address` is public (see {@link PUBLIC_MAIL_DOMAIN}). */
export const isPublicMailAddress = (address: string): boolean =>
  address.trim().toLowerCase().endsWith(`@${PUBLIC_MAIL_DOMAIN}`);

/** At most this many names in one list setting (a cookie stays small). */
export const QA_LIST_MAX = 20;

/** `a, b,,a` → `['a', 'b']`: trimmed, unique, at most {@link QA_LIST_MAX}. */
export function parseQaList(value: string | undefined): string[] {
  if (!value) return [];
  const names = value
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  return [...new Set(names)].slice(0, QA_LIST_MAX);
}

/** The furthest a session's clock may move either way. */
export const QA_CLOCK_OFFSET_MAX_MS = 30 * 24 * 60 * 60_000;

const UNIT_MS = { s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

/**
 * `90s`, `11m`, `-2h`, `8d` or bare seconds (`660`) → milliseconds; null for anything else or
 * beyond {@link QA_CLOCK_OFFSET_MAX_MS}.
 */
export function parseClockOffset(value: string | undefined): number | null {
  const match = /^\s*([+-]?\d{1,9})\s*([smhd]?)\s*$/.exec(value ?? '');
  if (!match) return null;
  const unit = (match[2] || 's') as keyof typeof UNIT_MS;
  const ms = Number(match[1]) * UNIT_MS[unit];
  return Math.abs(ms) <= QA_CLOCK_OFFSET_MAX_MS ? ms : null;
}

export const isQaSwitchOn = (value: string | undefined): boolean =>
  value !== undefined && ['on', '1', 'true', 'yes'].includes(value.trim().toLowerCase());
