import type { FastifyReply, FastifyRequest } from 'fastify';

/** An `onRequest` hook for replies no browser or proxy cache may keep: one user's data, tokens. */
export async function noStore(_request: FastifyRequest, reply: FastifyReply): Promise<void> {
  reply.header('cache-control', 'no-store');
}
