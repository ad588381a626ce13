import { z } from 'zod/mini';
import { defineEndpoint } from './endpoint';

export const HealthReplySchema = z.object({
  status: z.literal('ok'),
  message: z.string(),
});
export type HealthReply = z.infer<typeof HealthReplySchema>;

export const healthEndpoints = {
  check: defineEndpoint({
    id: 'health.check',
    method: 'GET',
    path: '/health',
    auth: 'none',
    summary: 'Server and database status.',
    reply: HealthReplySchema,
    status: 200,
    errors: [503],
  }),
} as const;
