import { api } from '@shop/core';
import { delay } from 'msw';
import { healthHandlers } from '../handlers/health';
import { on, reply } from '../http';

const check = api.health.check;

/** Named states of the health call; each replaces the `health` area. */
export const healthScenarios = {
  'health.ok': healthHandlers,
  'health.loading': [
    on(check, async () => {
      await delay('infinite');
      return reply(check, { status: 'ok', message: '' });
    }),
  ],
};
