import { API_BASE_PATH } from '@shop/core';
import { qaEndpoints } from '@shop/core/qa';

/**
 * The QA calls the page links to, as paths on this server: a learner opens the JSON beside the
 * page (the score board, the test-id catalogue, the events), same origin, no script needed.
 */
export const qaApiLinks = {
  events: `${API_BASE_PATH}${qaEndpoints.events.path}`,
  session: `${API_BASE_PATH}${qaEndpoints.session.path}`,
  exercises: `${API_BASE_PATH}${qaEndpoints.exercises.path}`,
  testIds: `${API_BASE_PATH}${qaEndpoints.testIds.path}`,
} as const;
