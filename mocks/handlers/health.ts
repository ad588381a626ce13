import { api, healthMessages } from '@shop/core';
import { on, reply } from '../http';

export const healthHandlers = [
  on(api.health.check, () => reply(api.health.check, { status: 'ok', message: healthMessages.healthy })),
];
