import { randomBytes } from 'node:crypto';
import { hashString, mulberry32 } from '@shop/core';
import { liveEffectsOn, TRACE_ID_HEADER } from '@shop/core/qa';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { IncomingMessage } from 'node:http';
import type { Clock } from '../clock';
import { inClass, lessonOrigin, syncClassDefectsCookie } from './class-context';
import type { ClassMembershipEntry, ClassMemberships } from './class-memberships';
import { issueSandboxKey, newSandboxKey } from './demo-sandbox';
import { type QaContext, qaContextStore, readQaContext } from './qa-context';
import type { QaEventRecorder } from './qa-events';

/** What a forced state answers instead of the route (live-scenarios.ts `liveEffectsOn`). */
type LiveAnswer = NonNullable<ReturnType<typeof liveEffectsOn>['answer']>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract endpoint a route serves (registerEndpoint sets it): live scenarios match it. */
    endpointId?: string;
  }
}

/** A trace id the client sent (to follow its own request through /qa/events) is kept if sane. */
const CLIENT_TRACE_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** Fastify's `genReqId`: every request gets a trace id, echoed in {@link TRACE_ID_HEADER}. */
export function traceIdOf(request: IncomingMessage): string {
  const sent = request.headers[TRACE_ID_HEADER];
  return typeof sent === 'string' && CLIENT_TRACE_ID.test(sent) ? sent : randomBytes(12).toString('hex');
}

export interface QaHookOptions {
  readonly demoMode: boolean;
  /**
   * Classroom mode: which class each sandbox is in. A learner's requests then carry their running
   * class's switches too (class-context.ts).
   */
  readonly classes?: {
    readonly memberships: ClassMemberships;
    /** The server's real time: a class ends in real time, whatever a session's offset says. */
    readonly clock: Clock;
    readonly onError: (error: unknown) => void;
  };
}

/**
 * Root hooks, before any route: every reply carries its trace id; in demo mode each request's QA
 * settings are read once (with its class's switches, for a learner) and the rest of its handling
 * runs inside them (the session clock, the mailer and the events read them from there). A request
 * without a sandbox key costs no class look-up; a learner's costs a map look-up once their class
 * is known to this server.
 */
export function registerQaHooks(app: FastifyInstance, { demoMode, classes }: QaHookOptions): void {
  app.decorateRequest('qa', null);
  app.decorateRequest('qaClass', null);
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(TRACE_ID_HEADER, request.id);
    if (!demoMode) return done();
    const read = readQaContext(request);
    const enter = (context: QaContext) => {
      request.qa = context;
      qaContextStore.run(context, done);
    };
    const sandboxKey = read.sandboxKey;
    if (!classes || sandboxKey === null) return enter(read);
    const withEntry = (entry: ClassMembershipEntry | null) => {
      const now = classes.clock.now();
      const { context, requestClass } = inClass(read, entry, now);
      request.qaClass = requestClass;
      syncClassDefectsCookie(request, reply, entry, now);
      enter(context);
    };
    const known = classes.memberships.peek(sandboxKey);
    if (known !== undefined) return withEntry(known);
    classes.memberships.load(sandboxKey).then(withEntry, (error: unknown) => {
      // The lesson's switches are extras: a failed look-up leaves the request as it was sent.
      classes.onError(error);
      enter(read);
    });
  });
}

/** A page load (not a script, a style sheet or an image the page asks for). */
function isDocumentRequest(request: FastifyRequest): boolean {
  const destination = request.headers['sec-fetch-dest'];
  if (destination !== undefined) return destination === 'document';
  return request.headers.accept?.includes('text/html') ?? false;
}

/**
 * Pages (demo mode): a browser without a sandbox key gets one with its first page, so its mail,
 * events and scenario switches are its own from then on. Assets never set cookies (they stay
 * cacheable, and parallel asset loads would each hand out a different key).
 */
export const issueSandboxCookie: onRequestHookHandler = (request, reply, done) => {
  if (request.method === 'GET' && request.qa?.sandboxKey === null && isDocumentRequest(request)) {
    const fresh = newSandboxKey();
    issueSandboxKey(reply, fresh);
    // The page itself already belongs to it (the /qa page shows the key at once).
    request.qa = { ...request.qa, sandboxKey: fresh };
  }
  done();
};

export type Sleep = (ms: number) => Promise<void>;
export const realSleep: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The seeded jitter: the same session and path wait the same time, run after run. */
export function jitter(request: FastifyRequest, spreadMs: number): number {
  if (spreadMs === 0) return 0;
  const random = mulberry32(hashString(`${request.qa?.sandboxKey ?? ''} ${request.url}`))();
  return Math.round((random * 2 - 1) * spreadMs);
}

function drop(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  reply.hijack();
  request.raw.socket?.destroy();
  return reply;
}

/**
 * The API context's hook: the session's live scenarios (header `x-qa-scenarios` or cookie
 * `qa_scenarios`) that name this route's endpoint, applied before authentication and body
 * parsing — a forced state answers the same for everyone who asks for it.
 */
export function liveScenarioHook(events: QaEventRecorder, sleep: Sleep = realSleep): onRequestHookHandler {
  return async (request, reply) => {
    const names = request.qa?.scenarios;
    const endpointId = request.routeOptions.config.endpointId;
    if (!names || names.length === 0 || endpointId === undefined) return;
    const { latencyMs, jitterMs, answer, applied } = liveEffectsOn(endpointId, names);
    if (applied.length === 0) return;
    await events.record(request, 'scenario', applied.join(','), {
      call: endpointId,
      method: request.method,
      path: request.url,
      ...lessonOrigin(request, 'scenarios', applied),
    });
    if (latencyMs > 0) await sleep(Math.max(0, latencyMs + jitter(request, jitterMs)));
    if (answer) return sendLiveAnswer(request, reply, answer);
  };
}

/** A forced answer (live-scenarios.ts): a reply with its status and body, a blank one, or none at all. */
export function sendLiveAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: LiveAnswer,
): FastifyReply {
  reply.header('cache-control', 'no-store');
  switch (answer.kind) {
    case 'drop':
      return drop(request, reply);
    case 'blank':
      return reply.code(answer.status).send();
    case 'reply':
      if (answer.retryAfterS !== undefined) reply.header('retry-after', String(answer.retryAfterS));
      return reply.code(answer.status).send(answer.body);
  }
}
