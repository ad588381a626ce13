import { parseQaList, QA_CLASS_DEFECTS_COOKIE, qaSettings, withClassSwitches } from '@shop/core/qa';
import { pageCookie } from './qa-session';

/**
 * The session's defect switches (`qa_defects`: `+id` on, `-id` off), as the /qa page sets them,
 * followed by those a learner's class turned on (`qa_class_defects`, which the server keeps up to
 * date): the lesson's win where the two disagree, as on the server. Read only where a demo
 * session's defects are worked out (defect-bindings.ts), so no first screen carries it.
 */
export function defectSwitches(): string[] {
  const own = parseQaList(pageCookie(qaSettings.defects.cookie) ?? undefined);
  const fromClass = parseQaList(pageCookie(QA_CLASS_DEFECTS_COOKIE) ?? undefined);
  return [...withClassSwitches(own, fromClass)];
}
