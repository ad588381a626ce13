import { API_BASE_PATH } from '@shop/core';
import {
  type ClassMembership,
  QA_CLASS_DEFECTS_COOKIE,
  splitClassSwitches,
  withClassSwitches,
} from '@shop/core/qa';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { setCookie } from '../http/cookies';
import type { ClassMembershipEntry } from './class-memberships';
import { cookieValue, type QaContext, type RequestClass } from './qa-context';

/** The switches of a class that runs at `now`; none once it has ended. */
const runningSwitches = (entry: ClassMembershipEntry | null, now: Date): readonly string[] =>
  entry !== null && entry.endsAt > now ? entry.switches : [];

/**
 * A learner's request with their class's switches added after their own (classroom mode): the
 * live scenarios and the server-side defects of the lesson then apply to it as if the learner had
 * switched them on, and to no request of a sandbox outside the class.
 */
export function inClass(
  context: QaContext,
  entry: ClassMembershipEntry | null,
  now: Date,
): { readonly context: QaContext; readonly requestClass: RequestClass | null } {
  if (entry === null) return { context, requestClass: null };
  const own = { scenarios: context.scenarios, defectSwitches: context.defectSwitches };
  const switches = runningSwitches(entry, now);
  if (switches.length === 0) return { context, requestClass: { entry, own } };
  const lesson = splitClassSwitches(switches);
  return {
    context: {
      ...context,
      scenarios: withClassSwitches(context.scenarios, lesson.scenarios),
      defectSwitches: withClassSwitches(context.defectSwitches, lesson.defectSwitches),
    },
    requestClass: { entry, own },
  };
}

/** A page load or an API call: assets never set cookies (they stay cacheable). */
function mayCarryCookies(request: FastifyRequest): boolean {
  if (request.url.startsWith(`${API_BASE_PATH}/`)) return true;
  const destination = request.headers['sec-fetch-dest'];
  if (destination !== undefined) return destination === 'document';
  return request.headers.accept?.includes('text/html') ?? false;
}

/**
 * The storefront applies its own side of the defects in the browser, from cookies: a browser of a
 * learner is told its running class's defect switches with `qa_class_defects`, set on a reply
 * whenever they differ from what it sent (and cleared once the class ends or the learner leaves).
 */
export function syncClassDefectsCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  entry: ClassMembershipEntry | null,
  now: Date,
): void {
  const cookies = request.headers.cookie;
  if (cookies === undefined || !mayCarryCookies(request)) return;
  const wanted = splitClassSwitches(runningSwitches(entry, now)).defectSwitches.join(',');
  const sent = cookieValue(cookies, QA_CLASS_DEFECTS_COOKIE);
  if ((sent ?? '') === wanted) return;
  setCookie(
    reply,
    QA_CLASS_DEFECTS_COOKIE,
    encodeURIComponent(wanted),
    wanted === '' ? { maxAgeSeconds: 0 } : {},
  );
}

/** A learner's class as the learner may see it (their own nickname, never anyone else's). */
export const membershipReply = (entry: ClassMembershipEntry, now: Date): ClassMembership => ({
  code: entry.code,
  name: entry.name,
  nickname: entry.nickname,
  endsAt: entry.endsAt.toISOString(),
  ended: entry.endsAt <= now,
  switches: [...entry.switches],
});

/**
 * For a side effect's event: `{ class: code }` when a switch it names (a live scenario, or a
 * defect's `+id`) is on only because the learner's class turned it on, so a learner's events (and
 * a teacher's eye) tell the lesson's doing from the learner's own.
 */
export function lessonOrigin(
  request: FastifyRequest,
  setting: 'scenarios' | 'defectSwitches',
  names: readonly string[],
): { readonly class?: string } {
  const inClass = request.qaClass;
  const applied = request.qa?.[setting];
  if (!inClass || !applied) return {};
  const fromLesson = names.some((name) => applied.includes(name) && !inClass.own[setting].includes(name));
  return fromLesson ? { class: inClass.entry.code } : {};
}
