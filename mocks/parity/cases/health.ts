import { api } from '@shop/core';
import type { ParityCase } from '../format';

export const healthCases: readonly ParityCase[] = [
  {
    name: 'health: the server and its database answer',
    steps: [
      {
        endpoint: api.health.check,
        expect: { status: 200, body: { status: 'ok', message: 'Database connection is healthy' } },
      },
    ],
  },
];
