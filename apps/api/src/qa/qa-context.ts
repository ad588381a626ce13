import { AsyncLocalStorage } from 'node:async_hooks';
import {
  isQaSwitchOn,
  isSandboxKey,
  parseClockOffset,
  parseQaList,
  QA_HEADER_PREFIX,
  type QaSetting,
  qaSettings,
} from '@shop/core/qa';
import type { FastifyRequest } from 'fastify';
import { addMs, type Clock, type Clocks } from '../clock';
import type { ClassMembershipEntry } from './class-memberships';

/**
 * One request's QA settings (demo mode only), read from its header or else its cookie
 * (@shop/core/qa `qaSettings`). Requests without any are the common case and cost one header scan.
 */
export interface QaContext {
  /** The browser session's or API client's sandbox key, when it sent a valid one. */
  readonly sandboxKey: string | null;
  readonly scenarios: readonly string[];
  readonly defectSwitches: readonly string[];
  readonly clockOffsetMs: number;
  readonly apiQuirks: boolean;
  /** The shop's pages rendered by the browser alone (`qaSettings.browserRender`). */
  readonly browserRender: boolean;
  /** The trace id this request's reply carries. */
  readonly traceId: string;
}

const NO_SETTINGS = {
  sandboxKey: null,
  scenarios: [],
  defectSwitches: [],
  clockOffsetMs: 0,
  apiQuirks: false,
  browserRender: false,
};

/** `a=1; b=2` → the value of `name` (URI-decoded), or undefined. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0 || part.slice(0, separator).trim() !== name) continue;
    const raw = part.slice(separator + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}

/** The request's value of one setting: its header wins over its cookie. */
export function qaSettingOf(request: FastifyRequest, setting: QaSetting): string | undefined {
  const { header, cookie } = qaSettings[setting];
  const sent = request.headers[header];
  if (typeof sent === 'string') return sent;
  return cookieValue(request.headers.cookie, cookie);
}

export function readQaContext(request: FastifyRequest): QaContext {
  const { headers } = request;
  const traceId = request.id;
  // Fast path: no cookie and no x-qa-* header (API benchmarks, most API clients).
  if (
    headers.cookie === undefined &&
    !Object.keys(headers).some((name) => name.startsWith(QA_HEADER_PREFIX))
  ) {
    return { ...NO_SETTINGS, traceId };
  }
  const sandbox = qaSettingOf(request, 'sandbox')?.trim();
  return {
    sandboxKey: sandbox !== undefined && isSandboxKey(sandbox) ? sandbox : null,
    scenarios: parseQaList(qaSettingOf(request, 'scenarios')),
    defectSwitches: parseQaList(qaSettingOf(request, 'defects')),
    clockOffsetMs: parseClockOffset(qaSettingOf(request, 'clockOffset')) ?? 0,
    apiQuirks: isQaSwitchOn(qaSettingOf(request, 'apiQuirks')),
    browserRender: isQaSwitchOn(qaSettingOf(request, 'browserRender')),
    traceId,
  };
}

/**
 * The context of the request being handled, for code far from the request (the clock, the
 * mailer): Fastify runs each request's hooks and handler inside the store entered for it.
 */
export const qaContextStore = new AsyncLocalStorage<QaContext>();

export const currentQaContext = (): QaContext | undefined => qaContextStore.getStore();

/** The request's QA context (set by the QA plugin in demo mode; the no-settings context otherwise). */
export function qaContextOf(request: FastifyRequest): QaContext {
  return request.qa ?? { ...NO_SETTINGS, traceId: request.id };
}

/** The list settings a request sent itself (its class may add to them: class-context.ts). */
export type OwnListSettings = Pick<QaContext, 'scenarios' | 'defectSwitches'>;

/** What a learner's request carries of their class (classroom mode; class-context.ts). */
export interface RequestClass {
  /** The class the sandbox joined, running or ended. */
  readonly entry: ClassMembershipEntry;
  /** The request's own list settings, before its running class's switches were added to `qa`. */
  readonly own: OwnListSettings;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set in demo mode by the QA plugin (qa-plugin.ts); null otherwise. */
    qa: QaContext | null;
    /** Demo mode: the class of the request's sandbox, if it joined one; null otherwise. */
    qaClass: RequestClass | null;
  }
}

/**
 * The scenarios and defect switches the request sent itself: what the /qa page shows as the
 * session's own and writes back into its cookies (never its class's, which the teacher owns).
 */
export function ownListSettings(request: FastifyRequest): OwnListSettings {
  return request.qaClass?.own ?? qaContextOf(request);
}

/** The offset the request being handled asked for (0 outside a request, or without one). */
const currentClockOffsetMs = (): number => qaContextStore.getStore()?.clockOffsetMs ?? 0;

/**
 * The server's clocks as one session reads them (demo mode): its `qa_clock_offset` moves the
 * session's time (an order's course, the delivery dates) either way, and its expiry checks forward
 * only — a one-time code, reset token or session expires sooner for it, never later than in real
 * time. Stamps and limits read `real` alone (clock.ts `Clocks`).
 */
export function sessionClocks(real: Clock): Clocks {
  return {
    real,
    expiry: { now: () => addMs(real.now(), Math.max(0, currentClockOffsetMs())) },
    session: {
      now: () => {
        const offset = currentClockOffsetMs();
        return offset === 0 ? real.now() : addMs(real.now(), offset);
      },
    },
  };
}

/**
 * `clock` as the request being handled reads it, for work that outlives the request (the order
 * tracker's later wake-ups): its session's context is captured now, not looked up when a timer
 * fires, in whatever context that happens to be.
 */
export function requestPinnedClock(clock: Clock): Clock {
  const context = qaContextStore.getStore();
  return {
    now: () =>
      context === undefined
        ? qaContextStore.exit(() => clock.now())
        : qaContextStore.run(context, () => clock.now()),
  };
}
