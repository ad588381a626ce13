import { QA_DATABASE_RESET_CONFIRMATION, qaEndpoints } from '@shop/core/qa';
import type { FastifyPluginAsync } from 'fastify';
import { HttpError } from '../http/http-error';
import { registerEndpoint } from '../http/register-endpoint';
import { type DatabaseReset, isCallFromThisMachine } from '../qa/database-reset';

export const databaseResetMessages = {
  notThisMachine:
    'The whole-database reset works only on a server on your own machine, called directly (not through a proxy)',
  confirm: `To reset the whole database, send {"confirm": "${QA_DATABASE_RESET_CONFIRMATION}"}`,
  done: 'The database is back to its seed',
} as const;

/** `POST /api/v1/qa/reset-database` (demo mode only), guarded as {@link isCallFromThisMachine} says. */
export const databaseResetRoutes: FastifyPluginAsync<{ reset: DatabaseReset }> = async (app, { reset }) => {
  registerEndpoint(app, qaEndpoints.resetDatabase, async ({ body, request }) => {
    if (!isCallFromThisMachine(request)) throw new HttpError(403, databaseResetMessages.notThisMachine);
    if (body.confirm !== QA_DATABASE_RESET_CONFIRMATION)
      throw new HttpError(400, databaseResetMessages.confirm);
    request.log.warn('The whole database is being reset to its seed');
    const seeded = await reset.resetToSeed();
    return {
      message: databaseResetMessages.done,
      products: seeded.products,
      categories: seeded.categories,
      demoAccounts: seeded.demoAccounts,
    };
  });
};
