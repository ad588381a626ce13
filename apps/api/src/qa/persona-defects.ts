import { AUTH_COOKIE_NAME } from '@shop/core';
import {
  activeDefects,
  type DefectAt,
  defects,
  type DefectId,
  liveEffectsOn,
  qaPersonaForEmail,
  type QaPersonaKind,
  SLOW_CATALOGUE_DELAY_MS,
  SLOW_CATALOGUE_JITTER_MS,
  SLOW_SIGN_IN_DELAY_MS,
} from '@shop/core/qa';
import type { FastifyRequest, preHandlerHookHandler } from 'fastify';
import type { Database } from '../db/connect';
import { findUserById } from '../db/repositories/users-repository';
import { bearerTokenOf } from '../http/authenticate';
import { ExpiringMemory } from '../services/expiring-memory';
import type { SessionService } from '../services/session-service';
import { lessonOrigin } from './class-context';
import { cookieValue } from './qa-context';
import type { QaEventRecorder } from './qa-events';
import { jitter, realSleep, type Sleep, sendLiveAnswer } from './qa-plugin';

/** What a server-side defect does to one call: a wait, and maybe a live scenario's answer. */
interface DefectEffect {
  readonly delayMs?: number;
  readonly jitterMs?: number;
  /** A live scenario (live-scenarios.ts) whose answer replaces the route's. */
  readonly scenario?: string;
}

type Call = { readonly endpointId: string; readonly body: unknown };

const evenProductId = (body: unknown): boolean => {
  const productId = (body as { productId?: unknown } | null)?.productId;
  return typeof productId === 'number' && productId % 2 === 0;
};

type HandlerDefectId = DefectAt<'handler'>['id'];

/**
 * The server's half of the defect catalogue (@shop/core/qa defects.ts, edge `handler`): what each
 * does to a call the catalogue names for it (`calls`), or null where it does nothing. The answers
 * are the live scenarios' own, so a defect shows exactly the §8 text a forced error shows.
 */
const serverDefects: { readonly [Id in HandlerDefectId]: (call: Call) => DefectEffect | null } = {
  'slow.sign-in.delayed': () => ({ delayMs: SLOW_SIGN_IN_DELAY_MS }),
  'slow.catalogue.delayed': () => ({ delayMs: SLOW_CATALOGUE_DELAY_MS, jitterMs: SLOW_CATALOGUE_JITTER_MS }),
  'error.cart.add-fails': ({ body }) => (evenProductId(body) ? { scenario: 'cart.add.error' } : null),
  'error.cart.remove-fails': () => ({ scenario: 'cart.remove.blank-500' }),
  'error.profile.saves-fail': ({ endpointId }) => ({ scenario: `${endpointId}.error` }),
};

/** A catalogue `calls` entry: an endpoint id, or `area.*` for every call of the area. */
const namesCall = (entry: string, endpointId: string) =>
  entry.endsWith('.*') ? endpointId.startsWith(entry.slice(0, -1)) : entry === endpointId;

/** Per handler defect, the calls the catalogue says it acts on. */
const handlerCalls = new Map<DefectId, readonly string[]>(
  defects.flatMap((defect) =>
    defect.edge.edge === 'handler' ? [[defect.id, defect.edge.calls] as const] : [],
  ),
);

function effectOn(id: DefectId, call: Call): DefectEffect | null {
  const calls = handlerCalls.get(id);
  if (!calls?.some((entry) => namesCall(entry, call.endpointId))) return null;
  return serverDefects[id as HandlerDefectId](call);
}

const PERSONA_CACHE_LIMIT = 1_000;
const PERSONA_CACHE_TTL_MS = 30_000;

/**
 * Whose defects a request meets (demo mode): the persona of the account signing in, or of the
 * session it carries — as a bearer token, or as the storefront's `auth_token` cookie, which the
 * browser also sends with catalogue calls. Personas are cached briefly per token (for a spread
 * part of half a minute): the defects only ever change how a reply looks or when it comes, never
 * whose data it carries.
 */
class PersonaResolver {
  private readonly cache = new ExpiringMemory<string, QaPersonaKind | null>(
    () => Date.now(),
    PERSONA_CACHE_TTL_MS,
    PERSONA_CACHE_LIMIT,
  );

  constructor(
    private readonly db: Database,
    private readonly sessions: SessionService,
  ) {}

  async personaOf(request: FastifyRequest, endpointId: string): Promise<QaPersonaKind | null> {
    if (endpointId === 'users.signIn') {
      const emailId = (request.body as { emailId?: unknown } | null)?.emailId;
      return typeof emailId === 'string' ? qaPersonaForEmail(emailId) : null;
    }
    const token = bearerTokenOf(request) ?? cookieValue(request.headers.cookie, AUTH_COOKIE_NAME);
    if (!token) return null;
    const cached = this.cache.get(token);
    if (cached !== undefined) return cached;
    const auth = request.auth ?? (await this.sessions.authenticate(token));
    const persona = auth ? ((await findUserById(this.db, auth.userId))?.persona ?? null) : null;
    this.cache.set(token, persona);
    return persona;
  }
}

export interface PersonaDefectOptions {
  readonly db: Database;
  readonly sessions: SessionService;
  readonly events: QaEventRecorder;
  readonly sleep?: Sleep;
}

/**
 * The API context's preHandler (demo mode; after the body is parsed and the bearer check ran):
 * applies the server-side defects of the request's persona, with the session's `qa_defects`
 * switches (`+id` on, `-id` off), and records each in the session's events.
 */
export function personaDefectHook({
  db,
  sessions,
  events,
  sleep = realSleep,
}: PersonaDefectOptions): preHandlerHookHandler {
  const personas = new PersonaResolver(db, sessions);
  return async (request, reply) => {
    const endpointId = request.routeOptions.config.endpointId;
    if (endpointId === undefined || request.qa === null) return;
    const persona = await personas.personaOf(request, endpointId);
    if (persona === null && request.qa.defectSwitches.length === 0) return;

    const call: Call = { endpointId, body: request.body };
    let delayMs = 0;
    let jitterMs = 0;
    let scenario: string | undefined;
    for (const id of activeDefects(persona, request.qa.defectSwitches)) {
      const effect = effectOn(id, call);
      if (!effect) continue;
      await events.record(request, 'defect', id, {
        layer: 'server',
        call: endpointId,
        ...lessonOrigin(request, 'defectSwitches', [`+${id}`]),
      });
      delayMs += effect.delayMs ?? 0;
      jitterMs += effect.jitterMs ?? 0;
      scenario ??= effect.scenario;
    }
    if (delayMs > 0) await sleep(Math.max(0, delayMs + jitter(request, jitterMs)));
    const answer = scenario ? liveEffectsOn(endpointId, [scenario]).answer : undefined;
    if (answer) return sendLiveAnswer(request, reply, answer);
  };
}
