import { api } from '@shop/core';
import { healthMessages } from '@shop/core/health';
import { on, reply } from '../http';

export const healthHandlers = [
  on(api.health.check, () => reply(api.health.check, { status: 'ok', message: healthMessages.healthy })),
];
